/**
 * Storing a lead from the public forms: the lead, its staff alerts and the homeowner's
 * confirmation in one statement, so an accepted lead always has its mail queued (the mail worker
 * renders and delivers it, retrying while SMTP is down). A repeated Idempotency-Key returns the
 * first lead instead of storing a second.
 */
import { PGlite } from "@electric-sql/pglite";
import { eq, getTableName } from "drizzle-orm";
import { createHash, randomUUID } from "node:crypto";
import pg from "pg";
import { messages } from "~/shared/messages";
import type { LeadSubmission } from "~/shared/schemas/leads";
import type { AppContext } from "../context";
import { databaseUnavailableFrom, type Db } from "../db/client";
import type { Limiter } from "../http/rate-limit";
import { sharedLimiter } from "../http/shared-limiter";
import { leads, mailOptOuts, mailOutbox, notificationEmails } from "../db/schema";
import { isEmailAddress } from "~/shared/schemas/email";
import { leadAlertMail, UNDELIVERABLE_RECIPIENT, type StoredLead } from "./alerts";
import { toSubmittedLead, type SubmittedLead } from "./queries";
import { CONFIRMATION_KINDS, CONFIRMATION_LIMIT, confirmationWindowStart, leadConfirmationMail } from "../customers/confirmations";

export interface CreateLeadOptions {
  isSpam: boolean;
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
 * One statement, one round trip: the lead, an alert in the outbox for each active
 * lead-notification recipient, and the homeowner's confirmation are inserted together (a
 * data-modifying CTE is atomic like the transaction it replaces). Mail is queued as template
 * props — the worker renders it — and the lead and its mail carry the same creation time. The
 * lead's id is chosen here, so its confirmation can carry its reference.
 *
 * The confirmation's gate is part of the statement: the address must not have opted out and must
 * have had fewer than CONFIRMATION_LIMIT confirmations in the window (counted through
 * mail_outbox_recipient_idx, so the count stays cheap as the outbox grows). Two leads from one
 * address in the same instant may both pass the count, as they could before; the limit is a
 * courtesy against floods, not an exact quota.
 *
 * The text is fixed and sent straight to the driver: on PostgreSQL as a named prepared statement,
 * parsed and planned once per connection instead of on every lead, and without Drizzle building
 * the same SQL again each time (together a fifth of a lead's CPU in the profile).
 */
const LEAD_INSERT_SQL = `
    with new_lead as (
      insert into ${getTableName(leads)} (id, first_name, last_name, email, phone, service_type, message, location, page_path,
                            status, source, is_spam, idempotency_key, created_at, updated_at)
      -- Status and source are set here, whatever the request said.
      values ($18, $1, $2, $3, $4, $5, $6, $7, $8, 'Lead', 'website', $9, $10, $11, $11)
      -- A concurrent request with the same key waits for the first, then inserts nothing.
      on conflict (idempotency_key) do nothing
      returning *
    ), alerts as (
      insert into ${getTableName(mailOutbox)} (kind, "to", subject, props, reply_to, created_at)
      select $12, r.email, $13, $14::text::jsonb, $15, $11
      from ${getTableName(notificationEmails)} r, new_lead
      where not new_lead.is_spam and r.type = 'lead_notification' and r.is_active
        -- A malformed recipient row must never cost us the lead: it is skipped.
        and r.email !~ $16
      returning 1
    ), gate as (
      select exists (select 1 from ${getTableName(mailOptOuts)} o where o.email = $17) as opted_out,
        (select count(*) from ${getTableName(mailOutbox)} m
          where lower(m."to") = $17 and m.created_at >= $19
            and m.kind in (${CONFIRMATION_KINDS.map((k) => `'${k}'`).join(", ")}))::int as recent
    ), confirmation as (
      insert into ${getTableName(mailOutbox)} (kind, "to", subject, props, headers, created_at)
      select $20, new_lead.email, $21, $22::text::jsonb, $23::text::jsonb, $11
      from new_lead, gate
      where $24::boolean and not gate.opted_out and gate.recent < ${CONFIRMATION_LIMIT}
      returning 1
    )
    select new_lead.*, (select count(*) from alerts)::int as alert_count,
      (select count(*) from confirmation)::int as confirmation_count, gate.opted_out, gate.recent
    from new_lead, gate`;
/** Named for the statement cache of each PostgreSQL connection; a new text needs a new name. */
const LEAD_INSERT_NAME = `lead-insert-${createHash("sha1").update(LEAD_INSERT_SQL).digest("hex").slice(0, 12)}`;

type Row = Record<string, unknown>;

async function insertLead(db: Db, values: unknown[]): Promise<Row[]> {
  const client = (db as unknown as { $client?: unknown }).$client;
  try {
    if (client instanceof pg.Pool) return (await client.query<Row>({ name: LEAD_INSERT_NAME, text: LEAD_INSERT_SQL, values })).rows;
    if (client instanceof PGlite) return (await client.query<Row>(LEAD_INSERT_SQL, values)).rows;
  } catch (error) {
    // As for every Drizzle query: a lost connection is the 503 "database unavailable".
    throw databaseUnavailableFrom(error) ?? error;
  }
  throw new Error("unknown database client: neither node-postgres nor PGlite");
}

export async function createLead(db: Db, input: LeadSubmission, options: CreateLeadOptions): Promise<CreateLeadResult> {
  const now = new Date();
  const values = {
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    phone: input.phone,
    serviceType: input.serviceType,
    message: input.message ?? null,
    location: input.location ?? null,
    pagePath: input.pagePath ?? null,
  };
  const mail = leadAlertMail({ ...values, createdAt: now }, options.publicUrl);
  const id = randomUUID();
  const confirmation = options.confirmation?.mail({ id, ...values });
  // Only to an address the outbox accepts (the form's rule should already guarantee it).
  const confirm = Boolean(confirmation) && !options.isSpam && isEmailAddress(values.email);
  const [row] = await insertLead(db, [
    values.firstName,
    values.lastName,
    values.email,
    values.phone,
    values.serviceType,
    values.message,
    values.location,
    values.pagePath,
    options.isSpam,
    options.idempotencyKey ?? null,
    now,
    mail.kind,
    mail.subject,
    JSON.stringify(mail.props),
    mail.replyTo ?? null,
    UNDELIVERABLE_RECIPIENT,
    confirmation?.address ?? "",
    id,
    options.confirmation?.since ?? now,
    confirmation?.mail.kind ?? "",
    confirmation?.mail.subject ?? "",
    JSON.stringify(confirmation?.mail.props ?? {}),
    JSON.stringify(confirmation?.headers ?? {}),
    confirm,
  ]);
  if (row) {
    const outcome: CreateLeadResult["confirmation"] = Number(row.confirmation_count) > 0
      ? "queued"
      : !confirmation ? "off" : options.isSpam ? "spam" : !confirm ? "invalid-address" : row.opted_out ? "opted-out" : "limit";
    return { lead: toSubmittedLead(fromRow(row)), created: true, alerts: Number(row.alert_count), confirmation: outcome };
  }
  const existing = await findLeadByIdempotencyKey(db, options.idempotencyKey!);
  if (!existing) throw new Error("Idempotent lead insert conflicted but no lead holds the key");
  return { lead: existing, created: false, alerts: 0 };
}

/** The stored row, named as Drizzle names it, from the statement's column names. */
function fromRow(r: Record<string, unknown>): StoredLead {
  const date = (v: unknown) => (v instanceof Date ? v : new Date(String(v)));
  return {
    id: String(r.id),
    firstName: String(r.first_name),
    lastName: String(r.last_name),
    email: String(r.email),
    phone: String(r.phone),
    serviceType: String(r.service_type),
    message: (r.message as string | null) ?? null,
    location: (r.location as string | null) ?? null,
    status: String(r.status),
    source: String(r.source),
    pagePath: (r.page_path as string | null) ?? null,
    isSpam: Boolean(r.is_spam),
    idempotencyKey: (r.idempotency_key as string | null) ?? null,
    createdAt: date(r.created_at),
    updatedAt: date(r.updated_at),
  };
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
}

/**
 * A validated lead from any public form, sent by script (POST /api/leads) or by the browser
 * itself (a page action): an earlier lead with the same key is answered without counting or
 * storing; otherwise the client's limit is counted (a 429 HttpError over it), the lead and its
 * alerts are stored and the mail worker woken.
 */
export async function submitLead(ctx: AppContext, input: LeadSubmission, options: SubmitLeadOptions): Promise<CreateLeadResult> {
  const { idempotencyKey } = options;
  if (idempotencyKey) {
    const existing = await findLeadByIdempotencyKey(ctx.db, idempotencyKey);
    if (existing) return { lead: existing, created: false, alerts: 0 };
  }
  await leadLimiter(ctx).consume(options.clientKey, messages.api.leadRateLimited);
  // No Settings read: the lead's mails are queued as props and rendered by the worker, which
  // reads Settings once per pass; their subjects name none of it.
  const result = await createLead(ctx.db, input, {
    isSpam: options.isSpam,
    idempotencyKey,
    publicUrl: ctx.config.publicUrl,
    // The homeowner's confirmation (issue 18), queued by the same statement.
    confirmation: { since: confirmationWindowStart(ctx), mail: (lead) => leadConfirmationMail(ctx, lead) },
  });
  if (result.alerts > 0 || result.confirmation === "queued") ctx.wake.mail();
  const log = { reqId: options.reqId, leadId: result.lead.id };
  if (result.confirmation === "opted-out") ctx.logger.info({ ...log, kind: "lead_confirmation" }, "confirmation not sent: the address opted out");
  if (result.confirmation === "limit") ctx.logger.warn({ ...log, kind: "lead_confirmation" }, "confirmation not sent: the address reached its daily limit");
  ctx.logger.info(
    { ...log, spam: options.isSpam, replay: !result.created, alerts: result.alerts, confirmation: result.confirmation, via: options.via },
    "lead received",
  );
  return result;
}
