/**
 * A contact's timeline, newest first, in the lead timeline's shape (server/leads/workflow.ts): the
 * lead it came from (arrival, notes, status changes), how the contact was created and edited,
 * calls, notes and e-mails, jobs recorded and completed, the reminder and review-request mails
 * those jobs sent, and the reviews they led to, each with who (staff name, or null for the
 * customer and the system) and when.
 */
import { and, asc, eq, inArray, isNotNull, notInArray, or, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { auditLog, communications, contacts, customerServices, leads, mailOutbox, maintenanceReminders, reviewRequests, testimonials, users } from "../db/schema";
import { stateOf, stateWords } from "../mail/outbox";
import { withStaffNames } from "../team/queries";
import { communicationEvents, describeAction, leadOwnEvents, oldestFirst, type TimelineEvent } from "../leads/workflow";

/** The mails a customer is sent; the office's own (alerts, digests, invitations) are not theirs. */
const customerMailKinds = ["lead_confirmation", "review_confirmation", "maintenance_reminder", "review_request", "crm_email"];

/** A day column (stored at noon UTC) as the instant the timeline sorts by. */
const dayInstant = (d: Date) => d.toISOString();

export async function contactTimeline(db: Db, contactId: string): Promise<TimelineEvent[] | undefined> {
  const [contact] = await db.select().from(contacts).where(eq(contacts.id, contactId));
  if (!contact) return undefined;
  const [lead] = contact.leadId ? await db.select().from(leads).where(eq(leads.id, contact.leadId)) : [];

  const jobs = await db
    .select({ job: customerServices, by: users.email })
    .from(customerServices)
    .leftJoin(users, eq(users.id, customerServices.userId))
    .where(eq(customerServices.contactId, contactId))
    .orderBy(asc(customerServices.createdAt));
  const jobIds = jobs.map((j) => j.job.id);
  const titleOf = new Map(jobs.map((j) => [j.job.id, j.job.title]));

  const [leadEvents, comms, contactActions, jobActions, requests, reminders] = await Promise.all([
    lead ? leadOwnEvents(db, lead) : Promise.resolve([]),
    communicationEvents(db, lead ? or(eq(communications.contactId, contactId), eq(communications.leadId, lead.id))! : eq(communications.contactId, contactId)),
    db.select().from(auditLog).where(and(eq(auditLog.targetType, "contact"), eq(auditLog.targetId, contactId))).orderBy(asc(auditLog.createdAt)),
    jobIds.length
      ? db.select().from(auditLog).where(and(eq(auditLog.targetType, "customer_service"), inArray(auditLog.targetId, jobIds))).orderBy(asc(auditLog.createdAt))
      : Promise.resolve([]),
    db
      .select({ request: reviewRequests, review: testimonials })
      .from(reviewRequests)
      .leftJoin(testimonials, eq(testimonials.id, reviewRequests.testimonialId))
      .where(eq(reviewRequests.contactId, contactId)),
    jobIds.length
      ? db
          .select()
          .from(maintenanceReminders)
          .where(and(inArray(maintenanceReminders.customerServiceId, jobIds), isNotNull(maintenanceReminders.mailId)))
      : Promise.resolve([]),
  ]);
  const reviewIds = requests.flatMap((r) => (r.review ? [r.review.id] : []));
  // The rest of the mail log to this customer's addresses (the request and review confirmations):
  // mails already told above (e-mails staff sent, reminders, review requests) are left out.
  const addresses = [...new Set([contact.email, lead?.email].filter((a): a is string => !!a).map((a) => a.toLowerCase()))];
  const told = [
    ...requests.flatMap((r) => (r.request.mailId ? [r.request.mailId] : [])),
    ...reminders.flatMap((r) => (r.mailId ? [r.mailId] : [])),
  ];
  const otherMail = addresses.length
    ? await db
        .select()
        .from(mailOutbox)
        .where(
          and(
            inArray(sql`lower(${mailOutbox.to})`, addresses),
            inArray(mailOutbox.kind, customerMailKinds),
            told.length ? notInArray(mailOutbox.id, told) : undefined,
            sql`not exists (select 1 from ${communications} where ${communications.metadata}->>'outboxId' = ${mailOutbox.id}::text)`,
          ),
        )
        .orderBy(asc(mailOutbox.createdAt))
    : [];
  const reviewActions = reviewIds.length
    ? await db.select().from(auditLog).where(and(eq(auditLog.targetType, "review"), inArray(auditLog.targetId, reviewIds))).orderBy(asc(auditLog.createdAt))
    : [];

  const creation = contactActions.find((a) => a.action === "contact.create" || a.action === "contact.convert");
  const events: TimelineEvent[] = [
    ...leadEvents,
    {
      at: contact.createdAt.toISOString(),
      kind: lead ? "converted" : "created",
      text: lead ? "Converted to a customer" : "Contact created",
      by: creation?.userEmail ?? null,
    },
    ...contactActions
      .filter((a) => a !== creation)
      .map((a) => ({ at: a.createdAt.toISOString(), kind: "action" as const, text: describeAction(a.action, a.details), by: a.userEmail })),
    ...comms,
  ];

  const completedBy = new Map(jobActions.filter((a) => a.action === "service.complete").map((a) => [a.targetId!, a]));
  for (const { job, by } of jobs) {
    events.push({ at: job.createdAt.toISOString(), kind: "job", text: `Job recorded: ${job.title}`, by });
    const completion = completedBy.get(job.id);
    if (completion) events.push({ at: completion.createdAt.toISOString(), kind: "job", text: `Job completed: ${job.title}`, by: completion.userEmail });
    else if (job.status === "completed" && job.completedDate) events.push({ at: dayInstant(job.completedDate), kind: "job", text: `Job completed: ${job.title}`, by: null });
  }
  for (const a of jobActions) {
    if (a.action === "service.complete") continue;
    const title = titleOf.get(a.targetId!) ?? "";
    if (a.action === "service.update") events.push({ at: a.createdAt.toISOString(), kind: "job", text: `Job edited: ${title}`, by: a.userEmail });
    if (a.action.startsWith("gallery.consent.")) events.push({ at: a.createdAt.toISOString(), kind: "job", text: `${describeAction(a.action, a.details)}: ${title}`, by: a.userEmail });
  }
  for (const r of reminders) {
    events.push({ at: r.createdAt.toISOString(), kind: "mail", text: `Maintenance reminder e-mailed: ${titleOf.get(r.customerServiceId) ?? ""}`, by: null });
  }
  for (const { request, review } of requests) {
    const job = titleOf.get(request.customerServiceId) ?? "";
    if (request.sentAt) {
      events.push({
        at: request.sentAt.toISOString(),
        kind: "mail",
        text: request.mailId ? `Review request e-mailed: ${job}` : `Review request not sent (no e-mail address, or opted out): ${job}`,
        by: null,
      });
    }
    if (review) {
      events.push({ at: review.createdAt.toISOString(), kind: "review", text: `Review received: ${review.rating} of 5 stars for ${job}`, by: null });
    }
  }
  for (const mail of otherMail) {
    events.push({ at: mail.createdAt.toISOString(), kind: "mail", text: `E-mail ${stateWords[stateOf(mail)]}: ${mail.subject}`, by: null });
  }
  for (const a of reviewActions) events.push({ at: a.createdAt.toISOString(), kind: "review", text: describeAction(a.action, a.details), by: a.userEmail });

  return withStaffNames(db, oldestFirst(events).reverse());
}
