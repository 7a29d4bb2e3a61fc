/**
 * A job made from an accepted quote, on the technician's day (on the production build's pages,
 * where the homeowner accepts): the technician reads the quote's chosen lines and no price at all
 * until the owner lets technicians see prices; then each line's amount and the quote's total.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customerServices, mailOutbox, quotes } from "../../server/db/schema";
import type { TechnicianVisit } from "../../server/visits/technician";
import { insertQuote, SAMPLE_TOTALS } from "../helpers/quotes";
import { driver, startTestServer, testClock } from "../helpers/server";
import { createStaff, signInAsAdmin, type Session } from "../helpers/session";

type Server = Awaited<ReturnType<typeof startTestServer>>;
let server: Server;
let admin: Session;
let tech: Session;
const clock = testClock(new Date("2026-03-03T15:00:00Z"));

beforeAll(async () => {
  server = await startTestServer({ pages: true, clock, env: { TRUST_PROXY: "loopback" } });
  admin = await signInAsAdmin(server);
  tech = await createStaff(server, "technician", { name: "Sam Beaulieu" });
});
afterAll(() => server?.cleanup());

const get = (path: string, who: Session) => server.request(path, { headers: who.headers });
const send = (method: string, path: string, json: unknown, who: Session = admin) => server.request(path, { method, headers: who.headers, json });

describe(`a quote's lines on the technician's day (${driver})`, () => {
  it("shows the accepted lines without prices, and with them once Settings allow", async () => {
    const { quote } = await insertQuote(server.ctx.db, { customerEmail: "lines@example.com" });
    expect((await send("POST", `/api/quotes/${quote.id}/send`, undefined)).status).toBe(200);
    const [mail] = await server.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, "lines@example.com"));
    const path = new URL((mail!.props as { quoteUrl: string }).quoteUrl).pathname;
    const accepted = await server.request(path, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "accept", version: "1", option: "better", signedName: "Jane Homeowner", reason: "" }).toString(),
    });
    expect(accepted.status).toBe(303);
    const [answered] = await server.ctx.db.select().from(quotes).where(eq(quotes.id, quote.id));
    const [job] = await server.ctx.db.select().from(customerServices).where(eq(customerServices.contactId, answered!.contactId!));
    expect(job!.title.startsWith(`${quote.number}:`)).toBe(true);

    const booked = await send("POST", "/api/visits", { jobId: job!.id, day: "2026-03-03", time: "08:00", minutes: 480, technicianIds: [tech.user.id] });
    expect(booked.status, await booked.clone().text()).toBe(201);

    const hidden = await get("/api/my/visits", tech);
    const hiddenText = await hidden.clone().text();
    const [visit] = (await hidden.json()) as TechnicianVisit[];
    expect(visit!.lines.map((l) => [l.description, l.amount])).toEqual([
      ["Removal of the old boiler", null],
      ["Cold-climate heat pump", null],
      ["Installation labour", null],
    ]);
    expect(visit!.lines[2]!.quantity).toBe("8 hour");
    // The job's description repeats the priced lines: a technician is not shown it, nor any amount.
    expect(visit!.description).toBeNull();
    expect(visit!.price).toBeNull();
    expect(hiddenText).not.toMatch(/\$\d/);

    const settings = (await (await get("/api/admin/settings", admin)).json()) as Record<string, unknown>;
    expect((await send("PUT", "/api/admin/settings", { ...settings, technicianSeesPrices: true })).status).toBe(200);
    const [priced] = (await (await get("/api/my/visits", tech)).json()) as TechnicianVisit[];
    expect(priced!.lines.map((l) => l.amount)).toEqual(["$450.00", "$6,500.00", "$760.00"]);
    expect(priced!.price).toBe(`$${(SAMPLE_TOTALS.better / 100).toLocaleString("en-US", { minimumFractionDigits: 2 })}`);
  });
});
