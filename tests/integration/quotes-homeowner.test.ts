/**
 * The homeowner's side of quotes over HTTP, on the pages of the production build: the office
 * sends (version snapshot, mail with the link, webhook, lead to Pending), the homeowner opens
 * the link (viewed), recomputes the total without JavaScript, accepts with a typed name (the
 * signature record, the job with the chosen lines, the office's mail and webhook, the lead to
 * Active) or declines; every refusal (old version, twice, after a decline, expired, revoked,
 * tampered) changes nothing; the PDF holds the number, the lines and the total; reminders go at
 * most twice, never after an answer or the expiry, never to an address that opted out.
 */
import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { PDFParse } from "pdf-parse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  contacts,
  customerServices,
  leads,
  mailOptOuts,
  mailOutbox,
  notificationEmails,
  quoteAnswers,
  quotes,
  quoteVersions,
  webhookDeliveries,
  webhookEndpoints,
} from "../../server/db/schema";
import { runQuoteFollowUp } from "../../server/quotes/reminders";
import { canonicalJson } from "../../server/quotes/send";
import { newSecret, sealSecret } from "../../server/webhooks/endpoints";
import { startPushService } from "../helpers/push-service";
import { changeQuote, insertLead, insertQuote, SAMPLE_TOTALS } from "../helpers/quotes";
import { createPostgresDatabase, driver, startTestServer, testClock } from "../helpers/server";
import { signInAsAdmin, type Session } from "../helpers/session";

const DAY = 24 * 3_600_000;
const OFFICE = "office-quotes@example.com";
type Server = Awaited<ReturnType<typeof startTestServer>>;

const dollars = (cents: number) => `$${(cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2 })}`;

describe(`quotes for the homeowner (${driver})`, () => {
  let server: Server;
  let admin: Session;
  const clock = testClock(new Date());

  beforeAll(async () => {
    server = await startTestServer({ pages: true, clock, env: { TRUST_PROXY: "loopback" } });
    admin = await signInAsAdmin(server);
    await server.ctx.db.insert(notificationEmails).values({ email: OFFICE });
    await server.ctx.db
      .insert(webhookEndpoints)
      .values({ url: "https://hooks.example.com/in", events: ["quote.sent", "quote.accepted", "quote.declined"], secret: sealSecret(server.ctx, newSecret()) });
  });
  afterAll(async () => {
    await server?.cleanup();
  });

  /** Staff calls; the clock moves days ahead in some tests, so an idle session is renewed. */
  const asStaff = async (path: string, init: RequestInit = {}) => {
    const headers = () => ({ ...(init.headers as Record<string, string> | undefined), ...admin.headers });
    let res = await server.request(path, { ...init, headers: headers() });
    if (res.status === 401) {
      admin = await signInAsAdmin(server);
      res = await server.request(path, { ...init, headers: headers() });
    }
    return res;
  };
  const send = (id: string) => asStaff(`/api/quotes/${id}/send`, { method: "POST" });
  const mailsTo = (to: string, kind: string) =>
    server.ctx.db.select().from(mailOutbox).where(and(eq(mailOutbox.to, to), eq(mailOutbox.kind, kind)));
  const deliveries = (type: string) => server.ctx.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.eventType, type));
  const quoteRow = async (id: string) => (await server.ctx.db.select().from(quotes).where(eq(quotes.id, id)))[0]!;
  /** The link in the newest quote mail to `to`, as a path. */
  const mailedPath = async (to: string) => {
    const rows = await server.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
    const last = rows.filter((r) => r.kind === "quote_sent" || r.kind === "quote_reminder").sort((a, b) => +a.createdAt - +b.createdAt || a.id.localeCompare(b.id)).at(-1);
    const url = (last?.props as { quoteUrl?: string } | null)?.quoteUrl;
    if (!url) throw new Error(`no quote link mailed to ${to}`);
    return new URL(url).pathname;
  };
  const post = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    server.request(path, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "User-Agent": "QuoteTest/1.0", ...headers },
      body: new URLSearchParams(fields).toString(),
    });
  /** The page's text as read: React's separators between text parts and its escapes undone. */
  const text = async (res: Response) => (await res.text()).replaceAll("<!-- -->", "").replaceAll("&#x27;", "'").replaceAll("&amp;", "&");

  async function sentQuote(options: Parameters<typeof insertQuote>[1] = {}) {
    const made = await insertQuote(server.ctx.db, options);
    const res = await send(made.quote.id);
    expect(res.status).toBe(200);
    return { ...made, path: await mailedPath(made.quote.customerEmail) };
  }

  describe("sending", () => {
    it("refuses an empty quote and sends nothing", async () => {
      const { quote } = await insertQuote(server.ctx.db, { lines: [] });
      const res = await send(quote.id);
      expect(res.status).toBe(409);
      expect(((await res.json()) as { message: string }).message).toMatch(/no lines/);
      expect((await quoteRow(quote.id)).status).toBe("draft");
      expect(await mailsTo(quote.customerEmail, "quote_sent")).toHaveLength(0);
    });

    it("snapshots the version, mails the link with the opt-out headers, queues quote.sent and moves the lead to Pending", async () => {
      const lead = await insertLead(server.ctx.db, "lead-send@example.com");
      const { quote } = await insertQuote(server.ctx.db, { leadId: lead.id, customerEmail: "lead-send@example.com" });
      const before = (await deliveries("quote.sent")).length;
      const res = await send(quote.id);
      expect(res.status).toBe(200);
      const body = (await res.json()) as { version: number; sha256: string; mailed: boolean; url: string };
      expect(body).toMatchObject({ version: 1, mailed: true });
      const [version] = await server.ctx.db.select().from(quoteVersions).where(eq(quoteVersions.quoteId, quote.id));
      expect(version!.sha256).toBe(createHash("sha256").update(canonicalJson(version!.document)).digest("hex"));
      expect(version!.document).toMatchObject({ number: quote.number, totals: { total: SAMPLE_TOTALS.good }, terms: quote.terms });
      const [mail] = await mailsTo("lead-send@example.com", "quote_sent");
      expect(mail!.subject).toBe(`Your quote ${quote.number} from Mansfield Heating & Plumbing`);
      expect(mail!.headers?.["List-Unsubscribe"]).toMatch(/unsubscribe\?token=/);
      const props = mail!.props as { quoteUrl: string; pdfUrl: string; total: string };
      expect(props.quoteUrl).toBe(body.url);
      expect(props.quoteUrl).toMatch(/\/quotes\/[0-9a-f]{64}$/);
      expect(props.pdfUrl).toBe(`${props.quoteUrl}/pdf`);
      expect(props.total).toBe(dollars(SAMPLE_TOTALS.good));
      expect(await deliveries("quote.sent")).toHaveLength(before + 1);
      const q = await quoteRow(quote.id);
      expect(q).toMatchObject({ status: "sent", sentVersion: 1 });
      expect(q.sentAt).not.toBeNull();
      const [l] = await server.ctx.db.select().from(leads).where(eq(leads.id, lead.id));
      expect(l!.status).toBe("Pending");
    });

    it("does not mail an address that opted out, but still gives the office the link", async () => {
      await server.ctx.db.insert(mailOptOuts).values({ email: "opted-out-send@example.com" });
      const { quote } = await insertQuote(server.ctx.db, { customerEmail: "opted-out-send@example.com" });
      const res = await send(quote.id);
      expect(await res.json()).toMatchObject({ mailed: false, url: expect.stringMatching(/\/quotes\//) });
      expect(await mailsTo("opted-out-send@example.com", "quote_sent")).toHaveLength(0);
    });
  });

  describe("the page", () => {
    it("shows the quote, records the view, and recomputes the total without JavaScript", async () => {
      const { quote, path, lines } = await sentQuote();
      const page = await server.request(path);
      expect(page.status).toBe(200);
      expect(page.headers.get("cache-control")).toMatch(/no-store/);
      const html = await text(page);
      expect(html).toContain(`Quote ${quote.number}`);
      expect(html).toContain("Cold-climate heat pump");
      expect(html).toContain(dollars(SAMPLE_TOTALS.good));
      expect(html).toMatch(/<input[^>]*type="radio"[^>]*name="option"[^>]*value="better"/);
      expect(html).toMatch(/<input[^>]*type="checkbox"[^>]*name="optional-/);
      const q = await quoteRow(quote.id);
      expect(q.status).toBe("viewed");
      expect(q.viewedAt).not.toBeNull();

      const thermostat = lines.find((l) => l.optional)!;
      const update = await post(path, { version: "1", option: "better", [`optional-${thermostat.id}`]: "on", intent: "update", signedName: "", reason: "" });
      expect(update.status).toBe(200);
      const updated = await text(update);
      expect(updated).toMatch(new RegExp(`data-testid="quote-total">${dollars(SAMPLE_TOTALS.better + SAMPLE_TOTALS.thermostat).replace("$", "\\$")}<`));
      expect((await quoteRow(quote.id)).status).toBe("viewed");
    });

    it("answers a tampered or unknown link with a plain 404", async () => {
      const { path } = await sentQuote();
      const tampered = path.slice(0, -2) + (path.endsWith("00") ? "11" : "00");
      expect((await server.request(tampered)).status).toBe(404);
      expect((await server.request("/quotes/short")).status).toBe(404);
      expect((await post(tampered, { intent: "accept", version: "1", option: "good", signedName: "Jane" })).status).toBe(404);
    });

    it("says the quote changed, and refuses to accept the old version", async () => {
      const { quote, path, lines } = await sentQuote();
      await server.request(path);
      const better = lines.find((l) => l.option === "better")!;
      await changeQuote(server.ctx.db, quote.id, better.id, 600_000);
      clock.advance(60_000);
      expect((await send(quote.id)).status).toBe(200);
      const newPath = await mailedPath(quote.customerEmail);
      const [resent] = (await mailsTo(quote.customerEmail, "quote_sent")).filter((m) => (m.props as { quoteUrl: string }).quoteUrl.endsWith(newPath));
      expect(resent!.subject).toMatch(/^Updated quote/);

      const old = await text(await server.request(path));
      expect(old).toContain("This quote has changed since you last saw it");
      expect(old).toContain("version 2");
      expect(old).toContain(dollars(600_000 + 121_000 + 36_000));

      const refused = await post(path, { intent: "accept", version: "1", option: "better", signedName: "Jane Homeowner" });
      expect(refused.status).toBe(409);
      expect(await text(refused)).toContain("This quote changed since you opened it");
      expect(await server.ctx.db.select().from(quoteAnswers).where(eq(quoteAnswers.quoteId, quote.id))).toHaveLength(0);

      const accepted = await post(newPath, { intent: "accept", version: "2", option: "better", signedName: "Jane Homeowner" });
      expect(accepted.status).toBe(303);
      const [answer] = await server.ctx.db.select().from(quoteAnswers).where(eq(quoteAnswers.quoteId, quote.id));
      expect(answer).toMatchObject({ version: 2, totalCents: 600_000 + 121_000 + 36_000 });
    });
  });

  describe("accepting", () => {
    it("needs a typed name", async () => {
      const { quote, path } = await sentQuote();
      const res = await post(path, { intent: "accept", version: "1", option: "better", signedName: "  " });
      expect(res.status).toBe(400);
      expect(await text(res)).toContain("Type your full name to accept the quote");
      expect((await quoteRow(quote.id)).answeredAt).toBeNull();
      expect(await server.ctx.db.select().from(quoteAnswers).where(eq(quoteAnswers.quoteId, quote.id))).toHaveLength(0);
    });

    it("records the signature, makes the job with the chosen lines, tells the office and moves the lead on; a second acceptance is refused", async () => {
      const lead = await insertLead(server.ctx.db, "accepting@example.com");
      const { quote, path, lines } = await sentQuote({ leadId: lead.id, customerEmail: "accepting@example.com" });
      const thermostat = lines.find((l) => l.optional)!;
      const acceptedBefore = (await deliveries("quote.accepted")).length;
      const res = await post(
        path,
        { intent: "accept", version: "1", option: "better", [`optional-${thermostat.id}`]: "on", signedName: "Jane Q. Homeowner", reason: "" },
        { "X-Forwarded-For": "203.0.113.77" },
      );
      expect(res.status).toBe(303);
      expect(res.headers.get("location")).toBe(path);
      const total = SAMPLE_TOTALS.better + SAMPLE_TOTALS.thermostat;

      const [answer] = await server.ctx.db.select().from(quoteAnswers).where(eq(quoteAnswers.quoteId, quote.id));
      expect(answer).toMatchObject({
        decision: "accepted",
        version: 1,
        signedName: "Jane Q. Homeowner",
        totalCents: total,
        ipAddress: "203.0.113.77",
        userAgent: "QuoteTest/1.0",
        choice: { option: "better", optionalLines: [thermostat.id] },
      });
      expect(answer!.sha256).toMatch(/^[0-9a-f]{64}$/);
      const q = await quoteRow(quote.id);
      expect(q.status).toBe("accepted");
      expect(q.answeredAt).not.toBeNull();

      // The lead became a contact (as Convert to Contact makes one), and the job is on it.
      const [contact] = await server.ctx.db.select().from(contacts).where(eq(contacts.leadId, lead.id));
      expect(q.contactId).toBe(contact!.id);
      const jobs = await server.ctx.db.select().from(customerServices).where(eq(customerServices.contactId, contact!.id));
      expect(jobs).toHaveLength(1);
      expect(jobs[0]!.cost).toBe(Math.round(total / 100));
      expect(jobs[0]!.laborHours).toBe(8);
      expect(jobs[0]!.title).toContain("(Better)");
      expect(jobs[0]!.description).toContain("Cold-climate heat pump: 1 each");
      expect(jobs[0]!.description).toContain("Smart thermostat");
      expect(jobs[0]!.description).toContain("Installation labour: 8 hour");
      expect(jobs[0]!.description).not.toContain("Standard ducted heat pump");
      expect(jobs[0]!.description).toContain(`total ${dollars(total)}`);

      const [l] = await server.ctx.db.select().from(leads).where(eq(leads.id, lead.id));
      expect(l!.status).toBe("Active");
      const [alert] = await mailsTo(OFFICE, "quote_answered").then((rows) => rows.filter((r) => r.subject.includes(quote.number)));
      expect(alert!.subject).toBe(`Quote ${quote.number} accepted by Jane Homeowner`);
      expect(await deliveries("quote.accepted")).toHaveLength(acceptedBefore + 1);

      const after = await text(await server.request(path));
      expect(after).toContain("You accepted this quote, signed by Jane Q. Homeowner");
      expect(after).not.toContain('value="accept"');

      const again = await post(path, { intent: "accept", version: "1", option: "best", signedName: "Someone Else" });
      expect(again.status).toBe(409);
      expect(await text(again)).toContain("This quote has already been accepted");
      expect(await server.ctx.db.select().from(customerServices).where(eq(customerServices.contactId, contact!.id))).toHaveLength(1);
      expect(await deliveries("quote.accepted")).toHaveLength(acceptedBefore + 1);
      const decline = await post(path, { intent: "decline", version: "1", reason: "changed my mind" });
      expect(decline.status).toBe(409);
      expect((await quoteRow(quote.id)).status).toBe("accepted");
    });

    it("tells the office's devices by Web Push", async () => {
      const pushService = await startPushService(() => server.ctx.config.vapid.publicKey);
      try {
        const device = pushService.device();
        const subscribed = await asStaff("/api/push/subscriptions", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(device.subscription),
        });
        expect(subscribed.status).toBe(201);
        const { quote, path } = await sentQuote();
        expect((await post(path, { intent: "accept", version: "1", option: "best", signedName: "Jane Homeowner" })).status).toBe(303);
        await server.ctx.push.settled();
        const [push] = await device.waitFor(1);
        expect(push!.message).toMatchObject({ title: `Quote ${quote.number} accepted`, body: "Jane Homeowner accepted the quote online", tag: `quote-${quote.id}`, url: `/admin/quotes/${quote.id}` });
        expect(pushService.errors).toEqual([]);
      } finally {
        await pushService.close();
      }
    });

    it("uses the quote's own contact when it has one", async () => {
      const [contact] = await server.ctx.db.insert(contacts).values({ firstName: "Sam", lastName: "Owner", email: "sam@example.com" }).returning();
      const { quote, path } = await sentQuote({ contactId: contact!.id, customerEmail: "sam@example.com" });
      expect((await post(path, { intent: "accept", version: "1", option: "good", signedName: "Sam Owner" })).status).toBe(303);
      const jobs = await server.ctx.db.select().from(customerServices).where(eq(customerServices.contactId, contact!.id));
      expect(jobs).toHaveLength(1);
      expect(jobs[0]!.cost).toBe(Math.round(SAMPLE_TOTALS.good / 100));
      expect((await quoteRow(quote.id)).contactId).toBe(contact!.id);
    });

    it("declines with a reason; accepting afterwards is refused", async () => {
      const lead = await insertLead(server.ctx.db, "declining@example.com");
      const { quote, path } = await sentQuote({ leadId: lead.id, customerEmail: "declining@example.com" });
      const declinedBefore = (await deliveries("quote.declined")).length;
      const res = await post(path, { intent: "decline", version: "1", reason: "Too expensive for us this year" });
      expect(res.status).toBe(303);
      expect(await deliveries("quote.declined")).toHaveLength(declinedBefore + 1);
      const [answer] = await server.ctx.db.select().from(quoteAnswers).where(eq(quoteAnswers.quoteId, quote.id));
      expect(answer).toMatchObject({ decision: "declined", reason: "Too expensive for us this year", signedName: null, totalCents: null });
      expect((await quoteRow(quote.id)).status).toBe("declined");
      const [l] = await server.ctx.db.select().from(leads).where(eq(leads.id, lead.id));
      expect(l!.status).toBe("Completed");
      expect((await mailsTo(OFFICE, "quote_answered")).some((m) => m.subject === `Quote ${quote.number} declined by Jane Homeowner`)).toBe(true);
      const accept = await post(path, { intent: "accept", version: "1", option: "good", signedName: "Jane" });
      expect(accept.status).toBe(409);
      expect(await text(accept)).toContain("This quote has already been declined");
      expect(await server.ctx.db.select().from(contacts).where(eq(contacts.leadId, lead.id))).toHaveLength(0);
    });

    it("refuses after the expiry, and after the link is revoked", async () => {
      const expiring = await sentQuote({ expiresAt: new Date(clock.now().getTime() + DAY) });
      clock.advance(2 * DAY);
      const late = await post(expiring.path, { intent: "accept", version: "1", option: "good", signedName: "Jane" });
      expect(late.status).toBe(409);
      expect(await text(late)).toContain("This quote has expired");
      expect(await text(await server.request(expiring.path))).toContain("This quote has expired");
      expect(await server.ctx.db.select().from(quoteAnswers).where(eq(quoteAnswers.quoteId, expiring.quote.id))).toHaveLength(0);

      const revoked = await sentQuote();
      const res = await asStaff(`/api/quotes/${revoked.quote.id}/revoke-link`, { method: "POST" });
      expect(await res.json()).toEqual({ revoked: 1 });
      expect((await server.request(revoked.path)).status).toBe(404);
      expect((await server.request(`${revoked.path}/pdf`)).status).toBe(404);
      const refused = await post(revoked.path, { intent: "accept", version: "1", option: "good", signedName: "Jane" });
      expect(refused.status).toBe(404);
      expect(await text(refused)).toContain("This quote link is not valid");
      expect((await quoteRow(revoked.quote.id)).status).toBe("sent");
    });

    it("refuses a cross-site post", async () => {
      const { quote, path } = await sentQuote();
      const res = await post(path, { intent: "accept", version: "1", option: "good", signedName: "Jane" }, { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" });
      expect([400, 403]).toContain(res.status);
      expect((await quoteRow(quote.id)).status).toBe("sent");
      expect(await server.ctx.db.select().from(quoteAnswers).where(eq(quoteAnswers.quoteId, quote.id))).toHaveLength(0);
    });
  });

  describe("the PDF", () => {
    it("holds the number, the lines and the total, through the link and for staff", async () => {
      const { quote, path } = await sentQuote();
      const res = await server.request(`${path}/pdf`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("application/pdf");
      const parser = new PDFParse({ data: new Uint8Array(await res.arrayBuffer()) });
      const { text: pdfText } = await parser.getText();
      await parser.destroy();
      expect(pdfText).toContain(`Quote ${quote.number}`);
      expect(pdfText).toContain("Standard ducted heat pump");
      expect(pdfText).toContain("Cold-climate heat pump");
      expect(pdfText).toContain("Installation labour");
      expect(pdfText).toContain(dollars(SAMPLE_TOTALS.good));
      expect(pdfText).toContain(dollars(SAMPLE_TOTALS.better));
      expect(pdfText).toContain("50 % deposit on acceptance");

      const staff = await asStaff(`/api/quotes/${quote.id}/pdf`);
      expect(staff.status).toBe(200);
      expect(staff.headers.get("content-type")).toBe("application/pdf");
      expect((await server.request(`/api/quotes/${quote.id}/pdf`)).status).toBe(401);
    });
  });

  it("a PDF that cannot be made is a 503 for that download only: the quote and its mail stay", async () => {
    const { quote, path } = await sentQuote();
    const [version] = await server.ctx.db.select().from(quoteVersions).where(eq(quoteVersions.quoteId, quote.id));
    // A document the PDF maker chokes on (a line list that is not a list).
    await server.ctx.db
      .update(quoteVersions)
      .set({ document: { ...version!.document, lines: "not a list", options: [{ key: "x" }] } })
      .where(eq(quoteVersions.quoteId, quote.id));
    const res = await server.request(`${path}/pdf`);
    expect(res.status).toBe(503);
    expect(await res.text()).toContain("The PDF could not be made just now");
    expect((await quoteRow(quote.id)).status).toBe("sent");
    expect(await mailsTo(quote.customerEmail, "quote_sent")).toHaveLength(1);
  });

  describe("reminders", () => {
    const remindersTo = (to: string) => mailsTo(to, "quote_reminder");

    it("reminds after N days, at most twice, never after an answer or the expiry, never after an opt-out", async () => {
      // Earlier tests' quotes (valid 30 days) expire first, so the counts below are this test's.
      clock.advance(31 * DAY);
      await runQuoteFollowUp(server.ctx);

      const waiting = await sentQuote({ expiresAt: new Date(clock.now().getTime() + 20 * DAY) });
      const answered = await sentQuote({ expiresAt: new Date(clock.now().getTime() + 20 * DAY) });
      const expiring = await sentQuote({ expiresAt: new Date(clock.now().getTime() + 2.5 * DAY) });
      const optedOut = await sentQuote({ customerEmail: "opted-out-later@example.com", expiresAt: new Date(clock.now().getTime() + 20 * DAY) });
      await post(answered.path, { intent: "decline", version: "1", reason: "" });
      await server.ctx.db.insert(mailOptOuts).values({ email: "opted-out-later@example.com" });

      clock.advance(2 * DAY);
      expect(await runQuoteFollowUp(server.ctx)).toEqual({ expired: 0, reminders: 0 });
      clock.advance(1 * DAY + 60_000);
      // Past the third day: the waiting quote is reminded; the expiring one has expired.
      expect(await runQuoteFollowUp(server.ctx)).toEqual({ expired: 1, reminders: 1 });
      expect(await remindersTo(waiting.quote.customerEmail)).toHaveLength(1);
      expect((await quoteRow(expiring.quote.id)).status).toBe("expired");
      expect(await runQuoteFollowUp(server.ctx)).toEqual({ expired: 0, reminders: 0 });

      // The reminder's link opens the same quote.
      const reminded = await remindersTo(waiting.quote.customerEmail);
      expect(reminded[0]!.headers?.["List-Unsubscribe"]).toMatch(/unsubscribe/);
      const link = new URL((reminded[0]!.props as { quoteUrl: string }).quoteUrl).pathname;
      expect(await text(await server.request(link))).toContain(`Quote ${waiting.quote.number}`);

      clock.advance(3 * DAY + 60_000);
      expect((await runQuoteFollowUp(server.ctx)).reminders).toBe(1);
      clock.advance(3 * DAY + 60_000);
      expect((await runQuoteFollowUp(server.ctx)).reminders).toBe(0);
      expect(await remindersTo(waiting.quote.customerEmail)).toHaveLength(2);
      expect(await remindersTo(answered.quote.customerEmail)).toHaveLength(0);
      expect(await remindersTo(expiring.quote.customerEmail)).toHaveLength(0);
      expect(await remindersTo("opted-out-later@example.com")).toHaveLength(0);
      expect((await quoteRow(optedOut.quote.id)).remindersSent).toBe(2);
    });
  });
});

describe.skipIf(driver !== "postgres")("quote reminders on two instances (postgres)", () => {
  it("sends each reminder once when two instances run the follow-up at the same moment", async () => {
    const database = await createPostgresDatabase();
    const clock = testClock(new Date());
    const a = await startTestServer({ databaseUrl: database.url, clock });
    const b = await startTestServer({ databaseUrl: database.url, clock });
    try {
      const admin = await signInAsAdmin(a);
      const ids: string[] = [];
      for (let i = 0; i < 8; i += 1) {
        const { quote } = await insertQuote(a.ctx.db, { customerEmail: `race-${i}@example.com`, expiresAt: new Date(clock.now().getTime() + 30 * DAY) });
        expect((await a.request(`/api/quotes/${quote.id}/send`, { method: "POST", headers: admin.headers })).status).toBe(200);
        ids.push(quote.id);
      }
      for (const round of [1, 2, 3]) {
        clock.advance(3 * DAY + 60_000);
        const [ra, rb] = await Promise.all([runQuoteFollowUp(a.ctx), runQuoteFollowUp(b.ctx)]);
        // Two rounds send one reminder per quote between the two instances; the third sends none.
        expect(ra.reminders + rb.reminders, `round ${round}`).toBe(round <= 2 ? ids.length : 0);
      }
      const reminders = await a.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "quote_reminder"));
      expect(reminders).toHaveLength(ids.length * 2);
      for (let i = 0; i < ids.length; i += 1) expect(reminders.filter((m) => m.to === `race-${i}@example.com`)).toHaveLength(2);
    } finally {
      await a.cleanup();
      await b.cleanup();
      await database.drop();
    }
  });
});
