/**
 * The new-lead alert: one mail per active lead_notification recipient, queued in the outbox
 * in the transaction that stores the lead (server/leads/submit.ts) as the lead-alert template's
 * props; the mail worker renders it (server/mail/templates/lead-alert.tsx, which escapes every
 * visitor-supplied value in the HTML part; the subject is one line).
 */
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { notificationEmails, type leads } from "../db/schema";
import { isLeadField, leadViews, type LeadFieldName } from "@common/lead-fields";
import { leadAlert, templatedOwnSubject, type TemplatedMail } from "../mail/templates";
import { alertProp } from "../mail/templates/lead-alert";
import { isEmailAddress } from "@common/schemas/email";

export { headerSafe } from "../mail/header-safe";

export type StoredLead = typeof leads.$inferSelect;

export const LEAD_ALERT_KIND = leadAlert.kind;

/**
 * Who gets a new lead's alert: the active lead-notification addresses the outbox accepts. A
 * malformed row (an old one, say) must never cost us a lead, so it is skipped. The setup checks
 * count the same list, so they and the alerts agree.
 */
export async function alertRecipients(db: Db): Promise<string[]> {
  const rows = await db
    .select({ email: notificationEmails.email })
    .from(notificationEmails)
    .where(and(eq(notificationEmails.type, "lead_notification"), eq(notificationEmails.isActive, true)));
  return rows.map((r) => r.email).filter((email) => isEmailAddress(email));
}

/** A lead as the alert reads it: the fields it names itself, and any other it may show. */
type AlertLead = Pick<StoredLead, "id" | "form" | "createdAt" | "firstName" | "lastName" | "email" | "phone" | "message" | "pagePath"> &
  Partial<Pick<StoredLead, LeadFieldName>>;

/** The lead's own page in the back office, as a mail links to it. */
export const leadPageUrl = (publicUrl: string, id: string) => `${publicUrl}/admin/leads/${id}`;

/** No Settings needed: the subject names only the lead, and the worker renders the body with them. */
export function leadAlertMail(lead: AlertLead, publicUrl: string): TemplatedMail & { replyTo?: string } {
  // Each field the alert shows, as its prop (an empty one as null).
  const fields = Object.fromEntries(leadViews.alert.filter(isLeadField).map((name) => [alertProp(name), lead[name] || null]));
  return {
    ...templatedOwnSubject(leadAlert, {
      ...fields,
      name: `${lead.firstName} ${lead.lastName}`,
      phone: lead.phone,
      email: lead.email,
      pageUrl: lead.pagePath ? `${publicUrl}${lead.pagePath}` : null,
      received: lead.createdAt.toISOString(),
      message: lead.message || null,
      form: lead.form,
      leadUrl: leadPageUrl(publicUrl, lead.id),
    }),
    // Replies go to the visitor — only when the stored address passes the site's address rule
    // (leads stored before it may not): the alert itself must never be lost over it.
    replyTo: isEmailAddress(lead.email) ? lead.email : undefined,
  };
}
