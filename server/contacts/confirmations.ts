/**
 * The homeowner's confirmation after an accepted quote request, consultation request or review.
 * It repeats nothing the visitor typed except the first name: the service and town appear only
 * when they are one of the site's own options, so the forms cannot be used to send arbitrary
 * text to a third party's address. Not sent for submissions held as spam, to addresses that
 * opted out, or beyond CONFIRMATION_LIMIT per address per day (counted in the outbox itself,
 * so the limit holds across instances). A failure here is logged and never costs the lead.
 * A lead's confirmation is queued in the transaction that stores the lead (server/leads/submit.ts,
 * from `leadConfirmationMail`); a review's by `confirmReview` here. Both pass `confirmationGate`
 * and are queued as template props, rendered by the mail worker.
 */
import { secretsOf } from "../auth/keys";
import { and, count, eq, exists, gte, inArray, isNull, sql } from "drizzle-orm";
import { contactServiceOptions, isQuoteServiceOption } from "@common/lead-options";
import type { AppContext } from "../context";
import { readEntries } from "../content/read";
import type { Db } from "../db/client";
import { contacts, mailOptOuts, mailOutbox, reviewRequests } from "../db/schema";
import { queueMail } from "../mail/outbox";
import { leadConfirmation, reviewConfirmation, templatedMail, templatedOwnSubject, type TemplatedMail } from "../mail/templates";
import { getBusinessSettings } from "../office/settings";
import { normaliseAddress, unsubscribeHeaders, unsubscribeUrl } from "./opt-out";
import { verifyToken } from "./tokens";

/** Confirmations per recipient address per 24 hours. */
export const CONFIRMATION_LIMIT = 3;
const CONFIRMATION_KINDS = [leadConfirmation.kind, reviewConfirmation.kind];

/** Confirmations since this moment count towards an address's limit. */
export const confirmationWindowStart = (ctx: AppContext) => new Date(ctx.clock.now().getTime() - 24 * 3_600_000);

export const leadReference = (id: string) => `MHP-${id.slice(0, 8).toUpperCase()}`;
export const reviewReference = (id: string) => `MHP-R-${id.slice(0, 8).toUpperCase()}`;

/** The towns the site serves (the published service areas), as their pages name them. */
export async function servedTowns(ctx: AppContext): Promise<string[]> {
  return (await readEntries(ctx, "area")).map((a) => a.city);
}

/** What the visitor asked for, only in the site's own words: the town only when it is one of `towns`. */
export function describeRequest(serviceType: string, location: string | null, towns: readonly string[]) {
  const consultation = contactServiceOptions.find((o) => o.value === serviceType);
  const service = consultation?.label ?? (isQuoteServiceOption(serviceType) ? serviceType : null);
  const town = location ? (towns.find((t) => t !== "" && t.toLowerCase() === location.trim().toLowerCase()) ?? null) : null;
  return { request: consultation ? ("consultation" as const) : ("quote" as const), service, town };
}

/** The first word of the name the visitor gave, capped: the one piece of their text we repeat. */
const firstNameOf = (name: string) => (name.trim().split(/\s+/)[0] ?? "").slice(0, 40);

/** Why a confirmation is not sent, or "queued" when it may go. */
export type ConfirmationGate = "queued" | "opted-out" | "limit";

/**
 * Whether a confirmation may go to `address` (normalised): not after its opt-out, nor past its
 * daily limit (counted through mail_outbox_recipient_idx). Two submissions from one address in the
 * same instant may both pass the count: the limit is a courtesy against floods, not a quota.
 */
export async function confirmationGate(db: Db, address: string, since: Date): Promise<ConfirmationGate> {
  // One read for both: the count is an aggregate, so its row comes whatever the outbox holds.
  const [row] = await db
    .select({ sent: count(), optedOut: exists(db.select().from(mailOptOuts).where(eq(mailOptOuts.email, address))).mapWith(Boolean) })
    .from(mailOutbox)
    .where(and(inArray(mailOutbox.kind, CONFIRMATION_KINDS), eq(sql`lower(${mailOutbox.to})`, address), gte(mailOutbox.createdAt, since)));
  return row?.optedOut ? "opted-out" : (row?.sent ?? 0) >= CONFIRMATION_LIMIT ? "limit" : "queued";
}

async function queue(ctx: AppContext, to: string, mailFor: (unsubscribe: string) => TemplatedMail, log: Record<string, unknown>) {
  const address = normaliseAddress(to);
  const gate = await confirmationGate(ctx.db, address, confirmationWindowStart(ctx));
  if (gate !== "queued") {
    logGate(ctx, log, gate);
    return false;
  }
  const url = unsubscribeUrl(ctx, address);
  await queueMail(ctx.db, { ...mailFor(url), to, headers: unsubscribeHeaders(url) });
  ctx.wake.mail();
  return true;
}

/** The log line of a confirmation its gate held back. */
export function logGate(ctx: AppContext, log: Record<string, unknown>, gate: Exclude<ConfirmationGate, "queued">) {
  if (gate === "opted-out") ctx.logger.info(log, "confirmation not sent: the address opted out");
  else ctx.logger.warn(log, "confirmation not sent: the address reached its daily limit");
}

export interface AcceptedLead {
  id: string;
  firstName: string;
  email: string;
  serviceType: string;
  location: string | null;
}

/**
 * A new lead's confirmation, ready to queue: the recipient as typed, the address the opt-out and
 * the limit are keyed by, the mail and its opt-out headers. Whether it is sent (not spam, not
 * opted out, under the limit) is decided where it is queued, in the lead's own transaction. No
 * Settings needed: the subject names only the request, and the worker renders the body with them.
 */
export function leadConfirmationMail(ctx: AppContext, lead: AcceptedLead, towns: readonly string[]) {
  const address = normaliseAddress(lead.email);
  const url = unsubscribeUrl(ctx, address);
  const mail = templatedOwnSubject(leadConfirmation, {
    firstName: firstNameOf(lead.firstName),
    ...describeRequest(lead.serviceType, lead.location, towns),
    reference: leadReference(lead.id),
    unsubscribeUrl: url,
  });
  return { to: lead.email, address, mail, headers: unsubscribeHeaders(url) };
}

/**
 * Called once per review submission: the public review form asks no e-mail address, so the
 * confirmation goes only to a review sent through a review-request link (`to` is the customer's
 * address from that request). Never throws.
 */
export async function confirmReview(
  ctx: AppContext,
  review: { id: string; customerName: string },
  options: { isSpam: boolean; to?: string | null },
): Promise<boolean> {
  if (options.isSpam || !options.to) return false;
  const log = { testimonialId: review.id, kind: reviewConfirmation.kind };
  try {
    const reference = reviewReference(review.id);
    const settings = await getBusinessSettings(ctx.db);
    return await queue(
      ctx,
      options.to,
      (unsubscribe) => templatedMail(reviewConfirmation, { firstName: firstNameOf(review.customerName), reference, unsubscribeUrl: unsubscribe }, settings),
      log,
    );
  } catch (error) {
    ctx.logger.error({ ...log, err: error }, "review confirmation could not be queued");
    return false;
  }
}

/**
 * Called once per stored review. A review sent through a review-request link (`requestToken`)
 * is linked to its request, so the office sees which requests led to reviews, and its writer —
 * whose address we know from the request — gets the confirmation. Never throws.
 */
export async function afterReview(
  ctx: AppContext,
  review: { id: string; customerName: string },
  options: { isSpam: boolean; requestToken?: string | null },
): Promise<boolean> {
  if (options.isSpam || !options.requestToken) return false;
  try {
    const check = verifyToken(secretsOf(ctx.config), "review", options.requestToken, ctx.clock.now());
    if (!check.ok) return false;
    const [linked] = await ctx.db
      .update(reviewRequests)
      .set({ testimonialId: review.id })
      .where(and(eq(reviewRequests.id, check.subject), isNull(reviewRequests.testimonialId)))
      .returning({ contactId: reviewRequests.contactId });
    if (!linked) return false;
    const [contact] = await ctx.db.select({ email: contacts.email }).from(contacts).where(eq(contacts.id, linked.contactId));
    return await confirmReview(ctx, review, { isSpam: false, to: contact?.email });
  } catch (error) {
    ctx.logger.error({ testimonialId: review.id, err: error }, "review request could not be linked");
    return false;
  }
}
