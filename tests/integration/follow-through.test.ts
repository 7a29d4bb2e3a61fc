/**
 * Customer follow-through over HTTP with a real SMTP server: the homeowner's
 * confirmation (no free text repeated, not for spam, limited per address, opt-out honoured),
 * service history, a simulated month of maintenance reminders and office digests, a review
 * request leading to a moderated review, the mail log and the template previews. On PostgreSQL,
 * two instances race through the same month and every mail still goes exactly once.
 */
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runFollowThrough } from "../../server/contacts/follow-through";
import { linkMessages } from "../../server/contacts/follow-through-routes";
import { signToken } from "../../server/contacts/tokens";
import { contacts, mailOptOuts, mailOutbox, maintenanceReminders, notificationEmails, reviewRequests, testimonials } from "../../server/db/schema";
import { createPostgresDatabase, driver, freePort, startTestServer, testClock } from "../helpers/server";
import { createStaff, signInAsAdmin, type Session } from "../helpers/session";
import { parseMail, startSmtp, waitFor } from "../helpers/smtp";

const DAY = 24 * 3_600_000;
/** Noon in Vermont (16:00 UTC, 11:00 or 12:00 local): after the daily hour, on the same calendar day. */
const localNoon = (day: string) => new Date(`${day}T16:00:00Z`);
const dayPlus = (day: string, n: number) => new Date(new Date(`${day}T12:00:00Z`).getTime() + n * DAY).toISOString().slice(0, 10);
const today = () => new Date().toISOString().slice(0, 10);

type Server = Awaited<ReturnType<typeof startTestServer>>;

async function addContact(server: Server, values: { firstName: string; lastName: string; email: string | null; city?: string }) {
  const [row] = await server.ctx.db.insert(contacts).values({ ...values, phone: "802-555-0111" }).returning();
  return row!;
}

const job = (overrides: Record<string, unknown> = {}) => ({
  serviceType: "System Maintenance Plan",
  serviceCategory: "maintenance",
  title: "Boiler annual service",
  description: "Annual clean and combustion test",
  ...overrides,
});

describe(`follow-through (${driver})`, () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let server: Server;
  let admin: Session;
  const clock = testClock(new Date());

  beforeAll(async () => {
    const port = await freePort();
    smtp = await startSmtp(port);
    // The daily job is driven by the test (runFollowThrough); the worker's own ticks stay a day apart.
    server = await startTestServer({ background: true, clock, env: { SMTP_URL: `smtp://127.0.0.1:${port}`, SCHEDULER_INTERVAL_MINUTES: "1440" } });
    admin = await signInAsAdmin(server);
    await server.ctx.db.insert(notificationEmails).values({ email: "office@example.com" });
  });
  afterAll(async () => {
    await server?.cleanup();
    await smtp?.close();
  });

  const mailsTo = (address: string) => smtp.received.filter((m) => m.to.includes(address)).map((m) => parseMail(m.raw));
  const outboxTo = (address: string, kind: string) =>
    server.ctx.db.select().from(mailOutbox).where(and(eq(mailOutbox.to, address), eq(mailOutbox.kind, kind)));
  const postLead = (body: Record<string, unknown>) =>
    server.request("/api/leads", { method: "POST", json: { lastName: "Visitor", phone: "802-555-0123", ...body } });

  describe("confirmations", () => {
    it("confirms a quote request in the site's own words, with the reference, promise and phone", async () => {
      const res = await postLead({
        firstName: "Nora",
        lastName: "Evilname",
        email: "nora@example.com",
        serviceType: "Heat Pump Installation",
        location: "essex",
        message: "Please visit http://spam.example today",
      });
      expect(res.status).toBe(201);
      const { id } = (await res.json()) as { id: string };
      const [mail] = await waitFor(() => (mailsTo("nora@example.com").length ? mailsTo("nora@example.com") : undefined));
      const reference = `MHP-${id.slice(0, 8).toUpperCase()}`;
      expect(mail!.headers.get("subject")).toBe(`We received your quote request (ref. ${reference})`);
      expect(mail!.headers.get("x-mail-kind")).toBe("lead_confirmation");
      expect(mail!.headers.get("list-unsubscribe")).toMatch(/^<http:\/\/localhost:\d+\/api\/mail\/unsubscribe\?token=[\w.-]+>$/);
      expect(mail!.headers.get("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
      for (const part of [mail!.text, mail!.html].map((p) => p.replace(/\s+/g, " "))) {
        expect(part).toContain("Nora");
        expect(part).toContain("Heat Pump Installation");
        expect(part).toContain("Essex");
        expect(part).toContain(reference);
        expect(part).toContain("within 24 hours");
        expect(part).toContain("(802) 555-0142");
        expect(part).not.toContain("Evilname");
        expect(part).not.toContain("spam.example");
      }
      expect(mail!.text).toMatch(/^Service: Heat Pump Installation$/m);
    });

    it("names a consultation and leaves out a service or town that is not one of the site's own", async () => {
      expect((await postLead({ firstName: "Omar", email: "omar@example.com", serviceType: "heat-pumps", location: "Nowhere <b>Ville</b>" })).status).toBe(201);
      expect((await postLead({ firstName: "Pia", email: "pia@example.com", serviceType: "Cheap pills at pills.example", location: "Jericho" })).status).toBe(201);
      const [omar] = await waitFor(() => (mailsTo("omar@example.com").length ? mailsTo("omar@example.com") : undefined));
      expect(omar!.headers.get("subject")).toMatch(/^We received your consultation request \(ref\. MHP-[0-9A-F]{8}\)$/);
      expect(omar!.text).toMatch(/^Service: Heat Pump Installation$/m);
      expect(omar!.text).not.toMatch(/Town:|Nowhere|Ville/);
      const [pia] = await waitFor(() => (mailsTo("pia@example.com").length ? mailsTo("pia@example.com") : undefined));
      expect(pia!.text).toMatch(/^Service: To be discussed$/m);
      expect(pia!.text).toMatch(/^Town: Jericho$/m);
      expect(pia!.text + pia!.html).not.toContain("pills");
    });

    it("sends nothing for a lead held as spam", async () => {
      const res = await postLead({ firstName: "Bot", email: "bot-target@example.com", serviceType: "Heat Pump Installation", website: "http://bot.example" });
      expect(res.status).toBe(201);
      await new Promise((r) => setTimeout(r, 500));
      expect(await outboxTo("bot-target@example.com", "lead_confirmation")).toEqual([]);
    });

    it("queues at most three confirmations a day per address, whatever its case", async () => {
      for (const email of ["rate@example.com", "RATE@example.com", "rate@example.com", "Rate@Example.com", "rate@example.com"]) {
        expect((await postLead({ firstName: "Rae", email, serviceType: "Hybrid Water Heater" })).status).toBe(201);
      }
      const rows = await server.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "lead_confirmation"));
      expect(rows.filter((r) => r.to.toLowerCase() === "rate@example.com")).toHaveLength(3);
    });

    it("opts out with a confirming click (one POST for mail programs), honoured for the next mail; bad and expired links get a clear page", async () => {
      const [first] = mailsTo("nora@example.com");
      const url = /<([^>]+)>/.exec(first!.headers.get("list-unsubscribe")!)![1]!;
      expect(first!.text).toContain(url);
      // Opening the link (a person, or a mail scanner following every link) only asks.
      for (const accept of ["text/html", "application/json", "*/*"]) {
        const opened = await fetch(url, { headers: { Accept: accept } });
        expect(opened.status).toBe(200);
      }
      const page = await fetch(url, { headers: { Accept: "text/html" } });
      expect(page.headers.get("content-type")).toMatch(/text\/html/);
      const confirm = await page.text();
      expect(confirm).toContain(linkMessages.confirm);
      expect(await server.ctx.db.select().from(mailOptOuts).where(eq(mailOptOuts.email, "nora@example.com"))).toHaveLength(0);
      // Its button posts the one-click form to the same address, from this site.
      const form = /<form method="post" action="([^"]+)">/.exec(confirm);
      expect(form).not.toBeNull();
      expect(confirm).toContain('<input type="hidden" name="List-Unsubscribe" value="One-Click">');
      const action = new URL(form![1]!.replaceAll("&amp;", "&"), server.url).toString();
      const pressed = await fetch(action, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "text/html", Origin: server.url },
        body: "List-Unsubscribe=One-Click",
      });
      expect(pressed.status).toBe(200);
      expect(await pressed.text()).toContain("You are unsubscribed");
      expect(await server.ctx.db.select().from(mailOptOuts).where(eq(mailOptOuts.email, "nora@example.com"))).toHaveLength(1);
      // The mail program's one-click POST (RFC 8058) works too, and twice is harmless.
      const post = await fetch(url, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: "List-Unsubscribe=One-Click" });
      expect(post.status).toBe(200);

      expect((await postLead({ firstName: "Nora", email: "Nora@example.com", serviceType: "Heat Pump Installation" })).status).toBe(201);
      const rows = await server.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "lead_confirmation"));
      expect(rows.filter((r) => r.to.toLowerCase() === "nora@example.com")).toHaveLength(1);

      const token = new URL(url).searchParams.get("token")!;
      const html = { headers: { Accept: "text/html,application/xhtml+xml" } };
      const tampered = await server.request(`/api/mail/unsubscribe?token=${token.slice(0, -2)}xx`, html);
      expect(tampered.status).toBe(400);
      expect(await tampered.text()).toContain("This link is not valid");
      const json = await server.request("/api/mail/unsubscribe");
      expect(json.status).toBe(400);
      expect(await json.json()).toEqual({ message: expect.stringContaining("This link is not valid") });
      expect((await server.request("/api/mail/unsubscribe?token=%00%ff")).status).toBe(400);
      const old = signToken(server.ctx.config.sessionSecret, "unsubscribe", "someone@example.com", new Date(clock.now().getTime() - 1000));
      const expired = await server.request(`/api/mail/unsubscribe?token=${encodeURIComponent(old)}`, html);
      expect(expired.status).toBe(410);
      expect(await expired.text()).toContain("This link has expired");
      // A review-request token is no opt-out token.
      const other = signToken(server.ctx.config.sessionSecret, "review", "someone@example.com", new Date(Date.now() + DAY));
      expect((await server.request(`/api/mail/unsubscribe?token=${encodeURIComponent(other)}`)).status).toBe(400);
    });
  });

  describe("service history", () => {
    it("is admin only", async () => {
      const contact = await addContact(server, { firstName: "Ada", lastName: "Access", email: null });
      expect((await server.request(`/api/crm/contacts/${contact.id}/services`)).status).toBe(401);
      const editor = await createStaff(server, "editor");
      expect((await server.request(`/api/crm/contacts/${contact.id}/services`, { headers: editor.headers })).status).toBe(403);
      expect((await server.request(`/api/crm/contacts/${contact.id}/services`, { method: "POST", headers: editor.headers, json: job() })).status).toBe(403);
    });

    it("records, lists, edits and completes a job; completion rolls the next date on and books a review request", async () => {
      const contact = await addContact(server, { firstName: "Gina", lastName: "Service", email: "gina@example.com", city: "Essex" });
      const base = `/api/crm/contacts/${contact.id}/services`;
      const bad = await server.request(base, { method: "POST", headers: admin.headers, json: { title: "", serviceCategory: "x", cost: -5, nextMaintenanceDate: "2026-02-30" } });
      expect(bad.status).toBe(400);
      const errors = ((await bad.json()) as { errors: Record<string, string> }).errors;
      expect(errors).toMatchObject({ title: "Title is required", serviceCategory: "Choose a category", cost: "Cost cannot be negative", nextMaintenanceDate: "Use a date like 2026-03-01" });
      expect((await server.request(`/api/crm/contacts/00000000-0000-4000-8000-000000000000/services`, { method: "POST", headers: admin.headers, json: job() })).status).toBe(404);

      const created = await server.request(base, {
        method: "POST",
        headers: admin.headers,
        json: job({ equipmentInstalled: ["Viessmann Vitodens 100"], equipmentModel: "B1HE-120", equipmentSerial: "SN-1", warrantyEnd: "2031-01-15", maintenanceSchedule: "annual", cost: 450, laborHours: 3, scheduledDate: today() }),
      });
      expect(created.status).toBe(201);
      const service = (await created.json()) as Record<string, unknown> & { id: string };
      expect(service).toMatchObject({ contactId: contact.id, status: "scheduled", equipmentInstalled: ["Viessmann Vitodens 100"], warrantyEnd: "2031-01-15", cost: 450, laborHours: 3, reviewRequest: null });

      const edited = await server.request(`/api/crm/services/${service.id}`, { method: "PATCH", headers: admin.headers, json: { equipmentSerial: "SN-2", internalNotes: "Gas valve replaced" } });
      expect(edited.status).toBe(200);
      expect(await edited.json()).toMatchObject({ equipmentSerial: "SN-2", internalNotes: "Gas valve replaced", title: "Boiler annual service" });
      expect((await server.request(`/api/crm/services/${service.id}`, { method: "PATCH", headers: admin.headers, json: {} })).status).toBe(400);
      expect((await server.request(`/api/crm/services/not-an-id`, { method: "PATCH", headers: admin.headers, json: { title: "x" } })).status).toBe(404);

      const completedOn = dayPlus(today(), -1);
      const done = await server.request(`/api/crm/services/${service.id}/complete`, { method: "POST", headers: admin.headers, json: { completedDate: completedOn } });
      expect(done.status).toBe(200);
      const completed = (await done.json()) as { status: string; completedDate: string; nextMaintenanceDate: string; reviewRequest: { sendAfter: string; sentAt: null } };
      expect(completed.status).toBe("completed");
      expect(completed.completedDate).toBe(completedOn);
      expect(completed.nextMaintenanceDate).toBe(`${Number(completedOn.slice(0, 4)) + 1}${completedOn.slice(4)}`);
      expect(new Date(completed.reviewRequest.sendAfter).getTime() - clock.now().getTime()).toBeGreaterThan(3 * DAY - 60_000);
      // Completing again books no second request.
      expect((await server.request(`/api/crm/services/${service.id}/complete`, { method: "POST", headers: admin.headers, json: {} })).status).toBe(200);
      expect(await server.ctx.db.select().from(reviewRequests).where(eq(reviewRequests.customerServiceId, service.id))).toHaveLength(1);

      const list = (await (await server.request(base, { headers: admin.headers })).json()) as Array<{ id: string }>;
      expect(list.map((s) => s.id)).toEqual([service.id]);
    });
  });

  describe("maintenance reminders and digests over a month", () => {
    it("reminds each customer once, 14 days ahead, mails the office daily, and honours an opt-out", async () => {
      const start = dayPlus(today(), 400); // clear of the jobs above
      clock.set(localNoon(start));
      admin = await signInAsAdmin(server); // a session from the moved clock
      const rita = await addContact(server, { firstName: "Rita", lastName: "Remind", email: "rita@example.com", city: "Williston" });
      const otto = await addContact(server, { firstName: "Otto", lastName: "Optout", email: "otto@example.com" });
      const noMail = await addContact(server, { firstName: "Nell", lastName: "Nomail", email: null });
      const record = (contactId: string, due: string, overrides: Record<string, unknown> = {}) =>
        server.request(`/api/crm/contacts/${contactId}/services`, { method: "POST", headers: admin.headers, json: job({ nextMaintenanceDate: due, ...overrides }) });
      expect((await record(rita.id, dayPlus(start, 20))).status).toBe(201);
      expect((await record(otto.id, dayPlus(start, 10), { serviceType: "Heat Pump Installation", title: "Heat pump check" })).status).toBe(201);
      expect((await record(noMail.id, dayPlus(start, 5))).status).toBe(201);
      expect((await record(rita.id, dayPlus(start, 25), { status: "cancelled", title: "Cancelled visit" })).status).toBe(201);
      await server.ctx.db.insert(mailOptOuts).values({ email: "otto@example.com" });

      const reminderDays: Record<string, string[]> = {};
      for (let d = 0; d <= 30; d += 1) {
        clock.set(localNoon(dayPlus(start, d)));
        const result = await runFollowThrough(server.ctx);
        expect((await runFollowThrough(server.ctx)).reminders + (await runFollowThrough(server.ctx)).digests).toBe(0); // the same day again: nothing
        if (result.reminders) (reminderDays[dayPlus(start, d)] ??= []).push(String(result.reminders));
      }
      expect(Object.keys(reminderDays)).toEqual([dayPlus(start, 6)]); // Rita: due day 20, reminded on day 6
      expect(await outboxTo("rita@example.com", "maintenance_reminder")).toHaveLength(1);
      expect(await outboxTo("otto@example.com", "maintenance_reminder")).toEqual([]);
      const digests = await outboxTo("office@example.com", "maintenance_digest");
      expect(digests).toHaveLength(21); // days 0..20, while Rita's visit is within 30 days

      const reminder = await waitFor(() => mailsTo("rita@example.com").find((m) => m.headers.get("x-mail-kind") === "maintenance_reminder"));
      expect(reminder.headers.get("list-unsubscribe")).toMatch(/unsubscribe\?token=/);
      expect(reminder.text).toContain("Hi Rita,");
      expect(reminder.text).toContain(`${server.url}/quote?service=System%20Maintenance%20Plan`);
      const firstDigest = await waitFor(() => mailsTo("office@example.com").find((m) => m.headers.get("x-mail-kind") === "maintenance_digest"));
      expect(firstDigest.headers.get("subject")).toBe("Maintenance due in the next 30 days: 3 services");
      expect(firstDigest.text).toContain("Rita Remind, Williston");
      expect(firstDigest.text).toContain("Otto Optout · 802-555-0111 · no e-mail reminders (opted out)");
      expect(firstDigest.text).not.toContain("Cancelled visit");

      // A new due date is a new reminder, once.
      admin = await signInAsAdmin(server);
      const [ritaService] = (await (await server.request(`/api/crm/contacts/${rita.id}/services`, { headers: admin.headers })).json()) as Array<{ id: string; status: string }>;
      const later = dayPlus(start, 40);
      expect((await server.request(`/api/crm/services/${ritaService!.id}`, { method: "PATCH", headers: admin.headers, json: { nextMaintenanceDate: later } })).status).toBe(200);
      clock.set(localNoon(dayPlus(start, 27)));
      admin = await signInAsAdmin(server);
      await runFollowThrough(server.ctx);
      await runFollowThrough(server.ctx);
      expect(await server.ctx.db.select().from(maintenanceReminders).where(eq(maintenanceReminders.customerServiceId, ritaService!.id))).toHaveLength(2);
    });

    it("loses nothing and sends nothing twice when a run fails half-way", async () => {
      const base = dayPlus(today(), 1200);
      clock.set(localNoon(base));
      admin = await signInAsAdmin(server);
      const ids: Record<string, string> = {};
      for (const who of ["good", "blocked"]) {
        const contact = await addContact(server, { firstName: who, lastName: "Run", email: `${who}@example.com` });
        const res = await server.request(`/api/crm/contacts/${contact.id}/services`, { method: "POST", headers: admin.headers, json: job({ nextMaintenanceDate: dayPlus(base, 3) }) });
        ids[who] = ((await res.json()) as { id: string }).id;
      }
      // The database refuses one customer's mail, as if the run died at that point.
      await server.ctx.db.execute(sql`alter table mail_outbox add constraint follow_test_block check ("to" <> 'blocked@example.com') not valid`);
      try {
        await runFollowThrough(server.ctx);
      } finally {
        await server.ctx.db.execute(sql`alter table mail_outbox drop constraint follow_test_block`);
      }
      expect(await outboxTo("good@example.com", "maintenance_reminder")).toHaveLength(1);
      expect(await outboxTo("blocked@example.com", "maintenance_reminder")).toEqual([]);
      // Its claim went with it, so the next run sends it — once.
      expect(await server.ctx.db.select().from(maintenanceReminders).where(eq(maintenanceReminders.customerServiceId, ids.blocked!))).toEqual([]);
      await runFollowThrough(server.ctx);
      await runFollowThrough(server.ctx);
      expect(await outboxTo("good@example.com", "maintenance_reminder")).toHaveLength(1);
      expect(await outboxTo("blocked@example.com", "maintenance_reminder")).toHaveLength(1);
    });

    it("sends nothing before the morning in Vermont", async () => {
      const night = dayPlus(today(), 800);
      clock.set(new Date(`${night}T08:00:00Z`)); // 03:00 or 04:00 in Vermont
      expect(await runFollowThrough(server.ctx)).toEqual({ digests: 0, reminders: 0, reviewRequests: 0 });
    });
  });

  describe("review requests", () => {
    it("asks a few days after completion; the link pre-fills the form and the review waits for moderation", async () => {
      clock.set(new Date());
      admin = await signInAsAdmin(server);
      const contact = await addContact(server, { firstName: "Hugo", lastName: "Happy", email: "hugo@example.com", city: "Winooski" });
      const created = await server.request(`/api/crm/contacts/${contact.id}/services`, {
        method: "POST",
        headers: admin.headers,
        json: job({ serviceType: "Heat Pump Installation", serviceCategory: "installation", title: "Heat pump installation", status: "completed" }),
      });
      expect(created.status).toBe(201);
      const service = (await created.json()) as { id: string };
      clock.set(localNoon(dayPlus(today(), 2)));
      await runFollowThrough(server.ctx);
      expect(await outboxTo("hugo@example.com", "review_request")).toEqual([]);
      clock.set(localNoon(dayPlus(today(), 4)));
      await Promise.all([runFollowThrough(server.ctx), runFollowThrough(server.ctx)]);
      expect(await outboxTo("hugo@example.com", "review_request")).toHaveLength(1);

      const mail = await waitFor(() => mailsTo("hugo@example.com").find((m) => m.headers.get("x-mail-kind") === "review_request"));
      const link = /(http:\/\/\S+\/reviews\/new\?request=[\w.%-]+)/.exec(mail.text)![1]!;
      const token = new URL(link).searchParams.get("request")!;
      const lookup = await server.request(`/api/review-requests/lookup?token=${encodeURIComponent(token)}`);
      expect(lookup.status).toBe(200);
      expect(await lookup.json()).toEqual({ customerName: "Hugo H.", customerLocation: "Winooski" });
      expect((await server.request(`/api/review-requests/lookup?token=nonsense`)).status).toBe(400);

      const review = await server.request("/api/testimonials", {
        method: "POST",
        json: { customerName: "Hugo H.", customerLocation: "Winooski", rating: 5, content: "Quiet, tidy install and a warm house since.", serviceType: "heat-pump", requestToken: token },
      });
      expect(review.status).toBe(201);
      const stored = (await review.json()) as { id: string; isApproved: boolean };
      expect(stored.isApproved).toBe(false);
      const [request] = await server.ctx.db.select().from(reviewRequests).where(eq(reviewRequests.customerServiceId, service.id));
      expect(request!.testimonialId).toBe(stored.id);
      const [row] = await server.ctx.db.select().from(testimonials).where(eq(testimonials.id, stored.id));
      expect(row!.isApproved).toBe(false);
      const confirmation = await waitFor(() => mailsTo("hugo@example.com").find((m) => m.headers.get("x-mail-kind") === "review_confirmation"));
      expect(confirmation.text).toContain("Hi Hugo,");
      expect(confirmation.text).not.toContain("Quiet, tidy install");
      // The link is spent; the office sees the review it led to.
      expect((await server.request(`/api/review-requests/lookup?token=${encodeURIComponent(token)}`)).status).toBe(409);
      admin = await signInAsAdmin(server);
      const list = (await (await server.request(`/api/crm/contacts/${contact.id}/services`, { headers: admin.headers })).json()) as Array<{ reviewRequest: { testimonialId: string } }>;
      expect(list[0]!.reviewRequest.testimonialId).toBe(stored.id);
      const summary = await server.request("/api/crm/review-requests", { headers: admin.headers });
      expect(summary.status).toBe(200);
      const body = (await summary.json()) as { sent: number; reviewed: number; requests: Array<{ customer: string; mailed: boolean; review: { rating: number; isApproved: boolean } | null }> };
      expect(body.reviewed).toBe(1);
      expect(body.requests.find((r) => r.customer === "Hugo Happy")).toMatchObject({ mailed: true, review: { rating: 5, isApproved: false } });
      expect((await server.request("/api/crm/review-requests")).status).toBe(401);
    });
  });

  describe("mail log and template previews", () => {
    it("lists outgoing mail with its state, for admins only", async () => {
      clock.set(new Date());
      admin = await signInAsAdmin(server);
      const res = await server.request("/api/mail/log", { headers: admin.headers });
      expect(res.status).toBe(200);
      const log = (await res.json()) as Array<{ to: string; kind: string; state: string; subject: string }>;
      expect(log.some((m) => m.kind === "lead_confirmation" && m.to === "nora@example.com" && m.state === "sent")).toBe(true);
      expect(log.every((m) => ["queued", "retrying", "sent", "failed"].includes(m.state))).toBe(true);
      const failedOnly = (await (await server.request("/api/mail/log?state=failed", { headers: admin.headers })).json()) as unknown[];
      expect(failedOnly).toEqual([]);
      expect((await server.request("/api/mail/log")).status).toBe(401);
    });

    it("previews every template with sample values", async () => {
      const list = (await (await server.request("/api/mail/templates", { headers: admin.headers })).json()) as Array<{ name: string }>;
      expect(list.map((t) => t.name)).toEqual(["lead-alert", "lead-confirmation", "review-confirmation", "maintenance-reminder", "maintenance-digest", "review-request", "gallery-consent", "quote-sent", "quote-reminder", "quote-answered", "invoice-sent", "invoice-reminder", "visit-booked", "visit-on-the-way", "lead-assigned", "campaign-review", "campaign-post", "newsletter-confirmation", "newsletter-post", "password-reset", "invitation", "two-factor-locked", "webhook-paused"]);
      for (const { name } of list) {
        const res = await server.request(`/api/mail/templates/${name}`, { headers: admin.headers });
        expect(res.status).toBe(200);
        const preview = (await res.json()) as { subject: string; text: string; html: string };
        expect(preview.subject.length).toBeGreaterThan(5);
        expect(preview.html).toMatch(/^<!DOCTYPE html/);
        expect(preview.text).toContain("Mansfield Heating & Plumbing");
      }
      expect((await server.request("/api/mail/templates/nope", { headers: admin.headers })).status).toBe(404);
    });
  });
});

describe.skipIf(driver !== "postgres")("follow-through on two instances (postgres)", () => {
  it("sends every reminder, digest and review request exactly once with two instances racing through a month", async () => {
    const database = await createPostgresDatabase();
    const clock = testClock(new Date());
    const env = { SCHEDULER_INTERVAL_MINUTES: "1440" };
    const a = await startTestServer({ databaseUrl: database.url, clock, env });
    const b = await startTestServer({ databaseUrl: database.url, clock, env });
    try {
      const admin = await signInAsAdmin(a);
      await a.ctx.db.insert(notificationEmails).values([{ email: "office@example.com" }, { email: "owner@example.com" }]);
      const start = dayPlus(today(), 10);
      const serviceIds: string[] = [];
      for (let i = 0; i < 12; i += 1) {
        const contact = await addContact(a, { firstName: `Cust${i}`, lastName: "Race", email: `cust${i}@example.com` });
        // Recorded through the second instance, with the session the first one issued.
        const res = await b.request(`/api/crm/contacts/${contact.id}/services`, {
          method: "POST",
          headers: { Cookie: admin.cookie, Origin: b.url },
          json: job({ nextMaintenanceDate: dayPlus(start, 15 + i), status: i % 3 === 0 ? "completed" : "scheduled" }),
        });
        expect(res.status).toBe(201);
        serviceIds.push(((await res.json()) as { id: string }).id);
      }
      for (let d = 0; d <= 30; d += 1) {
        clock.set(localNoon(dayPlus(start, d)));
        await Promise.all([runFollowThrough(a.ctx), runFollowThrough(b.ctx), runFollowThrough(a.ctx), runFollowThrough(b.ctx)]);
      }
      const outbox = await a.ctx.db.select().from(mailOutbox);
      const count = (kind: string, to?: string) => outbox.filter((m) => m.kind === kind && (!to || m.to === to)).length;
      for (let i = 0; i < 12; i += 1) expect(count("maintenance_reminder", `cust${i}@example.com`)).toBe(1);
      expect(count("review_request")).toBe(4);
      // Services are due from day 15 to 26: the office hears every day from day 0 to day 26, once per recipient.
      expect(count("maintenance_digest", "office@example.com")).toBe(27);
      expect(count("maintenance_digest", "owner@example.com")).toBe(27);
      expect(new Set(serviceIds).size).toBe(12);
    } finally {
      await a.cleanup();
      await b.cleanup();
      await database.drop();
    }
  });
});
