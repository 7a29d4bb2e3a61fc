/**
 * The office's quotes over HTTP, on PGlite and PostgreSQL: the price book (CRUD, retired once
 * used), quotes from a lead and a contact, totals against cents worked out by hand, saves over a
 * version (409 for an old one), field errors that store nothing, numbers unique and gap-free under
 * concurrent writers (two instances on PostgreSQL), discarding only the newest draft, the token
 * scopes, the figures at a glance and the CSV exports.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultBusinessSettings } from "@common/business-settings";
import { auditLog, contacts, documentNumbers, leads, quoteLines, quotes } from "../../server/db/schema";
import { createPostgresDatabase, driver, startTestServer, testClock, type TestServer } from "../helpers/server";
import { signInAsAdmin, type Session } from "../helpers/session";
import type { QuoteJson } from "../../server/quotes/quotes";
import type { PriceBookItemJson } from "../../server/quotes/price-book";

type Server = TestServer & { cleanup(): Promise<void> };
let server: Server;
let admin: Session;
const clock = testClock(new Date("2026-03-10T15:00:00Z"));

beforeAll(async () => {
  server = await startTestServer({ clock });
  admin = await signInAsAdmin(server);
});
afterAll(() => server?.cleanup());

const send = (method: string, path: string, json?: unknown, headers = admin.headers) => server.request(path, { method, headers, json });
const get = (path: string, headers = admin.headers) => server.request(path, { headers });

async function insertLead() {
  const [row] = await server.ctx.db
    .insert(leads)
    .values({ firstName: "Dana", lastName: "Whitcomb", email: "dana@example.com", phone: "(802) 555-0177", serviceType: "Water heater replacement", location: "Essex" })
    .returning();
  return row!;
}

async function addItem(body: Record<string, unknown>) {
  const res = await send("POST", "/api/price-book", body);
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as PriceBookItemJson;
}

describe(`the price book (${driver})`, () => {
  it("adds, changes, lists and deletes an unused item; retires one a quote used", async () => {
    const item = await addItem({ name: "Service call", kind: "service", unit: "visit", unitCents: 14900, description: "Diagnosis, first hour" });
    expect(item).toMatchObject({ name: "Service call", taxable: true, retired: false, unitCents: 14900 });

    const changed = await send("PATCH", `/api/price-book/${item.id}`, { unitCents: 15900 });
    expect(changed.status).toBe(200);
    expect(((await changed.json()) as PriceBookItemJson).unitCents).toBe(15900);

    const unused = await addItem({ name: "Gone soon", kind: "material", unit: "each", unitCents: 100 });
    const removed = await send("DELETE", `/api/price-book/${unused.id}`);
    expect(await removed.json()).toEqual({ result: "deleted" });

    const lead = await insertLead();
    const quote = await send("POST", "/api/quotes", {
      leadId: lead.id,
      title: "Service",
      lines: [{ priceBookItemId: item.id, description: item.name, unit: item.unit, unitCents: 15900, quantity: 100, taxable: true }],
    });
    expect(quote.status).toBe(201);
    const retired = await send("DELETE", `/api/price-book/${item.id}`);
    expect(await retired.json()).toEqual({ result: "retired" });

    const pickable = (await (await get("/api/price-book")).json()) as PriceBookItemJson[];
    expect(pickable.map((i) => i.id)).not.toContain(item.id);
    const all = (await (await get("/api/price-book?all=true")).json()) as PriceBookItemJson[];
    expect(all.find((i) => i.id === item.id)?.retired).toBe(true);
    // The quote still names the item it came from.
    const [line] = await server.ctx.db.select().from(quoteLines).where(eq(quoteLines.priceBookItemId, item.id));
    expect(line).toBeDefined();

    const entries = await server.ctx.db.select().from(auditLog).where(eq(auditLog.targetId, item.id));
    expect(entries.map((e) => (e.details as { summary?: string }).summary)).toContain('Retired "Service call" (used on a quote, so kept)');
  });

  it("refuses bad items with field errors and stores nothing", async () => {
    const before = (await (await get("/api/price-book?all=true")).json()) as unknown[];
    const bad: Array<[string, Record<string, unknown>]> = [
      ["name", { name: " ", kind: "labour", unit: "hour", unitCents: 100 }],
      ["kind", { name: "X", kind: "magic", unit: "hour", unitCents: 100 }],
      ["unitCents", { name: "X", kind: "labour", unit: "hour", unitCents: -5 }],
      ["unitCents", { name: "X", kind: "labour", unit: "hour", unitCents: 100_000_001 }],
      ["unit", { name: "X", kind: "labour", unit: "", unitCents: 100 }],
    ];
    for (const [field, body] of bad) {
      const res = await send("POST", "/api/price-book", body);
      expect(res.status, field).toBe(400);
      expect(Object.keys(((await res.json()) as { errors: Record<string, string> }).errors), field).toContain(field);
    }
    expect(await (await get("/api/price-book?all=true")).json()).toHaveLength(before.length);
  });
});

/** Taxable and untaxed lines, two alternatives, an optional line and $100 off. */
function sampleQuote(leadId: string) {
  return {
    leadId,
    title: "Replace the water heater",
    options: [
      { key: "good", label: "Standard tank", description: "" },
      { key: "better", label: "Hybrid heat pump", description: "Lower running cost" },
    ],
    discount: { kind: "amount", cents: 10000 },
    lines: [
      { description: "Installation labour", unit: "hour", unitCents: 8500, quantity: 350, taxable: false },
      { description: "Copper pipe", unit: "ft", unitCents: 437, quantity: 1225, taxable: true },
      { description: "50 gal tank heater", unit: "each", unitCents: 124999, quantity: 100, taxable: true, option: "good" },
      { description: "Hybrid heat pump heater", unit: "each", unitCents: 239900, quantity: 100, taxable: true, option: "better" },
      { description: "Expansion tank", unit: "each", unitCents: 12950, quantity: 100, taxable: true, optional: true },
    ],
    expiresOn: "2026-04-09",
  };
}

describe(`quotes (${driver})`, () => {
  it("writes a quote from a lead with the customer copied, Settings' tax, and totals to the cent", async () => {
    const lead = await insertLead();
    const res = await send("POST", "/api/quotes", sampleQuote(lead.id));
    expect(res.status, await res.clone().text()).toBe(201);
    const q = (await res.json()) as QuoteJson;
    expect(q).toMatchObject({ status: "draft", version: 1, customerName: "Dana Whitcomb", customerEmail: "dana@example.com", leadId: lead.id, taxBasisPoints: 600, expiresOn: "2026-04-09" });
    expect(q.number).toMatch(/^Q-2026-\d{4}$/);
    // By hand (good option, no optional line): 85.00 × 3.5 = 297.50 untaxed; 4.37 × 12.25 = 53.5325 → 53.53;
    // 1,249.99. Subtotal 1,601.02. $100 shared by amount: 18.58, 3.34, 78.08 (largest remainder takes the
    // last cent). Tax 6 % on (53.53 − 3.34) = 3.0114 → 3.01 and on (1,249.99 − 78.08) = 70.3146 → 70.31.
    expect(q.totals).toMatchObject({ subtotal: 160102, discount: 10000, tax: 7332, total: 157434 });
    expect(q.totals.lines.map((l) => [l.amount, l.discount, l.tax])).toEqual([
      [29750, 1858, 0],
      [5353, 334, 301],
      [124999, 7808, 7031],
    ]);
    // Better: subtotal 2,750.03; shares 10.82, 1.95, 87.23; tax 6 % of 51.58 = 3.0948 → 3.09 and of 2,311.77 = 138.7062 → 138.71.
    expect(q.totals.options).toEqual([
      { key: "good", label: "Standard tank", total: 157434 },
      { key: "better", label: "Hybrid heat pump", total: 279183 },
    ]);
    const entry = await server.ctx.db.select().from(auditLog).where(eq(auditLog.targetId, q.id));
    expect((entry[0]!.details as { summary: string }).summary).toBe(`Wrote quote ${q.number} for Dana Whitcomb ($1,574.34)`);
  });

  it("copies a contact's name, e-mail, phone and address", async () => {
    const [contact] = await server.ctx.db
      .insert(contacts)
      .values({ firstName: "Kim", lastName: "Lavoie", email: "kim@example.com", phone: "802-555-0123", address: "4 Elm St", city: "Jericho", state: "VT", zipCode: "05465" })
      .returning();
    const prefill = await (await get(`/api/quotes/prefill?contactId=${contact!.id}`)).json();
    expect(prefill).toMatchObject({ customer: { customerName: "Kim Lavoie", customerAddress: "4 Elm St, Jericho, VT 05465" }, taxBasisPoints: 600 });
    const res = await send("POST", "/api/quotes", { contactId: contact!.id, title: "Boiler tune-up" });
    const q = (await res.json()) as QuoteJson;
    expect(q).toMatchObject({ contactId: contact!.id, customerName: "Kim Lavoie", customerEmail: "kim@example.com", customerPhone: "802-555-0123" });
    const list = (await (await get(`/api/quotes?contactId=${contact!.id}`)).json()) as Array<{ id: string; totalCents: number }>;
    expect(list).toEqual([expect.objectContaining({ id: q.id, totalCents: 0 })]);

    // Converted from a lead: the lead's quotes are the contact's too.
    const lead = await insertLead();
    const fromLead = (await (await send("POST", "/api/quotes", { leadId: lead.id, title: "Before converting" })).json()) as QuoteJson;
    const [converted] = await server.ctx.db.insert(contacts).values({ firstName: "Dana", lastName: "Whitcomb", email: "dana@example.com", leadId: lead.id }).returning();
    const theirs = (await (await get(`/api/quotes?contactId=${converted!.id}`)).json()) as Array<{ id: string }>;
    expect(theirs.map((x) => x.id)).toEqual([fromLead.id]);
  });

  it("saves over the version read, bumps it, and refuses an old version with 409", async () => {
    const lead = await insertLead();
    const q = (await (await send("POST", "/api/quotes", sampleQuote(lead.id))).json()) as QuoteJson;
    const { id, number, version, totals, status, sentVersion, createdAt, updatedAt, sentAt, viewedAt, answeredAt, ...rest } = q;
    void [totals, status, sentVersion, createdAt, updatedAt, sentAt, viewedAt, answeredAt];
    const body = { ...rest, discount: { kind: "percent", basisPoints: 1000 }, version };
    const saved = await send("PUT", `/api/quotes/${id}`, body);
    expect(saved.status, await saved.clone().text()).toBe(200);
    const after = (await saved.json()) as QuoteJson;
    expect(after.version).toBe(version + 1);
    expect(after.number).toBe(number);
    // Line ids survive a save (the homeowner's ticks name them).
    expect(after.lines.map((l) => l.id)).toEqual(q.lines.map((l) => l.id));
    // 10 % off each line: 297.50 → 29.75 off; 53.53 → 5.353 → 5.35; 1,249.99 → 124.999 → 125.00;
    // tax 6 % of 48.18 = 2.8908 → 2.89 and of 1,124.99 = 67.4994 → 67.50.
    expect(after.totals).toMatchObject({ subtotal: 160102, discount: 16010, tax: 7039, total: 151131 });

    const stale = await send("PUT", `/api/quotes/${id}`, { ...body, title: "Someone else's edit" });
    expect(stale.status).toBe(409);
    const [row] = await server.ctx.db.select().from(quotes).where(eq(quotes.id, id));
    expect(row!.title).toBe("Replace the water heater");
    expect(row!.version).toBe(version + 1);
  });

  it("refuses bad input with field errors and saves nothing", async () => {
    const lead = await insertLead();
    const count = async () => (await server.ctx.db.select().from(quotes)).length;
    const before = await count();
    const base = sampleQuote(lead.id);
    const line = base.lines[0]!;
    const bad: Array<[string, unknown]> = [
      ["lines.0.quantity", { ...base, lines: [{ ...line, quantity: -100 }] }],
      ["lines.0.unitCents", { ...base, lines: [{ ...line, unitCents: 100_000_001 }] }],
      ["lines.0.quantity", { ...base, lines: [{ ...line, unitCents: 100_000_000, quantity: 200 }] }],
      ["taxBasisPoints", { ...base, taxBasisPoints: 2001 }],
      ["taxBasisPoints", { ...base, taxBasisPoints: -1 }],
      ["lines.0.option", { ...base, lines: [{ ...line, option: "best" }] }],
      ["title", { ...base, title: "" }],
      ["leadId", { ...base, leadId: "00000000-0000-4000-8000-000000000000" }],
    ];
    for (const [field, body] of bad) {
      const res = await send("POST", "/api/quotes", body);
      expect(res.status, field).toBe(400);
      expect(Object.keys(((await res.json()) as { errors: Record<string, string> }).errors), field).toContain(field);
    }
    expect(await count()).toBe(before);
    const [counter] = await server.ctx.db.select().from(documentNumbers).where(eq(documentNumbers.kind, "quote"));
    const numbers = (await server.ctx.db.select({ number: quotes.number }).from(quotes)).map((r) => r.number).sort();
    expect(numbers.at(-1)).toBe(`Q-2026-${String(counter!.last).padStart(4, "0")}`);

    // A save with bad input changes nothing either.
    const q = (await (await send("POST", "/api/quotes", base)).json()) as QuoteJson;
    const res = await send("PUT", `/api/quotes/${q.id}`, { ...base, version: q.version, lines: [{ ...line, quantity: -1 }] });
    expect(res.status).toBe(400);
    const [row] = await server.ctx.db.select().from(quotes).where(eq(quotes.id, q.id));
    expect(row!.version).toBe(1);
  });

  it("discards only the newest unsent draft, giving its number back", async () => {
    const lead = await insertLead();
    const first = (await (await send("POST", "/api/quotes", { leadId: lead.id, title: "One" })).json()) as QuoteJson;
    const second = (await (await send("POST", "/api/quotes", { leadId: lead.id, title: "Two" })).json()) as QuoteJson;
    expect((await send("DELETE", `/api/quotes/${first.id}`)).status).toBe(409);
    expect((await send("DELETE", `/api/quotes/${second.id}`)).status).toBe(204);
    const third = (await (await send("POST", "/api/quotes", { leadId: lead.id, title: "Three" })).json()) as QuoteJson;
    expect(third.number).toBe(second.number);
  });

  it("gives unique, gap-free numbers to quotes written at once", async () => {
    const lead = await insertLead();
    const [counter] = await server.ctx.db.select().from(documentNumbers).where(eq(documentNumbers.kind, "quote"));
    const start = counter?.last ?? 0;
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => send("POST", "/api/quotes", { leadId: lead.id, title: `At once ${i}` })));
    expect(results.map((r) => r.status)).toEqual(Array(12).fill(201));
    const numbers = (await Promise.all(results.map(async (r) => ((await r.json()) as QuoteJson).number))).sort();
    expect(numbers).toEqual(Array.from({ length: 12 }, (_, i) => `Q-2026-${String(start + i + 1).padStart(4, "0")}`));
  });

  it("counts outstanding, won and lost this month and the win rate", async () => {
    const lead = await insertLead();
    const make = async () => ((await (await send("POST", "/api/quotes", sampleQuote(lead.id))).json()) as QuoteJson).id;
    const before = (await (await get("/api/quotes/stats")).json()) as { outstanding: { count: number; totalCents: number } };
    const [sent, viewed, won, lost, lastMonth] = [await make(), await make(), await make(), await make(), await make()];
    const now = clock.now();
    // The answering side moves these on; here the rows are set as it would leave them.
    await server.ctx.db.update(quotes).set({ status: "sent", sentAt: now, sentVersion: 1 }).where(eq(quotes.id, sent));
    await server.ctx.db.update(quotes).set({ status: "viewed", sentAt: now, viewedAt: now, sentVersion: 1 }).where(eq(quotes.id, viewed));
    await server.ctx.db.update(quotes).set({ status: "accepted", answeredAt: now }).where(eq(quotes.id, won));
    await server.ctx.db.update(quotes).set({ status: "declined", answeredAt: now }).where(eq(quotes.id, lost));
    await server.ctx.db.update(quotes).set({ status: "accepted", answeredAt: new Date("2026-02-27T12:00:00Z") }).where(eq(quotes.id, lastMonth));
    const stats = await (await get("/api/quotes/stats")).json();
    expect(stats).toEqual({
      outstanding: { count: before.outstanding.count + 2, totalCents: before.outstanding.totalCents + 2 * 157434 },
      wonThisMonth: 1,
      lostThisMonth: 1,
      winRatePercent: 50,
    });
    const overview = (await (await get("/api/admin/overview")).json()) as { quotes: unknown };
    expect(overview.quotes).toEqual(stats);

    // An answered quote no longer changes.
    const q = (await (await get(`/api/quotes/${won}`)).json()) as QuoteJson;
    expect((await send("PUT", `/api/quotes/${won}`, { title: "Late edit", version: q.version })).status).toBe(409);
  });

  it("exports quotes and their lines as CSV", async () => {
    const lead = await insertLead();
    const q = (await (await send("POST", "/api/quotes", sampleQuote(lead.id))).json()) as QuoteJson;
    const quotesCsv = await (await get("/api/quotes/export.csv")).text();
    expect(quotesCsv).toContain(`"${q.number}","draft","Replace the water heater","Dana Whitcomb","157434"`);
    const linesCsv = await (await get("/api/quotes/lines/export.csv")).text();
    expect(linesCsv).toContain(`"${q.number}","2","Copper pipe","","no","12.25","ft","437","5353","yes"`);
    expect(linesCsv).toContain(`"${q.number}","4","Hybrid heat pump heater","better","no","1","each","239900","239900","yes"`);
  });

  it("opens to quotes:read and quotes:write tokens only", async () => {
    const make = async (scopes: string[]) => {
      const res = await send("POST", "/api/admin/api-tokens", { name: `Tool ${scopes.join(" ")}`, scopes, expiresInDays: null });
      return ((await res.json()) as { token: string }).token;
    };
    const [reader, writer, other] = [await make(["quotes:read"]), await make(["quotes:write"]), await make(["contacts:read"])];
    const call = (token: string, path: string, json?: unknown) =>
      fetch(new URL(path, server.url), {
        method: json === undefined ? "GET" : "POST",
        headers: { Authorization: `Bearer ${token}`, ...(json === undefined ? {} : { "Content-Type": "application/json" }) },
        body: json === undefined ? undefined : JSON.stringify(json),
      });
    expect((await call(reader, "/api/quotes")).status).toBe(200);
    expect((await call(other, "/api/quotes")).status).toBe(403);
    const item = { name: "Token item", kind: "material", unit: "each", unitCents: 500 };
    expect((await call(reader, "/api/price-book", item)).status).toBe(403);
    expect((await call(writer, "/api/price-book", item)).status).toBe(201);
    const doc = (await (await get("/api/openapi.json")).json()) as { paths: Record<string, Record<string, { security: unknown }>> };
    expect(doc.paths["/quotes/{id}"]?.put?.security).toEqual([{ apiToken: ["quotes:write"] }]);
    expect(doc.paths["/quotes"]?.get?.security).toEqual([{ apiToken: ["quotes:read"] }]);
  });

  it("keeps the tax rate and reminder days in Settings, 0 to 20 %", async () => {
    const settings = await (await get("/api/admin/settings")).json();
    expect(settings).toMatchObject({ salesTaxBasisPoints: 600, quoteReminderDays: 3 });
    const bad = await send("PUT", "/api/admin/settings", { ...defaultBusinessSettings, salesTaxBasisPoints: 2100 });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errors: Record<string, string> }).errors).toHaveProperty("salesTaxBasisPoints");
    expect((await send("PUT", "/api/admin/settings", { ...defaultBusinessSettings, salesTaxBasisPoints: 0 })).status).toBe(200);
    const lead = await insertLead();
    const q = (await (await send("POST", "/api/quotes", { leadId: lead.id, title: "Untaxed" })).json()) as QuoteJson;
    expect(q.taxBasisPoints).toBe(0);
    await send("PUT", "/api/admin/settings", defaultBusinessSettings);
  });
});

describe.skipIf(driver !== "postgres")("numbers from two instances (postgres)", () => {
  it("gives unique, gap-free numbers when two instances write at once", async () => {
    const database = await createPostgresDatabase();
    const a = await startTestServer({ databaseUrl: database.url, clock });
    const b = await startTestServer({ databaseUrl: database.url, clock });
    try {
      const sa = await signInAsAdmin(a);
      const sb = await signInAsAdmin(b);
      const [lead] = await a.ctx.db.insert(leads).values({ firstName: "Two", lastName: "Writers", email: "two@example.com", phone: "802-555-0100" }).returning();
      const post = (s: Server, session: Session, i: number) => s.request("/api/quotes", { method: "POST", headers: session.headers, json: { leadId: lead!.id, title: `Race ${i}` } });
      const results = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? post(a, sa, i) : post(b, sb, i))));
      expect(results.map((r) => r.status)).toEqual(Array(20).fill(201));
      const numbers = (await Promise.all(results.map(async (r) => ((await r.json()) as QuoteJson).number))).sort();
      expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => `Q-2026-${String(i + 1).padStart(4, "0")}`));
    } finally {
      await a.cleanup();
      await b.cleanup();
      await database.drop();
    }
  }, 60_000);
});
