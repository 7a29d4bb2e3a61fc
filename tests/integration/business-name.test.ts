/**
 * The business name from Settings, everywhere it is shown: a rename reaches the public header and
 * the page titles (cached pages are rendered again), the back office's page titles, the web app
 * manifest, the RSS feed and the From name of mail queued afterwards.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultBusinessSettings } from "@common/business-settings";
import { notificationEmails } from "../../server/db/schema";
import { driver, freePort, startTestServer } from "../helpers/server";
import { signInAsAdmin, type Session } from "../helpers/session";
import { parseMail, startSmtp, waitFor } from "../helpers/smtp";

const NEW_NAME = "Underhill Comfort Co.";

describe(`a business rename in Settings (${driver})`, () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let admin: Session;

  beforeAll(async () => {
    const port = await freePort();
    smtp = await startSmtp(port);
    server = await startTestServer({ pages: true, background: true, env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: "office@underhill.example" } });
    admin = await signInAsAdmin(server);
    await server.ctx.db.insert(notificationEmails).values({ email: "alerts@underhill.example" });
  }, 60_000);
  afterAll(async () => {
    await server?.cleanup();
    await smtp?.close();
  });

  const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

  it("shows the new name in the header, page titles, manifest, RSS and a queued mail's From", async () => {
    // Cached first with the seed name.
    const before = await (await server.request("/reviews")).text();
    expect(title(before)).toBe("Customer Reviews | Mansfield Heating &amp; Plumbing");

    const res = await server.request("/api/admin/settings", { method: "PUT", headers: admin.headers, json: { ...defaultBusinessSettings, name: NEW_NAME } });
    expect(res.status).toBe(200);

    const reviews = await (await server.request("/reviews")).text();
    expect(title(reviews)).toBe(`Customer Reviews | ${NEW_NAME}`);
    const contact = await (await server.request("/contact")).text();
    // Only the share image's alt text keeps the old name: it describes the picture, which shows the old logo.
    expect(contact.replace(/<meta (property|name)="(og|twitter):image:alt"[^>]*>/g, "")).not.toContain("Mansfield Heating &amp; Plumbing");
    // The header's logo link is named by the business, its first word large.
    expect(contact).toMatch(/<a aria-label="Underhill Comfort Co\."[^>]*href="\/"|<a[^>]*aria-label="Underhill Comfort Co\."/);
    expect(contact).toContain(">Underhill</span>");
    const about = await (await server.request("/about-us")).text();
    expect(about).toContain(`About ${NEW_NAME}`);
    const backOfficeRes = await server.request("/admin/settings", { headers: admin.headers });
    const backOffice = await backOfficeRes.text();
    expect(backOfficeRes.status, backOffice.slice(0, 300)).toBe(200);
    expect(title(backOffice), backOffice.match(/<title[^>]*>[^<]*/)?.[0]).toContain(NEW_NAME);

    const manifest = (await (await server.request("/site.webmanifest")).json()) as { name: string; short_name: string };
    expect(manifest).toMatchObject({ name: NEW_NAME, short_name: "Underhill" });
    const rss = await (await server.request("/blog/rss.xml")).text();
    expect(rss).toContain(`<title>${NEW_NAME} Blog</title>`);
    expect(rss).toContain(`<description>Advice from ${NEW_NAME} for homeowners in Chittenden County, Vermont.</description>`);

    const lead = await server.request("/api/leads", {
      method: "POST",
      json: { firstName: "Rena", lastName: "Med", email: "rena@example.com", phone: "(802) 555-0199", serviceType: "Heat Pump", message: "A quote, please.", pagePath: "/contact" },
    });
    expect(lead.status).toBe(201);
    const alert = await waitFor(() => smtp.received.find((m) => m.to.includes("alerts@underhill.example")));
    expect(parseMail(alert.raw).headers.get("from")).toBe(`"${NEW_NAME}" <office@underhill.example>`);
  }, 90_000);
});
