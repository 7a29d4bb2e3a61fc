/**
 * Importing contacts from CSV: a 10,000-row file (BOM, semicolons, Excel's quoting, duplicates,
 * bad rows) previewed and imported, undo back to the exact prior rows, refused files that store
 * nothing, admins only; and the service history export.
 */
import { asc, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importMessages, type ImportPreview, type ImportResult } from "@common/schemas/contact-import";
import { auditLog, contactImports, contacts, customerServices } from "../../server/db/schema";
import { driver, startTestServer, testClock, type TestServer } from "../helpers/server";
import { createStaff, signInAsAdmin, type Session } from "../helpers/session";

let server: TestServer & { cleanup(): Promise<void> };
let admin: Session;
let editor: Session;
const clock = testClock(new Date("2026-03-10T12:00:00Z"));
const pad = (i: number) => String(i).padStart(4, "0");

const EXISTING = 200;
const ROWS = 10_000;
const HEADER = ["Full Name", "E-mail", "Phone", "Street", "Town", "Notes", "Tags", "Type", "Last service"];

/**
 * Rows i = 0..9999: i % 500 in 1..4 is bad (e-mail, formula name, no way to reach, date); i < 200
 * matches seeded contact i (even by e-mail in capitals, odd by phone written otherwise); i % 100 = 50
 * repeats row i - 1's e-mail; the rest are new.
 */
function row(i: number): string[] {
  const bad = i % 500;
  const notes = i % 3 === 0 ? `Boiler; "Weil-McLain" said "call after 5"\nsecond line` : i % 3 === 1 ? "- prefers mornings" : "";
  const date = i % 10 === 0 ? "10/14/2025" : "";
  if (bad === 1) return [`Bad Email${i}`, "not-an-email", "", "", "", "", "", "", ""];
  if (bad === 2) return [`=HYPERLINK("http://x.example")`, `f${i}@example.com`, "", "", "", "", "", "", ""];
  if (bad === 3) return [`No Reach${i}`, "", "", "", "", "", "", "", ""];
  if (bad === 4) return [`Bad Date${i}`, `d${i}@example.com`, "", "", "", "", "", "", "31/31/2025"];
  if (i < EXISTING) {
    return i % 2 === 0
      ? [`Old Person${i}`, `OLD${i}@EXAMPLE.COM`, "", `${i} Maple St`, "Essex", notes, "boiler, annual", "residential", date]
      : [`Old Person${i}`, `other${i}@example.com`, `+1 802.600.${pad(i)}`, `${i} Maple St`, "Essex", notes, "", "", date];
  }
  const email = i % 100 === 50 ? `new${i - 1}@example.com` : `new${i}@example.com`;
  return [`Jane Q${i} Public`, email, `802-555-${pad(i % 10_000)}`, `${i} Main St`, "Burlington", notes, "imported", i % 7 === 0 ? "Business" : "", date];
}

const quote = (cell: string) => `"${cell.replace(/"/g, '""')}"`;
function csv(rows: string[][], sep = ";"): Buffer {
  return Buffer.from("\uFEFF" + rows.map((r) => r.map(quote).join(sep)).join("\r\n") + "\r\n", "utf8");
}

function form(file: Buffer, fields: Record<string, string> = {}, name = "customers.csv"): FormData {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.set(k, v);
  body.set("file", new Blob([new Uint8Array(file)], { type: "text/csv" }), name);
  return body;
}
const post = (path: string, body: FormData | undefined, session: Session = admin) =>
  server.request(path, { method: "POST", body, headers: session.headers });

const allContacts = () => server.ctx.db.select().from(contacts).orderBy(asc(contacts.id));
const allServices = () => server.ctx.db.select().from(customerServices).orderBy(asc(customerServices.id));
const importCount = async () => (await server.ctx.db.select({ n: count() }).from(contactImports))[0]!.n;

beforeAll(async () => {
  server = await startTestServer({ clock });
  admin = await signInAsAdmin(server);
  editor = await createStaff(server, "editor");
  await server.ctx.db.insert(contacts).values(
    Array.from({ length: EXISTING }, (_, i) => ({
      firstName: "Old",
      lastName: `Person${i}`,
      email: `old${i}@example.com`,
      phone: `(802) 600-${pad(i)}`,
      address: i % 2 === 0 ? null : "1 Old Rd",
      city: "Winooski",
      source: "manual",
      createdAt: new Date(Date.UTC(2025, 0, 1, 0, 0, i)),
      updatedAt: new Date(Date.UTC(2025, 0, 2, 0, 0, i)),
    })),
  );
  const [first] = await server.ctx.db.select().from(contacts).where(eq(contacts.email, "old0@example.com"));
  await server.ctx.db.insert(customerServices).values({
    contactId: first!.id,
    serviceType: "Boiler",
    serviceCategory: "maintenance",
    title: "Annual cleaning",
    description: "Done",
    status: "completed",
    completedDate: new Date("2025-09-01T12:00:00Z"),
  });
});
afterAll(async () => server?.cleanup());

describe(`contact import (${driver})`, () => {
  it("previews, imports and undoes a 10,000-row file exactly", async () => {
    const file = csv([HEADER, ...Array.from({ length: ROWS }, (_, i) => row(i))]);
    const beforeContacts = await allContacts();
    const beforeServices = await allServices();

    const previewStarted = performance.now();
    const previewRes = await post("/api/crm/imports/preview", form(file));
    console.log(`contact import preview (${driver}): ${ROWS} rows in ${Math.round(performance.now() - previewStarted)} ms`);
    expect(previewRes.status).toBe(200);
    const preview = (await previewRes.json()) as ImportPreview;
    expect(preview.delimiter).toBe(";");
    expect(preview.headers).toEqual(HEADER);
    expect(preview.mapping).toEqual(["name", "email", "phone", "address", "city", "notes", "tags", "customerType", "lastServiceDate"]);
    expect(preview.problems).toEqual([]);
    expect(preview.totals).toEqual({ rows: ROWS, new: 9626, match: 294, invalid: 80 });
    const [r0, r1, r2, r3, r4, r5, , r7] = preview.rows;
    expect(r0).toMatchObject({ row: 2, verdict: "match", match: { by: "email", name: "Old Person0" } });
    expect(r1).toMatchObject({ row: 3, verdict: "invalid" });
    expect(r1!.reasons[0]).toMatch(/^E-mail "not-an-email"/);
    expect(r2!.reasons).toEqual(['Full name starts with "=", which a spreadsheet runs as a formula']);
    expect(r3!.reasons).toEqual(["No e-mail or phone"]);
    expect(r4!.reasons).toEqual(['Last service date "31/31/2025": use a date like 2025-10-14 or 10/14/2025']);
    expect(r5).toMatchObject({ verdict: "match", match: { by: "phone", name: "Old Person5" } });
    expect(r7!.notes).toEqual(['Notes start with "-": kept as text']);
    expect(r0!.values.notes).toBe('Boiler; "Weil-McLain" said "call after 5"\nsecond line');
    // The preview changed nothing.
    expect(await allContacts()).toEqual(beforeContacts);
    expect(await importCount()).toBe(0);

    const started = performance.now();
    const res = await post("/api/crm/imports", form(file, { mapping: JSON.stringify(preview.mapping) }));
    const ms = Math.round(performance.now() - started);
    console.log(`contact import (${driver}): ${ROWS} rows in ${ms} ms`);
    expect(res.status).toBe(201);
    const result = (await res.json()) as ImportResult;
    expect(result).toMatchObject({ created: 9626, matched: 294, skippedCount: 80 });
    // Fill-in only: the 98 even rows fill an empty address; of the 98 odd rows, those with notes fill the notes.
    expect(result.updated).toBe(163);
    expect(result.skipped[0]).toEqual({ row: 3, reasons: [expect.stringMatching(/^E-mail/)] });
    expect(await server.ctx.db.$count(contacts)).toBe(EXISTING + 9626);

    const [old0] = await server.ctx.db.select().from(contacts).where(eq(contacts.email, "old0@example.com"));
    expect(old0).toMatchObject({ firstName: "Old", address: "0 Maple St", city: "Winooski", tags: ["boiler", "annual"] });
    const [old5] = await server.ctx.db.select().from(contacts).where(eq(contacts.phone, "(802) 600-0005"));
    expect(old5).toMatchObject({ email: "old5@example.com", address: "1 Old Rd" });
    const [jane] = await server.ctx.db.select().from(contacts).where(eq(contacts.email, "new249@example.com"));
    expect(jane).toMatchObject({ firstName: "Jane", lastName: "Q249 Public", phone: "(802) 555-0249", source: "import", state: "VT" });
    // A seeded contact with a completed job keeps its one job; a new contact's last service became one.
    expect(await server.ctx.db.$count(customerServices, eq(customerServices.contactId, old0!.id))).toBe(1);
    const [newWithDate] = await server.ctx.db.select().from(contacts).where(eq(contacts.email, "new300@example.com"));
    const [job] = await server.ctx.db.select().from(customerServices).where(eq(customerServices.contactId, newWithDate!.id));
    expect(job).toMatchObject({ status: "completed", completedDate: new Date("2025-10-14T12:00:00Z") });

    const [entry] = await server.ctx.db.select().from(auditLog).where(eq(auditLog.action, "contacts.import"));
    expect(entry).toMatchObject({ targetId: result.id, details: expect.objectContaining({ filename: "customers.csv", created: 9626 }) });

    const list = (await (await server.request("/api/crm/imports", { headers: admin.headers })).json()) as { id: string; undoneAt: null }[];
    expect(list[0]).toMatchObject({ id: result.id, undoneAt: null, undoable: true });

    const undo = await post(`/api/crm/imports/${result.id}/undo`, undefined);
    expect(undo.status).toBe(200);
    expect(await undo.json()).toEqual({ removed: 9626, restored: 163, keptLaterEdits: 0, servicesRemoved: result.servicesCreated });
    expect(await allContacts()).toEqual(beforeContacts);
    expect(await allServices()).toEqual(beforeServices);
    expect((await post(`/api/crm/imports/${result.id}/undo`, undefined)).status).toBe(409);
  }, 240_000);

  it("overwrites when asked and keeps a later edit on undo", async () => {
    const before = await allContacts();
    const file = csv([["First", "Last", "Email", "City"], ["Oldy", "Person2", "old2@example.com", "Stowe"], ["Oldy", "Person4", "old6@example.com", "Stowe"]], ",");
    const mapping = JSON.stringify(["firstName", "lastName", "email", "city"]);
    const res = await post("/api/crm/imports", form(file, { mapping, overwrite: "true" }));
    expect(res.status).toBe(201);
    const result = (await res.json()) as ImportResult;
    expect(result).toMatchObject({ created: 0, updated: 2 });
    const [six] = await server.ctx.db.select().from(contacts).where(eq(contacts.email, "old6@example.com"));
    expect(six).toMatchObject({ firstName: "Oldy", lastName: "Person4", city: "Stowe" });
    // Someone edits the town afterwards: undo leaves that edit and restores the rest.
    const patch = await server.request(`/api/crm/contacts/${six!.id}`, { method: "PATCH", json: { city: "Stowe Hollow" }, headers: admin.headers });
    expect(patch.status).toBe(200);
    const undo = await post(`/api/crm/imports/${result.id}/undo`, undefined);
    expect(await undo.json()).toMatchObject({ restored: 2, keptLaterEdits: 1 });
    const after = await allContacts();
    const sixAfter = after.find((c) => c.id === six!.id)!;
    expect(sixAfter).toMatchObject({ firstName: "Old", lastName: "Person6", city: "Stowe Hollow" });
    expect(after.filter((c) => c.id !== six!.id)).toEqual(before.filter((c) => c.id !== six!.id));
  });

  it("refuses a file that is not CSV, too large or with a NUL byte, storing nothing", async () => {
    const contactsBefore = await server.ctx.db.$count(contacts);
    const importsBefore = await importCount();
    const mapping = JSON.stringify(["name", "email"]);
    const cases: [Buffer, number, string][] = [
      [Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]), 400, importMessages.nulByte(3)],
      [Buffer.from("Name,Email\r\nCaf\xe9 Owner,cafe@example.com\r\n", "latin1"), 400, importMessages.notUtf8],
      [Buffer.from('Name,Email\r\n"Ann,ann@example.com\r\n'), 400, ""],
      [Buffer.from("Name,Email\r\nAnn Lee,ann@example.com\r\nBo\0b Lee,bob@example.com\r\n"), 400, importMessages.nulByte(3)],
      [Buffer.concat([Buffer.from("Name,Email\r\n"), Buffer.alloc(10 * 1024 * 1024, "Ann Lee,ann@example.com\r\n")]), 413, importMessages.fileTooLarge],
      // A header of commas just under the size limit: refused at once, not turned into a huge preview.
      [Buffer.concat([Buffer.from("Name,Email"), Buffer.alloc(10 * 1024 * 1024 - 100, ","), Buffer.from("\r\nAnn,ann@example.com\r\n")]), 400, importMessages.rowTooLong(1)],
      [Buffer.from(`${Array.from({ length: 101 }, (_, i) => `Column ${i}`).join(",")}\r\nAnn,ann@example.com\r\n`), 400, importMessages.tooManyColumns],
    ];
    for (const [file, status, message] of cases) {
      const res = await post("/api/crm/imports", form(file, { mapping }));
      expect(res.status).toBe(status);
      const body = (await res.json()) as { message: string };
      if (message) expect(body.message).toBe(message);
      else expect(body.message).toMatch(/^The file is not a readable CSV: /);
    }
    expect((await post("/api/crm/imports/preview", form(Buffer.from("Name,Email\r\n")))).status).toBe(400);
    const commas = await post("/api/crm/imports/preview", form(Buffer.concat([Buffer.from("Name"), Buffer.alloc(10 * 1024 * 1024 - 100, ",")])));
    expect(commas.status).toBe(400);
    expect(((await commas.json()) as { message: string }).message).toBe(importMessages.rowTooLong(1));
    const json = await server.request("/api/crm/imports", { method: "POST", json: { mapping: ["name"] }, headers: admin.headers });
    expect(await json.json()).toEqual({ message: importMessages.fileRequired, errors: { file: importMessages.fileRequired } });
    expect(await server.ctx.db.$count(contacts)).toBe(contactsBefore);
    expect(await importCount()).toBe(importsBefore);
  });

  it("is for admins only", async () => {
    const file = csv([["Name", "Email"], ["Ann Lee", "ann@example.com"]]);
    const calls: [string, string][] = [
      ["POST", "/api/crm/imports/preview"],
      ["POST", "/api/crm/imports"],
      ["GET", "/api/crm/imports"],
      ["POST", "/api/crm/imports/00000000-0000-4000-8000-000000000000/undo"],
      ["GET", "/api/crm/services/export.csv"],
    ];
    for (const [method, path] of calls) {
      const upload = method === "POST" && !path.endsWith("/undo");
      const body = upload ? form(file, { mapping: JSON.stringify(["name", "email"]) }) : undefined;
      expect((await server.request(path, { method, body })).status).toBe(401);
      const again = upload ? form(file, { mapping: JSON.stringify(["name", "email"]) }) : undefined;
      expect((await server.request(path, { method, body: again, headers: editor.headers })).status).toBe(403);
    }
    expect(await server.ctx.db.$count(contacts, eq(contacts.email, "ann@example.com"))).toBe(0);
  });

  it("exports the service history and jobs with their contacts", async () => {
    const res = await server.request("/api/crm/services/export.csv", { headers: admin.headers });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="service-history-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = (await res.text()).replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0]).toMatch(/^"First Name","Last Name","Email","Phone","Address","City","Service","Category","Title"/);
    expect(lines[1]).toContain('"Old","Person0","old0@example.com"');
    expect(lines[1]).toContain('"Annual cleaning","Done","completed","","2025-09-01"');
  });

  it("can no longer be undone after 24 hours", async () => {
    const file = csv([["Name", "Email"], ["Late Comer", "late@example.com"]], ",");
    const done = (await (await post("/api/crm/imports", form(file, { mapping: JSON.stringify(["name", "email"]) }, "late.csv"))).json()) as ImportResult;
    expect(done).toMatchObject({ created: 1 });
    clock.advance(24 * 3_600_000 + 1000);
    admin = await signInAsAdmin(server);
    const late = await post(`/api/crm/imports/${done.id}/undo`, undefined);
    expect(late.status).toBe(409);
    expect(await late.json()).toMatchObject({ message: importMessages.undoExpired });
  });
});
