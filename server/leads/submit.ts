/**
 * Storing a lead from the public forms: the lead, its staff alerts and the homeowner's
 * confirmation in one transaction, so an accepted lead always has its mail queued (the mail worker
 * renders and delivers it, retrying while SMTP is down). A repeated Idempotency-Key returns the
 * first lead instead of storing a second.
 */
import { and, count, eq, getTableColumns, gte, inArray, sql } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import { messages } from "~/shared/messages";
import type { LeadSubmission } from "~/shared/schemas/leads";
import type { AppContext } from "../context";
import type { Db } from "../db/client";
import type { Limiter } from "../http/rate-limit";
import { sharedLimiter } from "../http/shared-limiter";
import { leads, mailOptOuts, mailOutbox } from "../db/schema";
import { isEmailAddress } from "~/shared/schemas/email";
import { alertRecipientsQuery, leadAlertMail, type StoredLead } from "./alerts";
import { toSubmittedLead, type SubmittedLead } from "./queries";
import { CONFIRMATION_KINDS, CONFIRMATION_LIMIT, confirmationWindowStart, leadConfirmationMail } from "../contacts/confirmations";

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
 * Stores the lead with its mail in one transaction: an alert for each active lead-notification
 * recipient, then the homeowner's confirmation, written in that order so the worker sends the
 * office's first (mails of one moment go out in the order they were stored). Mail is queued as
 * template props, rendered by the worker, and carries the lead's creation time. The lead's id is
 * chosen here so its confirmation can carry its reference.
 *
 * Who gets mail is read by the lead's insert itself (subqueries in RETURNING): one statement for
 * the lead, one for its mail. The confirmation goes only to an address that has not opted out and
 * had fewer than CONFIRMATION_LIMIT confirmations in the window (counted through
 * mail_outbox_recipient_idx); two leads from one address in the same instant may both pass the
 * count, as the limit is a courtesy against floods, not an exact quota.
 *
 * A concurrent request with the same Idempotency-Key waits on the unique index for the first
 * transaction, then inserts nothing; the first lead is read back once that one has committed.
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
  const address = confirmation?.address ?? "";
  const since = options.confirmation?.since ?? now;

  const stored = await db.transaction(async (tx) => {
    const recentConfirmations = tx
      .select({ n: count() })
      .from(mailOutbox)
      .where(and(eq(sql`lower(${mailOutbox.to})`, address), gte(mailOutbox.createdAt, since), inArray(mailOutbox.kind, CONFIRMATION_KINDS)));
    const optedOut = tx.select({ email: mailOptOuts.email }).from(mailOptOuts).where(eq(mailOptOuts.email, address));
    const [row] = await tx
      .insert(leads)
      .values(lead)
      .onConflictDoNothing({ target: leads.idempotencyKey })
      .returning({
        ...getTableColumns(leads),
        recipients: sql<string[]>`array(${alertRecipientsQuery(tx)})`,
        optedOut: sql<boolean>`exists(${optedOut})`,
        recent: sql<number>`(${recentConfirmations})`.mapWith(Number),
      });
    if (!row) return undefined;
    const recipients = lead.isSpam ? [] : row.recipients;
    const outcome: CreateLeadResult["confirmation"] = !confirmation
      ? "off"
      : lead.isSpam
        ? "spam"
        : // Only to an address the outbox accepts (the form's rule should already guarantee it).
          !isEmailAddress(lead.email)
          ? "invalid-address"
          : row.optedOut
            ? "opted-out"
            : row.recent >= CONFIRMATION_LIMIT
              ? "limit"
              : "queued";
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
    if (mails.length > 0) await tx.insert(mailOutbox).values(mails);
    return { row, alerts: recipients.length, confirmation: outcome };
  });
  if (stored) return { lead: toSubmittedLead(stored.row), created: true, alerts: stored.alerts, confirmation: stored.confirmation };
  const existing = await findLeadByIdempotencyKey(db, options.idempotencyKey!);
  if (!existing) throw new Error("Idempotent lead insert conflicted but no lead holds the key");
  return { lead: existing, created: false, alerts: 0 };
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
    // The homeowner's confirmation, queued in the lead's own transaction.
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
