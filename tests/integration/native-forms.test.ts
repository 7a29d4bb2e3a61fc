/**
 * The public forms sent by the browser itself (no JavaScript, or a press before hydration): an
 * urlencoded POST to the form's page, answered by its route action with the page again. Valid
 * posts store exactly what the API stores; invalid ones echo the values with each field's error;
 * the honeypot and the signed render time mark spam; a forged, expired, missing or replayed
 * token, an oversize or malformed body and an unknown field never store a row and never 500.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as messages from "@common/messages";
import { blogComments, leads, mailOutbox, notificationEmails, testimonials } from "../../server/db/schema";
import { issueFormToken } from "../../server/forms/form-token";
import { LEAD_LIMIT } from "../../server/leads/submit";
import { pagesChanged } from "../../server/render-cache/invalidate";
import { driver, startTestServer, TEST_SESSION_SECRET, testClock, type TestServer } from "../helpers/server";
import { signInAsAdmin } from "../helpers/session";

const n = messages.nativeForms;
const v = messages.validation;
const SECRET = TEST_SESSION_SECRET;
let ipCounter = 0;
const freshIp = () => `10.9.${Math.floor(Math.random() * 200)}.${(ipCounter += 1)}`;
const unique = () => Math.random().toString(36).slice(2, 9).replace(/[0-9]/g, "x");

/** The page's text with the entities React writes decoded, so messages with apostrophes match. */
const decoded = (html: string) =>
  html.replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");

/** The form token a page rendered (the hidden field's value). */
function tokenIn(html: string): string {
  const match = /name="formToken" value="([^"]+)"/.exec(html);
  if (!match) throw new Error("no form token in the page");
  return match[1]!;
}

describe(`public forms without JavaScript (${driver})`, () => {
  let server: TestServer & { cleanup(): Promise<void> };
  const clock = testClock();

  beforeAll(async () => {
    server = await startTestServer({ pages: true, clock, env: { TRUST_PROXY: "loopback" } });
    await server.ctx.db.insert(notificationEmails).values({ email: "office@example.com" });
  });
  afterAll(() => server.cleanup());

  /** Gets the page (its render's token), lets a person's fill time pass, and posts the fields. */
  async function send(path: string, fields: Record<string, string>, options: { ip?: string; wait?: number; token?: string; headers?: Record<string, string> } = {}) {
    const ip = options.ip ?? freshIp();
    const token = options.token ?? tokenIn(await (await server.request(path, { headers: { "X-Forwarded-For": ip } })).text());
    clock.advance(options.wait ?? 5_000);
    const body = new URLSearchParams({ website: "", ...fields, formToken: token }).toString();
    const res = await postRaw(path, body, { "X-Forwarded-For": ip, ...options.headers });
    return { res, html: decoded(await res.text()), token, body, ip };
  }

  const postRaw = (path: string, body: BodyInit, headers: Record<string, string> = {}) =>
    server.request(path, {
      method: "POST",
      body,
      headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": freshIp(), ...headers },
    });

  const leadsNamed = (lastName: string) => server.ctx.db.select().from(leads).where(eq(leads.lastName, lastName));

  const contactFields = (over: Record<string, string> = {}) => ({
    firstName: "Ann",
    lastName: `Native ${unique()}`,
    email: "ann@example.com",
    phone: "802-555-0142",
    serviceType: "maintenance-contract",
    message: "Our boiler is 30 years old.",
    ...over,
  });

  describe("/contact", () => {
    it("stores the lead as the API does, queues its alerts and shows the spec's success", async () => {
      const fields = contactFields();
      const { res, html } = await send("/contact", fields);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toContain("text/html");
      expect(html).toContain(messages.contact.success);
      // The form is empty again.
      expect(html).not.toContain(`value="${fields.lastName}"`);
      const rows = await leadsNamed(fields.lastName);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        firstName: "Ann",
        email: "ann@example.com",
        phone: "802-555-0142",
        serviceType: "maintenance-contract",
        message: "Our boiler is 30 years old.",
        location: null,
        pagePath: "/contact",
        status: "Lead",
        source: "website",
        isSpam: false,
      });
      expect(rows[0]!.idempotencyKey).toMatch(/^form-/);
      const alerts = await server.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, "office@example.com"));
      expect(alerts.filter((m) => m.subject.includes(fields.lastName))).toHaveLength(1);
    });

    it("a replayed post shows the success again and stores nothing new", async () => {
      const fields = contactFields();
      const first = await send("/contact", fields);
      const again = await postRaw("/contact", first.body, { "X-Forwarded-For": first.ip });
      expect(again.status).toBe(200);
      expect(decoded(await again.text())).toContain(messages.contact.success);
      expect(await leadsNamed(fields.lastName)).toHaveLength(1);
    });

    it("an invalid post comes back with the typed values, each field's error and the summary", async () => {
      const fields = contactFields({ firstName: "A", email: "ann@example", phone: "555" });
      const { res, html } = await send("/contact", fields);
      expect(res.status).toBe(400);
      expect(html).toContain(n.summaryTitle);
      expect(html).toContain(v.nameMin);
      expect(html).toContain(v.emailInvalid);
      expect(html).toContain(v.phoneInvalid);
      expect(html).toContain('href="#contact-firstName"');
      expect(html).toContain(`value="${fields.lastName}"`);
      expect(html).toContain('value="ann@example"');
      expect(html).toContain("Our boiler is 30 years old.</textarea>");
      expect(html).toMatch(/id="contact-firstName"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="contact-firstName"/);
      expect(await leadsNamed(fields.lastName)).toHaveLength(0);
      // A fresh token to send it again with.
      expect(tokenIn(html)).not.toBe("");
    });

    it("a filled honeypot or a post under 2 s after the render is kept as spam, with no alert", async () => {
      const trap = contactFields();
      const caught = await send("/contact", { ...trap, website: "http://spam.example" });
      expect(caught.html).toContain(messages.contact.success);
      const fast = contactFields();
      // A page from the render cache carries its render's token, shared by its visitors: the
      // fill time counts from that render. Rendered anew, the page is half a second old here.
      pagesChanged(server.ctx.db, "settings");
      await send("/contact", fast, { wait: 500 });
      for (const lastName of [trap.lastName, fast.lastName]) {
        const rows = await leadsNamed(lastName);
        expect(rows).toHaveLength(1);
        expect(rows[0]!.isSpam).toBe(true);
      }
      const alerts = await server.ctx.db.select().from(mailOutbox);
      // An alert's subject names the person.
      expect(alerts.filter((m) => m.subject.includes(trap.lastName) || m.subject.includes(fast.lastName))).toHaveLength(0);
    });

    it("a form sent back to be corrected counts its fill time from its first render", async () => {
      const fields = contactFields({ phone: "" });
      const first = await send("/contact", fields);
      expect(first.res.status).toBe(400);
      const started = /name="formStarted" value="([^"]+)"/.exec(first.html)?.[1];
      expect(started).toBe(first.token);
      // Fixed and sent again half a second after the page came back: a person, not a bot.
      await send("/contact", { ...fields, phone: "802-555-0142", formStarted: started! }, { token: tokenIn(first.html), wait: 500, ip: first.ip });
      expect(await leadsNamed(fields.lastName)).toMatchObject([{ isSpam: false }]);
      // A start that is not ours counts for nothing.
      const other = contactFields();
      const forged = issueFormToken("another-secret-0123456789abcdef0123456789", new Date(clock.now().getTime() - 60_000));
      pagesChanged(server.ctx.db, "settings");
      await send("/contact", { ...other, formStarted: forged }, { wait: 500 });
      expect(await leadsNamed(other.lastName)).toMatchObject([{ isSpam: true }]);
    });

    it("refuses a missing, forged or expired token with a clear message, the values kept", async () => {
      const cases: [string, string | undefined, string][] = [
        ["missing", "", n.tokenMissing],
        ["forged", issueFormToken("another-secret-0123456789abcdef0123456789", clock.now()), n.tokenMissing],
        ["tampered", "zzzzzzzz.AAAAAAAAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", n.tokenMissing],
        ["expired", issueFormToken(SECRET, new Date(clock.now().getTime() - 25 * 60 * 60 * 1000)), n.tokenExpired],
      ];
      for (const [, token, message] of cases) {
        const fields = contactFields();
        const { res, html } = await send("/contact", fields, { token });
        expect(res.status).toBe(400);
        expect(html).toContain(message);
        expect(html).toContain(`value="${fields.lastName}"`);
        expect(await leadsNamed(fields.lastName)).toHaveLength(0);
      }
    });

    it("refuses an unknown field, a malformed or oversize body and a cross-site post: no row, no 500", async () => {
      const fields = contactFields();
      const token = tokenIn(await (await server.request("/contact")).text());
      clock.advance(5_000);
      const good = new URLSearchParams({ ...fields, website: "", formToken: token }).toString();
      const cases: [string, BodyInit, Record<string, string>, number, string][] = [
        ["unknown field", `${good}&status=Won`, {}, 400, n.unknownField],
        ["repeated field", `${good}&firstName=Bob`, {}, 400, n.malformed],
        ["bad percent-escape", `${good}&message=%E0%A4%A`, {}, 400, n.malformed],
        ["invalid UTF-8", Buffer.concat([Buffer.from(good), Buffer.from([0x26, 0x78, 0x3d, 0xff, 0xfe])]), {}, 400, n.malformed],
        ["NUL character", good.replace("Ann", "A%00nn"), {}, 400, n.malformed],
        ["oversize", `${good}&message=${"x".repeat(70_000)}`, {}, 413, n.tooLarge],
        ["JSON", JSON.stringify(fields), { "Content-Type": "application/json" }, 415, n.malformed],
        ["cross-site", good, { "Sec-Fetch-Site": "cross-site" }, 403, n.crossSite],
      ];
      for (const [name, body, headers, status, message] of cases) {
        const res = await postRaw("/contact", body, headers);
        expect(res.status, name).toBe(status);
        expect(decoded(await res.text()), name).toContain(message);
      }
      // Another site's page (the browser's Origin) is refused before the action runs.
      const foreign = await postRaw("/contact", good, { Origin: "https://evil.example" });
      expect(foreign.status).toBeLessThan(500);
      expect(foreign.status).toBeGreaterThanOrEqual(400);
      expect(await leadsNamed(fields.lastName)).toHaveLength(0);
    });

    it("counts against the same per-client limit as POST /api/leads", async () => {
      const ip = freshIp();
      for (let i = 0; i < LEAD_LIMIT.points; i += 1) {
        const res = await server.request("/api/leads", {
          method: "POST",
          json: { firstName: "Limit", lastName: "Filler", email: "f@example.com", phone: "8025550100" },
          headers: { "X-Forwarded-For": ip },
        });
        expect(res.status).toBe(201);
      }
      const fields = contactFields();
      const { res, html } = await send("/contact", fields, { ip });
      expect(res.status).toBe(429);
      expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
      expect(html).toContain(messages.contact.rateLimited);
      expect(html).toContain(`value="${fields.lastName}"`);
      expect(await leadsNamed(fields.lastName)).toHaveLength(0);
    });
  });

  it("home quick-quote: the lead its script would send, or its own messages", async () => {
    const last = `Quick ${unique()}`;
    const bad = await send("/?index", { name: "", phone: "", email: "sam@nowhere", serviceType: "" });
    expect(bad.res.status).toBe(400);
    for (const text of [messages.quickQuote.nameRequired, messages.quickQuote.phoneRequired, messages.quickQuote.emailInvalid, messages.quickQuote.serviceRequired]) {
      expect(bad.html).toContain(text);
    }
    expect(bad.html).toContain('value="sam@nowhere"');

    const { res, html } = await send("/?index", { name: `Sam ${last}`, phone: "802-555-0188", email: "sam@example.com", serviceType: "System Maintenance Plan" });
    expect(res.status).toBe(200);
    expect(html).toContain(messages.quickQuote.successTitle);
    const rows = await leadsNamed(last);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      firstName: "Sam",
      serviceType: "System Maintenance Plan",
      message: "Quote request for System Maintenance Plan from the homepage. Contact phone: 802-555-0188",
      pagePath: "/",
      isSpam: false,
    });
  });

  it("the quote page preselects ?service= and sends the quote form", async () => {
    const page = await (await server.request(`/quote?service=${encodeURIComponent("Hybrid Water Heater")}`)).text();
    expect(page).toMatch(/<option value="Hybrid Water Heater" selected="">/);
    expect(page).toContain('<meta name="robots" content="noindex');
    expect(page).toMatch(/<link rel="canonical" href="[^"]*\/quote"/);
    const fields = { ...contactFields(), serviceType: "Hybrid Water Heater" };
    const { res, html } = await send("/quote", fields);
    expect(res.status).toBe(200);
    expect(html).toContain(messages.quote.successTitle);
    expect(await leadsNamed(fields.lastName)).toMatchObject([{ serviceType: "Hybrid Water Heater", pagePath: "/quote" }]);
  });

  it("the Burlington form stores the town as the location", async () => {
    const fields = { ...contactFields(), serviceType: "" };
    const { res, html } = await send("/services/areas/burlington", fields);
    expect(res.status).toBe(200);
    expect(html).toContain(messages.areaRequest.successTitle);
    expect(await leadsNamed(fields.lastName)).toMatchObject([{ location: "Burlington", pagePath: "/services/areas/burlington" }]);
  });

  describe("/reviews/new", () => {
    const reviewFields = () => ({
      customerName: `Reviewer ${unique()}`,
      customerLocation: "Essex, VT",
      rating: "4",
      serviceType: "heat-pump",
      content: `Quiet install, tidy crew and a clear walkthrough of the controls. ${unique()}`,
    });
    const reviewsBy = (name: string) => server.ctx.db.select().from(testimonials).where(eq(testimonials.customerName, name));

    it("stores the review unapproved once; a replay is refused and stores nothing", async () => {
      const fields = reviewFields();
      const first = await send("/reviews/new", fields);
      expect(first.res.status).toBe(200);
      expect(first.html).toContain(messages.review.successTitle);
      const again = await postRaw("/reviews/new", first.body, { "X-Forwarded-For": first.ip });
      expect(again.status).toBe(409);
      expect(decoded(await again.text())).toContain(n.replayed);
      const rows = await reviewsBy(fields.customerName);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ rating: 4, customerLocation: "Essex, VT", serviceType: "heat-pump", isApproved: false, isSpam: false });
    });

    it("no star and a short review come back with their messages and the values", async () => {
      const fields = { ...reviewFields(), rating: "", content: "Too short" };
      const { res, html } = await send("/reviews/new", fields);
      expect(res.status).toBe(400);
      expect(html).toContain(messages.review.ratingRequired);
      expect(html).toContain(messages.review.contentMin);
      expect(html).toContain(`value="${fields.customerName}"`);
      expect(await reviewsBy(fields.customerName)).toHaveLength(0);
    });

    it("the page has its own title, canonical and noindex", async () => {
      const html = await (await server.request("/reviews/new")).text();
      expect(html).toContain("<title>Review Our Work | Mansfield Heating &amp; Plumbing</title>");
      expect(html).toMatch(/<link rel="canonical" href="[^"]*\/reviews\/new"/);
      expect(html).toContain('<meta name="robots" content="noindex');
    });
  });

  it("a blog comment is stored unapproved once; a replay stores nothing", async () => {
    const admin = await signInAsAdmin(server);
    const created = await server.request("/api/blog", {
      method: "POST",
      json: { title: `Native comments ${unique()}`, content: "Body text.", status: "published" },
      headers: admin.headers,
    });
    expect(created.status).toBe(201);
    const post = (await created.json()) as { id: string; slug: string };
    const authorName = `Marge ${unique()}`;
    const path = `/blog/${post.slug}`;

    const bad = await send(path, { authorName, authorEmail: "marge@", content: "" });
    expect(bad.res.status).toBe(400);
    expect(bad.html).toContain(messages.blog.commentEmailInvalid);
    expect(bad.html).toContain(messages.blog.commentContentRequired);
    expect(bad.html).toContain(`value="${authorName}"`);

    const first = await send(path, { authorName, authorEmail: "marge@example.com", content: "Heat tape saved us." });
    expect(first.res.status).toBe(200);
    expect(first.html).toContain(messages.blog.commentSubmitted);
    const again = await postRaw(path, first.body, { "X-Forwarded-For": first.ip });
    expect(again.status).toBe(409);
    const rows = await server.ctx.db
      .select()
      .from(blogComments)
      .where(and(eq(blogComments.blogPostId, post.id), eq(blogComments.authorName, authorName)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ authorEmail: "marge@example.com", content: "Heat tape saved us.", isApproved: false, isSpam: false });
  });

  it("a form post to a page without an action reloads that page", async () => {
    const res = await postRaw("/about-us", "name=x");
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/about-us");
  });
});
