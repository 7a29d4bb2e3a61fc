/**
 * New-lead alerts delivered for real: a lead posted over HTTP reaches an SMTP server
 * started in the test, with the person, phone, e-mail, service, message, town, page and a link
 * to the lead's page; visitor values are escaped and headers stay on one line. While SMTP is down
 * the lead is stored and its alert waits in the outbox, then goes out once SMTP is back.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leads, mailOutbox, notificationEmails } from "../../server/db/schema";
import { driver, freePort, startTestServer, testClock } from "../helpers/server";
import { parseMail, startSmtp, waitFor } from "../helpers/smtp";

const lead = {
  firstName: "Hazel",
  lastName: "O'Brien-Alert",
  email: "hazel@example.com",
  phone: "(802) 555-0199",
  serviceType: "Hybrid Water Heater",
  message: `Basement unit <script>alert("pwned")</script> & 40 gal tank.\nSecond line.`,
  location: "South Burlington",
  pagePath: "/services/areas/south-burlington",
};

describe(`lead alerts over SMTP (${driver})`, () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let server: Awaited<ReturnType<typeof startTestServer>>;

  beforeAll(async () => {
    const port = await freePort();
    smtp = await startSmtp(port);
    server = await startTestServer({ background: true, env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
    await server.ctx.db.insert(notificationEmails).values([
      { email: "office@example.com" },
      { email: "owner@example.com", name: "Owner" },
      { email: "retired@example.com", isActive: false },
    ]);
  });
  afterAll(async () => {
    await server.cleanup();
    await smtp.close();
  });

  it("mails every active recipient the lead's details and a link to the lead's page", async () => {
    const res = await server.request("/api/leads", { method: "POST", json: lead });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    // The visitor's own confirmation is covered in follow-through.test.ts.
    const alerts = () => smtp.received.filter((m) => !m.to.includes(lead.email));
    const mails = await waitFor(() => (alerts().length >= 2 ? alerts() : undefined));
    await new Promise((r) => setTimeout(r, 300));
    expect(alerts()).toHaveLength(2);
    expect(mails.flatMap((m) => m.to).sort()).toEqual(["office@example.com", "owner@example.com"]);

    const mail = parseMail(mails[0]!.raw);
    expect(mail.headers.get("subject")).toBe("New quote request from Hazel O'Brien-Alert (Hybrid Water Heater)");
    expect(mail.headers.get("reply-to")).toContain("hazel@example.com");
    for (const part of [
      "Hazel O'Brien-Alert",
      "(802) 555-0199",
      "hazel@example.com",
      "Hybrid Water Heater",
      "South Burlington",
      `${server.url}/services/areas/south-burlington`,
      `${server.url}/admin/leads/${id}`,
      `<script>alert("pwned")</script>`,
    ]) {
      expect(mail.text).toContain(part);
    }
    expect(mail.html).toContain("O&#x27;Brien-Alert");
    expect(mail.html).toContain("&lt;script&gt;alert(&quot;pwned&quot;)&lt;/script&gt; &amp; 40 gal tank.");
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain(`href="${server.url}/admin/leads/${id}"`);

    const rows = await server.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "lead_alert"));
    await waitFor(async () =>
      (await server.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "lead_alert"))).every((r) => r.status === "sent")
        ? true
        : undefined,
    );
    expect(rows).toHaveLength(2);
  });

  it("keeps line breaks out of the subject even when a name tries to inject a header", async () => {
    const res = await server.request("/api/leads", {
      method: "POST",
      json: { ...lead, firstName: "Eve\r\nBcc: victim@example.com", lastName: "Inject" },
    });
    // Names with a colon are refused outright; the CR/LF never reaches a header either way.
    expect(res.status).toBe(400);
    const ok = await server.request("/api/leads", {
      method: "POST",
      json: { ...lead, firstName: "Eve\r\nBcc", lastName: "Inject", serviceType: "Boiler\r\nBcc: victim@example.com" },
    });
    expect(ok.status).toBe(201);
    const raw = await waitFor(() => smtp.received.find((m) => m.raw.includes("Inject"))?.raw);
    const mail = parseMail(raw);
    expect(mail.headers.get("subject")).toBe("New quote request from Eve Bcc Inject (Boiler Bcc: victim@example.com)");
    expect(mail.headers.has("bcc")).toBe(false);
    expect(smtp.received.flatMap((m) => m.to)).not.toContain("victim@example.com");
  });
});

describe(`lead alerts while SMTP is down (${driver})`, () => {
  it("stores the lead at once, keeps the alert pending, and delivers it when SMTP is back", async () => {
    const port = await freePort(); // nothing listens here yet
    const clock = testClock();
    const server = await startTestServer({ background: true, clock, env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
    let smtp: Awaited<ReturnType<typeof startSmtp>> | undefined;
    try {
      await server.ctx.db.insert(notificationEmails).values({ email: "office@example.com" });
      const started = Date.now();
      const res = await server.request("/api/leads", { method: "POST", json: { ...lead, lastName: "Outage" } });
      expect(res.status).toBe(201);
      expect(Date.now() - started).toBeLessThan(5_000);
      const { id } = (await res.json()) as { id: string };
      expect(await server.ctx.db.select().from(leads).where(eq(leads.id, id))).toHaveLength(1);

      // The worker tried, failed, and scheduled a retry; nothing is lost.
      const failed = await waitFor(async () => {
        const [row] = await server.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "lead_alert"));
        return row && row.attempts >= 1 ? row : undefined;
      });
      expect(failed.status).toBe("pending");
      expect(failed.lastError).toBeTruthy();

      smtp = await startSmtp(port);
      clock.advance(60 * 60_000); // past the retry back-off
      server.ctx.wake.mail();
      const raw = await waitFor(() => smtp!.received.find((m) => m.to.includes("office@example.com"))?.raw);
      expect(parseMail(raw).text).toContain("Hazel Outage");
      const sent = await waitFor(async () => {
        const [row] = await server.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "lead_alert"));
        return row?.status === "sent" ? row : undefined;
      });
      expect(sent.attempts).toBeGreaterThanOrEqual(2);
    } finally {
      await server.cleanup();
      await smtp?.close();
    }
  });
});
