/**
 * The daily follow-through, run by the scheduler on every instance: each step claims its work
 * in the database in the same transaction that queues the mail, so whichever instance gets
 * there first sends it and the others find nothing left — exactly once, and nothing is lost
 * when a run dies half-way (its claim rolls back with its mail).
 *   - the office digest: once per local day, every service due in the next 30 days;
 *   - customer reminders: once per (service, due date), from 14 days before the due date;
 *   - review requests: once per completed job, a few days after completion;
 *   - quotes: expiry, and reminders of unanswered ones (server/quotes/reminders.ts).
 *   - invoices: the overdue mark, and reminders of unpaid ones (server/invoices/reminders.ts).
 * Nothing goes before DAILY_HOUR on the business's clock, so customers are not mailed in the night.
 */
import { and, asc, eq, gte, isNotNull, isNull, lt, lte, ne } from "drizzle-orm";
import { isQuoteServiceOption } from "@common/lead-options";
import { isEmailAddress } from "@common/schemas/email";
import type { AppContext } from "../context";
import type { Db } from "../db/client";
import { contacts, customerServices, dailyJobRuns, maintenanceReminders, reviewRequests } from "../db/schema";
import { alertRecipients } from "../leads/alerts";
import { queueMail } from "../mail/outbox";
import { maintenanceDigest, maintenanceReminder, renderMail, reviewRequest } from "../mail/templates";
import { getBusinessSettings } from "../office/settings";
import { isOptedOut, optedOutAmong, unsubscribeHeaders, unsubscribeUrl } from "./opt-out";
import { signToken } from "./tokens";
import { formatDate } from "@common/dates";
import { addToDay, businessDay, inBusinessZone, utcDayStart } from "../days";
import { runQuoteFollowUp } from "../quotes/reminders";
import { runInvoiceFollowUp } from "../invoices/reminders";

/** Local hour from which the day's mail may go. */
export const DAILY_HOUR = 6;
const DAY_MS = 24 * 3_600_000;
export const DIGEST_DAYS = 30;
export const REMINDER_DAYS = 14;
export const REVIEW_LINK_TTL_MS = 60 * DAY_MS;
const DIGEST_JOB = "maintenance_digest";

/** Quotes' expiry and reminders (server/quotes/reminders.ts): a failure there never stops the rest. */
async function followUpQuotes(ctx: AppContext) {
  try {
    const quotes = await runQuoteFollowUp(ctx);
    if (quotes.reminders) ctx.wake.mail();
    if (quotes.reminders + quotes.expired > 0) ctx.logger.info(quotes, "quote follow-up done");
  } catch (error) {
    ctx.logger.error({ err: error }, "quote follow-up failed; tried again at the next run");
  }
}

/** Invoices' overdue mark and reminders (server/invoices/reminders.ts): a failure there never stops the rest. */
async function followUpInvoices(ctx: AppContext) {
  try {
    const invoices = await runInvoiceFollowUp(ctx);
    if (invoices.reminders) ctx.wake.mail();
    if (invoices.reminders + invoices.overdue > 0) ctx.logger.info(invoices, "invoice follow-up done");
  } catch (error) {
    ctx.logger.error({ err: error }, "invoice follow-up failed; tried again at the next run");
  }
}

/** The day and hour on the business's clock. */
export const localParts = (d: Date) => ({ day: businessDay(d), hour: inBusinessZone(d).hour });
const longDate = (d: Date) => formatDate(d, "weekday");
const shortDate = (d: Date) => formatDate(d, "short");

export interface FollowThroughResult {
  digests: number;
  reminders: number;
  reviewRequests: number;
}

export async function runFollowThrough(ctx: AppContext): Promise<FollowThroughResult> {
  const result: FollowThroughResult = { digests: 0, reminders: 0, reviewRequests: 0 };
  const now = ctx.clock.now();
  const { day, hour } = localParts(now);
  if (hour < DAILY_HOUR) return result;
  result.digests = await sendDigest(ctx, day, now);
  result.reminders = await sendReminders(ctx, day);
  result.reviewRequests = await sendReviewRequests(ctx, now);
  await followUpQuotes(ctx);
  await followUpInvoices(ctx);
  if (result.digests + result.reminders + result.reviewRequests > 0) {
    ctx.wake.mail();
    ctx.logger.info({ ...result, day }, "follow-through mail queued");
  }
  return result;
}

/** Services due from `day` to the end of the day `days` later. */
function dueServices(db: Db, day: string, days: number) {
  return db
    .select({ service: customerServices, contact: contacts })
    .from(customerServices)
    .innerJoin(contacts, eq(contacts.id, customerServices.contactId))
    .where(
      and(
        isNotNull(customerServices.nextMaintenanceDate),
        gte(customerServices.nextMaintenanceDate, utcDayStart(day)),
        lt(customerServices.nextMaintenanceDate, utcDayStart(addToDay(day, { days: days + 1 }))),
        ne(customerServices.status, "cancelled"),
      ),
    )
    .orderBy(asc(customerServices.nextMaintenanceDate));
}

async function sendDigest(ctx: AppContext, day: string, now: Date): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const [claimed] = await tx.insert(dailyJobRuns).values({ job: DIGEST_JOB, day, createdAt: now }).onConflictDoNothing().returning();
    if (!claimed) return 0;
    const rows = await dueServices(tx, day, DIGEST_DAYS);
    if (rows.length === 0) return 0;
    const optedOut = await optedOutAmong(tx, rows.flatMap((r) => (r.contact.email ? [r.contact.email] : [])));
    const mail = await renderMail(maintenanceDigest, {
      date: longDate(now),
      dashboardUrl: `${ctx.config.publicUrl}/admin?tab=crm`,
      items: rows.map(({ service, contact }) => ({
        customer: `${contact.firstName} ${contact.lastName}`,
        service: service.title,
        due: shortDate(service.nextMaintenanceDate!),
        town: contact.city,
        phone: contact.phone,
        optedOut: contact.email ? optedOut.has(contact.email.toLowerCase()) : false,
      })),
    }, await getBusinessSettings(tx));
    const valid = await alertRecipients(tx);
    await queueMail(tx, valid.map((to) => ({ ...mail, to })));
    return valid.length;
  });
}

/** The quote form's service for the booking link: the job's own when it is one of the options. */
const bookingService = (serviceType: string) => (isQuoteServiceOption(serviceType) ? serviceType : "System Maintenance Plan");

async function sendReminders(ctx: AppContext, day: string): Promise<number> {
  const rows = await dueServices(ctx.db, day, REMINDER_DAYS);
  let sent = 0;
  for (const { service, contact } of rows) {
    // An address the outbox would refuse (typed before the address rule) is skipped, not retried forever.
    if (!contact.email || !isEmailAddress(contact.email)) continue;
    const email = contact.email;
    const queued = await oneAtATime(ctx, { serviceId: service.id, kind: "maintenance_reminder" }, () => ctx.db.transaction(async (tx) => {
      const [claim] = await tx
        .insert(maintenanceReminders)
        .values({ customerServiceId: service.id, dueDate: service.nextMaintenanceDate! })
        .onConflictDoNothing()
        .returning({ id: maintenanceReminders.id });
      if (!claim) return false; // sent before, by this instance or another
      // Checked inside the claim: an opt-out recorded a moment ago is honoured, and the claim
      // stays so a later opt-in does not bring back an old reminder.
      if (await isOptedOut(tx, email)) return false;
      const unsubscribe = unsubscribeUrl(ctx, email);
      const mail = await renderMail(maintenanceReminder, {
        firstName: contact.firstName,
        service: service.title,
        dueDate: longDate(service.nextMaintenanceDate!),
        bookUrl: `${ctx.config.publicUrl}/quote?service=${encodeURIComponent(bookingService(service.serviceType))}`,
        unsubscribeUrl: unsubscribe,
      }, await getBusinessSettings(tx));
      const mailId = await queueMail(tx, { ...mail, to: email, headers: unsubscribeHeaders(unsubscribe) });
      await tx.update(maintenanceReminders).set({ mailId }).where(eq(maintenanceReminders.id, claim.id));
      return true;
    }));
    if (queued) sent += 1;
  }
  return sent;
}

/**
 * One customer's mail in its own transaction: a failure rolls back that claim only (it is
 * tried again at the next run) and the run goes on with the others.
 */
async function oneAtATime(ctx: AppContext, log: Record<string, unknown>, work: () => Promise<boolean>): Promise<boolean> {
  try {
    return await work();
  } catch (error) {
    ctx.logger.error({ ...log, err: error }, "follow-through mail could not be queued; tried again at the next run");
    return false;
  }
}

export function reviewLink(ctx: AppContext, requestId: string): string {
  const token = signToken(ctx.config.sessionSecret, "review", requestId, new Date(ctx.clock.now().getTime() + REVIEW_LINK_TTL_MS));
  return `${ctx.config.publicUrl}/reviews/new?request=${encodeURIComponent(token)}`;
}

async function sendReviewRequests(ctx: AppContext, now: Date): Promise<number> {
  const due = await ctx.db
    .select({ id: reviewRequests.id })
    .from(reviewRequests)
    .where(and(isNull(reviewRequests.sentAt), lte(reviewRequests.sendAfter, now)))
    .orderBy(asc(reviewRequests.sendAfter))
    .limit(200);
  let sent = 0;
  for (const { id } of due) {
    const queued = await oneAtATime(ctx, { reviewRequestId: id, kind: "review_request" }, () => ctx.db.transaction(async (tx) => {
      const [request] = await tx
        .update(reviewRequests)
        .set({ sentAt: now })
        .where(and(eq(reviewRequests.id, id), isNull(reviewRequests.sentAt)))
        .returning();
      if (!request) return false; // another instance took it
      const [row] = await tx
        .select({ contact: contacts, service: customerServices })
        .from(customerServices)
        .innerJoin(contacts, eq(contacts.id, customerServices.contactId))
        .where(eq(customerServices.id, request.customerServiceId));
      const email = row?.contact.email;
      if (!row || !email || !isEmailAddress(email) || (await isOptedOut(tx, email))) return false;
      const unsubscribe = unsubscribeUrl(ctx, email);
      const mail = await renderMail(reviewRequest, {
        firstName: row.contact.firstName,
        service: row.service.title,
        reviewUrl: reviewLink(ctx, request.id),
        unsubscribeUrl: unsubscribe,
      }, await getBusinessSettings(tx));
      const mailId = await queueMail(tx, { ...mail, to: email, headers: unsubscribeHeaders(unsubscribe) });
      await tx.update(reviewRequests).set({ mailId }).where(eq(reviewRequests.id, request.id));
      return true;
    }));
    if (queued) sent += 1;
  }
  return sent;
}

/** Runs the follow-through at start and then every SCHEDULER_INTERVAL_MINUTES, like the blog scheduler. */
export function startFollowThrough(ctx: AppContext): { stop(): Promise<void> } {
  const intervalMs = Math.max(1000, Math.round(ctx.config.schedulerIntervalMinutes * 60_000));
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let current: Promise<unknown> | undefined;
  const tick = async () => {
    timer = undefined;
    if (stopped) return;
    current = runFollowThrough(ctx).catch((error: unknown) => ctx.logger.error({ err: error }, "follow-through run failed"));
    await current;
    current = undefined;
    if (stopped) return;
    timer = setTimeout(() => void tick(), intervalMs);
    timer.unref?.();
  };
  timer = setTimeout(() => void tick(), 0);
  timer.unref?.();
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await current;
    },
  };
}
