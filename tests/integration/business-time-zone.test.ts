/**
 * A business elsewhere, over HTTP on PGlite and PostgreSQL: the time zone and the state kept in
 * Settings, not Vermont's. A zone Intl does not know is a field error and nothing is saved; in
 * America/Denver "today", a visit's instant and the homeowner's mail follow Denver's clock on
 * both sides of its daylight-saving change; a new contact (by hand, from a lead) takes the
 * business's state.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BusinessSettings } from "@common/business-settings";
import type { Visit, VisitWriteResult } from "@common/schemas/visits";
import { leads, mailOutbox } from "../../server/db/schema";
import { driver, startTestServer, testClock, type TestServer } from "../helpers/server";
import { createStaff, signInAsAdmin, type Session } from "../helpers/session";

let server: TestServer & { cleanup(): Promise<void> };
let admin: Session;
let tech: Session;
// 05:30 UTC on Sunday 14 March 2027: already the 14th in New York (00:30 EST), still Saturday
// the 13th in Denver (22:30 MST). Denver's clocks go forward at 2:00 that morning.
const clock = testClock(new Date("2027-03-14T05:30:00Z"));

beforeAll(async () => {
  server = await startTestServer({ clock });
  admin = await signInAsAdmin(server);
  tech = await createStaff(server, "technician", { name: "Tess Moreno" });
});
afterAll(() => server?.cleanup());

const send = (method: string, path: string, json?: unknown) => server.request(path, { method, headers: admin.headers, json });
const get = (path: string) => server.request(path, { headers: admin.headers });
const settings = async () => (await (await get("/api/admin/settings")).json()) as BusinessSettings;

async function jobFor(email: string) {
  const contact = await send("POST", "/api/crm/contacts", { firstName: "Lena", lastName: "Ortiz", phone: "303-555-0170", email, address: "40 Pearl Street", city: "Boulder" });
  expect(contact.status, await contact.clone().text()).toBe(201);
  const { id, state } = (await contact.json()) as { id: string; state: string };
  const job = await send("POST", `/api/crm/contacts/${id}/services`, { serviceType: "Furnace Service", serviceCategory: "maintenance", title: "Furnace tune-up", description: "Clean the burners and change the filter.", cost: 180 });
  expect(job.status, await job.clone().text()).toBe(201);
  return { state, jobId: ((await job.json()) as { id: string }).id };
}

describe(`the business's time zone and state (${driver})`, () => {
  it("refuses a zone Intl does not know, with a field error, and saves nothing", async () => {
    const before = await settings();
    expect(before.timeZone).toBe("America/New_York");
    for (const timeZone of ["Mars/Olympus_Mons", "+05:00", "", "America/Denver; DROP"]) {
      const res = await send("PUT", "/api/admin/settings", { ...before, name: "Front Range Heating", timeZone });
      expect(res.status, timeZone).toBe(400);
      const body = (await res.json()) as { errors?: Record<string, string> };
      expect(Object.keys(body.errors ?? {}), timeZone).toEqual(["timeZone"]);
    }
    expect(await settings()).toEqual(before);
  });

  it("in America/Denver: today, a visit's instant across the clock change and its mail follow Denver", async () => {
    // New York's today is the 14th; nothing is booked yet, so the day asked is what differs.
    const saved = await send("PUT", "/api/admin/settings", { ...(await settings()), timeZone: "America/Denver", region: "CO", locality: "Boulder", postalCode: "80302" });
    expect(saved.status, await saved.clone().text()).toBe(200);
    expect((await settings()).timeZone).toBe("America/Denver");

    const { jobId } = await jobFor("lena@example.com");
    const book = async (day: string) => {
      const res = await send("POST", "/api/visits", { jobId, day, time: "09:00", minutes: 60, technicianIds: [tech.user.id] });
      expect(res.status, await res.clone().text()).toBe(201);
      return ((await res.json()) as VisitWriteResult).visit;
    };
    // 9:00 in Denver: UTC−7 the day before the change, UTC−6 the day after.
    const before = await book("2027-03-13");
    const after = await book("2027-03-15");
    expect(before).toMatchObject({ day: "2027-03-13", time: "09:00", startsAt: "2027-03-13T16:00:00.000Z" });
    expect(after).toMatchObject({ day: "2027-03-15", time: "09:00", startsAt: "2027-03-15T15:00:00.000Z" });

    // "Today" (no day asked) is Saturday the 13th in Denver.
    const today = (await (await get("/api/visits")).json()) as Visit[];
    expect(today.map((v) => v.id)).toEqual([before.id]);
    // The week from Saturday spans the change: both visits, each at 9:00 on Denver's clock.
    const week = (await (await get("/api/visits?from=2027-03-13&days=7")).json()) as Visit[];
    expect(week.map((v) => [v.day, v.time])).toEqual([
      ["2027-03-13", "09:00"],
      ["2027-03-15", "09:00"],
    ]);

    // The homeowner's mail names Denver's day and window, not New York's (11:00 AM).
    const mails = await server.ctx.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, "lena@example.com"), eq(mailOutbox.kind, "visit_booked")));
    expect(mails.map((m) => m.props).sort((a, b) => String((a as { day: string }).day).localeCompare(String((b as { day: string }).day)))).toMatchObject([
      { day: "Monday, March 15, 2027", window: "9:00 AM – 10:00 AM" },
      { day: "Saturday, March 13, 2027", window: "9:00 AM – 10:00 AM" },
    ]);
  });

  it("gives a new contact the business's state when none is given: by hand, empty, or from a lead", async () => {
    const { state } = await jobFor("state-default@example.com");
    expect(state).toBe("CO");
    const empty = await send("POST", "/api/crm/contacts", { firstName: "Ray", lastName: "Empty", phone: "303-555-0111", state: "" });
    expect(empty.status).toBe(201);
    expect(((await empty.json()) as { state: string }).state).toBe("CO");
    const own = await send("POST", "/api/crm/contacts", { firstName: "Wyatt", lastName: "Own", phone: "303-555-0112", state: "wy" });
    expect(((await own.json()) as { state: string }).state).toBe("WY");
    const bad = await send("POST", "/api/crm/contacts", { firstName: "Bad", lastName: "State", phone: "303-555-0113", state: "Colorado" });
    expect(bad.status).toBe(400);
    expect(Object.keys(((await bad.json()) as { errors: Record<string, string> }).errors)).toEqual(["state"]);

    const [lead] = await server.ctx.db
      .insert(leads)
      .values({ firstName: "Iva", lastName: "Lead", email: "iva@example.com", phone: "303-555-0114", serviceType: "Furnace", message: "No heat", location: "Boulder" })
      .returning();
    const converted = await send("POST", `/api/crm/contacts/convert-lead/${lead!.id}`, {});
    expect(converted.status, await converted.clone().text()).toBe(201);
    expect(((await converted.json()) as { state: string }).state).toBe("CO");
  });
});
