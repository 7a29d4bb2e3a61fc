/**
 * Storing a lead from the public forms: the lead, its staff alerts, the homeowner's confirmation
 * and its webhook deliveries in one statement, so an accepted lead always has its mail queued (the
 * mail worker renders and delivers it, retrying while SMTP is down). A repeated Idempotency-Key returns the
 * first lead instead of storing a second.
 */
import { and, count, eq, gte, inArray, sql } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import { messages } from "~/shared/messages";
import type { LeadSubmission } from "~/shared/schemas/leads";
import type { LeadForm } from "~/shared/lead-forms";
import type { AppContext } from "../context";
import type { Db } from "../db/client";
import type { Limiter } from "../http/rate-limit";
import { sharedLimiter } from "../http/shared-limiter";
import { leads, mailOptOuts, mailOutbox } from "../db/schema";
import { isEmailAddress } from "~/shared/schemas/email";
import { alertRecipients, leadAlertMail, type StoredLead } from "./alerts";
import { toSubmittedLead, type SubmittedLead } from "./queries";
import { webhookEventInsert } from "../webhooks/events";
import { CONFIRMATION_KINDS, CONFIRMATION_LIMIT, confirmationWindowStart, leadConfirmationMail } from "../contacts/confirmations";

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
  /** Why no confirmation was queued for a new lead, if none was. */
  confirmation?: "queued" | "spam" | "opted-out" | "limit" | "invalid-address" | "off";
}

export async function findLeadByIdempotencyKey(db: Db, key: string): Promise<SubmittedLead | undefined> {
  const [row] = await db.select().from(leads).where(eq(leads.idempotencyKey, key)).limit(1);
  return row && toSubmittedLead(row);
}

/**
 * Stores the lead with its mail and webhook deliveries in one statement (WITH queries of the
 * lead's insert, so all are stored or none): an alert for each active lead-notification recipient,
 * then the homeowner's confirmation, in that order so the worker sends the office's first (mails
 * of one moment go out in the order they were stored). Mail is queued as template props, rendered
 * by the worker, and carries the lead's creation time. The lead's id is chosen here so its
 * confirmation can carry its reference.
 *
 * A concurrent request with the same Idempotency-Key waits on the unique index for the first
 * one's commit and then fails on it, storing nothing: the first lead is the answer.
 */
export async function createLead(db: Db, input: LeadSubmission, options: CreateLeadOptions): Promise<CreateLeadResult> {
  const now = new Date();
  const lead: StoredLead = {
    id: randomUUID(),
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    phone: input.phone,
    serviceType: input.serviceType,
    message: input.message ?? null,
    location: input.location ?? null,
    pagePath: input.pagePath ?? null,
    form: options.form ?? null,
    // Status and source are set here, whatever the request said.
    status: "Lead",
    source: "website",
    isSpam: options.isSpam,
    idempotencyKey: options.idempotencyKey ?? null,
    createdAt: now,
    updatedAt: now,
  };
  const alert = leadAlertMail(lead, options.publicUrl);
  const confirmation = options.confirmation?.mail(lead);
  // Who gets mail, read in parallel before the write.
  const [recipients, outcome] = await Promise.all([
    lead.isSpam ? [] : alertRecipients(db),
    confirmationOutcome(db, lead, confirmation, options.confirmation?.since ?? now),
  ]);
  const mails: Array<typeof mailOutbox.$inferInsert> = recipients.map((to) => ({
    kind: alert.kind,
    to,
    subject: alert.subject,
    props: alert.props,
    replyTo: alert.replyTo ?? null,
    createdAt: now,
  }));
  if (confirmation && outcome === "queued") {
    const { mail, headers } = confirmation;
    mails.push({ kind: mail.kind, to: lead.email, subject: mail.subject, props: mail.props, headers, createdAt: now });
  }
  // One statement: the mail and the webhook deliveries are WITH queries of the lead's insert, so
  // all are stored or none, in one round trip. A real lead's webhooks are queued with it; spam is no event.
  const withQueries = [];
  if (mails.length > 0) withQueries.push(db.$with("lead_mail").as(db.insert(mailOutbox).values(mails).returning({ id: mailOutbox.id })));
  if (!lead.isSpam) withQueries.push(db.$with("lead_event", {}).as(webhookEventInsert("lead.created", { ...toSubmittedLead(lead), form: lead.form }, now)));
  try {
    await db.with(...withQueries).insert(leads).values(lead);
  } catch (error) {
    if (!options.idempotencyKey || !isUniqueViolation(error, "leads_idempotency_key_unique")) throw error;
    // A lead holds the key already (a racing retry waited for it to commit): that one is the answer.
    const existing = await findLeadByIdempotencyKey(db, options.idempotencyKey);
    if (!existing) throw error;
    return { lead: existing, created: false, alerts: 0 };
  }
  return { lead: toSubmittedLead(lead), created: true, alerts: recipients.length, confirmation: outcome };
}

/** A unique violation of `constraint`, anywhere in the cause chain (Drizzle wraps driver errors). */
function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let e = error as { code?: unknown; constraint?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === "23505" && e.constraint === constraint) return true;
  }
  return false;
}

/** A named statement, planned once per connection: read on every lead. */
const gates = new WeakMap<Db, ReturnType<typeof gateQuery>>();
const gateQuery = (db: Db) => {
  const address = sql.placeholder("address");
  return db
    .select({ recent: count(), optedOut: sql<boolean>`exists(${db.select({ email: mailOptOuts.email }).from(mailOptOuts).where(eq(mailOptOuts.email, address))})` })
    .from(mailOutbox)
    .where(and(eq(sql`lower(${mailOutbox.to})`, address), gte(mailOutbox.createdAt, sql.placeholder("since")), inArray(mailOutbox.kind, CONFIRMATION_KINDS)))
    .prepare("lead_confirmation_gate");
};

/**
 * Whether the homeowner gets a confirmation: not for spam, only to an address the outbox accepts,
 * not opted out and under CONFIRMATION_LIMIT in the window (counted through
 * mail_outbox_recipient_idx). Two leads from one address in the same instant may both pass the
 * count: the limit is a courtesy against floods, not an exact quota.
 */
async function confirmationOutcome(db: Db, lead: StoredLead, confirmation: ReturnType<typeof leadConfirmationMail> | undefined, since: Date): Promise<NonNullable<CreateLeadResult["confirmation"]>> {
  if (!confirmation) return "off";
  if (lead.isSpam) return "spam";
  // The form's rule should already guarantee it.
  if (!isEmailAddress(lead.email)) return "invalid-address";
  let gate = gates.get(db);
  if (!gate) gates.set(db, (gate = gateQuery(db)));
  const [row] = await gate.execute({ address: confirmation.address, since });
  if (row?.optedOut) return "opted-out";
  return Number(row?.recent ?? 0) < CONFIRMATION_LIMIT ? "queued" : "limit";
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
  // reads Settings once per pass; their subjects name none of it.
  const result = await createLead(ctx.db, input, {
    isSpam: options.isSpam,
    form: options.form,
    idempotencyKey,
    publicUrl: ctx.config.publicUrl,
    // The homeowner's confirmation, queued in the lead's own transaction.
    confirmation: { since: confirmationWindowStart(ctx), mail: (lead) => leadConfirmationMail(ctx, lead) },
  });
  if (result.alerts > 0 || result.confirmation === "queued") ctx.wake.mail();
  if (result.created && !options.isSpam) ctx.wake.webhooks();
  // After the commit, in memory: the request does not wait for any push service.
  if (result.created && !options.isSpam) ctx.push.leadArrived(result.lead);
  const log = { reqId: options.reqId, leadId: result.lead.id };
  if (result.confirmation === "opted-out") ctx.logger.info({ ...log, kind: "lead_confirmation" }, "confirmation not sent: the address opted out");
  if (result.confirmation === "limit") ctx.logger.warn({ ...log, kind: "lead_confirmation" }, "confirmation not sent: the address reached its daily limit");
  ctx.logger.info(
    { ...log, spam: options.isSpam, replay: !result.created, alerts: result.alerts, confirmation: result.confirmation, via: options.via },
    "lead received",
  );
  return result;
}
