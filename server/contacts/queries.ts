/** CRM reads and writes: contacts, communications, follow-ups, templates, counters. */
import { and, asc, count, desc, eq, ilike, isNotNull, lte, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { communications, contacts, customerServices, emailTemplates } from "../db/schema";

export type ContactRow = typeof contacts.$inferSelect;
export type CommunicationRow = typeof communications.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toContactJson(c: ContactRow) {
  return {
    id: c.id,
    firstName: c.firstName,
    lastName: c.lastName,
    email: c.email,
    phone: c.phone,
    secondaryPhone: c.secondaryPhone,
    address: c.address,
    city: c.city,
    state: c.state,
    zipCode: c.zipCode,
    customerType: c.customerType,
    status: c.status,
    source: c.source,
    /** The dashboard reads the stored source under this name. */
    leadSource: c.source,
    notes: c.notes,
    tags: c.tags,
    preferredContactMethod: c.preferredContactMethod,
    preferredContactTime: c.preferredContactTime,
    emergencyContact: c.emergencyContact,
    propertyDetails: c.propertyDetails,
    leadId: c.leadId,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  };
}
export type ContactJson = ReturnType<typeof toContactJson>;

export function toCommunicationJson(c: CommunicationRow) {
  return {
    id: c.id,
    contactId: c.contactId,
    leadId: c.leadId,
    type: c.type,
    direction: c.direction,
    subject: c.subject,
    content: c.content,
    status: c.status,
    scheduledAt: iso(c.scheduledAt),
    completedAt: iso(c.completedAt),
    userId: c.userId,
    metadata: c.metadata,
    attachments: c.attachments,
    followUpRequired: c.followUpRequired,
    followUpDate: iso(c.followUpDate),
    priority: c.priority,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  };
}
export type CommunicationJson = ReturnType<typeof toCommunicationJson>;

/** `%` and `_` typed by the user are literal characters, not wildcards. */
export const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Newest first; `search` matches name, e-mail, phone, address, city and notes. */
export async function listContacts(db: Db, search?: string): Promise<ContactJson[]> {
  const term = search?.trim();
  let where: SQL | undefined;
  if (term) {
    const p = likePattern(term);
    where = or(
      ilike(contacts.firstName, p),
      ilike(contacts.lastName, p),
      ilike(sql`${contacts.firstName} || ' ' || ${contacts.lastName}`, p),
      ilike(contacts.email, p),
      ilike(contacts.phone, p),
      ilike(contacts.address, p),
      ilike(contacts.city, p),
      ilike(contacts.notes, p),
    );
  }
  const rows = await db.select().from(contacts).where(where).orderBy(desc(contacts.createdAt), desc(contacts.id));
  return rows.map(toContactJson);
}

export async function getContact(db: Db, id: string): Promise<ContactRow | undefined> {
  const [row] = await db.select().from(contacts).where(eq(contacts.id, id));
  return row;
}

/** Deletes the contact; its communications and service records go with it (FK cascade). */
export async function deleteContact(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(contacts).where(eq(contacts.id, id)).returning({ id: contacts.id });
  return rows.length > 0;
}

/** Newest first; every communication when no contact is given. */
export async function listCommunications(db: Db, contactId?: string): Promise<CommunicationJson[]> {
  const rows = await db
    .select()
    .from(communications)
    .where(contactId ? eq(communications.contactId, contactId) : undefined)
    .orderBy(desc(communications.createdAt), desc(communications.id));
  return rows.map(toCommunicationJson);
}

/** Communications waiting for a follow-up, the earliest (most overdue) first. */
export async function listFollowUps(db: Db, now: Date, contactId?: string) {
  const rows = await db
    .select({ c: communications, firstName: contacts.firstName, lastName: contacts.lastName })
    .from(communications)
    .leftJoin(contacts, eq(contacts.id, communications.contactId))
    .where(
      and(
        eq(communications.followUpRequired, true),
        isNotNull(communications.followUpDate),
        contactId ? eq(communications.contactId, contactId) : undefined,
      ),
    )
    .orderBy(asc(communications.followUpDate), asc(communications.id));
  return rows.map((r) => ({
    ...toCommunicationJson(r.c),
    contactName: r.firstName ? `${r.firstName} ${r.lastName}` : null,
    isDue: r.c.followUpDate!.getTime() <= now.getTime(),
  }));
}
export type FollowUpJson = Awaited<ReturnType<typeof listFollowUps>>[number];

/** The three CRM counters: contacts, follow-ups due now, communications. */
export async function crmStats(db: Db, now: Date) {
  const [[c], [f], [m]] = await Promise.all([
    db.select({ n: count() }).from(contacts),
    db
      .select({ n: count() })
      .from(communications)
      .where(and(eq(communications.followUpRequired, true), lte(communications.followUpDate, now))),
    db.select({ n: count() }).from(communications),
  ]);
  return { totalContacts: c?.n ?? 0, followUpsDue: f?.n ?? 0, communications: m?.n ?? 0 };
}

export async function listEmailTemplates(db: Db) {
  const rows = await db.select().from(emailTemplates).orderBy(asc(emailTemplates.name));
  return rows.map((t) => ({
    id: t.id,
    name: t.name,
    category: t.category,
    subject: t.subject,
    htmlContent: t.htmlContent,
    textContent: t.textContent,
    variables: t.variables,
    isActive: t.isActive,
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
  }));
}

/** Every job on every contact's service history (done, booked or cancelled), with whose it is: for the export. */
export async function listServicesForExport(db: Db) {
  return db
    .select({
      job: customerServices,
      firstName: contacts.firstName,
      lastName: contacts.lastName,
      email: contacts.email,
      phone: contacts.phone,
      address: contacts.address,
      city: contacts.city,
    })
    .from(customerServices)
    .innerJoin(contacts, eq(contacts.id, customerServices.contactId))
    .orderBy(asc(contacts.lastName), asc(contacts.firstName), desc(customerServices.createdAt), asc(customerServices.id));
}
export type ServiceExportRow = Awaited<ReturnType<typeof listServicesForExport>>[number];
