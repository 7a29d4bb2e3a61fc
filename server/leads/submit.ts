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
import { DatabaseUnavailable, databaseUnavailableFrom, type Db } from "../db/client";
import { writeBatcher } from "../db/write-batch";
import { leadsPerInsert } from "../metrics";
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
 * One statement stores a batch of leads (one lead on a quiet server, several when they arrive
 * together): each lead, an alert in the outbox for each active lead-notification recipient, and
 * the homeowner's confirmation. A data-modifying CTE is atomic like the transaction it replaces, so
 * a lead is never stored without its mail. Mail is queued as template props — the worker renders
 * it — and a lead and its mail carry the same creation time. The lead's id is chosen here, so its
 * confirmation can carry its reference. The leads travel as one JSON array: one parameter
 * whatever the batch's size, so the text stays fixed.
 *
 * The confirmation's gate is part of the statement: the address must not have opted out and must
 * have had fewer than CONFIRMATION_LIMIT confirmations in the window (counted through
 * mail_outbox_recipient_idx, so the count stays cheap as the outbox grows). Two leads from one
 * address in the same instant may both pass the count, as they could before; the limit is a
 * courtesy against floods, not an exact quota. Which mails a lead got follows from the gate and
 * the recipients, read once by the statement, so the answer needs no count of inserted rows.
 *
 * On PostgreSQL the fixed text is sent straight to the driver as a named prepared statement,
 * parsed and planned once per connection instead of on every batch.
 */
const ALERTED = `select r.email from ${getTableName(notificationEmails)} r
        where r.type = 'lead_notification' and r.is_active
          -- A malformed recipient row must never cost us the lead: it is skipped.
          and r.email !~ $2`;
const CONFIRMS = `i.confirm and not g.opted_out and g.recent < ${CONFIRMATION_LIMIT}`;
const LEAD_INSERT_SQL = `
    with input as (
      select * from jsonb_to_recordset($1::jsonb) as x(
        ord int, id uuid, first_name text, last_name text, email text, phone text, service_type text, message text,
        location text, page_path text, is_spam boolean, idempotency_key text, created_at timestamptz,
        alert_kind text, alert_subject text, alert_props jsonb, reply_to text,
        confirm boolean, confirm_address text, confirm_since timestamptz, confirm_kind text, confirm_subject text,
        confirm_props jsonb, confirm_headers jsonb)
    ), new_lead as (
      insert into ${getTableName(leads)} (id, first_name, last_name, email, phone, service_type, message, location, page_path,
                            status, source, is_spam, idempotency_key, created_at, updated_at)
      -- Status and source are set here, whatever the request said.
      select id, first_name, last_name, email, phone, service_type, message, location, page_path,
        'Lead', 'website', is_spam, idempotency_key, created_at, created_at
      from input order by ord
      -- A concurrent request with the same key waits for the first, then inserts nothing.
      on conflict (idempotency_key) do nothing
      returning *
    ), recipients as (${ALERTED}
    ), alerts as (
      insert into ${getTableName(mailOutbox)} (kind, "to", subject, props, reply_to, created_at)
      select i.alert_kind, r.email, i.alert_subject, i.alert_props, i.reply_to, n.created_at
      from new_lead n join input i on i.id = n.id cross join recipients r
      where not n.is_spam
      order by i.ord
      returning 1
    ), gate as (
      select i.id,
        exists (select 1 from ${getTableName(mailOptOuts)} o where o.email = i.confirm_address) as opted_out,
        (select count(*) from ${getTableName(mailOutbox)} m
          where lower(m."to") = i.confirm_address and m.created_at >= i.confirm_since
            and m.kind in (${CONFIRMATION_KINDS.map((k) => `'${k}'`).join(", ")}))::int as recent
      from input i
    ), confirmation as (
      insert into ${getTableName(mailOutbox)} (kind, "to", subject, props, headers, created_at)
      select i.confirm_kind, n.email, i.confirm_subject, i.confirm_props, i.confirm_headers, n.created_at
      from new_lead n join input i on i.id = n.id join gate g on g.id = n.id
      where ${CONFIRMS}
      order by i.ord
      returning 1
    )
    -- The batch's mail counts are read in this order so that the alerts are written before the
    -- confirmations (PostgreSQL runs a CTE no one reads last in, last out): the worker sends the
    -- mails of one moment in the order they were stored, the office's first.
    select n.*, case when n.is_spam then 0 else (select count(*) from recipients) end::int as alert_count,
      (${CONFIRMS}) as confirmation_queued, g.opted_out, g.recent,
      (select count(*) from alerts)::int as batch_alerts, (select count(*) from confirmation)::int as batch_confirmations
    from new_lead n join input i on i.id = n.id join gate g on g.id = n.id`;
/** Named for the statement cache of each PostgreSQL connection; a new text needs a new name. */
const LEAD_INSERT_NAME = `lead-insert-${createHash("sha1").update(LEAD_INSERT_SQL).digest("hex").slice(0, 12)}`;

type Row = Record<string, unknown>;

/** One lead of a batch, as the statement's JSON input names its fields. */
interface LeadInsert {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  service_type: string;
  message: string | null;
  location: string | null;
  page_path: string | null;
  is_spam: boolean;
  idempotency_key: string | null;
  created_at: string;
  alert_kind: string;
  alert_subject: string;
  alert_props: Record<string, unknown>;
  reply_to: string | null;
  confirm: boolean;
  confirm_address: string;
  confirm_since: string;
  confirm_kind: string;
  confirm_subject: string;
  confirm_props: Record<string, unknown>;
  confirm_headers: Record<string, string>;
}

/**
 * The stored lead's row, or undefined when its Idempotency-Key already named a lead. `ord` keeps
 * the batch's order in the table.
 */
async function insertLeads(db: Db, batch: LeadInsert[]): Promise<Array<Row | undefined>> {
  const client = (db as unknown as { $client?: unknown }).$client;
  const values = [JSON.stringify(batch.map((lead, ord) => ({ ...lead, ord }))), UNDELIVERABLE_RECIPIENT];
  let rows: Row[];
  try {
    if (client instanceof pg.Pool) rows = (await client.query<Row>({ name: LEAD_INSERT_NAME, text: LEAD_INSERT_SQL, values })).rows;
    else if (client instanceof PGlite) rows = (await client.query<Row>(LEAD_INSERT_SQL, values)).rows;
    else throw new Error("unknown database client: neither node-postgres nor PGlite");
  } catch (error) {
    // As for every Drizzle query: a lost connection is the 503 "database unavailable".
    throw databaseUnavailableFrom(error) ?? error;
  }
  leadsPerInsert.observe(batch.length);
  const byId = new Map(rows.map((row) => [String(row.id), row]));
  return batch.map((lead) => byId.get(lead.id));
}

/**
 * Leads arriving while a batch is being stored wait and go together in the next (see
 * server/db/write-batch.ts). One statement at a time: under a burst the batches grow instead of
 * the statements multiplying (measured: 13% less CPU per lead than with two at a time), and on
 * PGlite statements run one at a time anyway. One writer per database.
 */
const writers = new WeakMap<Db, (lead: LeadInsert) => Promise<Row | undefined>>();
function leadWriter(db: Db) {
  let writer = writers.get(db);
  if (!writer) {
    writer = writeBatcher({
      concurrency: 1,
      maxBatch: 64,
      write: (batch: LeadInsert[]) => insertLeads(db, batch),
      retryAlone: (error) => !(error instanceof DatabaseUnavailable),
    });
    writers.set(db, writer);
  }
  return writer;
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
  const row = await leadWriter(db)({
    id,
    first_name: values.firstName,
    last_name: values.lastName,
    email: values.email,
    phone: values.phone,
    service_type: values.serviceType,
    message: values.message,
    location: values.location,
    page_path: values.pagePath,
    is_spam: options.isSpam,
    idempotency_key: options.idempotencyKey ?? null,
    created_at: now.toISOString(),
    alert_kind: mail.kind,
    alert_subject: mail.subject,
    alert_props: mail.props,
    reply_to: mail.replyTo ?? null,
    confirm,
    confirm_address: confirmation?.address ?? "",
    confirm_since: (options.confirmation?.since ?? now).toISOString(),
    confirm_kind: confirmation?.mail.kind ?? "",
    confirm_subject: confirmation?.mail.subject ?? "",
    confirm_props: confirmation?.mail.props ?? {},
    confirm_headers: confirmation?.headers ?? {},
  });
  if (row) {
    const outcome: CreateLeadResult["confirmation"] = row.confirmation_queued
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
