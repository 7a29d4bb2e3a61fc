/** CRM API: conversion, contacts, communications, follow-ups, templates, send-email, stats, export. */
import { count, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { communications, contacts, emailTemplates, leads, mailOutbox } from "../../server/db/schema";
import * as staffMessages from "@common/staff-messages";
import { startTestServer, testClock, type TestServer } from "../helpers/server";
import { createStaff, signInAsAdmin, type Session } from "../helpers/session";

let server: TestServer & { cleanup(): Promise<void> };
let admin: Session;
let editor: Session;
const clock = testClock(new Date("2026-03-10T12:00:00Z"));
const MISSING = "00000000-0000-4000-8000-000000000000";

let n = 0;
async function insertLead(values: Partial<typeof leads.$inferInsert> = {}) {
  n += 1;
  const [row] = await server.ctx.db
    .insert(leads)
    .values({
      firstName: `Jane${n}`,
      lastName: "Doe",
      email: `jane${n}@example.com`,
      phone: "(802) 555-0111",
      serviceType: "Boiler Installation/Replacement",
      message: "Our boiler is 30 years old.",
      location: "Essex",
      ...values,
    })
    .returning();
  return row!;
}

async function convert(leadId: string, json: unknown = {}) {
  return server.request(`/api/crm/contacts/convert-lead/${leadId}`, { method: "POST", headers: admin.headers, json });
}

async function newContact(values: Partial<typeof leads.$inferInsert> = {}) {
  clock.advance(1000);
  const lead = await insertLead(values);
  const res = await convert(lead.id);
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string; firstName: string; leadId: string };
}

const as = (s: Session) => ({ headers: s.headers });

beforeAll(async () => {
  server = await startTestServer({ clock });
  admin = await signInAsAdmin(server);
  editor = await createStaff(server, "editor");
});
afterAll(async () => server?.cleanup());

describe("access: 401 anonymous, 403 editor", () => {
  const calls: [string, string, unknown?][] = [
    ["GET", "/api/crm/contacts"],
    ["GET", "/api/crm/contacts/export.csv"],
    ["GET", `/api/crm/contacts/${MISSING}`],
    ["PATCH", `/api/crm/contacts/${MISSING}`, { status: "active" }],
    ["DELETE", `/api/crm/contacts/${MISSING}`],
    ["POST", `/api/crm/contacts/convert-lead/${MISSING}`, {}],
    ["GET", `/api/crm/communications?contactId=${MISSING}`],
    ["GET", "/api/crm/communications"],
    ["POST", "/api/crm/communications", {}],
    ["PATCH", `/api/crm/communications/${MISSING}`, { followUpRequired: false }],
    ["GET", "/api/crm/follow-ups"],
    ["GET", "/api/crm/email-templates"],
    ["POST", "/api/crm/send-email", { contactId: MISSING, subject: "x", body: "y" }],
    ["GET", "/api/crm/stats"],
  ];
  it.each(calls)("%s %s", async (method, path, json) => {
    expect((await server.request(path, { method, json })).status).toBe(401);
    expect((await server.request(path, { method, json, ...as(editor) })).status).toBe(403);
  });
});

describe("POST /api/crm/contacts/convert-lead/{leadId}", () => {
  it("copies the lead's fields, links lead and contact, and refuses a second conversion with 409", async () => {
    const lead = await insertLead();
    const res = await convert(lead.id, {
      firstName: lead.firstName,
      lastName: "Doe-Smith",
      email: lead.email,
      phone: lead.phone,
      address: "12 Main St, Essex",
      notes: "Wants a quote before winter",
      leadSource: "website",
    });
    expect(res.status).toBe(201);
    const contact = (await res.json()) as Record<string, unknown>;
    expect(contact).toMatchObject({
      firstName: lead.firstName,
      lastName: "Doe-Smith",
      email: lead.email,
      phone: "(802) 555-0111",
      address: "12 Main St, Essex",
      notes: "Wants a quote before winter",
      leadSource: "website",
      source: "website",
      leadId: lead.id,
      status: "active",
      state: "VT",
      customerType: "residential",
    });
    const [row] = await server.ctx.db.select().from(contacts).where(eq(contacts.leadId, lead.id));
    expect(row!.id).toBe(contact.id);

    // The lead list shows the link.
    const list = (await (await server.request("/api/leads", as(admin))).json()) as { id: string; contactId: string }[];
    expect(list.find((l) => l.id === lead.id)!.contactId).toBe(contact.id);

    // The original request is the contact's first communication.
    const comms = (await (await server.request(`/api/crm/communications?contactId=${contact.id}`, as(admin))).json()) as {
      direction: string;
      content: string;
    }[];
    expect(comms).toHaveLength(1);
    expect(comms[0]).toMatchObject({ direction: "inbound", content: "Our boiler is 30 years old." });

    const again = await convert(lead.id);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: "This lead has already been converted to a contact" });
  });

  it("with an empty body copies everything from the lead", async () => {
    const lead = await insertLead({ source: "website" });
    const res = await server.request(`/api/crm/contacts/convert-lead/${lead.id}`, { method: "POST", headers: admin.headers });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ firstName: lead.firstName, email: lead.email, address: "Essex", notes: lead.message });
  });

  it("converts every lead the public forms accepted, whatever its e-mail looks like", async () => {
    // Unusual addresses the site's one e-mail rule still accepts: an apostrophe, a plus tag, an IDN host.
    for (const email of ["o'brien@example.com", "ann+quotes@example.co", "bob@mail.xn--80ak6aa92e"]) {
      const submitted = await server.request("/api/leads", {
        method: "POST",
        json: { firstName: "Ann", lastName: "Lee", email, phone: "802 555 0199" },
      });
      expect(submitted.status).toBe(201);
      const { id } = (await submitted.json()) as { id: string };
      // The Leads tab sends the lead's own fields back.
      const res = await convert(id, { firstName: "Ann", lastName: "Lee", email, phone: "802 555 0199", leadSource: "website" });
      expect(res.status).toBe(201);
      expect(await res.json()).toMatchObject({ email, leadId: id });
    }
  });

  it("answers 404 for unknown leads and 400 with field errors for a bad body", async () => {
    expect((await convert(MISSING)).status).toBe(404);
    expect((await convert("nope")).status).toBe(404);
    const lead = await insertLead();
    const bad = await convert(lead.id, { email: "not-an-email", firstName: "" });
    expect(bad.status).toBe(400);
    const body = (await bad.json()) as { errors: Record<string, string> };
    expect(body.errors.email).toBe("Please enter a valid email");
    expect(body.errors.firstName).toBe("This field is required");
  });
});

describe("contacts", () => {
  it("lists newest first with leadSource, and searches name, e-mail, phone and notes", async () => {
    const a = await newContact({ firstName: "Searchable", lastName: "Person", email: "findme@example.com", phone: "802-555-7777" });
    const res = await server.request("/api/crm/contacts", as(admin));
    expect(res.status).toBe(200);
    const all = (await res.json()) as { id: string; leadSource: string }[];
    expect(all[0]!.id).toBe(a.id);
    expect(all[0]!.leadSource).toBe("website");

    for (const term of ["searchable", "Searchable Person", "FINDME@", "555-7777", "30 years"]) {
      const found = (await (await server.request(`/api/crm/contacts?search=${encodeURIComponent(term)}`, as(admin))).json()) as { id: string }[];
      expect(found.map((c) => c.id)).toContain(a.id);
    }
    const none = (await (await server.request("/api/crm/contacts?search=%25%25zzz", as(admin))).json()) as unknown[];
    expect(none).toEqual([]);
  });

  it("PATCH changes status among active, inactive, lead and refuses others", async () => {
    const c = await newContact();
    for (const status of ["inactive", "lead", "active"]) {
      const res = await server.request(`/api/crm/contacts/${c.id}`, { method: "PATCH", ...as(admin), json: { status } });
      expect(res.status).toBe(200);
      expect(((await res.json()) as { status: string }).status).toBe(status);
    }
    const bad = await server.request(`/api/crm/contacts/${c.id}`, { method: "PATCH", ...as(admin), json: { status: "archived" } });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errors: Record<string, string> }).errors.status).toBe("Status must be one of: active, inactive, lead");
    const empty = await server.request(`/api/crm/contacts/${c.id}`, { method: "PATCH", ...as(admin), json: {} });
    expect(empty.status).toBe(400);
    const missing = await server.request(`/api/crm/contacts/${MISSING}`, { method: "PATCH", ...as(admin), json: { status: "lead" } });
    expect(missing.status).toBe(404);
  });

  it("DELETE removes the contact and its communications", async () => {
    const c = await newContact();
    const send = await server.request("/api/crm/send-email", {
      method: "POST",
      ...as(admin),
      json: { contactId: c.id, subject: "Hello", body: "Hi there" },
    });
    expect(send.status).toBe(201);
    const before = await server.ctx.db.select({ n: count() }).from(communications).where(eq(communications.contactId, c.id));
    expect(before[0]!.n).toBe(2);

    const res = await server.request(`/api/crm/contacts/${c.id}`, { method: "DELETE", ...as(admin) });
    expect(res.status).toBe(204);
    const after = await server.ctx.db.select({ n: count() }).from(communications).where(eq(communications.contactId, c.id));
    expect(after[0]!.n).toBe(0);
    expect((await server.request(`/api/crm/contacts/${c.id}`, as(admin))).status).toBe(404);
    expect((await server.request(`/api/crm/contacts/${c.id}`, { method: "DELETE", ...as(admin) })).status).toBe(404);
    // The lead stays, unlinked, and may be converted again.
    expect((await convert(c.leadId)).status).toBe(201);
  });
});

describe("communications and follow-ups", () => {
  it("GET /api/crm/communications: contactId optional; absent or empty lists all newest first, unknown id [], malformed 400", async () => {
    const a = await newContact({ firstName: "Commsa", message: "First contact's request." });
    clock.advance(1000);
    const b = await newContact({ firstName: "Commsb", message: "Second contact's request." });
    clock.advance(1000);
    expect(
      (
        await server.request("/api/crm/communications", {
          method: "POST",
          ...as(admin),
          json: { contactId: a.id, type: "note", direction: "outbound", content: "Newest note on the first contact" },
        })
      ).status,
    ).toBe(201);

    type Comm = { id: string; contactId: string; content: string; createdAt: string };
    const stored = await server.ctx.db
      .select({ id: communications.id })
      .from(communications)
      .orderBy(desc(communications.createdAt), desc(communications.id));
    for (const path of ["/api/crm/communications", "/api/crm/communications?contactId=", "/api/crm/communications?contactId=%20"]) {
      const res = await server.request(path, as(admin));
      expect(res.status, path).toBe(200);
      const all = (await res.json()) as Comm[];
      // Every communication of every contact, newest first.
      expect(all.map((c) => c.id)).toEqual(stored.map((r) => r.id));
      const times = all.map((c) => c.createdAt);
      expect(times).toEqual([...times].sort().reverse());
      expect(all.map((c) => c.content)).toEqual(
        expect.arrayContaining(["Newest note on the first contact", "Second contact's request.", "First contact's request."]),
      );
      expect(all.some((c) => c.contactId === a.id) && all.some((c) => c.contactId === b.id)).toBe(true);
    }

    // One contact's list holds only its own, newest first too.
    const onlyA = (await (await server.request(`/api/crm/communications?contactId=${a.id}`, as(admin))).json()) as Comm[];
    expect(onlyA.map((c) => c.content).sort()).toEqual(["First contact's request.", "Newest note on the first contact"]);
    expect(onlyA.map((c) => c.createdAt)).toEqual(onlyA.map((c) => c.createdAt).sort().reverse());

    const onlyB = (await (await server.request(`/api/crm/communications?contactId=${b.id}`, as(admin))).json()) as Comm[];
    expect(onlyB.map((c) => [c.contactId, c.content])).toEqual([[b.id, "Second contact's request."]]);
    const upper = await server.request(`/api/crm/communications?contactId=${b.id.toUpperCase()}`, as(admin));
    expect(((await upper.json()) as Comm[]).map((c) => c.contactId)).toEqual([b.id]);

    const unknown = await server.request(`/api/crm/communications?contactId=${MISSING}`, as(admin));
    expect(unknown.status).toBe(200);
    expect(await unknown.json()).toEqual([]);

    for (const bad of ["abc", `${MISSING}x`, `${b.id}&contactId=${a.id}`]) {
      const res = await server.request(`/api/crm/communications?contactId=${bad}`, as(admin));
      expect(res.status, bad).toBe(400);
      expect(((await res.json()) as { message: string }).message).toBe("contactId must be a contact id");
    }
  });

  it("lists follow-ups due first, counts the due ones, and marks them done", async () => {
    const c = await newContact({ firstName: "Follow" });
    const log = (followUpDate: string, content: string) =>
      server.request("/api/crm/communications", {
        method: "POST",
        ...as(admin),
        json: { contactId: c.id, type: "call", direction: "outbound", content, followUpRequired: true, followUpDate },
      });
    expect((await log("2026-03-20T09:00:00Z", "later")).status).toBe(201);
    expect((await log("2026-03-01T09:00:00Z", "overdue")).status).toBe(201);
    const noDate = await server.request("/api/crm/communications", {
      method: "POST",
      ...as(admin),
      json: { contactId: c.id, type: "call", direction: "outbound", content: "x", followUpRequired: true },
    });
    expect(noDate.status).toBe(400);
    const badType = await server.request("/api/crm/communications", {
      method: "POST",
      ...as(admin),
      json: { contactId: c.id, type: "fax", direction: "sideways", content: "x" },
    });
    expect(badType.status).toBe(400);
    expect(Object.keys(((await badType.json()) as { errors: object }).errors)).toEqual(expect.arrayContaining(["type", "direction"]));

    const res = await server.request("/api/crm/follow-ups", as(admin));
    expect(res.status).toBe(200);
    const list = (await res.json()) as { id: string; content: string; contactName: string; isDue: boolean }[];
    const mine = list.filter((f) => f.contactName === `${c.firstName} Doe`);
    expect(mine.map((f) => [f.content, f.isDue])).toEqual([
      ["overdue", true],
      ["later", false],
    ]);

    const stats = (await (await server.request("/api/crm/stats", as(admin))).json()) as Record<string, number>;
    expect(stats.followUpsDue).toBe(1);

    const done = await server.request(`/api/crm/communications/${mine[0]!.id}`, { method: "PATCH", ...as(admin), json: { followUpRequired: false } });
    expect(done.status).toBe(200);
    const stats2 = (await (await server.request("/api/crm/stats", as(admin))).json()) as Record<string, number>;
    expect(stats2.followUpsDue).toBe(0);
    expect((await server.request(`/api/crm/communications/${MISSING}`, { method: "PATCH", ...as(admin), json: { followUpRequired: false } })).status).toBe(404);
  });

  it("counts contacts and communications", async () => {
    const [c] = await server.ctx.db.select({ n: count() }).from(contacts);
    const [m] = await server.ctx.db.select({ n: count() }).from(communications);
    const stats = (await (await server.request("/api/crm/stats", as(admin))).json()) as Record<string, number>;
    expect(stats.totalContacts).toBe(c!.n);
    expect(stats.communications).toBe(m!.n);
  });
});

describe("e-mail", () => {
  it("GET /api/crm/email-templates lists the seeded templates", async () => {
    const res = await server.request("/api/crm/email-templates", as(admin));
    expect(res.status).toBe(200);
    const list = (await res.json()) as { name: string; subject: string; variables: string[] }[];
    expect(list.map((t) => t.name)).toContain("Quote follow-up");
  });

  it("send-email with a template renders variables, queues one message and records one outbound communication", async () => {
    const c = await newContact({ firstName: "Mary", lastName: "O'Neil <b>", email: "mary@example.com" });
    const [template] = await server.ctx.db
      .insert(emailTemplates)
      .values({
        name: "Test template",
        subject: "Hello {{firstName}} {{lastName}}",
        htmlContent: "<p>Dear {{ fullName }}, call {{companyPhone}}. {{unknown}}</p>",
        textContent: "Dear {{fullName}}",
        variables: ["firstName", "lastName", "fullName"],
      })
      .returning();
    const before = await server.ctx.db.select({ n: count() }).from(communications).where(eq(communications.contactId, c.id));
    const res = await server.request("/api/crm/send-email", { method: "POST", ...as(admin), json: { contactId: c.id, templateId: template!.id } });
    expect(res.status).toBe(201);

    const mails = await server.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, "mary@example.com"));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: "crm_email", subject: "Hello Mary O'Neil <b>", text: "Dear Mary O'Neil <b>", status: "pending" });
    expect(mails[0]!.html).toBe("<p>Dear Mary O&#39;Neil &lt;b&gt;, call (802) 555-0142. </p>");

    const after = await server.ctx.db.select().from(communications).where(eq(communications.contactId, c.id));
    expect(after.length).toBe(before[0]!.n + 1);
    const sent = after.find((x) => x.type === "email")!;
    expect(sent).toMatchObject({ direction: "outbound", subject: "Hello Mary O'Neil <b>", userId: admin.user.id });
  });

  it("send-email with a subject and body; refuses bad input", async () => {
    const c = await newContact({ email: "bob@example.com", firstName: "Bob" });
    const ok = await server.request("/api/crm/send-email", {
      method: "POST",
      ...as(admin),
      json: { contactId: c.id, subject: "Visit on {{firstName}}'s\r\nday", body: "Hi {{firstName}},\n\nSee you soon." },
    });
    expect(ok.status).toBe(201);
    const [mail] = await server.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, "bob@example.com"));
    expect(mail!.subject).toBe("Visit on Bob's day");
    expect(mail!.text).toBe("Hi Bob,\n\nSee you soon.");

    const missingBody = await server.request("/api/crm/send-email", { method: "POST", ...as(admin), json: { contactId: c.id, subject: "x" } });
    expect(missingBody.status).toBe(400);
    expect(((await missingBody.json()) as { errors: Record<string, string> }).errors.body).toBeTruthy();
    const badId = await server.request("/api/crm/send-email", { method: "POST", ...as(admin), json: { contactId: "x", subject: "a", body: "b" } });
    expect(badId.status).toBe(400);
    const unknown = await server.request("/api/crm/send-email", { method: "POST", ...as(admin), json: { contactId: MISSING, subject: "a", body: "b" } });
    expect(unknown.status).toBe(404);
    const unknownTemplate = await server.request("/api/crm/send-email", { method: "POST", ...as(admin), json: { contactId: c.id, templateId: MISSING } });
    expect(unknownTemplate.status).toBe(404);
  });

  it("send-email refuses an inactive template with 400 and queues nothing", async () => {
    const c = await newContact({ firstName: "Ina", email: "ina@example.com" });
    const [template] = await server.ctx.db
      .insert(emailTemplates)
      .values({ name: "Retired template", subject: "Old offer", htmlContent: "<p>Old offer</p>", isActive: false })
      .returning();
    const before = await server.ctx.db.select({ n: count() }).from(communications).where(eq(communications.contactId, c.id));
    const res = await server.request("/api/crm/send-email", { method: "POST", ...as(admin), json: { contactId: c.id, templateId: template!.id } });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { message: string; errors: Record<string, string> };
    expect(body.message).toBe(staffMessages.dashboard.templateInactive);
    expect(body.errors.templateId).toBe(staffMessages.dashboard.templateInactive);
    expect(await server.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, "ina@example.com"))).toHaveLength(0);
    const after = await server.ctx.db.select({ n: count() }).from(communications).where(eq(communications.contactId, c.id));
    expect(after[0]!.n).toBe(before[0]!.n);

    // Switched back on, the same template sends.
    await server.ctx.db.update(emailTemplates).set({ isActive: true }).where(eq(emailTemplates.id, template!.id));
    const ok = await server.request("/api/crm/send-email", { method: "POST", ...as(admin), json: { contactId: c.id, templateId: template!.id } });
    expect(ok.status).toBe(201);
    // A template with only HTML gets its text part converted from it.
    const [mail] = await server.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, "ina@example.com"));
    expect(mail!.text).toBe("Old offer");
  });

  it("send-email gives an HTML-only template a readable text part", async () => {
    const c = await newContact({ firstName: "Tess", email: "tess@example.com" });
    const [template] = await server.ctx.db
      .insert(emailTemplates)
      .values({ name: "HTML only", subject: "Tune-up", htmlContent: '<h2>Spring tune-up</h2><p>Dear {{firstName}} &amp; family,<br>book <a href="https://example.com/book">here</a>.</p><ul><li>Boiler</li><li>Heat pump</li></ul>' })
      .returning();
    expect((await server.request("/api/crm/send-email", { method: "POST", ...as(admin), json: { contactId: c.id, templateId: template!.id } })).status).toBe(201);
    const [mail] = await server.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, "tess@example.com"));
    expect(mail!.text).toBe("Spring tune-up\n\nDear Tess & family,\nbook here https://example.com/book.\n\n * Boiler\n * Heat pump");
  });

  it("refuses a contact without an e-mail address", async () => {
    const lead = await insertLead();
    const contact = (await (await convert(lead.id, { email: "" })).json()) as { id: string; email: string | null };
    expect(contact.email).toBeNull();
    const res = await server.request("/api/crm/send-email", { method: "POST", ...as(admin), json: { contactId: contact.id, subject: "a", body: "b" } });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe("This contact has no e-mail address");
  });
});

describe("GET /api/crm/contacts/export.csv", () => {
  it("is a CSV attachment with neutralised formula cells", async () => {
    await newContact({ firstName: "@SUM(A1)", message: "-2+3" });
    const res = await server.request("/api/crm/contacts/export.csv", as(admin));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="contacts-2026-03-10\.csv"$/);
    const text = await res.text();
    expect(text.replace(/^\uFEFF/, "").split("\r\n")[0]).toBe(
      '"Created","First Name","Last Name","Email","Phone","Address","City","State","ZIP","Customer Type","Status","Source","Notes","Tags"',
    );
    expect(text).toContain(`"'@SUM(A1)"`);
    expect(text).toContain(`"'-2+3"`);
  });
});
