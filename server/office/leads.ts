/**
 * The lead workflow around the dashboard's list: filters, assignment, notes, the timeline, spam
 * review and deletion. Assignment and notes live in their own tables (lead_assignments,
 * lead_notes); status changes and other staff actions come from the audit log.
 */
import { and, asc, desc, eq, gte, ilike, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { auditLog, communications, contacts, leadAssignments, leadNotes, leads, users } from "../db/schema";
import { toAdminLead, type AdminLead } from "../leads/queries";
import { likePattern } from "../crm/queries";

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
  assignee: { id: string; email: string } | null;
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
  const rows = await db
    .select({ lead: leads, contactId: contacts.id, assigneeId: users.id, assigneeEmail: users.email })
    .from(leads)
    .leftJoin(contacts, eq(contacts.leadId, leads.id))
    .leftJoin(leadAssignments, eq(leadAssignments.leadId, leads.id))
    .leftJoin(users, eq(users.id, leadAssignments.userId))
    .where(and(...where))
    .orderBy(desc(leads.createdAt), desc(leads.id));
  return rows.map(({ lead, contactId, assigneeId, assigneeEmail }) => ({
    ...toAdminLead(lead, contactId),
    assignee: assigneeId && assigneeEmail ? { id: assigneeId, email: assigneeEmail } : null,
  }));
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
  kind: "arrived" | "note" | "communication" | "converted" | "action";
  text: string;
  by: string | null;
}

/** Everything that happened to a lead, oldest first: arrival, notes, staff actions, e-mails and calls, conversion. */
export async function leadTimeline(db: Db, leadId: string): Promise<TimelineEvent[] | undefined> {
  const [lead] = await db.select().from(leads).where(eq(leads.id, leadId));
  if (!lead) return undefined;
  const [notes, actions, contactRows] = await Promise.all([
    db.select().from(leadNotes).where(eq(leadNotes.leadId, leadId)).orderBy(asc(leadNotes.createdAt)),
    db.select().from(auditLog).where(and(eq(auditLog.targetType, "lead"), eq(auditLog.targetId, leadId))).orderBy(asc(auditLog.createdAt)),
    db.select({ id: contacts.id, createdAt: contacts.createdAt }).from(contacts).where(eq(contacts.leadId, leadId)),
  ]);
  const contactIds = contactRows.map((c) => c.id);
  const comms = await db
    .select()
    .from(communications)
    .where(contactIds.length ? or(eq(communications.leadId, leadId), sql`${communications.contactId} in ${contactIds}`) : eq(communications.leadId, leadId))
    .orderBy(asc(communications.createdAt));
  const events: TimelineEvent[] = [
    { at: lead.createdAt.toISOString(), kind: "arrived", text: `Arrived from ${lead.pagePath ?? lead.source}`, by: null },
    ...notes.map((n) => ({ at: n.createdAt.toISOString(), kind: "note" as const, text: n.content, by: n.authorEmail })),
    ...actions.map((a) => ({ at: a.createdAt.toISOString(), kind: "action" as const, text: describeAction(a.action, a.details), by: a.userEmail })),
    ...comms
      .filter((c) => c.type !== "web_form")
      .map((c) => ({ at: c.createdAt.toISOString(), kind: "communication" as const, text: `${c.direction} ${c.type}${c.subject ? `: ${c.subject}` : ""}`, by: null })),
    ...contactRows.map((c) => ({ at: c.createdAt.toISOString(), kind: "converted" as const, text: "Converted to a customer", by: null })),
  ];
  return events.sort((a, b) => a.at.localeCompare(b.at));
}

function describeAction(action: string, details: Record<string, unknown> | null): string {
  const d = details ?? {};
  switch (action) {
    case "lead.status":
      return `Status changed from ${String(d.from)} to ${String(d.to)}`;
    case "lead.assign":
      return d.to ? `Assigned to ${String(d.to)}` : "Unassigned";
    case "lead.spam":
      return d.isSpam ? "Marked as spam" : "Restored from spam";
    default:
      return action;
  }
}
