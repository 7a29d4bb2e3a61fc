/**
 * Newsletter subscribers: the blog's subscribe form (double opt-in by e-mail), the confirmation
 * link, and the admin's list. There is one opt-out for every mail to an address: the customer
 * mail's one-click link (mail_opt_outs). A subscriber is active from `confirmedAt` unless that
 * address opted out since, so a reader who unsubscribed and later confirms again is back.
 */
import { createHash, randomBytes } from "node:crypto";
import { and, count, desc, eq, gt, gte, isNotNull, sql, type SQL } from "drizzle-orm";
import * as messages from "@common/messages";
import type { SubscribeInput } from "@common/schemas/newsletter";
import type { AppContext } from "../context";
import type { Db } from "../db/client";
import { mailOptOuts, mailOutbox, newsletterSubscribers } from "../db/schema";
import { sharedLimiter } from "../http/shared-limiter";
import { queueMail } from "../mail/outbox";
import { newsletterConfirmation, templatedMail } from "../mail/templates";
import { getBusinessSettings } from "../office/settings";
import { normaliseAddress } from "../contacts/opt-out";

/** Per client address: a person subscribes once or twice; a flood is refused with a 429. */
export const SUBSCRIBE_LIMIT = { points: 5, windowSeconds: 15 * 60 };
/** Confirmation mails per address a day: nobody can use the form to flood someone's inbox. */
export const CONFIRMATIONS_PER_ADDRESS = 3;
const CONFIRM_TTL_MS = 7 * 24 * 3_600_000;

const digest = (token: string) => createHash("sha256").update(token).digest("base64url");

/** When the address last opted out of mail from us (null: never). */
const optedOutAt = sql<Date | null>`(select ${mailOptOuts.createdAt} from ${mailOptOuts} where ${mailOptOuts.email} = ${newsletterSubscribers.email})`;

/** Subscribers who confirmed and have not opted out since: the ones a post is sent to. */
export const isActiveSubscriber: SQL = and(
  isNotNull(newsletterSubscribers.confirmedAt),
  sql`not exists (select 1 from ${mailOptOuts} where ${mailOptOuts.email} = ${newsletterSubscribers.email} and ${mailOptOuts.createdAt} >= ${newsletterSubscribers.confirmedAt})`,
)!;

async function confirmationsSent(db: Db, email: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, newsletterConfirmation.kind), eq(mailOutbox.to, email), gte(mailOutbox.createdAt, since)));
  return Number(row?.n ?? 0);
}

/**
 * A subscription from the blog's form. Counts the client's limit (a 429 HttpError over it), then
 * mails a confirmation link. The visitor hears the same answer whatever happened next, so the
 * form never tells whether an address is subscribed: an active subscriber, a caught bot and an
 * address over its daily number of confirmations get no mail.
 */
export async function subscribe(ctx: AppContext, input: SubscribeInput, options: { clientKey: string; isSpam: boolean }): Promise<void> {
  await sharedLimiter(ctx, { name: "newsletter-subscribe", ...SUBSCRIBE_LIMIT }).consume(options.clientKey, messages.newsletter.rateLimited);
  if (options.isSpam) {
    ctx.logger.info("newsletter subscription caught by the spam defence");
    return;
  }
  const email = normaliseAddress(input.email);
  const now = ctx.clock.now();
  const queued = await ctx.db.transaction(async (tx) => {
    const [active] = await tx
      .select({ id: newsletterSubscribers.id })
      .from(newsletterSubscribers)
      .where(and(eq(newsletterSubscribers.email, email), isActiveSubscriber));
    if (active) {
      ctx.logger.info("newsletter subscription of an active subscriber: nothing sent");
      return false;
    }
    if ((await confirmationsSent(tx, email, new Date(now.getTime() - 24 * 3_600_000))) >= CONFIRMATIONS_PER_ADDRESS) {
      ctx.logger.warn("newsletter confirmation not sent: the address reached its daily number");
      return false;
    }
    const token = randomBytes(24).toString("base64url");
    const pending = { confirmTokenHash: digest(token), confirmExpiresAt: new Date(now.getTime() + CONFIRM_TTL_MS) };
    await tx
      .insert(newsletterSubscribers)
      .values({ email, ...pending, createdAt: now })
      .onConflictDoUpdate({ target: newsletterSubscribers.email, set: pending });
    const confirmUrl = `${ctx.config.publicUrl}/api/newsletter/confirm?token=${token}`;
    await queueMail(tx, { ...templatedMail(newsletterConfirmation, { confirmUrl }, await getBusinessSettings(tx)), to: email });
    return true;
  });
  if (queued) ctx.wake.mail();
}

export type ConfirmOutcome = "confirmed" | "invalid" | "expired";

/** Whether a confirmation link is one we sent and still good (opening it changes nothing). */
export async function checkConfirmation(db: Db, token: unknown, now: Date): Promise<ConfirmOutcome> {
  if (typeof token !== "string" || token.length > 100) return "invalid";
  const [row] = await db
    .select({ expires: newsletterSubscribers.confirmExpiresAt })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.confirmTokenHash, digest(token)));
  if (!row?.expires) return "invalid";
  return row.expires > now ? "confirmed" : "expired";
}

/** The reader pressed Confirm: active from now; the link is spent. */
export async function confirmSubscription(db: Db, token: unknown, now: Date): Promise<ConfirmOutcome> {
  const check = await checkConfirmation(db, token, now);
  if (check !== "confirmed") return check;
  const [row] = await db
    .update(newsletterSubscribers)
    .set({ confirmedAt: now, confirmTokenHash: null, confirmExpiresAt: null })
    .where(and(eq(newsletterSubscribers.confirmTokenHash, digest(token as string)), gt(newsletterSubscribers.confirmExpiresAt, now)))
    .returning({ id: newsletterSubscribers.id });
  return row ? "confirmed" : "invalid";
}

export type SubscriberStatus = "pending" | "confirmed" | "unsubscribed";

export interface SubscriberEntry {
  id: string;
  email: string;
  status: SubscriberStatus;
  subscribedAt: string;
  confirmedAt: string | null;
  unsubscribedAt: string | null;
}

/** Every subscriber, newest first, with the status the send follows. */
export async function listSubscribers(db: Db): Promise<SubscriberEntry[]> {
  const rows = await db
    .select({ id: newsletterSubscribers.id, email: newsletterSubscribers.email, createdAt: newsletterSubscribers.createdAt, confirmedAt: newsletterSubscribers.confirmedAt, optedOutAt })
    .from(newsletterSubscribers)
    .orderBy(desc(newsletterSubscribers.createdAt));
  return rows.map((r) => {
    // The driver may hand the subquery's time back as text.
    const optOut = r.optedOutAt ? new Date(r.optedOutAt) : null;
    const ended = optOut && r.confirmedAt && optOut >= r.confirmedAt ? optOut : null;
    return {
      id: r.id,
      email: r.email,
      status: ended ? "unsubscribed" : r.confirmedAt ? "confirmed" : "pending",
      subscribedAt: r.createdAt.toISOString(),
      confirmedAt: r.confirmedAt?.toISOString() ?? null,
      unsubscribedAt: ended?.toISOString() ?? null,
    };
  });
}
