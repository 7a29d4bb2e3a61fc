/**
 * Contacts entered and edited by hand, a contact's timeline, and photos on a contact's jobs,
 * over HTTP on the test's database: bad input is a 400 with field errors that stores nothing, a
 * second contact with the same e-mail is a 409, editors and anonymous callers are refused, each
 * write is audited, the timeline tells what happened (who and when, newest first), and an image
 * a job shows cannot be deleted from the media library.
 */
import { and, count, eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as staffMessages from "@common/staff-messages";
import { contactMessages } from "@common/schemas/crm";
import { photoMissingMessage } from "@common/schemas/customer-services";
import { DAILY_HOUR, localParts, runFollowThrough } from "../../server/contacts/follow-through";
import { signToken } from "../../server/contacts/tokens";
import { auditLog, contacts, customerServices, leads, mailOutbox, reviewRequests, testimonials } from "../../server/db/schema";
import { driver, startTestServer, testClock, type TestServer } from "../helpers/server";
import { createStaff, signInAsAdmin, type Session } from "../helpers/session";

let server: TestServer & { cleanup(): Promise<void> };
let admin: Session;
let editor: Session;
// Near real time: the mail worker and the review form stamp some rows with the database's clock.
const clock = testClock(new Date());
const MISSING = "00000000-0000-4000-8000-000000000000";
/** The first moment from `d` on when the follow-through mails customers (not in Vermont's night). */
const inOfficeHours = (d: Date) => {
  let t = d.getTime();
  while (localParts(new Date(t)).hour < DAILY_HOUR) t += 30 * 60_000;
  return new Date(t);
};

const post = (path: string, json: unknown, s: Session | null = admin) => server.request(path, { method: "POST", headers: s?.headers ?? {}, json });
const patch = (path: string, json: unknown, s: Session | null = admin) => server.request(path, { method: "PATCH", headers: s?.headers ?? {}, json });
const get = (path: string, s: Session | null = admin) => server.request(path, { headers: s?.headers ?? {} });
const countContacts = async () => (await server.ctx.db.select({ n: count() }).from(contacts))[0]!.n;

const valid = {
  firstName: "Agnes",
  lastName: "Whitcomb",
  email: "agnes.whitcomb@example.com",
  phone: "(802) 555-0142",
  address: "12 River Road",
  city: "Jericho",
  zipCode: "05465",
  preferredContactTime: "morning",
};

beforeAll(async () => {
  server = await startTestServer({ clock });
  admin = await signInAsAdmin(server);
  editor = await createStaff(server, "editor");
});
afterAll(async () => server?.cleanup());

describe(`contacts entered by hand (${driver})`, () => {
  it("creates a contact with every field, audited, and shows it in the list", async () => {
    const res = await post("/api/crm/contacts", { ...valid, secondaryPhone: "802-555-0143", state: "vt", customerType: "commercial", notes: "Gate code 4411" });
    expect(res.status).toBe(201);
    const c = (await res.json()) as Record<string, unknown> & { id: string };
    expect(c).toMatchObject({
      firstName: "Agnes",
      lastName: "Whitcomb",
      email: "agnes.whitcomb@example.com",
      phone: "(802) 555-0142",
      secondaryPhone: "802-555-0143",
      address: "12 River Road",
      city: "Jericho",
      state: "VT",
      zipCode: "05465",
      customerType: "commercial",
      status: "active",
      source: "manual",
      preferredContactMethod: "phone",
      preferredContactTime: "morning",
      notes: "Gate code 4411",
      leadId: null,
    });
    const list = (await (await get("/api/crm/contacts?search=whitcomb")).json()) as { id: string }[];
    expect(list.map((x) => x.id)).toEqual([c.id]);
    const [entry] = await server.ctx.db.select().from(auditLog).where(and(eq(auditLog.action, "contact.create"), eq(auditLog.targetId, c.id)));
    expect(entry!.userEmail).toBe(admin.user.email);
  });

  it("needs only the names and one way to reach the customer; empty optional fields are stored as none", async () => {
    const res = await post("/api/crm/contacts", { firstName: "Bert", lastName: "Only-Phone", phone: "802 555 0199", email: "", address: "" });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ email: null, address: null, state: "VT", preferredContactTime: "any", customerType: "residential" });
  });

  it("refuses bad input with 400 and field errors, and stores nothing", async () => {
    const before = await countContacts();
    const cases: [unknown, Record<string, string>][] = [
      [{}, { firstName: "First name is required", lastName: "Last name is required" }],
      [{ ...valid, firstName: "   " }, { firstName: "First name is required" }],
      [{ ...valid, email: "not-an-address" }, { email: "Please enter a valid email" }],
      [{ ...valid, phone: "12" }, { phone: "Please enter a valid 10-digit phone number" }],
      [{ ...valid, zipCode: "5465" }, { zipCode: contactMessages.zipInvalid }],
      [{ ...valid, state: "Vermont" }, { state: contactMessages.stateInvalid }],
      [{ ...valid, preferredContactTime: "midnight" }, { preferredContactTime: "Preferred time must be any, morning, afternoon or evening" }],
      [{ ...valid, email: "", phone: "" }, { email: contactMessages.reachable }],
      [{ ...valid, notes: "x".repeat(5001) }, { notes: "At most 5000 characters" }],
      [{ ...valid, firstName: 42 }, { firstName: "First name is required" }],
    ];
    for (const [body, errors] of cases) {
      const res = await post("/api/crm/contacts", body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      const json = (await res.json()) as { message: string; errors: Record<string, string> };
      expect(json.errors).toMatchObject(errors);
      expect(json.message).toBe(Object.values(json.errors)[0]);
    }
    expect((await post("/api/crm/contacts", "not json")).status).toBe(400);
    expect(await countContacts()).toBe(before);
  });

  it("refuses a second contact with the same e-mail (any case) with 409, naming who has it", async () => {
    const first = (await (await post("/api/crm/contacts", { ...valid, email: "dup@example.com" })).json()) as { id: string };
    const before = await countContacts();
    const res = await post("/api/crm/contacts", { ...valid, firstName: "Other", email: "DUP@example.com" });
    expect(res.status).toBe(409);
    const json = (await res.json()) as { message: string; errors: Record<string, string> };
    expect(json.message).toBe(`${contactMessages.duplicateEmail} (Agnes Whitcomb)`);
    expect(json.errors.email).toBe(json.message);
    expect(await countContacts()).toBe(before);
    // Two at once: one is stored.
    const racing = await Promise.all([1, 2].map(() => post("/api/crm/contacts", { ...valid, email: "race@example.com" })));
    expect(racing.map((r) => r.status).sort()).toEqual([201, 409]);
    // Editing another contact to that address is refused the same way; the contact itself may keep it.
    const other = (await (await post("/api/crm/contacts", { ...valid, email: "other@example.com" })).json()) as { id: string };
    expect((await patch(`/api/crm/contacts/${other.id}`, { email: "Dup@Example.com" })).status).toBe(409);
    expect((await patch(`/api/crm/contacts/${first.id}`, { email: "dup@example.com", city: "Underhill" })).status).toBe(200);
  });

  it("edits every field; what is left out stays; bad edits are refused and change nothing", async () => {
    const c = (await (await post("/api/crm/contacts", { ...valid, email: "edit-me@example.com" })).json()) as { id: string };
    clock.advance(1000);
    const changes = {
      firstName: "Agatha",
      lastName: "Whitcombe",
      email: "agatha@example.com",
      phone: "802-555-0177",
      secondaryPhone: "",
      address: "14 River Road",
      city: "Underhill",
      state: "VT",
      zipCode: "05489",
      customerType: "commercial",
      status: "inactive",
      preferredContactMethod: "email",
      preferredContactTime: "evening",
      notes: "Prefers e-mail after 5pm",
    };
    const res = await patch(`/api/crm/contacts/${c.id}`, changes);
    expect(res.status).toBe(200);
    const edited = await res.json();
    expect(edited).toMatchObject({ ...changes, secondaryPhone: null });
    expect(await (await get(`/api/crm/contacts/${c.id}`)).json()).toMatchObject({ ...changes, secondaryPhone: null });

    const [entry] = await server.ctx.db.select().from(auditLog).where(and(eq(auditLog.action, "contact.update"), eq(auditLog.targetId, c.id)));
    expect(entry!.details).toMatchObject({ from: "active", to: "inactive" });
    expect((entry!.details as { fields: string[] }).fields).toEqual(expect.arrayContaining(["firstName", "email", "address", "preferredContactTime", "status"]));
    // The log names the fields; it keeps no copy of the address or phone number.
    expect(JSON.stringify(entry!.details)).not.toContain("River Road");

    for (const [body, field] of [
      [{ email: "nope" }, "email"],
      [{ phone: "call me" }, "phone"],
      [{ firstName: "" }, "firstName"],
      [{}, "status"],
      [{ email: null, phone: null }, "email"],
    ] as const) {
      const bad = await patch(`/api/crm/contacts/${c.id}`, body);
      expect(bad.status, JSON.stringify(body)).toBe(400);
      expect(((await bad.json()) as { errors: Record<string, string> }).errors[field]).toBeTruthy();
    }
    expect(await (await get(`/api/crm/contacts/${c.id}`)).json()).toMatchObject({ ...changes, secondaryPhone: null });
    expect((await patch(`/api/crm/contacts/${MISSING}`, { city: "Essex" })).status).toBe(404);
  });

  it("is for admins: editors get 403 and anonymous callers 401, and nothing is stored", async () => {
    const c = (await (await post("/api/crm/contacts", { ...valid, email: "access@example.com" })).json()) as { id: string };
    const before = await countContacts();
    for (const [session, status] of [
      [editor, 403],
      [null, 401],
    ] as const) {
      expect((await post("/api/crm/contacts", { ...valid, email: "sneaky@example.com" }, session)).status).toBe(status);
      expect((await patch(`/api/crm/contacts/${c.id}`, { city: "Elsewhere" }, session)).status).toBe(status);
      expect((await get(`/api/crm/contacts/${c.id}/timeline`, session)).status).toBe(status);
    }
    expect(await countContacts()).toBe(before);
    expect(await (await get(`/api/crm/contacts/${c.id}`)).json()).toMatchObject({ city: "Jericho" });
  });
});

describe(`a contact's timeline (${driver})`, () => {
  it("tells the lead's arrival, status changes, notes, conversion, edits, e-mails, calls, jobs, the review request and the review, newest first", async () => {
    clock.advance(60_000);
    const [lead] = await server.ctx.db
      .insert(leads)
      .values({ firstName: "Tess", lastName: "Timeline", email: "tess@example.com", phone: "802-555-0101", serviceType: "Heat Pump Installation", pagePath: "/heat-pumps", createdAt: clock.now() })
      .returning();
    const step = async (call: () => Promise<Response>, status: number) => {
      clock.advance(60_000);
      const res = await call();
      expect(res.status).toBe(status);
      return res;
    };
    await step(() => patch(`/api/leads/${lead!.id}/status`, { status: "Pending" }), 200);
    await step(() => post(`/api/leads/${lead!.id}/notes`, { content: "Wants a quote before winter" }), 201);
    const contact = (await (await step(() => post(`/api/crm/contacts/convert-lead/${lead!.id}`, {}), 201)).json()) as { id: string };
    await step(() => patch(`/api/crm/contacts/${contact.id}`, { phone: "802-555-0102", preferredContactTime: "afternoon" }), 200);
    await step(() => post("/api/crm/send-email", { contactId: contact.id, subject: "Your quote", body: "Attached is your quote." }), 201);
    await step(() => post("/api/crm/communications", { contactId: contact.id, type: "call", direction: "outbound", content: "Booked the install" }), 201);
    const job = (await (
      await step(
        () => post(`/api/crm/contacts/${contact.id}/services`, { serviceType: "Heat Pump Installation", serviceCategory: "installation", title: "Ductless install", description: "Two heads" }),
        201,
      )
    ).json()) as { id: string };
    await step(() => post(`/api/crm/services/${job.id}/complete`, {}), 200);

    // The review request goes out a few days later; the customer reviews; staff approve it.
    const [request] = await server.ctx.db.select().from(reviewRequests).where(eq(reviewRequests.customerServiceId, job.id));
    clock.set(inOfficeHours(new Date(request!.sendAfter.getTime() + 60_000)));
    await runFollowThrough(server.ctx);
    // Days went by: the session from before has expired.
    admin = await signInAsAdmin(server);
    editor = await createStaff(server, "editor");
    clock.advance(60_000);
    const token = signToken(server.ctx.config.sessionSecret, "review", request!.id, new Date(clock.now().getTime() + 86_400_000));
    const review = await server.request("/api/testimonials", {
      method: "POST",
      json: { customerName: "Tess T.", customerLocation: "Jericho", rating: 5, content: "Warm all winter, tidy work.", serviceType: "heat-pump", requestToken: token },
    });
    expect(review.status).toBe(201);
    const { id: reviewId } = (await review.json()) as { id: string };
    // The review form stamps its row with the database's time; put it on the test's clock.
    await server.ctx.db.update(testimonials).set({ createdAt: clock.now() }).where(eq(testimonials.id, reviewId));
    // So does the outbox: the homeowner's confirmation of the review went out just after it.
    const confirmed = await server.ctx.db
      .update(mailOutbox)
      .set({ createdAt: new Date(clock.now().getTime() + 1000) })
      .where(and(eq(mailOutbox.to, "tess@example.com"), eq(mailOutbox.kind, "review_confirmation")))
      .returning();
    expect(confirmed).toHaveLength(1);
    await step(() => patch(`/api/testimonials/${reviewId}`, { isApproved: true }), 200);

    const res = await get(`/api/crm/contacts/${contact.id}/timeline`);
    expect(res.status).toBe(200);
    const events = (await res.json()) as { at: string; kind: string; text: string; by: string | null }[];
    const me = admin.user.name;
    expect(events.map((e) => [e.kind, e.text.split("\n")[0], e.by])).toEqual([
      ["review", "Review approved", me],
      ["mail", `E-mail queued: ${confirmed[0]!.subject}`, null],
      ["review", "Review received: 5 of 5 stars for Ductless install", null],
      ["mail", "Review request e-mailed: Ductless install", null],
      ["job", "Job completed: Ductless install", me],
      ["job", "Job recorded: Ductless install", me],
      ["communication", "Outbound call", me],
      ["communication", "E-mail queued: Your quote", me],
      ["action", "Details edited: phone, preferred time", me],
      ["converted", "Converted to a customer", me],
      ["note", "Wants a quote before winter", me],
      ["action", "Status changed from Lead to Pending", me],
      ["arrived", "Arrived from /heat-pumps: Heat Pump Installation", null],
    ]);
    expect(events.find((e) => e.text.startsWith("Outbound call"))!.text).toBe("Outbound call\nBooked the install");
    const times = events.map((e) => e.at);
    expect([...times].sort().reverse()).toEqual(times);

    // The lead's own timeline (oldest first) shares the pieces: who converted it, who called.
    const leadEvents = (await (await get(`/api/leads/${lead!.id}/timeline`)).json()) as { kind: string; text: string; by: string | null }[];
    expect(leadEvents.find((e) => e.kind === "converted")).toMatchObject({ text: "Converted to a customer", by: me });
    expect(leadEvents.at(-1)).toMatchObject({ kind: "communication", text: "Outbound call\nBooked the install", by: me });

    expect((await get(`/api/crm/contacts/${MISSING}/timeline`)).status).toBe(404);
    expect((await get("/api/crm/contacts/not-an-id/timeline")).status).toBe(404);
  });

  it("starts with the creation of a contact entered by hand, and names who created it", async () => {
    const c = (await (await post("/api/crm/contacts", { ...valid, email: "fresh@example.com" })).json()) as { id: string };
    const events = (await (await get(`/api/crm/contacts/${c.id}/timeline`)).json()) as { kind: string; text: string; by: string }[];
    expect(events).toEqual([expect.objectContaining({ kind: "created", text: "Contact created", by: admin.user.name })]);
  });
});

async function jpeg(width: number, height: number) {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i += 1) raw[i] = (i * 31 + (i >> 6)) & 0xff;
  return sharp(raw, { raw: { width, height, channels: 3 } }).jpeg().toBuffer();
}

describe(`photos on a job (${driver})`, () => {
  interface Photo {
    id: string;
    alt: string;
    src: string;
    srcset: string;
    width: number;
    height: number;
    large: string;
  }

  const upload = async (alt: string) => {
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(await jpeg(640, 480))]), "furnace.jpg");
    form.append("alt", alt);
    const res = await server.request("/api/media", { method: "POST", body: form, headers: admin.headers });
    expect(res.status).toBe(201);
    return (await res.json()) as { id: string };
  };

  it("attaches library images to a job, shows them, and keeps them from being deleted while the job has them", async () => {
    const contact = (await (await post("/api/crm/contacts", { ...valid, email: "photos@example.com" })).json()) as { id: string };
    const [a, b] = [await upload("Old furnace in the basement"), await upload("New furnace installed")];
    const job = {
      serviceType: "Furnace Installation",
      serviceCategory: "installation",
      title: "Furnace swap",
      description: "Replaced the furnace",
      photos: [a.id, b.id.toUpperCase(), a.id],
    };
    const created = await post(`/api/crm/contacts/${contact.id}/services`, job);
    expect(created.status).toBe(201);
    const service = (await created.json()) as { id: string; photos: Photo[] };
    expect(service.photos.map((p) => [p.id, p.alt])).toEqual([
      [a.id, "Old furnace in the basement"],
      [b.id, "New furnace installed"],
    ]);
    const [first] = service.photos;
    expect(first!.width).toBe(640);
    expect(first!.srcset).toMatch(/^\/media\/[0-9a-f]{16}-\d+\.jpg \d+w(, \/media\/[0-9a-f]{16}-\d+\.jpg \d+w)+$/);
    for (const src of [first!.src, first!.large]) {
      const file = await server.request(src);
      expect(file.status).toBe(200);
      expect(file.headers.get("content-type")).toBe("image/jpeg");
    }
    const listed = (await (await get(`/api/crm/contacts/${contact.id}/services`)).json()) as { photos: Photo[] }[];
    expect(listed[0]!.photos.map((p) => p.id)).toEqual([a.id, b.id]);

    // The library refuses to delete an image a job shows, and says why.
    const refused = await server.request(`/api/media/${a.id}`, { method: "DELETE", headers: admin.headers });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toBe(staffMessages.editor.mediaInUseByJob);
    expect((await get(`/api/media/${a.id}`)).status).toBe(200);

    // Taken off the job, it may go.
    const edited = await patch(`/api/crm/services/${service.id}`, { photos: [b.id] });
    expect(edited.status).toBe(200);
    expect(((await edited.json()) as { photos: Photo[] }).photos.map((p) => p.id)).toEqual([b.id]);
    expect((await server.request(`/api/media/${a.id}`, { method: "DELETE", headers: admin.headers })).status).toBe(204);
    expect((await server.request(`/api/media/${b.id}`, { method: "DELETE", headers: admin.headers })).status).toBe(409);
    const [entry] = await server.ctx.db.select().from(auditLog).where(and(eq(auditLog.action, "service.update"), eq(auditLog.targetId, service.id)));
    expect(entry!.details).toEqual({ fields: ["photos"] });
  });

  it("refuses photos that are not in the library, and stores nothing", async () => {
    const contact = (await (await post("/api/crm/contacts", { ...valid, email: "nophotos@example.com" })).json()) as { id: string };
    const jobs = async () => (await server.ctx.db.select({ n: count() }).from(customerServices).where(eq(customerServices.contactId, contact.id)))[0]!.n;
    const base = { serviceType: "Boiler Service", serviceCategory: "maintenance", title: "Annual service", description: "Cleaned" };
    const missing = await post(`/api/crm/contacts/${contact.id}/services`, { ...base, photos: [MISSING] });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { errors: Record<string, string> }).errors.photos).toBe(photoMissingMessage);
    const malformed = await post(`/api/crm/contacts/${contact.id}/services`, { ...base, photos: ["furnace.jpg"] });
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as { errors: Record<string, string> }).errors["photos.0"]).toBe("Choose photos from the media library");
    expect(await jobs()).toBe(0);

    const created = (await (await post(`/api/crm/contacts/${contact.id}/services`, base)).json()) as { id: string; photos: unknown[] };
    expect(created.photos).toEqual([]);
    expect((await patch(`/api/crm/services/${created.id}`, { photos: [MISSING] })).status).toBe(400);
    expect((await patch(`/api/crm/services/${created.id}`, { photos: [MISSING] }, editor)).status).toBe(403);
    const [row] = await server.ctx.db.select({ photos: customerServices.photos }).from(customerServices).where(eq(customerServices.id, created.id));
    expect(row!.photos).toEqual([]);
    expect((await server.ctx.db.select({ n: count() }).from(auditLog).where(sql`${auditLog.targetId} = ${created.id} and ${auditLog.action} = 'service.update'`))[0]!.n).toBe(0);
  });
});
