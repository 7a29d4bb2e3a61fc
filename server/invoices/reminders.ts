/**
 * Following up unpaid invoices, from the daily follow-through (server/contacts/follow-through.ts),
 * in the shape of quote reminders (server/quotes/reminders.ts):
 *   - overdue: a sent invoice still owed after its due date becomes overdue;
 *   - reminders: an overdue invoice gets a reminder N days after its due date and N days after
 *     each reminder, at most M times (N and M in Settings), never once paid or void, never to an
 *     address that opted out.
 * Each reminder is claimed by a conditional update of the invoice's count in the transaction that
 * queues the mail, so two instances never both send it.
 */
import { and, asc, eq, isNull, lt, lte, or, sql } from "drizzle-orm";
import { formatCents } from "@common/billing/money";
import { formatDay } from "@common/dates";
import { isEmailAddress } from "@common/schemas/email";
import type { AppContext } from "../context";
import type { Db } from "../db/client";
import { invoices, payments } from "../db/schema";
import { addToDay, businessDay, inBusinessZone } from "../days";
import { queueMail } from "../mail/outbox";
import { firstNameOf, invoiceReminder, templatedMail } from "../mail/templates";
import { getBusinessSettings } from "../office/settings";
import { isOptedOut, unsubscribeHeaders, unsubscribeUrl } from "../contacts/opt-out";
import { settle } from "./invoices";
import { invoicePageUrl, newInvoiceLink } from "./send";

/** Marks sent invoices still owed after their due date as overdue; returns how many. */
export async function markOverdue(db: Db, now: Date): Promise<number> {
  const today = businessDay(now);
  const due = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(sql`${invoices.status} in ('sent', 'viewed', 'partly_paid')`, lt(invoices.dueOn, today)));
  for (const { id } of due) await db.transaction((tx) => settle(tx, id, now));
  return due.length;
}

export async function sendInvoiceReminders(ctx: AppContext, now: Date): Promise<number> {
  const settings = await getBusinessSettings(ctx.db);
  if (settings.invoiceMaxReminders <= 0) return 0;
  const days = settings.invoiceReminderDays;
  const dueBy = addToDay(businessDay(now), { days: -days });
  const lastBefore = new Date(inBusinessZone(now).subtract({ days }).epochMilliseconds);
  const due = await ctx.db
    .select({ id: invoices.id, remindersSent: invoices.remindersSent })
    .from(invoices)
    .where(
      and(
        eq(invoices.status, "overdue"),
        lt(invoices.remindersSent, settings.invoiceMaxReminders),
        lte(invoices.dueOn, dueBy),
        or(isNull(invoices.lastReminderAt), lte(invoices.lastReminderAt, lastBefore)),
      ),
    )
    .orderBy(asc(invoices.dueOn))
    .limit(200);
  let sent = 0;
  for (const { id, remindersSent } of due) {
    try {
      const queued = await ctx.db.transaction(async (tx) => {
        // The claim: only the instance that moves the count from what it read sends this reminder.
        const [invoice] = await tx
          .update(invoices)
          .set({ remindersSent: remindersSent + 1, lastReminderAt: now })
          .where(and(eq(invoices.id, id), eq(invoices.remindersSent, remindersSent), eq(invoices.status, "overdue")))
          .returning();
        if (!invoice) return false;
        const email = invoice.customerEmail;
        // The claim stays when the address opted out: no later run tries again.
        if (!email || !isEmailAddress(email) || (await isOptedOut(tx, email))) return false;
        const [paid] = await tx.select({ cents: sql<number>`coalesce(sum(${payments.amountCents}), 0)`.mapWith(Number) }).from(payments).where(eq(payments.invoiceId, id));
        const owed = invoice.totalCents - paid!.cents;
        if (owed <= 0) return false;
        // Only hashes of mailed links are kept, so the reminder carries a fresh link to the same invoice.
        const token = await newInvoiceLink(tx, id, now);
        const unsubscribe = unsubscribeUrl(ctx, email);
        const mail = templatedMail(
          invoiceReminder,
          {
            firstName: firstNameOf(invoice.customerName),
            number: invoice.number,
            amountDue: formatCents(owed),
            due: formatDay(invoice.dueOn, "weekday"),
            invoiceUrl: invoicePageUrl(ctx.config.publicUrl, token),
            unsubscribeUrl: unsubscribe,
          },
          await getBusinessSettings(tx),
        );
        await queueMail(tx, { ...mail, to: email, headers: unsubscribeHeaders(unsubscribe), createdAt: now });
        return true;
      });
      if (queued) sent += 1;
    } catch (error) {
      ctx.logger.error({ invoiceId: id, err: error }, "invoice reminder could not be queued; tried again at the next run");
    }
  }
  return sent;
}

/** The daily run's invoice step: the overdue mark first, so a reminder goes the day it is due. */
export async function runInvoiceFollowUp(ctx: AppContext): Promise<{ overdue: number; reminders: number }> {
  const now = ctx.clock.now();
  const overdue = await markOverdue(ctx.db, now);
  const reminders = await sendInvoiceReminders(ctx, now);
  return { overdue, reminders };
}
