/**
 * Storing a lead from the public forms: the lead, its staff alerts, the homeowner's confirmation
 * and its webhook deliveries in one statement, so an accepted lead always has its mail queued (the
 * mail worker renders and delivers it, retrying while SMTP is down). A repeated Idempotency-Key
 * returns the first lead instead of storing a second.
 */
import { isUniqueViolation } from "../db/errors";
import { eq, getTableColumns, sql } from "drizzle-orm";
import type { PgInsertValue } from "drizzle-orm/pg-core";
import { randomUUID } from "node:crypto";
import { messages } from "@common/messages";
import type { LeadSubmission } from "@common/schemas/leads";
import type { LeadForm } from "@common/lead-forms";
import type { AppContext } from "../context";
import type { Db } from "../db/client";
import type { Limiter } from "../http/rate-limit";
import { sharedLimiter } from "../http/shared-limiter";
import { leads, mailOptOuts, mailOutbox, notificationEmails, webhookDeliveries } from "../db/schema";
import { isEmailAddress } from "@common/schemas/email";
import { isAlertRecipient, leadAlertMail, type StoredLead } from "./alerts";
import { leadColumns, toSubmittedLead, type SubmittedLead } from "./queries";
import { eventBody, newMessageId, webhookEventInsert } from "../webhooks/events";
import { CONFIRMATION_LIMIT, confirmationsTo, confirmationWindowStart, leadConfirmationMail } from "../contacts/confirmations";

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
 * Stores the lead with its mail and webhook deliveries in one prepared statement (WITH queries of
 * the lead's insert, so all are stored or none, in one round trip): an alert for each active
 * lead-notification recipient, then the homeowner's confirmation if it passes its gate, in that
 * order so the worker sends the office's first (mails of one moment go out in the order they were
 * stored). Mail is queued as template props, rendered by the worker, and carries the lead's
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
  const alert = leadAlertMail(lead, options.publicUrl);
  const confirmation = options.confirmation?.mail(lead);
  // Spam, no confirmation asked, or an address the outbox refuses: decided here; the opt-out and
  // the daily limit are read by the statement itself.
  const precheck = !confirmation ? "off" : lead.isSpam ? "spam" : !isEmailAddress(lead.email) ? "invalid-address" : null;
  const values: StatementValues = {
    ...lead,
    spam: lead.isSpam,
    alertKind: alert.kind,
    alertSubject: alert.subject,
    alertProps: JSON.stringify(alert.props),
    alertReplyTo: alert.replyTo ?? null,
    confirmationTo: confirmation && !precheck ? lead.email : null,
    confirmationAddress: confirmation?.address ?? null,
    confirmationKind: confirmation?.mail.kind ?? null,
    confirmationSubject: confirmation?.mail.subject ?? null,
    confirmationProps: confirmation ? JSON.stringify(confirmation.mail.props) : null,
    confirmationHeaders: confirmation ? JSON.stringify(confirmation.headers) : null,
    since: options.confirmation?.since ?? now,
    // Spam is no event: a null type queues none.
    eventType: lead.isSpam ? null : "lead.created",
    eventId: newMessageId(),
    eventBody: eventBody("lead.created", { ...toSubmittedLead(lead), form: lead.form }, now),
  };
  let statement = statements.get(db);
  if (!statement) statements.set(db, (statement = createLeadStatement(db)));
  let stored;
  try {
    [stored] = await statement.execute(values);
  } catch (error) {
    if (!options.idempotencyKey || !isUniqueViolation(error, "leads_idempotency_key_unique")) throw error;
    // A lead holds the key already (a racing retry waited for it to commit): that one is the answer.
    const existing = await findLeadByIdempotencyKey(db, options.idempotencyKey);
    if (!existing) throw error;
    return { lead: existing, created: false, alerts: 0 };
  }
  return {
    lead: toSubmittedLead(lead),
    created: true,
    alerts: Number(stored?.alerts ?? 0),
    confirmation: precheck ?? stored?.confirmation ?? "off",
    webhooks: Number(stored?.webhooks ?? 0),
  };
}

type StatementValues = StoredLead & Record<string, unknown>;

/** The statement storing a lead, prepared once per database (named, so planned once per connection). */
const statements = new WeakMap<Db, ReturnType<typeof createLeadStatement>>();

function createLeadStatement(db: Db) {
  const value = sql.placeholder;
  // Whether the homeowner's confirmation goes: not to an address that opted out, nor past its
  // daily limit (counted through mail_outbox_recipient_idx). Two leads from one address in the
  // same instant may both pass the count: the limit is a courtesy against floods, not a quota.
  const gate = db.$with("confirmation_gate", { outcome: sql<CreateLeadResult["confirmation"]>`outcome`.as("outcome") }).as(sql`
    select case
      when ${value("confirmationTo")}::text is null then null
      when exists (select 1 from ${mailOptOuts} where ${mailOptOuts.email} = ${value("confirmationAddress")}) then 'opted-out'
      when (select count(*) from ${mailOutbox} where ${confirmationsTo(value("confirmationAddress"), value("since"))}) >= ${CONFIRMATION_LIMIT} then 'limit'
      else 'queued' end as outcome`);
  // The office's alerts, one per recipient, then the confirmation if its gate says so; JSON is
  // sent as text so both drivers pass it alike.
  const mail = db.$with("lead_mail", { kind: mailOutbox.kind }).as(sql`
    insert into ${mailOutbox} (kind, "to", subject, props, reply_to, headers, created_at)
    select kind, "to", subject, props::jsonb, reply_to, headers::jsonb, ${value("createdAt")} from (
      select 1 as position, ${value("alertKind")}::text as kind, ${notificationEmails.email} as "to", ${value("alertSubject")}::text as subject,
             ${value("alertProps")}::text as props, ${value("alertReplyTo")}::text as reply_to, null::text as headers
        from ${notificationEmails} where ${isAlertRecipient} and not ${value("spam")}::boolean
      union all
      select 2, ${value("confirmationKind")}, ${value("confirmationTo")}, ${value("confirmationSubject")},
             ${value("confirmationProps")}, null, ${value("confirmationHeaders")}
        from ${gate} where ${gate.outcome} = 'queued'
    ) as queued order by position
    returning kind`);
  const event = db
    .$with("lead_event", { id: webhookDeliveries.id })
    .as(sql`${webhookEventInsert({ type: value("eventType"), id: value("eventId"), body: value("eventBody") })} returning ${webhookDeliveries.id}`);
  const columns = Object.keys(getTableColumns(leads)) as Array<keyof StoredLead>;
  return db
    .with(gate, mail, event)
    .insert(leads)
    .values(Object.fromEntries(columns.map((column) => [column, value(column)])) as PgInsertValue<typeof leads>)
    .returning({
      alerts: sql<number>`(select count(*) from ${mail} where ${mail.kind} = ${value("alertKind")})`,
      confirmation: sql<CreateLeadResult["confirmation"] | null>`(select ${gate.outcome} from ${gate})`,
      webhooks: sql<number>`(select count(*) from ${event})`,
    })
    .prepare("create_lead");
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
  if (result.webhooks) ctx.wake.webhooks();
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
