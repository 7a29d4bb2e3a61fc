/**
 * POST /api/leads over HTTP: validation with the catalogue's field messages, fields
 * the server sets itself, hostile input, idempotency, honeypot and fill time, alerts queued with
 * the lead, and the per-client rate limit with the proxy rule.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as messages from "@common/messages";
import { MIN_FILL_MS } from "@common/spam";
import { leads, mailOutbox, notificationEmails } from "../../server/db/schema";
import { LEAD_LIMIT } from "../../server/leads/submit-routes";
import { asSent } from "../helpers/outbox";
import { driver, startTestServer } from "../helpers/server";

type Server = Awaited<ReturnType<typeof startTestServer>>;
const v = messages.validation;

const letters = () =>
  Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("");
let ipCounter = 0;
/** A client address no other test uses. */
const freshIp = () => `10.5.${Math.floor(Math.random() * 200)}.${(ipCounter += 1)}`;

const validLead = (over: Record<string, unknown> = {}) => ({
  firstName: "Maple",
  lastName: `Tester ${letters()}`,
  email: "maple.tester@example.com",
  phone: "(802) 555-0142",
  serviceType: "Heat Pump Installation",
  message: "Our oil boiler is 30 years old; we would like a cold-climate heat pump.",
  ...over,
});

describe(`POST /api/leads (${driver})`, () => {
  let server: Server;
  const post = (body: unknown, headers: Record<string, string> = {}) =>
    server.request("/api/leads", { method: "POST", json: body, headers: { "X-Forwarded-For": freshIp(), ...headers } });
  const leadById = async (id: string) => (await server.ctx.db.select().from(leads).where(eq(leads.id, id)))[0]!;

  beforeAll(async () => {
    server = await startTestServer({ env: { TRUST_PROXY: "loopback" } });
  });
  afterAll(() => server.cleanup());

  it("stores a valid lead, trimmed, and answers 201 with the stored lead", async () => {
    const body = validLead({
      firstName: "  Mary-Jo ",
      lastName: " O'Neil ",
      email: " mj@example.com ",
      location: "  Burlington ",
      pagePath: "/services/areas/burlington",
    });
    const res = await post(body);
    expect(res.status).toBe(201);
    const json = (await res.json()) as Record<string, unknown> & { id: string };
    expect(json).toMatchObject({
      firstName: "Mary-Jo",
      lastName: "O'Neil",
      email: "mj@example.com",
      location: "Burlington",
      status: "Lead",
      source: "website",
    });
    // Nothing that would tell a bot how it was judged, nor internal keys.
    for (const key of ["isSpam", "idempotencyKey", "pagePath"]) expect(json).not.toHaveProperty(key);
    const row = await leadById(json.id);
    expect(row).toMatchObject({
      firstName: "Mary-Jo",
      lastName: "O'Neil",
      email: "mj@example.com",
      phone: "(802) 555-0142",
      serviceType: "Heat Pump Installation",
      location: "Burlington",
      pagePath: "/services/areas/burlington",
      status: "Lead",
      source: "website",
      isSpam: false,
      idempotencyKey: null,
    });
  });

  it("accepts the spec's minimal body: no service, no message", async () => {
    const res = await post({ firstName: "Ann", lastName: "Lee", email: "ann@example.com", phone: "8025550142" });
    expect(res.status).toBe(201);
    const row = await leadById(((await res.json()) as { id: string }).id);
    expect(row.serviceType).toBe("");
    expect(row.message).toBeNull();
    expect(row.location).toBeNull();
  });

  it("ignores id, status, source, spam flag and dates sent by the client", async () => {
    const forgedId = randomUUID();
    const res = await post(
      validLead({ id: forgedId, status: "Completed", source: "partner-feed", isSpam: true, createdAt: "2001-01-01T00:00:00Z" }),
    );
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    expect(id).not.toBe(forgedId);
    const row = await leadById(id);
    expect(row.status).toBe("Lead");
    expect(row.source).toBe("website");
    expect(row.isSpam).toBe(false);
    expect(row.createdAt.getFullYear()).toBeGreaterThan(2020);
  });

  it("answers 400 with the catalogue's message for each missing field", async () => {
    const res = await post({});
    expect(res.status).toBe(400);
    const body = (await res.json()) as { message: string; errors: Record<string, string> };
    expect(body.errors).toEqual({
      firstName: v.required,
      lastName: v.required,
      email: v.emailRequired,
      phone: v.phoneRequired,
    });
    expect(body.message).toBe(v.required);
  });

  it.each([
    ["a one-letter name", { firstName: "J" }, "firstName", v.nameMin],
    ["a name with digits", { lastName: "Smith3" }, "lastName", v.nameInvalid],
    ["a name with markup", { firstName: "<b>Bob</b>" }, "firstName", v.nameInvalid],
    ["a 10,000-character name", { firstName: "a".repeat(10_000) }, "firstName", v.nameMax],
    ["an e-mail without a domain", { email: "someone@" }, "email", v.emailInvalid],
    ["an e-mail with a space", { email: "some one@example.com" }, "email", v.emailInvalid],
    ["a 7-digit phone", { phone: "555-0142" }, "phone", v.phoneInvalid],
    ["a phone with letters", { phone: "802-555-CALL-NOW" }, "phone", v.phoneInvalid],
    ["a 1001-character message", { message: "x".repeat(1001) }, "message", v.messageMax],
    ["a 10,000-character message", { message: "<p>".repeat(3334) }, "message", v.messageMax],
    ["an off-site page path", { pagePath: "https://evil.example/x" }, "pagePath", v.pagePathInvalid],
    ["a protocol-relative page path", { pagePath: "//evil.example" }, "pagePath", v.pagePathInvalid],
    ["a number as a name", { firstName: 42 }, "firstName", v.textExpected],
    ["an array as an e-mail", { email: ["a@b.co"] }, "email", v.textExpected],
    ["null as a phone", { phone: null }, "phone", v.phoneRequired],
    ["an object as a message", { message: { text: "hi" } }, "message", v.textExpected],
  ])("refuses %s with a field error", async (_label, override, field, message) => {
    const res = await post(validLead(override));
    expect(res.status).toBe(400);
    const body = (await res.json()) as { errors: Record<string, string> };
    expect(body.errors[field]).toBe(message);
  });

  it("accepts a message of exactly 1000 characters and an 11-digit phone", async () => {
    const res = await post(validLead({ message: "m".repeat(1000), phone: "+1 802 555 0142" }));
    expect(res.status).toBe(201);
  });

  it("refuses a body that is not a JSON object, and malformed JSON, with a JSON 400", async () => {
    for (const body of [[validLead()], null, "lead", 7]) {
      const res = await post(body);
      expect(res.status).toBe(400);
      expect(await res.json()).toHaveProperty("message");
    }
    const res = await server.request("/api/leads", {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": freshIp() },
      body: '{"firstName": "Ann",',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: "Malformed JSON in request body" });
  });

  it("stores markup, script and SQL fragments verbatim as text; line breaks never reach one-line fields", async () => {
    const hostile = `<script>alert("x")</script><img src=x onerror=alert(1)> '; DROP TABLE leads; --`;
    const res = await post(
      validLead({ message: hostile, serviceType: "Heat Pump\r\nBcc: victim@example.com", location: "Essex\r\nX-Evil: 1" }),
    );
    expect(res.status).toBe(201);
    const row = await leadById(((await res.json()) as { id: string }).id);
    expect(row.message).toBe(hostile);
    expect(row.serviceType).toBe("Heat Pump Bcc: victim@example.com");
    expect(row.location).toBe("Essex X-Evil: 1");
  });

  describe("Idempotency-Key", () => {
    it("stores one lead when the same submission is retried, answering the original id", async () => {
      const key = randomUUID();
      const body = validLead();
      const first = await post(body, { "Idempotency-Key": key });
      const second = await post(body, { "Idempotency-Key": key });
      expect(first.status).toBe(201);
      expect(second.status).toBe(201);
      const a = (await first.json()) as { id: string };
      const b = (await second.json()) as { id: string };
      expect(b.id).toBe(a.id);
      const rows = await server.ctx.db.select().from(leads).where(eq(leads.idempotencyKey, key));
      expect(rows).toHaveLength(1);
    });

    it("stores one lead when retries race each other", async () => {
      const key = randomUUID();
      const body = validLead();
      const answers = await Promise.all(Array.from({ length: 5 }, () => post(body, { "Idempotency-Key": key })));
      expect(answers.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
      const ids = new Set(await Promise.all(answers.map(async (r) => ((await r.json()) as { id: string }).id)));
      expect(ids.size).toBe(1);
      const rows = await server.ctx.db.select().from(leads).where(eq(leads.lastName, body.lastName));
      expect(rows).toHaveLength(1);
    });

    it("answers a replay with the lead's id and status only, counted against the client's limit", async () => {
      const key = randomUUID();
      const ip = freshIp();
      const first = await post(validLead(), { "Idempotency-Key": key, "X-Forwarded-For": ip });
      expect(first.status).toBe(201);
      const { id } = (await first.json()) as { id: string };
      // Anyone holding the key learns only that the lead exists, never whose it is.
      const replay = await post(validLead({ email: "someone.else@example.com" }), { "Idempotency-Key": key, "X-Forwarded-For": freshIp() });
      expect(replay.status).toBe(201);
      expect(await replay.json()).toEqual({ id, status: "Lead" });
      // Replays count: the client runs out of its limit like any other submissions.
      for (let i = 1; i < LEAD_LIMIT.points; i++) {
        expect((await post(validLead(), { "Idempotency-Key": key, "X-Forwarded-For": ip })).status).toBe(201);
      }
      expect((await post(validLead(), { "Idempotency-Key": key, "X-Forwarded-For": ip })).status).toBe(429);
    });

    it("stores two leads for two different keys", async () => {
      const body = validLead();
      await post(body, { "Idempotency-Key": randomUUID() });
      await post(body, { "Idempotency-Key": randomUUID() });
      const rows = await server.ctx.db.select().from(leads).where(eq(leads.lastName, body.lastName));
      expect(rows).toHaveLength(2);
    });

    it("refuses a malformed key with 400", async () => {
      const res = await post(validLead(), { "Idempotency-Key": "x".repeat(201) });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ message: messages.api.idempotencyKeyInvalid });
    });
  });

  describe("spam defence and alerts", () => {
    const recipients = ["office@example.com", "owner@example.com"];
    beforeAll(async () => {
      await server.ctx.db.insert(notificationEmails).values([
        { email: recipients[0]!, name: "Office" },
        { email: recipients[1]! },
        { email: "former@example.com", isActive: false },
        { email: "blog@example.com", type: "comment_notification" },
      ]);
    });
    // Queued as the template's props; rendered here as the worker renders them.
    const alertsFor = async (lastName: string) =>
      Promise.all(
        (await server.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "lead_alert")))
          .filter((m) => m.subject.includes(lastName))
          .map((row) => asSent(row)),
      );

    it("queues one alert per active lead-notification recipient with the lead", async () => {
      const body = validLead({ location: "Jericho", pagePath: "/contact" });
      const res = await post({ ...body, website: "", formStartedAt: Date.now() - 30_000 });
      expect(res.status).toBe(201);
      const { id } = (await res.json()) as { id: string };
      const mails = await alertsFor(body.lastName);
      expect(mails.map((m) => m.to).sort()).toEqual([...recipients].sort());
      const mail = mails[0]!;
      expect(mail.subject).toBe(`New quote request from Maple ${body.lastName} (Heat Pump Installation)`);
      expect(mail.replyTo).toBe(body.email);
      for (const part of [body.phone, body.email, body.message, "Heat Pump Installation", "Jericho", `${server.url}/contact`, `${server.url}/admin`]) {
        expect(mail.text).toContain(part);
      }
      expect(mail.html).toContain(`href="${server.url}/admin/leads/${id}"`);
      expect(mail.status).toBe("pending");
    });

    it("escapes every visitor value in the HTML part and keeps the subject on one line", async () => {
      const body = validLead({
        firstName: "Ann\r\nBcc",
        message: `<script>alert(1)</script> & "quotes" 'single'`,
        location: "<b>Essex</b>",
        serviceType: "<img src=x onerror=alert(1)>",
      });
      const res = await post(body);
      expect(res.status).toBe(201);
      const [mail] = await alertsFor(body.lastName);
      expect(mail!.subject).not.toMatch(/[\r\n]/);
      expect(mail!.subject).toContain("Ann Bcc");
      expect(mail!.html).not.toContain("<script>");
      expect(mail!.html).not.toContain("<b>Essex</b>");
      expect(mail!.html).not.toContain("<img");
      expect(mail!.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot; &#x27;single&#x27;");
      expect(mail!.html).toContain("&lt;b&gt;Essex&lt;/b&gt;");
      expect(mail!.text).toContain("<script>alert(1)</script>");
    });

    it("answers a filled honeypot with the normal 201, keeps the lead as spam and sends no alert", async () => {
      const body = validLead();
      const res = await post({ ...body, website: "http://cheap-pills.example", formStartedAt: Date.now() - 60_000 });
      expect(res.status).toBe(201);
      const row = await leadById(((await res.json()) as { id: string }).id);
      expect(row.isSpam).toBe(true);
      expect(await alertsFor(body.lastName)).toHaveLength(0);
    });

    it("treats a form sent faster than the minimum fill time as spam", async () => {
      const body = validLead();
      const res = await post({ ...body, website: "", formStartedAt: Date.now() - 200 });
      expect(res.status).toBe(201);
      expect((await leadById(((await res.json()) as { id: string }).id)).isSpam).toBe(true);
      expect(await alertsFor(body.lastName)).toHaveLength(0);
      const forged = await post({ ...validLead(), formStartedAt: "soon" });
      expect((await leadById(((await forged.json()) as { id: string }).id)).isSpam).toBe(true);
    });

    it("accepts a person who took just over the minimum fill time, or whose clock runs ahead", async () => {
      for (const startedAt of [Date.now() - MIN_FILL_MS - 100, Date.now() + 90_000]) {
        const body = validLead();
        const res = await post({ ...body, website: "", formStartedAt: startedAt });
        expect((await leadById(((await res.json()) as { id: string }).id)).isSpam).toBe(false);
        expect(await alertsFor(body.lastName)).toHaveLength(2);
      }
    });

    it("never treats a plain API client (no spam fields) as spam", async () => {
      const body = validLead();
      const res = await post(body);
      expect((await leadById(((await res.json()) as { id: string }).id)).isSpam).toBe(false);
      expect(await alertsFor(body.lastName)).toHaveLength(2);
    });

    it("stores every lead of a burst with its own mails", async () => {
      const key = randomUUID();
      const bodies = Array.from({ length: 30 }, (_, i) => validLead({ email: `burst.${letters()}@example.com`, message: `Burst lead ${i}` }));
      // One of them a honeypot trip, and a retry of another racing it with the same key.
      const sent = bodies.map((body, i) =>
        i === 7 ? { ...body, website: "http://spam.example", formStartedAt: Date.now() - 60_000 } : body,
      );
      const answers = await Promise.all([
        ...sent.map((body, i) => post(body, i === 12 ? { "Idempotency-Key": key } : {})),
        post(sent[12], { "Idempotency-Key": key }),
      ]);
      expect(answers.map((r) => r.status)).toEqual(answers.map(() => 201));
      const ids = await Promise.all(answers.map(async (r) => ((await r.json()) as { id: string; lastName?: string; message: string })));
      // The two requests with one key name one lead: whichever stored it first gets the lead, the
      // other the replay's answer (id and status only). Every other answer names its own lead.
      expect(ids[30]!.id).toBe(ids[12]!.id);
      expect([ids[12]!.lastName, ids[30]!.lastName].filter(Boolean)).toEqual([bodies[12]!.lastName]);
      expect(new Set(ids.slice(0, 30).map((a) => a.id)).size).toBe(30);
      for (const [i, answer] of ids.slice(0, 30).entries()) {
        expect(i === 12 ? (answer.lastName ?? ids[30]!.lastName) : answer.lastName).toBe(bodies[i]!.lastName);
        const row = await leadById(answer.id);
        expect([row.lastName, row.message, row.email, row.isSpam]).toEqual([bodies[i]!.lastName, `Burst lead ${i}`, bodies[i]!.email, i === 7]);
        const alerts = await alertsFor(bodies[i]!.lastName);
        expect(alerts.map((m) => m.to).sort()).toEqual(i === 7 ? [] : [...recipients].sort());
        for (const mail of alerts) expect(mail.createdAt.getTime()).toBe(row.createdAt.getTime());
        const confirmations = await server.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, bodies[i]!.email));
        expect(confirmations.map((m) => m.kind)).toEqual(i === 7 ? [] : ["lead_confirmation"]);
      }
    });

    it("queues the alerts in the lead's own transaction", async () => {
      const body = validLead();
      const res = await post(body);
      const lead = await leadById(((await res.json()) as { id: string }).id);
      const mails = await alertsFor(body.lastName);
      expect(mails).toHaveLength(2);
      // now() is the transaction's start: equal timestamps mean one transaction.
      for (const mail of mails) expect(mail.createdAt.getTime()).toBe(lead.createdAt.getTime());
    });
  });

  describe("rate limit", () => {
    it(`allows ${LEAD_LIMIT.points} valid leads per client address, then answers 429 with Retry-After`, async () => {
      const ip = freshIp();
      // Invalid requests do not count (replays do: see Idempotency-Key).
      for (let i = 0; i < 5; i += 1) expect((await post({}, { "X-Forwarded-For": ip })).status).toBe(400);
      for (let i = 0; i < LEAD_LIMIT.points; i += 1) {
        const res = await post(validLead(), { "X-Forwarded-For": ip });
        expect(res.status).toBe(201);
      }
      const limited = await post(validLead(), { "X-Forwarded-For": ip });
      expect(limited.status).toBe(429);
      expect(await limited.json()).toEqual({ message: messages.api.leadRateLimited });
      const retryAfter = Number(limited.headers.get("Retry-After"));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(LEAD_LIMIT.windowSeconds);
      // Another client is not affected.
      expect((await post(validLead(), { "X-Forwarded-For": freshIp() })).status).toBe(201);
    });

    it("ignores X-Forwarded-For when TRUST_PROXY is not set", async () => {
      const direct = await startTestServer();
      try {
        for (let i = 0; i < LEAD_LIMIT.points; i += 1) {
          const res = await direct.request("/api/leads", { method: "POST", json: validLead(), headers: { "X-Forwarded-For": freshIp() } });
          expect(res.status).toBe(201);
        }
        const res = await direct.request("/api/leads", { method: "POST", json: validLead(), headers: { "X-Forwarded-For": freshIp() } });
        expect(res.status).toBe(429);
        expect(res.headers.get("Retry-After")).toMatch(/^\d+$/);
      } finally {
        await direct.cleanup();
      }
    });
  });
});
