/**
 * Contacts from a CSV file: each row read through the admin's column mapping, judged (new, a match
 * for a contact by e-mail or phone, or invalid and why), then imported in one transaction as one
 * batch that can be undone for a day. A match is filled in only where the contact's field is
 * empty, unless the admin chose to overwrite; an empty cell never clears anything. A last service
 * date becomes a completed job on the contact's service history. Every contact created, job
 * created and field changed is recorded with its value before and as written, so undo removes what
 * the import created and puts back what it changed, leaving any field someone edited since.
 */
import { randomUUID } from "node:crypto";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Request } from "express";
import { dateToDay, dayToDate } from "@common/schemas/customer-services";
import { businessDay } from "../days";
import { normalisePhone, phoneKey } from "../phones";
import {
  guessMapping,
  IMPORT_UNDO_HOURS,
  importFieldLabels,
  importFields,
  importMappingSchema,
  importMessages as m,
  PREVIEW_ROWS,
  type ImportBatch,
  type ImportField,
  type ImportMapping,
  type ImportPreview,
  type ImportResult,
  type PreviewRow,
} from "@common/schemas/contact-import";
import { emailField } from "@common/schemas/leads";
import type { Db } from "../db/client";
import { contactImportChanges, contactImports, contacts, customerServices } from "../db/schema";
import { badRequest, conflict, notFound } from "../http/errors";
import { audit } from "../office/audit";
import { contactStateDefault } from "./contacts";
import type { CsvFile } from "./import-file";

/** The contact fields an import writes; all are text or a list of text. */
interface ContactValues {
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
  notes: string | null;
  tags: string[];
  customerType: string | null;
}
type ContactField = keyof ContactValues;
/** Every import field except the two that are no contact column: one name column and the last service date. */
const contactFields = importFields.filter((f): f is ContactField => f !== "name" && f !== "lastServiceDate");

interface ReadRow {
  values: Partial<Record<ImportField, string>>;
  contact: ContactValues;
  /** A calendar day, YYYY-MM-DD. */
  lastService: string | null;
  reasons: string[];
  notes: string[];
}

const formulaStart = /^[=+\-@]/;
const collapse = (v: string) => v.replace(/\s+/g, " ").trim();
const email = emailField();

/** 2025-10-14, 10/14/2025 or 10/14/25 (as US Excel writes dates) → 2025-10-14; null if none of those. */
function parseDay(value: string): string | null {
  let y: number, mo: number, d: number;
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value);
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/.exec(value);
  if (iso) [y, mo, d] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (us) [mo, d, y] = [Number(us[1]), Number(us[2]), Number(us[3].length === 2 ? `20${us[3]}` : us[3])];
  else return null;
  const day = `${y}-${String(mo).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
  const date = dayToDate(day);
  return !Number.isNaN(date.getTime()) && dateToDay(date) === day ? day : null;
}

const customerTypeWords: Record<string, string> = {
  residential: "residential",
  residence: "residential",
  home: "residential",
  homeowner: "residential",
  commercial: "commercial",
  business: "commercial",
  company: "commercial",
};

/** One row through the mapping: the values as the file has them, the contact they make, and what is wrong. */
function readRow(cells: readonly string[], mapping: ImportMapping, today: string): ReadRow {
  const values: Partial<Record<ImportField, string>> = {};
  const reasons: string[] = [];
  const notes: string[] = [];
  mapping.forEach((field, i) => {
    if (!field) return;
    let value = (cells[i] ?? "").trim();
    // Excel's way of keeping a number as text (="05465"): a literal, not a formula.
    const literal = /^="(.*)"$/s.exec(value);
    if (literal) value = literal[1]!.trim();
    values[field] = value;
  });
  const label = (field: ImportField) => importFieldLabels[field];
  /** A one-line text cell; a formula start refuses the row (such text is no name, town or address). */
  const text = (field: ImportField, max: number): string | null => {
    const value = collapse(values[field] ?? "");
    if (!value) return null;
    if (formulaStart.test(value)) {
      reasons.push(`${label(field)} starts with "${value[0]}", which a spreadsheet runs as a formula`);
      return null;
    }
    if (value.length > max) reasons.push(`${label(field)} is longer than ${max} characters`);
    return value;
  };

  let firstName = text("firstName", 100);
  let lastName = text("lastName", 100);
  const fullName = text("name", 201);
  if (fullName && !firstName && !lastName) {
    const [first, ...rest] = fullName.split(" ");
    firstName = first!;
    lastName = rest.join(" ");
  }
  if (!firstName && !lastName && !reasons.length) reasons.push("No name");

  let emailValue = text("email", 254);
  if (emailValue) {
    const checked = email.safeParse(emailValue);
    if (checked.success) emailValue = checked.data;
    else {
      reasons.push(`E-mail "${emailValue}": ${checked.error.issues[0]?.message ?? "not an address"}`);
      emailValue = null;
    }
  }

  // A phone may start with + (or a stray - or =): the number is written plainly, so nothing of it is a formula.
  let phone: string | null = null;
  const phoneCell = collapse(values.phone ?? "");
  if (phoneCell) {
    phone = normalisePhone(phoneCell.replace(/^[=@]+/, ""));
    if (!phone) reasons.push(`Phone "${phoneCell}" is not a phone number`);
  }
  if (!emailValue && !phone && !values.email && !phoneCell) reasons.push("No e-mail or phone");

  const address = text("address", 300);
  const city = text("city", 100);
  let state = text("state", 2);
  if (state) {
    state = state.toUpperCase();
    if (!/^[A-Z]{2}$/.test(state)) reasons.push(`State "${state}": use the 2-letter code, like VT`);
  }
  let zipCode = text("zipCode", 10);
  if (zipCode && /^\d{3,4}$/.test(zipCode)) {
    notes.push(`ZIP ${zipCode} read as ${zipCode.padStart(5, "0")} (spreadsheets drop the leading zero)`);
    zipCode = zipCode.padStart(5, "0");
  }
  if (zipCode && !/^\d{5}(-\d{4})?$/.test(zipCode)) reasons.push(`ZIP "${zipCode}" is not a ZIP code`);

  // Notes are free text a person reads: a leading = or - is kept as written. It is never run here,
  // and the CSV export puts an apostrophe before it so no spreadsheet runs it either.
  const notesValue = (values.notes ?? "").trim() || null;
  if (notesValue && formulaStart.test(notesValue)) notes.push(`Notes start with "${notesValue[0]}": kept as text`);
  if (notesValue && notesValue.length > 5000) reasons.push("Notes are longer than 5000 characters");

  const tags: string[] = [];
  for (const tag of (values.tags ?? "").split(/[,;|]/).map(collapse).filter(Boolean)) {
    if (formulaStart.test(tag)) reasons.push(`Tag "${tag}" starts with "${tag[0]}", which a spreadsheet runs as a formula`);
    else if (tag.length > 50) reasons.push(`Tag "${tag.slice(0, 20)}…" is longer than 50 characters`);
    else if (!tags.includes(tag)) tags.push(tag);
  }

  let customerType: string | null = null;
  const typeCell = (values.customerType ?? "").trim();
  if (typeCell) {
    customerType = customerTypeWords[typeCell.toLowerCase()] ?? null;
    if (!customerType) reasons.push(`Customer type "${typeCell}": use residential or commercial`);
  }

  let lastService: string | null = null;
  const dayCell = (values.lastServiceDate ?? "").trim();
  if (dayCell) {
    lastService = parseDay(dayCell);
    if (!lastService) reasons.push(`Last service date "${dayCell}": use a date like 2025-10-14 or 10/14/2025`);
    else if (lastService > today) reasons.push(`Last service date ${lastService} is in the future`);
  }

  return {
    values,
    contact: {
      firstName: firstName ?? "",
      lastName: lastName ?? "",
      email: emailValue,
      phone,
      address,
      city,
      state,
      zipCode,
      notes: notesValue,
      tags,
      customerType,
    },
    lastService,
    reasons,
    notes,
  };
}

interface Target {
  id: string;
  name: string;
  /** Set when an earlier row of this file made the contact. */
  row?: number;
}

/** Contacts by e-mail (any letter case) and by phone digits: the ones in the CRM, then those the file adds. */
class ContactIndex {
  private byEmail = new Map<string, Target>();
  private byPhone = new Map<string, Target>();

  static async load(db: Db): Promise<ContactIndex> {
    const index = new ContactIndex();
    const rows = await db
      .select({ id: contacts.id, firstName: contacts.firstName, lastName: contacts.lastName, email: contacts.email, phone: contacts.phone })
      .from(contacts)
      .orderBy(contacts.createdAt);
    for (const r of rows) index.add(r, { id: r.id, name: `${r.firstName} ${r.lastName}`.trim() });
    return index;
  }

  find(c: Pick<ContactValues, "email" | "phone">): { target: Target; by: "email" | "phone" } | undefined {
    const byEmail = c.email ? this.byEmail.get(c.email.toLowerCase()) : undefined;
    if (byEmail) return { target: byEmail, by: "email" };
    const byPhone = c.phone ? this.byPhone.get(phoneKey(c.phone)) : undefined;
    return byPhone ? { target: byPhone, by: "phone" } : undefined;
  }

  /** Another contact that has this e-mail address. */
  emailHolder(address: string, except: string): Target | undefined {
    const holder = this.byEmail.get(address.toLowerCase());
    return holder && holder.id !== except ? holder : undefined;
  }

  /** Points the contact's keys at the target, where no contact holds them yet. */
  add(c: Pick<ContactValues, "email" | "phone">, target: Target): void {
    if (c.email && !this.byEmail.has(c.email.toLowerCase())) this.byEmail.set(c.email.toLowerCase(), target);
    const key = c.phone ? phoneKey(c.phone) : "";
    if (key && !this.byPhone.has(key)) this.byPhone.set(key, target);
  }
}

const mappingProblems = (mapping: ImportMapping) => importMappingSchema.safeParse(mapping).error?.issues.map((i) => i.message) ?? [];

/** Checks a mapping sent for this file; none sent means the guess from the headers. */
function mappingFor(file: CsvFile, mapping: ImportMapping | undefined): ImportMapping {
  if (!mapping) return guessMapping(file.headers);
  if (mapping.length !== file.headers.length) throw badRequest(m.mappingInvalid, { mapping: m.mappingInvalid });
  return mapping;
}

/** Every row judged as the import would, reading the file once; the first rows returned in full. */
export async function previewImport(db: Db, file: CsvFile, sent: ImportMapping | undefined, now: Date): Promise<ImportPreview> {
  const mapping = mappingFor(file, sent);
  const index = await ContactIndex.load(db);
  const today = businessDay(now);
  const totals = { rows: 0, new: 0, match: 0, invalid: 0 };
  const rows: PreviewRow[] = [];
  for await (const { row, cells } of file.rows) {
    const read = readRow(cells, mapping, today);
    const found = read.reasons.length ? undefined : index.find(read.contact);
    const verdict = read.reasons.length ? "invalid" : found ? "match" : "new";
    totals.rows++;
    totals[verdict]++;
    const name = `${read.contact.firstName} ${read.contact.lastName}`.trim();
    if (verdict === "new") index.add(read.contact, { id: `row-${row}`, name, row });
    else if (found) index.add(read.contact, found.target);
    if (rows.length < PREVIEW_ROWS) {
      rows.push({
        row,
        verdict,
        match: found && { by: found.by, name: found.target.name, inFileRow: found.target.row },
        reasons: read.reasons,
        notes: read.notes,
        values: read.values,
      });
    }
  }
  if (!totals.rows) throw badRequest(m.empty, { file: m.empty });
  return { headers: file.headers, delimiter: file.delimiter, mapping, problems: mappingProblems(mapping), rows, totals };
}

const isEmpty = (v: unknown) => v === null || v === undefined || v === "" || (Array.isArray(v) && v.length === 0);
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
/** New contacts, jobs and change records are written this many at a time. */
const CHUNK = 500;

interface ImportOptions {
  filename: string;
  mapping: ImportMapping;
  overwrite: boolean;
}

/** Imports every valid row in one transaction: all of them, or (on any failure) none. */
export async function applyImport(db: Db, req: Pick<Request, "user">, file: CsvFile, options: ImportOptions, now: Date): Promise<ImportResult> {
  const mapping = mappingFor(file, options.mapping);
  const problems = mappingProblems(mapping);
  if (problems.length) throw badRequest(problems[0]!, { mapping: problems[0]! });
  const today = businessDay(now);

  return db.transaction(async (tx) => {
    // One import at a time: two files naming the same new customer would otherwise both add them.
    await tx.execute(sql`select pg_advisory_xact_lock(727102)`);
    const [batch] = await tx
      .insert(contactImports)
      .values({
        userId: req.user?.id ?? null,
        userEmail: req.user?.email ?? null,
        filename: options.filename || "contacts.csv",
        overwrite: options.overwrite,
        created: 0,
        updated: 0,
        skipped: 0,
        createdAt: now,
      })
      .returning();
    const importId = batch!.id;
    const index = await ContactIndex.load(tx);
    const stateDefault = await contactStateDefault(tx);
    const newContacts: (typeof contacts.$inferInsert)[] = [];
    const newServices: (typeof customerServices.$inferInsert)[] = [];
    const changes: (typeof contactImportChanges.$inferInsert)[] = [];
    const pendingIds = new Set<string>();
    /** Contacts that were in the CRM and that this import changed: their fields before and as written. */
    const touched = new Map<string, { previous: Record<string, unknown>; written: Record<string, unknown> }>();
    const result = { created: 0, matched: 0, servicesCreated: 0, skippedCount: 0, skipped: [] as ImportResult["skipped"] };

    const flush = async () => {
      if (newContacts.length) await tx.insert(contacts).values(newContacts.splice(0));
      if (newServices.length) await tx.insert(customerServices).values(newServices.splice(0));
      if (changes.length) await tx.insert(contactImportChanges).values(changes.splice(0));
      pendingIds.clear();
    };
    const addService = (contactId: string, day: string) => {
      const id = randomUUID();
      newServices.push({
        id,
        contactId,
        serviceType: "Service",
        serviceCategory: "maintenance",
        title: "Last service (imported)",
        description: `Last service date from the import of ${options.filename || "a CSV file"}`,
        status: "completed",
        completedDate: dayToDate(day),
        createdAt: now,
        updatedAt: now,
      });
      changes.push({ importId, kind: "service_created", targetId: id });
      result.servicesCreated++;
    };

    /** Fills (or overwrites) the matched contact's fields; records the first value of each for undo. */
    const update = async (target: Target, values: ContactValues) => {
      const [current] = await tx.select().from(contacts).where(eq(contacts.id, target.id)).for("update");
      if (!current) return;
      const set: Record<string, unknown> = {};
      for (const field of contactFields) {
        const value = values[field];
        if (isEmpty(value)) continue;
        if (options.overwrite ? !same(current[field], value) : isEmpty(current[field])) set[field] = value;
      }
      // An address another contact holds stays with that contact: one address names one customer.
      if (typeof set.email === "string" && index.emailHolder(set.email, target.id)) delete set.email;
      if (!Object.keys(set).length) return;
      await tx
        .update(contacts)
        .set({ ...set, updatedAt: now })
        .where(eq(contacts.id, target.id));
      if (target.row !== undefined) return; // made by this import: undo removes it whole
      const record = touched.get(target.id) ?? { previous: { updatedAt: current.updatedAt.toISOString() }, written: {} };
      for (const [field, value] of Object.entries(set)) {
        if (!(field in record.previous)) record.previous[field] = current[field as ContactField];
        record.written[field] = value;
      }
      touched.set(target.id, record);
    };

    for await (const { row, cells } of file.rows) {
      const read = readRow(cells, mapping, today);
      if (read.reasons.length) {
        result.skippedCount++;
        if (result.skipped.length < 100) result.skipped.push({ row, reasons: read.reasons });
        continue;
      }
      const c = read.contact;
      const found = index.find(c);
      if (!found) {
        const id = randomUUID();
        newContacts.push({
          id,
          ...c,
          state: c.state ?? stateDefault,
          customerType: c.customerType ?? "residential",
          source: "import",
          createdAt: now,
          updatedAt: now,
        });
        changes.push({ importId, kind: "contact_created", targetId: id });
        pendingIds.add(id);
        index.add(c, { id, name: `${c.firstName} ${c.lastName}`.trim(), row });
        result.created++;
        if (read.lastService) addService(id, read.lastService);
        if (newContacts.length >= CHUNK) await flush();
        continue;
      }
      result.matched++;
      if (pendingIds.has(found.target.id)) await flush();
      await update(found.target, c);
      index.add(c, found.target);
      if (read.lastService) {
        // A job's date is kept unless the contact has none done (or, overwriting, none done that day).
        const [done] = await tx
          .select({ id: customerServices.id })
          .from(customerServices)
          .where(
            and(
              eq(customerServices.contactId, found.target.id),
              eq(customerServices.status, "completed"),
              options.overwrite ? eq(customerServices.completedDate, dayToDate(read.lastService)) : undefined,
            ),
          )
          .limit(1);
        if (!done) addService(found.target.id, read.lastService);
      }
      if (newServices.length >= CHUNK || changes.length >= CHUNK) await flush();
    }
    if (!result.created && !result.matched && !result.skippedCount) throw badRequest(m.empty, { file: m.empty });
    for (const [targetId, record] of touched) {
      changes.push({ importId, kind: "contact_updated", targetId, ...record });
      if (changes.length >= CHUNK) await flush();
    }
    await flush();

    const counts = { created: result.created, updated: touched.size, skipped: result.skippedCount };
    await tx.update(contactImports).set(counts).where(eq(contactImports.id, importId));
    await audit(
      tx,
      req,
      {
        action: "contacts.import",
        targetType: "contact_import",
        targetId: importId,
        details: { filename: batch!.filename, overwrite: options.overwrite, ...counts, matched: result.matched, servicesCreated: result.servicesCreated },
      },
      now,
    );
    return { id: importId, ...result, updated: touched.size, undoUntil: undoUntil(now).toISOString() };
  });
}

const undoUntil = (createdAt: Date) => new Date(createdAt.getTime() + IMPORT_UNDO_HOURS * 3_600_000);

/** Removes what the import created and puts back each field it changed that nobody has edited since. */
export async function undoImport(db: Db, req: Pick<Request, "user">, id: string, now: Date) {
  return db.transaction(async (tx) => {
    const [batch] = await tx.select().from(contactImports).where(eq(contactImports.id, id)).for("update");
    if (!batch) throw notFound(m.importNotFound);
    if (batch.undoneAt) throw conflict(m.undoneAlready);
    if (now.getTime() > undoUntil(batch.createdAt).getTime()) throw conflict(m.undoExpired);
    const created = (kind: string) =>
      tx
        .select({ id: contactImportChanges.targetId })
        .from(contactImportChanges)
        .where(and(eq(contactImportChanges.importId, id), eq(contactImportChanges.kind, kind)));
    const services = await tx
      .delete(customerServices)
      .where(inArray(customerServices.id, created("service_created")))
      .returning({ id: customerServices.id });
    // A contact the import made goes with what was added to it since (its jobs, its messages).
    const removed = await tx.delete(contacts).where(inArray(contacts.id, created("contact_created"))).returning({ id: contacts.id });
    const updates = await tx
      .select()
      .from(contactImportChanges)
      .where(and(eq(contactImportChanges.importId, id), eq(contactImportChanges.kind, "contact_updated")));
    let restored = 0;
    let keptLaterEdits = 0;
    for (const change of updates) {
      const [current] = await tx.select().from(contacts).where(eq(contacts.id, change.targetId)).for("update");
      if (!current) continue;
      const previous = change.previous ?? {};
      const set: Record<string, unknown> = {};
      let untouchedSince = true;
      for (const [field, written] of Object.entries(change.written ?? {})) {
        if (same(current[field as ContactField], written)) set[field] = previous[field];
        else {
          untouchedSince = false;
          keptLaterEdits++;
        }
      }
      if (!Object.keys(set).length) continue;
      set.updatedAt = untouchedSince ? new Date(String(previous.updatedAt)) : now;
      await tx.update(contacts).set(set).where(eq(contacts.id, change.targetId));
      restored++;
    }
    await tx.update(contactImports).set({ undoneAt: now }).where(eq(contactImports.id, id));
    const summary = { removed: removed.length, restored, keptLaterEdits, servicesRemoved: services.length };
    await audit(tx, req, { action: "contacts.import_undo", targetType: "contact_import", targetId: id, details: summary }, now);
    return summary;
  });
}
export type UndoSummary = Awaited<ReturnType<typeof undoImport>>;

/** The latest imports, newest first, with whether each can still be undone. */
export async function listImports(db: Db, now: Date): Promise<ImportBatch[]> {
  const rows = await db.select().from(contactImports).orderBy(desc(contactImports.createdAt)).limit(10);
  return rows.map((r) => ({
    id: r.id,
    filename: r.filename,
    userEmail: r.userEmail,
    overwrite: r.overwrite,
    created: r.created,
    updated: r.updated,
    skipped: r.skipped,
    createdAt: r.createdAt.toISOString(),
    undoUntil: undoUntil(r.createdAt).toISOString(),
    undoneAt: r.undoneAt?.toISOString() ?? null,
    undoable: !r.undoneAt && now.getTime() <= undoUntil(r.createdAt).getTime(),
  }));
}
