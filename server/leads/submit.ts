/**
 * Storing a lead from the public forms: the lead, its staff alerts, the homeowner's confirmation
 * and its webhook deliveries in one transaction, so an accepted lead always has its mail queued
 * (the mail worker renders and delivers it, retrying while SMTP is down). A repeated
 * Idempotency-Key returns the first lead instead of storing a second.
 */
import { isUniqueViolation } from "../db/errors";
import { eq } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import * as messages from "@common/messages";
import type { LeadSubmission } from "@common/schemas/leads";
import type { LeadForm } from "@common/lead-forms";
import type { AppContext } from "../context";
import type { Db } from "../db/client";
import type { Limiter } from "../http/rate-limit";
import { sharedLimiter } from "../http/shared-limiter";
import { leads } from "../db/schema";
import { isEmailAddress } from "@common/schemas/email";
import { queueMail, type OutgoingMail } from "../mail/outbox";
import { alertRecipients, leadAlertMail, type StoredLead } from "./alerts";
import { leadColumns, toSubmittedLead, type SubmittedLead } from "./queries";
import { queueWebhookEvent } from "../webhooks/events";
import { confirmationGate, confirmationWindowStart, leadConfirmationMail, logGate, servedTowns } from "../contacts/confirmations";

export interface CreateLeadOptions {
  isSpam: boolean;
  /** The public form it was sent with. */
  form?: LeadForm;
  idempotencyKey?: string;
  publicUrl: string;
  /**
   * The homeowner's confirmation: built for the lead's id, queued unless the lead is spam, the
   * address opted out, or it already had CONFIRMATION_LIMIT confirmations since `since`.
   */
  confirmation?: { since: Date; mail: (lead: { id: string; firstName: string; email: string; serviceType: string; location: string | null }) => ReturnType<typeof leadConfirmationMail> };
}

export interface CreateLeadResult {
  lead: SubmittedLead;
  /** False when the Idempotency-Key named an earlier lead. */
  created: boolean;
  alerts: number;
  /** Webhook deliveries queued (none while no endpoint listens for new leads). */
  webhooks?: number;
  /** Why no confirmation was queued for a new lead, if none was. */
  confirmation?: "queued" | "spam" | "opted-out" | "limit" | "invalid-address" | "off";
}

export async function findLeadByIdempotencyKey(db: Db, key: string): Promise<SubmittedLead | undefined> {
  const [row] = await db.select().from(leads).where(eq(leads.idempotencyKey, key)).limit(1);
  return row && toSubmittedLead(row);
}

/**
 * Stores the lead with its mail and webhook deliveries in one transaction: an alert for each
 * active lead-notification recipient, then the homeowner's confirmation if it passes its gate, in
 * that order so the worker sends the office's first (mails of one moment go out in the order they
 * were stored). Mail is queued as template props, rendered by the worker, and carries the lead's
 * creation time. The lead's id is chosen here so its confirmation can carry its reference.
 *
 * A concurrent request with the same Idempotency-Key waits on the unique index for the first
 * one's commit and then fails on it, storing nothing: the first lead is the answer.
 */
export async function createLead(db: Db, input: LeadSubmission, options: CreateLeadOptions): Promise<CreateLeadResult> {
  const now = new Date();
  const lead: StoredLead = {
    id: randomUUID(),
    ...leadColumns(input),
    form: options.form ?? null,
    // Status and source are set here, whatever the request said.
    status: "Lead",
    source: "website",
    isSpam: options.isSpam,
    idempotencyKey: options.idempotencyKey ?? null,
    createdAt: now,
    updatedAt: now,
  };
  const submitted = toSubmittedLead(lead);
  const alert = { ...leadAlertMail(lead, options.publicUrl), createdAt: lead.createdAt };
  const confirmation = options.confirmation && { since: options.confirmation.since, ...options.confirmation.mail(lead) };
  // Who gets the alert and whether the confirmation may go are read first, side by side: the
  // transaction then holds its connection only for its writes.
  const [recipients, outcome] = await Promise.all([
    lead.isSpam ? [] : alertRecipients(db),
    !confirmation
      ? ("off" as const)
      : lead.isSpam
        ? ("spam" as const)
        : !isEmailAddress(confirmation.to)
          ? ("invalid-address" as const)
          : confirmationGate(db, confirmation.address, confirmation.since),
  ]);
  const mails: OutgoingMail[] = recipients.map((to) => ({ ...alert, to }));
  if (confirmation && outcome === "queued") mails.push({ ...confirmation.mail, to: confirmation.to, headers: confirmation.headers, createdAt: lead.createdAt });
  try {
    return await db.transaction(async (tx) => {
      await tx.insert(leads).values(lead);
      await queueMail(tx, mails);
      // Spam is no event.
      const webhooks = lead.isSpam ? 0 : await queueWebhookEvent(tx, "lead.created", { ...submitted, form: lead.form }, lead.createdAt);
      return { lead: submitted, created: true, alerts: recipients.length, confirmation: outcome, webhooks };
    });
  } catch (error) {
    if (!options.idempotencyKey || !isUniqueViolation(error, "leads_idempotency_key_unique")) throw error;
    // A lead holds the key already (a racing retry waited for it to commit): that one is the answer.
    const existing = await findLeadByIdempotencyKey(db, options.idempotencyKey);
    if (!existing) throw error;
    return { lead: existing, created: false, alerts: 0 };
  }
}

/** Valid submissions per client address per window (docs/decisions.md). */
export const LEAD_LIMIT = { points: 20, windowSeconds: 15 * 60 };

/** One limiter per app, shared by POST /api/leads and the forms' page actions. */
export function leadLimiter(ctx: AppContext): Limiter {
  return sharedLimiter(ctx, { name: "lead-submit", ...LEAD_LIMIT });
}

export interface SubmitLeadOptions {
  clientKey: string;
  isSpam: boolean;
  idempotencyKey?: string;
  /** For the log line. */
  reqId?: unknown;
  via: "api" | "form";
  form: LeadForm;
}

/**
 * A validated lead from any public form, sent by script (POST /api/leads) or by the browser
 * itself (a page action): the client's limit is counted (a 429 HttpError over it); an earlier
 * lead with the same key is answered without storing; otherwise the lead and its alerts are
 * stored and the mail worker woken.
 */
export async function submitLead(ctx: AppContext, input: LeadSubmission, options: SubmitLeadOptions): Promise<CreateLeadResult> {
  const { idempotencyKey } = options;
  // A replay counts like any submission: a key is no way round the limit, nor a free lookup.
  await leadLimiter(ctx).consume(options.clientKey, messages.api.leadRateLimited);
  if (idempotencyKey) {
    const existing = await findLeadByIdempotencyKey(ctx.db, idempotencyKey);
    if (existing) return { lead: existing, created: false, alerts: 0 };
  }
  // No Settings read: the lead's mails are queued as props and rendered by the worker, which
  // reads Settings once per pass; their subjects name none of it. The confirmation names the
  // town only when it is one the site serves.
  const towns = input.location ? await servedTowns(ctx) : [];
  const result = await createLead(ctx.db, input, {
    isSpam: options.isSpam,
    form: options.form,
    idempotencyKey,
    publicUrl: ctx.config.publicUrl,
    // The homeowner's confirmation, queued in the lead's own transaction.
    confirmation: { since: confirmationWindowStart(ctx), mail: (lead) => leadConfirmationMail(ctx, lead, towns) },
  });
  if (result.alerts > 0 || result.confirmation === "queued") ctx.wake.mail();
  if (result.webhooks) ctx.wake.webhooks();
  // After the commit, in memory: the request does not wait for any push service.
  if (result.created && !options.isSpam) ctx.push.leadArrived(result.lead);
  const log = { reqId: options.reqId, leadId: result.lead.id };
  if (result.confirmation === "opted-out" || result.confirmation === "limit") logGate(ctx, { ...log, kind: "lead_confirmation" }, result.confirmation);
  ctx.logger.info(
    { ...log, spam: options.isSpam, replay: !result.created, alerts: result.alerts, confirmation: result.confirmation, via: options.via },
    "lead received",
  );
  return result;
}
