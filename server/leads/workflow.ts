/**
 * The lead workflow around the dashboard's list: filters, assignment, notes, the timeline, spam
 * review and deletion. Assignment and notes live in their own tables (lead_assignments,
 * lead_notes); status changes and other staff actions come from the audit log.
 */
import { and, asc, desc, eq, gte, ilike, inArray, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { auditLog, communications, contacts, leadAssignments, leadNotes, leads, mailOutbox, users } from "../db/schema";
import { toAdminLead, type AdminLead } from "./queries";
import { likePattern } from "../contacts/queries";
import { stateOf, stateWords } from "../mail/outbox";
import { withStaffNames } from "../team/queries";

export interface LeadFilters {
  spam?: boolean;
  status?: string;
  service?: string;
  /** A user id, or "none" for unassigned. */
  assignee?: string;
  from?: Date;
  /** Exclusive. */
  to?: Date;
  search?: string;
}

export interface StaffLead extends AdminLead {
  assignee: { id: string; name: string; email: string } | null;
}

export async function listStaffLeads(db: Db, f: LeadFilters = {}): Promise<StaffLead[]> {
  const where: SQL[] = [eq(leads.isSpam, f.spam ?? false)];
  if (f.status) where.push(eq(leads.status, f.status));
  if (f.service) where.push(eq(leads.serviceType, f.service));
  if (f.assignee === "none") where.push(isNull(leadAssignments.userId));
  else if (f.assignee) where.push(eq(leadAssignments.userId, f.assignee));
  if (f.from) where.push(gte(leads.createdAt, f.from));
  if (f.to) where.push(lt(leads.createdAt, f.to));
  if (f.search) {
    const p = likePattern(f.search);
    where.push(or(ilike(leads.firstName, p), ilike(leads.lastName, p), ilike(leads.email, p), ilike(leads.phone, p), ilike(leads.message, p))!);
  }
  const rows = await staffLeadRows(db).where(and(...where)).orderBy(desc(leads.createdAt), desc(leads.id));
  return rows.map(toStaffLead);
}

/** One lead as the back office shows it (spam-held ones too), or undefined. */
export async function getStaffLead(db: Db, id: string): Promise<StaffLead | undefined> {
  const [row] = await staffLeadRows(db).where(eq(leads.id, id));
  return row && toStaffLead(row);
}

const staffLeadRows = (db: Db) =>
  db
    .select({ lead: leads, contactId: contacts.id, assigneeId: users.id, assigneeEmail: users.email, assigneeName: users.name })
    .from(leads)
    .leftJoin(contacts, eq(contacts.leadId, leads.id))
    .leftJoin(leadAssignments, eq(leadAssignments.leadId, leads.id))
    .leftJoin(users, eq(users.id, leadAssignments.userId))
    .$dynamic();

type StaffLeadRow = {
  lead: typeof leads.$inferSelect;
  contactId: string | null;
  assigneeId: string | null;
  assigneeEmail: string | null;
  assigneeName: string | null;
};

function toStaffLead({ lead, contactId, assigneeId, assigneeEmail, assigneeName }: StaffLeadRow): StaffLead {
  return {
    ...toAdminLead(lead, contactId),
    assignee: assigneeId && assigneeEmail ? { id: assigneeId, name: assigneeName ?? assigneeEmail, email: assigneeEmail } : null,
  };
}

/** Assigns (or, with null, unassigns) a lead; returns false when the lead does not exist. */
export async function assignLead(db: Db, leadId: string, userId: string | null, by: string | null, now: Date): Promise<boolean> {
  const [lead] = await db.select({ id: leads.id }).from(leads).where(eq(leads.id, leadId));
  if (!lead) return false;
  if (!userId) {
    await db.delete(leadAssignments).where(eq(leadAssignments.leadId, leadId));
    return true;
  }
  await db
    .insert(leadAssignments)
    .values({ leadId, userId, assignedBy: by, assignedAt: now })
    .onConflictDoUpdate({ target: leadAssignments.leadId, set: { userId, assignedBy: by, assignedAt: now } });
  return true;
}

export async function addLeadNote(db: Db, leadId: string, content: string, author: { id: string; email: string } | undefined, now: Date) {
  const [row] = await db
    .insert(leadNotes)
    .values({ leadId, content, userId: author?.id ?? null, authorEmail: author?.email ?? null, createdAt: now })
    .returning();
  return { ...row!, createdAt: row!.createdAt.toISOString() };
}

export async function setLeadSpam(db: Db, id: string, isSpam: boolean, now: Date): Promise<boolean> {
  const rows = await db.update(leads).set({ isSpam, updatedAt: now }).where(eq(leads.id, id)).returning({ id: leads.id });
  return rows.length > 0;
}

export async function deleteLead(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(leads).where(eq(leads.id, id)).returning({ id: leads.id });
  return rows.length > 0;
}

export interface TimelineEvent {
  at: string;
  kind: "arrived" | "note" | "communication" | "converted" | "action" | "created" | "job" | "mail" | "review";
  text: string;
  /** The staff member who did it (their name; the e-mail once the account is gone), or null for the customer or the system. */
  by: string | null;
}

type LeadRow = typeof leads.$inferSelect;

/** Oldest first; events at the same instant keep the order they were listed in. */
export const oldestFirst = (events: TimelineEvent[]) => events.map((e, i) => [e, i] as const).sort(([a, i], [b, j]) => a.at.localeCompare(b.at) || i - j).map(([e]) => e);

/** What happened to the lead itself: its arrival, staff notes on it and staff actions on it. */
export async function leadOwnEvents(db: Db, lead: LeadRow): Promise<TimelineEvent[]> {
  const [notes, actions] = await Promise.all([
    db.select().from(leadNotes).where(eq(leadNotes.leadId, lead.id)).orderBy(asc(leadNotes.createdAt)),
    db.select().from(auditLog).where(and(eq(auditLog.targetType, "lead"), eq(auditLog.targetId, lead.id))).orderBy(asc(auditLog.createdAt)),
  ]);
  return [
    { at: lead.createdAt.toISOString(), kind: "arrived", text: `Arrived from ${lead.pagePath ?? lead.source}${lead.serviceType ? `: ${lead.serviceType}` : ""}`, by: null },
    ...notes.map((n) => ({ at: n.createdAt.toISOString(), kind: "note" as const, text: n.content, by: n.authorEmail })),
    ...actions.map((a) => ({ at: a.createdAt.toISOString(), kind: "action" as const, text: describeAction(a.action, a.details), by: a.userEmail })),
  ];
}

/**
 * Calls, notes, meetings and e-mails logged against `where` (a contact, a lead), with who logged
 * them; an e-mail says whether the outbox delivered it. The web form a request came in on is left
 * out: the lead's arrival already tells it.
 */
export async function communicationEvents(db: Db, where: SQL): Promise<TimelineEvent[]> {
  const rows = await db
    .select({ c: communications, by: users.email, mailStatus: mailOutbox.status, mailAttempts: mailOutbox.attempts })
    .from(communications)
    .leftJoin(users, eq(users.id, communications.userId))
    .leftJoin(mailOutbox, sql`${mailOutbox.id}::text = ${communications.metadata}->>'outboxId'`)
    .where(and(where, sql`${communications.type} <> 'web_form'`))
    .orderBy(asc(communications.createdAt));
  return rows.map(({ c, by, mailStatus, mailAttempts }) => {
    let text: string;
    if (c.type === "email" && c.direction === "outbound") {
      // An e-mail logged without an outbox row (before the outbox) went out then.
      const state = mailStatus ? stateOf({ status: mailStatus, attempts: mailAttempts ?? 0 }) : "sent";
      text = `E-mail ${stateWords[state]}${c.subject ? `: ${c.subject}` : ""}`;
    } else {
      const what = `${c.direction === "inbound" ? "Inbound" : "Outbound"} ${c.type}${c.subject ? `: ${c.subject}` : ""}`;
      text = c.type === "email" ? what : `${what}\n${c.content.length > 500 ? `${c.content.slice(0, 500)}…` : c.content}`;
    }
    return { at: c.createdAt.toISOString(), kind: "communication" as const, text, by };
  });
}

/** Everything that happened to a lead, oldest first: arrival, notes, staff actions, e-mails and calls, conversion. */
export async function leadTimeline(db: Db, leadId: string): Promise<TimelineEvent[] | undefined> {
  const [lead] = await db.select().from(leads).where(eq(leads.id, leadId));
  if (!lead) return undefined;
  const contactRows = await db.select({ id: contacts.id, createdAt: contacts.createdAt }).from(contacts).where(eq(contacts.leadId, leadId));
  const contactIds = contactRows.map((c) => c.id);
  const [own, comms, conversions] = await Promise.all([
    leadOwnEvents(db, lead),
    communicationEvents(db, contactIds.length ? or(eq(communications.leadId, leadId), inArray(communications.contactId, contactIds))! : eq(communications.leadId, leadId)),
    contactIds.length
      ? db.select().from(auditLog).where(and(eq(auditLog.action, "contact.convert"), inArray(auditLog.targetId, contactIds)))
      : Promise.resolve([]),
  ]);
  const convertedBy = new Map(conversions.map((a) => [a.targetId, a.userEmail]));
  return withStaffNames(db, oldestFirst([
    ...own,
    ...contactRows.map((c) => ({ at: c.createdAt.toISOString(), kind: "converted" as const, text: "Converted to a customer", by: convertedBy.get(c.id) ?? null })),
    ...comms,
  ]));
}

/** A staff action from the audit log in words. */
export function describeAction(action: string, details: Record<string, unknown> | null): string {
  const d = details ?? {};
  switch (action) {
    case "lead.status":
      return `Status changed from ${String(d.from)} to ${String(d.to)}`;
    case "lead.assign":
      return d.to ? `Assigned to ${String(d.toName ?? d.to)}` : "Unassigned";
    case "lead.spam":
      return d.isSpam ? "Marked as spam" : "Restored from spam";
    case "contact.update": {
      const fields = Array.isArray(d.fields) ? (d.fields as string[]) : [];
      const status = fields.includes("status") ? `Status changed from ${String(d.from)} to ${String(d.to)}` : "";
      const others = fields.filter((f) => f !== "status").map((f) => contactFieldNames[f] ?? f);
      return [status, others.length ? `Details edited: ${others.join(", ")}` : ""].filter(Boolean).join("; ") || "Details edited";
    }
    case "review.approve":
      return "Review approved";
    case "review.reject":
      return "Review unpublished";
    case "review.delete":
      return "Review deleted";
    case "gallery.consent.ask":
      return `Gallery consent asked by e-mail (${String(d.photos)} photos)`;
    case "gallery.consent.record":
      return `Gallery consent recorded by staff (${String(d.photos)} photos, name ${d.showName ? "shown" : "not shown"})`;
    case "gallery.consent.give":
      return `Gallery consent given by the customer through the e-mailed link (name ${d.showName ? "shown" : "not shown"})`;
    case "gallery.consent.withdraw":
      return d.by === "customer" ? "Gallery consent withdrawn by the customer: photos taken down" : "Gallery consent withdrawn by staff: photos taken down";
    default:
      return action;
  }
}

const contactFieldNames: Record<string, string> = {
  firstName: "first name",
  lastName: "last name",
  email: "e-mail",
  phone: "phone",
  secondaryPhone: "second phone",
  address: "address",
  city: "town",
  state: "state",
  zipCode: "ZIP code",
  customerType: "customer type",
  preferredContactMethod: "preferred contact",
  preferredContactTime: "preferred time",
  notes: "notes",
};
