/**
 * The back office's own pages for one lead, one contact, Today and the jobs, over HTTP: the
 * loaders answer an admin only (signed out 401, an editor 403, neither with any customer data,
 * the same rule as the API routes behind them), and an unknown or malformed id is a 404. And the
 * new-lead alert as an SMTP server receives it, for each public form: the form in the subject,
 * the time in the business's zone, and Call, Reply and Open lead links.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatDate } from "@common/dates";
import { leads, notificationEmails } from "../../server/db/schema";
import { driver, freePort, startTestServer, testClock, type TestServer } from "../helpers/server";
import { createStaff, signInAsAdmin, type Session } from "../helpers/session";
import { parseMail, startSmtp, waitFor } from "../helpers/smtp";

const unique = () => Math.random().toString(36).slice(2, 9).replace(/[0-9]/g, "x");
let ip = 0;
const freshIp = () => `10.77.${Math.floor(Math.random() * 200)}.${(ip += 1)}`;

describe(`lead and contact pages, Today and jobs (${driver})`, () => {
  let server: TestServer & { cleanup(): Promise<void> };
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let admin: Session;
  let editor: Session;
  const clock = testClock();

  beforeAll(async () => {
    const port = await freePort();
    smtp = await startSmtp(port);
    server = await startTestServer({ pages: true, background: true, clock, env: { SMTP_URL: `smtp://127.0.0.1:${port}`, TRUST_PROXY: "loopback" } });
    await server.ctx.db.insert(notificationEmails).values({ email: "office@example.com" });
    admin = await signInAsAdmin(server);
    editor = await createStaff(server, "editor");
  }, 60_000);
  afterAll(async () => {
    await server?.cleanup();
    await smtp?.close();
  });

  /** Renders the form's page, lets a person's fill time pass and posts it as a browser without JavaScript would. */
  async function sendForm(path: string, fields: Record<string, string>) {
    const from = freshIp();
    const html = await (await server.request(path, { headers: { "X-Forwarded-For": from } })).text();
    const token = /name="formToken" value="([^"]+)"/.exec(html)?.[1];
    expect(token).toBeTruthy();
    clock.advance(5_000);
    const res = await server.request(path, {
      method: "POST",
      body: new URLSearchParams({ website: "", ...fields, formToken: token! }).toString(),
      headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": from },
    });
    expect(res.status).toBe(200);
  }

  async function alertFor(lastName: string) {
    const raw = await waitFor(() => smtp.received.find((m) => m.to.includes("office@example.com") && m.raw.includes(lastName))?.raw);
    const [lead] = await server.ctx.db.select().from(leads).where(eq(leads.lastName, lastName));
    return { mail: parseMail(raw), lead: lead! };
  }

  const person = (lastName: string) => ({ firstName: "Ann", lastName, email: "ann@example.com", phone: "802-555-0142" });

  it("names the consultation form in the alert's subject, with local time and Call, Reply and Open lead", async () => {
    const lastName = `Consult ${unique()}`;
    await sendForm("/contact", { ...person(lastName), serviceType: "maintenance-contract", message: "Our boiler is 30 years old." });
    const { mail, lead } = await alertFor(lastName);
    expect(lead.form).toBe("contact");
    expect(mail.headers.get("subject")).toBe(`New consultation request from Ann ${lastName} (Maintenance Contract)`);
    expect(mail.text).toContain("A new consultation request arrived on the website (the consultation form).");
    // The business's own clock, named, not a UTC timestamp.
    expect(mail.text).toContain(`Received: ${formatDate(lead.createdAt, "zoned")}`);
    expect(mail.text).toMatch(/Received: \w{3}, \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M E[SD]T/);
    expect(mail.text).not.toContain(lead.createdAt.toISOString());
    expect(mail.html).toContain('href="tel:+18025550142"');
    expect(mail.html).toContain('href="mailto:ann@example.com?subject=Re%3A%20your%20consultation%20request"');
    expect(mail.html).toContain(`href="${server.url}/admin/leads/${lead.id}"`);
    expect(mail.text.replace(/\s+/g, " ")).toContain(`Open lead ${server.url}/admin/leads/${lead.id}`);
    // Every link goes to the site itself, the phone or the mail program: no redirector, no shortener.
    const hrefs = [...mail.html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!);
    expect(hrefs.length).toBeGreaterThanOrEqual(3);
    for (const href of hrefs) expect(href.startsWith(server.url) || href.startsWith("tel:") || href.startsWith("mailto:"), href).toBe(true);
  });

  it("calls a quote a quote: the quote form and the home page's quick quote", async () => {
    const quote = `Quote ${unique()}`;
    await sendForm("/quote", { ...person(quote), serviceType: "Hybrid Water Heater", message: "40 gal tank" });
    const quick = `Quick ${unique()}`;
    await sendForm("/?index", { name: `Ann ${quick}`, phone: "802-555-0142", email: "ann@example.com", serviceType: "Heat Pump Installation" });
    const a = await alertFor(quote);
    expect(a.lead.form).toBe("quote");
    expect(a.mail.headers.get("subject")).toBe(`New quote request from Ann ${quote} (Hybrid Water Heater)`);
    const b = await alertFor(quick);
    expect(b.lead.form).toBe("quick-quote");
    expect(b.mail.headers.get("subject")).toBe(`New quote request from Ann ${quick} (Heat Pump Installation)`);
    expect(b.mail.text).toContain("(the home page's quick quote)");
  });

  describe("who may open the pages", () => {
    let leadId = "";
    let contactId = "";
    const name = `Page ${unique()}`;

    beforeAll(async () => {
      const res = await server.request("/api/leads", { method: "POST", json: { ...person(name), serviceType: "Heat Pump Installation", location: "Essex" }, headers: { "X-Forwarded-For": freshIp() } });
      expect(res.status).toBe(201);
      leadId = ((await res.json()) as { id: string }).id;
      const converted = await server.request(`/api/crm/contacts/convert-lead/${leadId}`, { method: "POST", headers: admin.headers, json: {} });
      expect(converted.status).toBe(201);
      contactId = ((await converted.json()) as { id: string }).id;
    });

    const pages = () => [`/admin/leads/${leadId}`, `/admin/contacts/${contactId}`, "/admin/today", "/admin/jobs?range=week"];
    /** The page's HTML and its data request (what a client-side navigation fetches). */
    const both = (path: string) => [path, path.replace(/(\?|$)/, ".data$1")];

    it("refuses signed-out visitors (401) and editors (403) without a word of the customer's data", async () => {
      for (const page of pages()) {
        for (const path of both(page)) {
          const anonymous = await server.request(path);
          expect(anonymous.status, path).toBe(401);
          expect(await anonymous.text()).not.toContain(name);
          const asEditor = await server.request(path, { headers: { Cookie: editor.cookie } });
          expect(asEditor.status, path).toBe(403);
          const body = await asEditor.text();
          expect(body).not.toContain(name);
          expect(body).not.toContain("802-555-0142");
        }
      }
      // The API behind the page answers the same.
      expect((await server.request(`/api/admin/leads/${leadId}`, { headers: { Cookie: editor.cookie } })).status).toBe(403);
    });

    it("renders the lead, the contact and Today for an admin", async () => {
      for (const path of pages()) {
        const res = await server.request(path, { headers: { Cookie: admin.cookie } });
        expect(res.status, path).toBe(200);
        // The lead was converted, so Today (new leads nobody contacted) and the jobs leave it out.
        if (!path.startsWith("/admin/today") && !path.startsWith("/admin/jobs")) expect(await res.text(), path).toContain(name);
      }
      const lead = await server.request(`/admin/leads/${leadId}`, { headers: { Cookie: admin.cookie } });
      const html = await lead.text();
      expect(html).toContain('href="tel:+18025550142"');
      expect(html).toContain('href="sms:+18025550142"');
      const api = await server.request(`/api/admin/leads/${leadId}`, { headers: { Cookie: admin.cookie } });
      expect(api.status).toBe(200);
      expect(await api.json()).toMatchObject({ id: leadId, contactId, form: "quote" });
    });

    it("answers 404 for an unknown or malformed id, in the back office's frame", async () => {
      for (const path of ["/admin/leads/not-a-uuid", "/admin/leads/00000000-0000-4000-8000-000000000000", "/admin/contacts/42", "/admin/contacts/00000000-0000-4000-8000-000000000000"]) {
        const res = await server.request(path, { headers: { Cookie: admin.cookie } });
        expect(res.status, path).toBe(404);
        const html = await res.text();
        expect(html).toContain('aria-label="Back office"');
        expect(html).toContain("There is no such lead or contact");
      }
    });
  });
});
