/** Lead reads and status changes for the dashboard, shared by the /api routes and the /admin loader. */
import { desc, eq } from "drizzle-orm";
import { leadFieldNames, leadFields, type LeadField, type LeadFieldName } from "@common/lead-fields";
import type { LeadStatus } from "@common/schemas/admin-leads";
import type { LeadSubmission } from "@common/schemas/leads";
import type { Db } from "../db/client";
import { contacts, leads } from "../db/schema";

export type LeadRow = typeof leads.$inferSelect;

type StaffOnly = { [K in LeadFieldName]: (typeof leadFields)[K] extends { staffOnly: true } ? K : never }[LeadFieldName];
const submitted = leadFieldNames.filter((name) => !(leadFields[name] as LeadField).staffOnly);

/** A lead as its submitter gets it back: its fields (not the staff's), status and times, without the spam verdict or internal keys. */
export function toSubmittedLead(lead: LeadRow) {
  return {
    id: lead.id,
    ...(Object.fromEntries(submitted.map((name) => [name, lead[name]])) as Pick<LeadRow, Exclude<LeadFieldName, StaffOnly>>),
    status: lead.status,
    source: lead.source,
    createdAt: lead.createdAt.toISOString(),
    updatedAt: lead.updatedAt.toISOString(),
  };
}

/** The stored columns of a validated lead's fields (an optional one left out is null). */
export const leadColumns = (input: LeadSubmission) =>
  Object.fromEntries(leadFieldNames.map((name) => [name, input[name] ?? null])) as { [K in LeadFieldName]: LeadRow[K] };

export type SubmittedLead = ReturnType<typeof toSubmittedLead>;

/** A lead as staff see it: also the page it came from, the spam verdict and its contact. */
export interface AdminLead extends SubmittedLead {
  pagePath: string | null;
  /** The public form it was sent with (common/lead-forms.ts); null when not recorded. */
  form: string | null;
  isSpam: boolean;
  /** The contact this lead was converted to, if any. */
  contactId: string | null;
}

export function toAdminLead(lead: LeadRow, contactId: string | null): AdminLead {
  return { ...toSubmittedLead(lead), pagePath: lead.pagePath, form: lead.form, isSpam: lead.isSpam, contactId };
}

/** Newest first. Spam-flagged leads only when asked for (`spam: true` lists only those). */
export async function listLeads(db: Db, options: { spam?: boolean } = {}): Promise<AdminLead[]> {
  const rows = await db
    .select({ lead: leads, contactId: contacts.id })
    .from(leads)
    .leftJoin(contacts, eq(contacts.leadId, leads.id))
    .where(eq(leads.isSpam, options.spam ?? false))
    .orderBy(desc(leads.createdAt), desc(leads.id));
  return rows.map((r) => toAdminLead(r.lead, r.contactId));
}

export async function updateLeadStatus(db: Db, id: string, status: LeadStatus, now: Date): Promise<AdminLead | undefined> {
  const [row] = await db.update(leads).set({ status, updatedAt: now }).where(eq(leads.id, id)).returning();
  if (!row) return undefined;
  const [contact] = await db.select({ id: contacts.id }).from(contacts).where(eq(contacts.leadId, id));
  return toAdminLead(row, contact?.id ?? null);
}
