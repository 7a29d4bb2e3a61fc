/**
 * Visits over HTTP, on PGlite and PostgreSQL: the office books, moves and cancels visits (field
 * errors store nothing; two visits of one technician at once are booked with a warning and shown
 * as overlapping); a visit moved across the 2026 daylight-saving changes keeps its wall-clock
 * time; the homeowner's arrival mail is in the outbox, opt-out honoured; `visit.scheduled` is
 * queued; a technician sees and works only their own visits and meets 403 everywhere else; the
 * calendar feed holds timed events per technician; the last visit done completes the job.
 */
import { and, eq } from "drizzle-orm";
import ical, { type VEvent } from "node-ical";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLES_FOR, roleIn } from "@common/roles";
import type { Visit, VisitWriteResult } from "@common/schemas/visits";
import { createApi } from "../../server/api";
import { customerServices, mailOptOuts, mailOutbox, mediaItems, webhookDeliveries, webhookEndpoints } from "../../server/db/schema";
import type { TechnicianVisit } from "../../server/visits/technician";
import { driver, startTestServer, testClock, type TestServer } from "../helpers/server";
import { createStaff, signInAsAdmin, type Session } from "../helpers/session";

type Server = TestServer & { cleanup(): Promise<void> };
let server: Server;
let admin: Session;
let sam: Session;
let rita: Session;
let editor: Session;
// 10:00 in Vermont on Tuesday 3 March 2026 (EST).
const clock = testClock(new Date("2026-03-03T15:00:00Z"));

beforeAll(async () => {
  server = await startTestServer({ clock });
  admin = await signInAsAdmin(server);
  sam = await createStaff(server, "technician", { name: "Sam Beaulieu" });
  rita = await createStaff(server, "technician", { name: "Rita Gagnon" });
  editor = await createStaff(server, "editor");
});
afterAll(() => server?.cleanup());

const send = (method: string, path: string, json?: unknown, who: Session = admin) => server.request(path, { method, headers: who.headers, json });
const get = (path: string, who: Session = admin) => server.request(path, { headers: who.headers });

async function jobFor(email: string, title = "Annual boiler service") {
  const contactRes = await send("POST", "/api/crm/contacts", { firstName: "Iris", lastName: "Calloway", phone: "802-555-0170", email, address: "12 Maple Street", city: "Waterbury", zipCode: "05676" });
  expect(contactRes.status, await contactRes.clone().text()).toBe(201);
  const contact = (await contactRes.json()) as { id: string };
  const jobRes = await send("POST", `/api/crm/contacts/${contact.id}/services`, {
    serviceType: "Boiler Service",
    serviceCategory: "maintenance",
    title,
    description: "Clean and test the boiler; check the expansion tank.",
    cost: 240,
    internalNotes: "Dog in the yard; use the side door.",
  });
  expect(jobRes.status, await jobRes.clone().text()).toBe(201);
  return { contactId: contact.id, jobId: ((await jobRes.json()) as { id: string }).id };
}

async function book(body: Record<string, unknown>) {
  const res = await send("POST", "/api/visits", body);
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as VisitWriteResult;
}

const mailsTo = (email: string, kind: string) => server.ctx.db.select().from(mailOutbox).where(and(eq(mailOutbox.to, email), eq(mailOutbox.kind, kind)));

describe(`visits in the office (${driver})`, () => {
  it("books, lists, moves and cancels a visit; bad input is refused with field errors and nothing stored", async () => {
    const { jobId } = await jobFor("crud@example.com");
    const refused = await send("POST", "/api/visits", { jobId, day: "2026-03-32", time: "9:5", minutes: 7, technicianIds: [] });
    expect(refused.status).toBe(400);
    const errors = ((await refused.json()) as { errors: Record<string, string> }).errors;
    expect(Object.keys(errors).sort()).toEqual(["day", "minutes", "technicianIds", "time"]);
    const stranger = await send("POST", "/api/visits", { jobId, day: "2026-03-04", time: "09:00", minutes: 60, technicianIds: [editor.user.id] });
    expect(stranger.status).toBe(400);
    expect(((await stranger.json()) as { errors: Record<string, string> }).errors.technicianIds).toMatch(/not an active staff member/);
    expect(await (await get(`/api/visits?jobId=${jobId}`)).json()).toEqual([]);

    const { visit, warning, mailed } = await book({ jobId, day: "2026-03-04", time: "09:00", minutes: 90, technicianIds: [sam.user.id], checklist: ["Check flue", "Test pressure"] });
    expect(warning).toBeNull();
    expect(mailed).toBe(true);
    expect(visit).toMatchObject({ day: "2026-03-04", time: "09:00", minutes: 90, status: "scheduled", startsAt: "2026-03-04T14:00:00.000Z", technicians: [{ id: sam.user.id, name: "Sam Beaulieu" }] });
    expect(visit.checklist.map((i) => [i.label, i.done])).toEqual([["Check flue", false], ["Test pressure", false]]);

    const day = (await (await get("/api/visits?from=2026-03-04")).json()) as Visit[];
    expect(day.map((v) => v.id)).toContain(visit.id);
    const week = (await (await get("/api/visits?from=2026-03-02&days=7")).json()) as Visit[];
    expect(week.map((v) => v.id)).toContain(visit.id);
    expect(((await (await get("/api/visits?from=2026-03-05")).json()) as Visit[]).map((v) => v.id)).not.toContain(visit.id);

    const moved = await send("PATCH", `/api/visits/${visit.id}`, { time: "13:30", technicianIds: [sam.user.id, rita.user.id] });
    expect(moved.status, await moved.clone().text()).toBe(200);
    const after = ((await moved.json()) as VisitWriteResult).visit;
    expect(after).toMatchObject({ day: "2026-03-04", time: "13:30", startsAt: "2026-03-04T18:30:00.000Z" });
    expect(after.technicians.map((t) => t.name)).toEqual(["Rita Gagnon", "Sam Beaulieu"]);

    const cancelled = await send("POST", `/api/visits/${visit.id}/cancel`);
    expect(((await cancelled.json()) as Visit).status).toBe("cancelled");
    expect(((await (await get("/api/visits?from=2026-03-04")).json()) as Visit[]).map((v) => v.id)).not.toContain(visit.id);
    expect((await send("PATCH", `/api/visits/${visit.id}`, { minutes: 60 })).status).toBe(409);
  });

  it("books two visits of one technician at once with a warning, and both lists show the overlap", async () => {
    const first = await jobFor("overlap-1@example.com", "Furnace repair");
    const second = await jobFor("overlap-2@example.com", "Water heater check");
    const a = await book({ jobId: first.jobId, day: "2026-03-05", time: "10:00", minutes: 120, technicianIds: [rita.user.id] });
    // Back to back is no overlap.
    const before = await book({ jobId: second.jobId, day: "2026-03-05", time: "09:00", minutes: 60, technicianIds: [rita.user.id] });
    expect(before.warning).toBeNull();
    const b = await book({ jobId: second.jobId, day: "2026-03-05", time: "11:00", minutes: 60, technicianIds: [rita.user.id, sam.user.id] });
    expect(b.warning).toMatch(/another visit at that time/);
    expect(b.visit.overlaps).toEqual([expect.objectContaining({ visitId: a.visit.id, technician: { id: rita.user.id, name: "Rita Gagnon" }, jobTitle: "Furnace repair" })]);
    const day = (await (await get("/api/visits?from=2026-03-05")).json()) as Visit[];
    expect(day.find((v) => v.id === a.visit.id)!.overlaps.map((o) => o.visitId)).toEqual([b.visit.id]);
    expect(day.find((v) => v.id === before.visit.id)!.overlaps).toEqual([]);
    // Moved apart, the warning is gone.
    const apart = (await (await send("PATCH", `/api/visits/${b.visit.id}`, { time: "12:00" })).json()) as VisitWriteResult;
    expect(apart.warning).toBeNull();
  });

  it("keeps the wall-clock time across the 2026 daylight-saving changes", async () => {
    const { jobId } = await jobFor("dst@example.com");
    // Friday 6 March, 9:00 EST (UTC-5), moved to Monday 9 March after the clocks went forward: 9:00 EDT (UTC-4).
    const spring = await book({ jobId, day: "2026-03-06", time: "09:00", minutes: 60, technicianIds: [sam.user.id] });
    expect(spring.visit.startsAt).toBe("2026-03-06T14:00:00.000Z");
    const springMoved = ((await (await send("PATCH", `/api/visits/${spring.visit.id}`, { day: "2026-03-09" })).json()) as VisitWriteResult).visit;
    expect(springMoved).toMatchObject({ day: "2026-03-09", time: "09:00", startsAt: "2026-03-09T13:00:00.000Z" });
    // Friday 30 October, 8:00 EDT, moved to Monday 2 November after they went back: 8:00 EST.
    const autumn = await book({ jobId, day: "2026-10-30", time: "08:00", minutes: 60, technicianIds: [sam.user.id] });
    expect(autumn.visit.startsAt).toBe("2026-10-30T12:00:00.000Z");
    const autumnMoved = ((await (await send("PATCH", `/api/visits/${autumn.visit.id}`, { day: "2026-11-02" })).json()) as VisitWriteResult).visit;
    expect(autumnMoved).toMatchObject({ day: "2026-11-02", time: "08:00", startsAt: "2026-11-02T13:00:00.000Z" });
    // On the change day itself the week's list still puts it on its own day.
    const changeDay = await book({ jobId, day: "2026-03-08", time: "23:30", minutes: 30, technicianIds: [sam.user.id] });
    const week = (await (await get("/api/visits?from=2026-03-08&days=1")).json()) as Visit[];
    expect(week.map((v) => v.id)).toContain(changeDay.visit.id);
    // 2:30 on 8 March does not exist in Vermont.
    const skipped = await send("POST", "/api/visits", { jobId, day: "2026-03-08", time: "02:30", minutes: 60, technicianIds: [sam.user.id] });
    expect(skipped.status).toBe(400);
    expect(((await skipped.json()) as { errors: Record<string, string> }).errors.time).toMatch(/does not exist/);
    for (const v of [spring, autumn, changeDay]) await send("POST", `/api/visits/${v.visit.id}/cancel`);
  });

  it("mails the homeowner the arrival window when booked and when moved; an opted-out address gets nothing", async () => {
    const { jobId } = await jobFor("window@example.com", "Heat pump tune-up");
    const booked = await book({ jobId, day: "2026-03-10", time: "08:30", minutes: 60, technicianIds: [sam.user.id] });
    const [mail] = await mailsTo("window@example.com", "visit_booked");
    expect(mail!.props).toMatchObject({ firstName: "Iris", job: "Heat pump tune-up", day: "Tuesday, March 10, 2026", window: "8:30 AM – 9:30 AM", technicians: "Sam Beaulieu", moved: false });
    expect(mail!.subject).toContain("Your visit");
    // A change of technicians alone is no new time: no mail.
    await send("PATCH", `/api/visits/${booked.visit.id}`, { technicianIds: [rita.user.id] });
    expect(await mailsTo("window@example.com", "visit_booked")).toHaveLength(1);
    await send("PATCH", `/api/visits/${booked.visit.id}`, { day: "2026-03-11", time: "14:00" });
    const mails = await mailsTo("window@example.com", "visit_booked");
    expect(mails).toHaveLength(2);
    expect(mails.find((m) => (m.props as { moved: boolean }).moved)!.props).toMatchObject({ day: "Wednesday, March 11, 2026", window: "2:00 PM – 3:00 PM", technicians: "Rita Gagnon" });

    const quiet = await jobFor("opted-out-visit@example.com");
    await server.ctx.db.insert(mailOptOuts).values({ email: "opted-out-visit@example.com" });
    const unsent = await book({ jobId: quiet.jobId, day: "2026-03-10", time: "13:00", minutes: 60, technicianIds: [sam.user.id] });
    expect(unsent.mailed).toBe(false);
    expect(await mailsTo("opted-out-visit@example.com", "visit_booked")).toHaveLength(0);
    for (const id of [booked.visit.id, unsent.visit.id]) await send("POST", `/api/visits/${id}/cancel`);
  });

  it("queues visit.scheduled with the visit in the transaction of the booking and of a move", async () => {
    const [endpoint] = await server.ctx.db.insert(webhookEndpoints).values({ url: "https://hooks.example.com/in", secret: "whsec_test", events: ["visit.scheduled"] }).returning();
    const { jobId, contactId } = await jobFor("hook@example.com");
    const booked = await book({ jobId, day: "2026-03-12", time: "10:00", minutes: 45, technicianIds: [rita.user.id] });
    await send("PATCH", `/api/visits/${booked.visit.id}`, { time: "11:00" });
    const rows = await server.ctx.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpoint!.id));
    const bodies = rows.map((r) => JSON.parse(r.body) as { type: string; data: Record<string, unknown> });
    expect(bodies.map((b) => [b.type, b.data.rescheduled, b.data.startsAt])).toEqual([
      ["visit.scheduled", false, "2026-03-12T14:00:00.000Z"],
      ["visit.scheduled", true, "2026-03-12T15:00:00.000Z"],
    ]);
    expect(bodies[0]!.data).toMatchObject({ id: booked.visit.id, jobId, contactId, minutes: 45, technicianIds: [rita.user.id] });
    const doc = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as { webhooks: Record<string, unknown> };
    expect(Object.keys(doc.webhooks)).toContain("visit.scheduled");
    await server.ctx.db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint!.id));
    await send("POST", `/api/visits/${booked.visit.id}/cancel`);
  });
});

describe(`the technician's day (${driver})`, () => {
  it("shows a technician only their own visits, with what the work needs and no prices unless Settings allow", async () => {
    const { jobId } = await jobFor("day@example.com", "Boiler service, Calloway");
    const mine = await book({ jobId, day: "2026-03-03", time: "13:00", minutes: 60, technicianIds: [sam.user.id], checklist: ["Bleed radiators"] });
    const theirs = await book({ jobId, day: "2026-03-03", time: "15:00", minutes: 60, technicianIds: [rita.user.id] });
    const list = (await (await get("/api/my/visits", sam)).json()) as TechnicianVisit[];
    expect(list.map((v) => v.id)).toEqual([mine.visit.id]);
    expect(list[0]).toMatchObject({ time: "13:00", phone: "802-555-0170", notes: "Dog in the yard; use the side door.", description: expect.stringContaining("expansion tank"), price: null });
    expect(list[0]!.contact.address).toBe("12 Maple Street, Waterbury, VT 05676");

    const settings = (await (await get("/api/admin/settings")).json()) as Record<string, unknown>;
    expect((await send("PUT", "/api/admin/settings", { ...settings, technicianSeesPrices: true })).status).toBe(200);
    expect(((await (await get(`/api/my/visits/${mine.visit.id}`, sam)).json()) as TechnicianVisit).price).toBe("$240.00");
    await send("PUT", "/api/admin/settings", { ...settings, technicianSeesPrices: false });

    // Another technician's visit: 403, and nothing of it in the answer.
    for (const [method, path, body] of [
      ["GET", `/api/my/visits/${theirs.visit.id}`],
      ["POST", `/api/my/visits/${theirs.visit.id}/on-my-way`],
      ["POST", `/api/my/visits/${theirs.visit.id}/done`, { note: "Not mine" }],
      ["POST", `/api/my/visits/${theirs.visit.id}/checklist/${mine.visit.checklist[0]!.id}`, { done: true }],
    ] as const) {
      const res = await send(method, path, body, sam);
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(await res.text()).not.toContain("Calloway");
    }
    expect((await get(`/api/visits/${theirs.visit.id}`, sam)).status).toBe(403);
    for (const id of [mine.visit.id, theirs.visit.id]) await send("POST", `/api/visits/${id}/cancel`);
  });

  it("refuses a technician the leads, contacts, price book, quotes, settings, the blog and the office's visits", async () => {
    const { contactId } = await jobFor("refused@example.com");
    for (const path of [
      "/api/admin/leads",
      "/api/crm/contacts",
      `/api/crm/contacts/${contactId}`,
      `/api/crm/contacts/${contactId}/services`,
      "/api/price-book",
      "/api/quotes",
      "/api/admin/settings",
      "/api/admin/overview",
      "/api/blog/campaigns",
      "/api/admin/comments/unapproved",
      "/api/media",
      "/api/site/types",
      "/api/visits",
      "/api/admin/users",
    ]) {
      const res = await get(path, sam);
      expect(res.status, path).toBe(403);
      expect(await res.text(), path).not.toContain("Calloway");
    }
    expect((await send("POST", "/api/price-book", { name: "x", kind: "service", unit: "each", unitCents: 1 }, sam)).status).toBe(403);
    // Their own account is theirs.
    expect((await get("/api/auth/me", sam)).status).toBe(200);
    expect((await get("/api/auth/two-factor", sam)).status).toBe(200);
    // An editor has no day of their own.
    expect((await get("/api/my/visits", editor)).status).toBe(403);
  });

  it("walks every route of the API: a technician is refused (403) everywhere their role is not named", async () => {
    const api = createApi(server.ctx);
    const concrete = (path: string) => path.replace(/:\w+/g, "00000000-0000-4000-8000-000000000000").replace(/\*\w*/g, "x");
    const closed = api.declarations.filter((d) => d.access !== "public" && !roleIn(ROLES_FOR[d.access], "technician"));
    expect(closed.length).toBeGreaterThan(100);
    for (const d of closed) {
      const res = await server.request(`/api${concrete(d.path)}`, { method: d.method, headers: sam.headers, ...(d.method === "GET" ? {} : { json: {} }) });
      expect(res.status, `${d.method} ${d.path}`).toBe(403);
    }
    // The rules open to a technician are their own day and their own account.
    const open = new Set(api.declarations.filter((d) => d.access !== "public" && roleIn(ROLES_FOR[d.access], "technician")).map((d) => d.access));
    expect([...open].sort()).toEqual(["account", "field"]);
  });

  it("ticks the checklist, adds a photo to the job, goes on the way and, with the last visit done, completes the job", async () => {
    const { jobId } = await jobFor("finish@example.com", "Radiator valves");
    const first = await book({ jobId, day: "2026-03-03", time: "11:00", minutes: 60, technicianIds: [sam.user.id], checklist: ["Replace valves"] });
    const second = await book({ jobId, day: "2026-03-03", time: "14:00", minutes: 60, technicianIds: [sam.user.id] });

    const ticked = await send("POST", `/api/my/visits/${first.visit.id}/checklist/${first.visit.checklist[0]!.id}`, { done: true }, sam);
    expect(await ticked.json()).toEqual([expect.objectContaining({ label: "Replace valves", done: true })]);

    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#b04020" } }).png().toBuffer();
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "valve.png");
    const uploaded = await server.request(`/api/my/visits/${first.visit.id}/photos`, { method: "POST", headers: sam.headers, body: form });
    expect(uploaded.status, await uploaded.clone().text()).toBe(201);
    const media = (await uploaded.json()) as { id: string };
    const [stored] = await server.ctx.db.select().from(mediaItems).where(eq(mediaItems.id, media.id));
    expect(stored!.collection).toBe("job");
    const [jobRow] = await server.ctx.db.select().from(customerServices).where(eq(customerServices.id, jobId));
    expect(jobRow!.photos).toContain(media.id);
    const theirForm = new FormData();
    theirForm.append("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "valve.png");
    expect((await server.request(`/api/my/visits/${first.visit.id}/photos`, { method: "POST", headers: rita.headers, body: theirForm })).status).toBe(403);

    // "On my way" mails nobody while Settings keep it off.
    const onTheWay = (await (await send("POST", `/api/my/visits/${first.visit.id}/on-my-way`, undefined, sam)).json()) as TechnicianVisit;
    expect(onTheWay.status).toBe("on_the_way");
    expect(onTheWay.photos.map((p) => p.id)).toContain(media.id);
    expect(await mailsTo("finish@example.com", "visit_on_the_way")).toHaveLength(0);
    const settings = (await (await get("/api/admin/settings")).json()) as Record<string, unknown>;
    await send("PUT", "/api/admin/settings", { ...settings, onMyWayMail: true });
    await send("POST", `/api/my/visits/${second.visit.id}/on-my-way`, undefined, sam);
    expect(await mailsTo("finish@example.com", "visit_on_the_way")).toHaveLength(1);
    await send("PUT", "/api/admin/settings", { ...settings, onMyWayMail: false });

    const noNote = await send("POST", `/api/my/visits/${first.visit.id}/done`, { note: " " }, sam);
    expect(noNote.status).toBe(400);
    const done = (await (await send("POST", `/api/my/visits/${first.visit.id}/done`, { note: "Valves replaced, system bled." }, sam)).json()) as TechnicianVisit;
    expect(done).toMatchObject({ status: "done", note: "Valves replaced, system bled." });
    const [halfway] = await server.ctx.db.select().from(customerServices).where(eq(customerServices.id, jobId));
    expect(halfway!.status).toBe("scheduled");
    await send("POST", `/api/my/visits/${second.visit.id}/done`, { note: "Checked for leaks." }, sam);
    const [finished] = await server.ctx.db.select().from(customerServices).where(eq(customerServices.id, jobId));
    expect(finished!.status).toBe("completed");
    expect(finished!.completedDate?.toISOString().slice(0, 10)).toBe("2026-03-03");
    expect((await send("POST", `/api/my/visits/${first.visit.id}/done`, { note: "again" }, sam)).status).toBe(409);
  });

  it("gives each technician a calendar feed of their own visits as timed events", async () => {
    const { jobId } = await jobFor("feed@example.com", "Mini-split install");
    const samVisit = await book({ jobId, day: "2026-03-16", time: "09:00", minutes: 180, technicianIds: [sam.user.id] });
    const ritaVisit = await book({ jobId, day: "2026-03-16", time: "13:00", minutes: 60, technicianIds: [rita.user.id] });
    const feedOf = async (who: Session) => {
      const url = ((await (await get("/api/calendar/feed", who)).json()) as { url: string }).url;
      const res = await fetch(url);
      expect(res.status).toBe(200);
      return Object.values(ical.sync.parseICS(await res.text())).filter((c): c is VEvent => c?.type === "VEVENT");
    };
    const samEvents = await feedOf(sam);
    const samIds = samEvents.map((e) => e.uid);
    expect(samIds.some((uid) => uid.startsWith(`visit-${samVisit.visit.id}@`))).toBe(true);
    expect(samIds.some((uid) => uid.startsWith(`visit-${ritaVisit.visit.id}@`))).toBe(false);
    const event = samEvents.find((e) => e.uid.startsWith(`visit-${samVisit.visit.id}@`))!;
    expect(event.datetype).toBe("date-time");
    expect(new Date(event.start).toISOString()).toBe("2026-03-16T13:00:00.000Z");
    expect(new Date(event.end!).toISOString()).toBe("2026-03-16T16:00:00.000Z");
    expect(event.description).toContain("Sam Beaulieu");
    expect(event.description).not.toContain("expansion tank");
    const ritaIds = (await feedOf(rita)).map((e) => e.uid);
    expect(ritaIds.some((uid) => uid.startsWith(`visit-${ritaVisit.visit.id}@`))).toBe(true);
    expect(ritaIds.some((uid) => uid.startsWith(`visit-${samVisit.visit.id}@`))).toBe(false);
    const adminIds = (await feedOf(admin)).map((e) => e.uid);
    expect(adminIds.filter((uid) => uid.startsWith("visit-"))).toEqual(expect.arrayContaining([expect.stringContaining(samVisit.visit.id), expect.stringContaining(ritaVisit.visit.id)]));
    // A job with visits is no longer an all-day event of its own.
    expect(adminIds.some((uid) => uid.startsWith(`${jobId}@`))).toBe(false);
  });
});
