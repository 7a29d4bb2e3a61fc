/**
 * Following up sent quotes, from the daily follow-through (server/contacts/follow-through.ts):
 *   - expiry: a quote past its expiry and unanswered becomes expired;
 *   - reminders: a sent quote not answered (viewed or not) N days after it was sent, or after
 *     its last reminder, gets a reminder mail — at most twice, never after an answer or the
 *     expiry, never to an address that opted out. N is Settings' "quote reminder after N days".
 * Each reminder is claimed by a conditional update of the quote's count in the transaction
 * that queues the mail, so two instances never both send it.
 */
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import { formatDate } from "@common/dates";
import { isEmailAddress } from "@common/schemas/email";
import type { AppContext } from "../context";
import type { Db } from "../db/client";
import { quoteLinks, quotes } from "../db/schema";
import { queueMail } from "../mail/outbox";
import { firstNameOf, quoteReminder, templatedMail } from "../mail/templates";
import { getBusinessSettings } from "../office/settings";
import { isOptedOut, unsubscribeHeaders, unsubscribeUrl } from "../contacts/opt-out";
import { newLinkToken, quotePageUrl, tokenHash } from "./send";

export const MAX_QUOTE_REMINDERS = 2;
const DAY_MS = 24 * 3_600_000;
const OPEN = ["sent", "viewed"];

/** Marks unanswered quotes past their expiry as expired; returns how many. */
export async function expireQuotes(db: Db, now: Date): Promise<number> {
  const rows = await db
    .update(quotes)
    .set({ status: "expired", updatedAt: now })
    .where(and(inArray(quotes.status, OPEN), lte(quotes.expiresAt, now), isNull(quotes.answeredAt)))
    .returning({ id: quotes.id });
  return rows.length;
}

export async function sendQuoteReminders(ctx: AppContext, now: Date): Promise<number> {
  const days = (await getBusinessSettings(ctx.db)).quoteReminderDays;
  const before = new Date(now.getTime() - days * DAY_MS);
  const due = await ctx.db
    .select({ id: quotes.id, remindersSent: quotes.remindersSent })
    .from(quotes)
    .where(
      and(
        inArray(quotes.status, OPEN),
        isNull(quotes.answeredAt),
        lt(quotes.remindersSent, MAX_QUOTE_REMINDERS),
        or(isNull(quotes.expiresAt), sql`${quotes.expiresAt} > ${now}`),
        lte(sql`coalesce(${quotes.lastReminderAt}, ${quotes.sentAt})`, before),
      ),
    )
    .orderBy(asc(quotes.sentAt))
    .limit(200);
  let sent = 0;
  for (const { id, remindersSent } of due) {
    try {
      const queued = await ctx.db.transaction(async (tx) => {
        // The claim: only the instance that moves the count from what it read sends this reminder.
        const [quote] = await tx
          .update(quotes)
          .set({ remindersSent: remindersSent + 1, lastReminderAt: now })
          .where(and(eq(quotes.id, id), eq(quotes.remindersSent, remindersSent), inArray(quotes.status, OPEN), isNull(quotes.answeredAt)))
          .returning();
        if (!quote) return false;
        const email = quote.customerEmail;
        // The claim stays when the address opted out: no later run tries again.
        if (!email || !isEmailAddress(email) || (await isOptedOut(tx, email))) return false;
        // Only hashes of the mailed links are kept, so the reminder carries a fresh link to the same quote.
        const token = newLinkToken();
        await tx.insert(quoteLinks).values({ quoteId: quote.id, tokenHash: tokenHash(token), createdAt: now });
        const unsubscribe = unsubscribeUrl(ctx, email);
        const mail = templatedMail(
          quoteReminder,
          {
            firstName: firstNameOf(quote.customerName),
            number: quote.number,
            title: quote.title,
            expires: quote.expiresAt ? formatDate(quote.expiresAt, "weekday") : null,
            quoteUrl: quotePageUrl(ctx.config.publicUrl, token),
            unsubscribeUrl: unsubscribe,
          },
          await getBusinessSettings(tx),
        );
        await queueMail(tx, { ...mail, to: email, headers: unsubscribeHeaders(unsubscribe), createdAt: now });
        return true;
      });
      if (queued) sent += 1;
    } catch (error) {
      ctx.logger.error({ quoteId: id, err: error }, "quote reminder could not be queued; tried again at the next run");
    }
  }
  return sent;
}

export interface QuoteFollowUp {
  expired: number;
  reminders: number;
}

/** The daily run's quote step: expiry first, so an expired quote is never reminded. */
export async function runQuoteFollowUp(ctx: AppContext): Promise<QuoteFollowUp> {
  const now = ctx.clock.now();
  const expired = await expireQuotes(ctx.db, now);
  const reminders = await sendQuoteReminders(ctx, now);
  return { expired, reminders };
}
