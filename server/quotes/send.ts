/**
 * Sending a quote: the version snapshotted as the document the homeowner will see (with its
 * SHA-256), a new link (a random token; only its hash is kept), the mail with the link, the
 * status, the `quote.sent` webhook and the lead's move to Pending — all in one transaction, so
 * a quote is never marked sent without its mail, nor mailed without its version.
 */
import { createHash, randomBytes } from "node:crypto";
import { and, asc, eq, isNull } from "drizzle-orm";
import { cleanChoice, defaultChoiceOf, totalsFor, type QuoteDocument } from "@common/billing/quote-document";
import { formatCents } from "@common/billing/money";
import { formatDate } from "@common/dates";
import { isEmailAddress } from "@common/schemas/email";
import type { AppContext } from "../context";
import type { Db } from "../db/client";
import { leads, quoteLines, quoteLinks, quotes, quoteVersions } from "../db/schema";
import { conflict, notFound } from "../http/errors";
import { queueMail } from "../mail/outbox";
import { firstNameOf, quoteSent, templatedMail } from "../mail/templates";
import { getBusinessSettings } from "../office/settings";
import { isOptedOut, unsubscribeHeaders, unsubscribeUrl } from "../contacts/opt-out";
import { queueWebhookEvent } from "../webhooks/events";

export type QuoteRow = typeof quotes.$inferSelect;

/**
 * JSON with every object's keys sorted: the database's jsonb keeps keys in its own order, so
 * the hash is taken over this form, which anyone can recompute from the stored document.
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    return `{${entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

/** The SHA-256 (hex) of a value's canonical JSON: what a version's and an answer's record names. */
export const sha256Of = (value: unknown) => createHash("sha256").update(canonicalJson(value)).digest("hex");

/** 32 random bytes, in lower-case hex: the secret in the homeowner's link (the site sends mixed-case paths to their lower-case form). */
export const newLinkToken = () => randomBytes(32).toString("hex");
export const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

export const quotePageUrl = (publicUrl: string, token: string) => `${publicUrl}/quotes/${token}`;
export const quotePdfUrl = (publicUrl: string, token: string) => `${publicUrl}/quotes/${token}/pdf`;

/** The lead statuses (the specification's) a quote moves its lead through. */
export const LEAD_STATUS_ON = { sent: "Pending", accepted: "Active", declined: "Completed" } as const;
/** A lead is only moved forward: one already further on keeps its status. */
const LEAD_ORDER = ["Lead", "Pending", "Active", "Completed"];

/** Moves the quote's lead forward to `status` (never back); the webhook tells integrations. */
export async function advanceLead(tx: Db, leadId: string | null, status: string, now: Date): Promise<void> {
  if (!leadId) return;
  const [lead] = await tx.select().from(leads).where(eq(leads.id, leadId)).for("update");
  if (!lead) return;
  const from = LEAD_ORDER.indexOf(lead.status);
  if (from >= LEAD_ORDER.indexOf(status)) return;
  const [updated] = await tx.update(leads).set({ status, updatedAt: now }).where(eq(leads.id, leadId)).returning();
  await queueWebhookEvent(tx, "lead.status_changed", { ...updated, previousStatus: lead.status }, now);
}

/** The document of the quote as it stands now (version `quote.version`). */
export async function buildDocument(tx: Db, quote: QuoteRow, now: Date): Promise<QuoteDocument> {
  const settings = await getBusinessSettings(tx);
  const rows = await tx.select().from(quoteLines).where(eq(quoteLines.quoteId, quote.id)).orderBy(asc(quoteLines.position));
  const lines = rows.map((l) => ({
    id: l.id,
    description: l.description,
    unit: l.unit,
    unitCents: l.unitCents,
    quantity: l.quantity,
    taxable: l.taxable,
    option: l.option,
    optional: l.optional,
    preselected: l.preselected,
  }));
  const base = { options: quote.options, lines };
  const choice = defaultChoiceOf(base);
  return {
    number: quote.number,
    title: quote.title,
    version: quote.version,
    business: {
      name: settings.name,
      phone: settings.phone,
      email: settings.email,
      address: `${settings.street}, ${settings.locality}, ${settings.region} ${settings.postalCode}`,
    },
    customer: { name: quote.customerName, email: quote.customerEmail, phone: quote.customerPhone, address: quote.customerAddress },
    options: quote.options,
    lines,
    discount: quote.discount,
    taxBasisPoints: quote.taxBasisPoints,
    defaultChoice: choice,
    totals: totalsFor({ lines, discount: quote.discount, taxBasisPoints: quote.taxBasisPoints }, cleanChoice(base, choice.option, choice.optionalLines)),
    notes: quote.notes,
    terms: quote.terms,
    expiresAt: quote.expiresAt?.toISOString() ?? null,
    sentAt: now.toISOString(),
  };
}

export interface SendResult {
  quote: QuoteRow;
  version: number;
  sha256: string;
  /** The homeowner's link (shown to staff once, to share another way if the mail cannot go). */
  url: string;
  /** False when the address opted out of mail or is not one the outbox accepts. */
  mailed: boolean;
}

export const SEND_MESSAGES = {
  empty: "This quote has no lines: add at least one before sending it",
  answered: "This quote has been answered; it cannot be sent again",
  expired: "This quote has expired; change its expiry date before sending it again",
  noEmail: "This quote has no e-mail address to send it to",
} as const;

export async function sendQuote(ctx: AppContext, quoteId: string): Promise<SendResult> {
  const now = ctx.clock.now();
  const result = await ctx.db.transaction(async (tx) => {
    const [quote] = await tx.select().from(quotes).where(eq(quotes.id, quoteId)).for("update");
    if (!quote) throw notFound("Quote not found");
    if (quote.status === "accepted" || quote.status === "declined") throw conflict(SEND_MESSAGES.answered);
    if (quote.expiresAt && quote.expiresAt <= now) throw conflict(SEND_MESSAGES.expired);
    const doc = await buildDocument(tx, quote, now);
    if (doc.lines.length === 0) throw conflict(SEND_MESSAGES.empty);
    const sha256 = sha256Of(doc);
    // A re-send of an unchanged quote sends the version already stored.
    const [stored] = await tx
      .insert(quoteVersions)
      .values({ quoteId, version: quote.version, document: doc as unknown as Record<string, unknown>, sha256, sentAt: now })
      .onConflictDoNothing()
      .returning();
    const [version] = stored
      ? [stored]
      : await tx.select().from(quoteVersions).where(and(eq(quoteVersions.quoteId, quoteId), eq(quoteVersions.version, quote.version)));
    const sent = version!.document as unknown as QuoteDocument;
    const token = newLinkToken();
    await tx.insert(quoteLinks).values({ quoteId, tokenHash: tokenHash(token), createdAt: now });
    const revised = quote.sentVersion !== null && quote.sentVersion !== quote.version;
    const [updated] = await tx
      .update(quotes)
      .set({
        status: quote.status === "viewed" && !revised ? "viewed" : "sent",
        sentVersion: quote.version,
        sentAt: now,
        // A new version starts its reminders again.
        ...(revised ? { remindersSent: 0, lastReminderAt: null } : {}),
        updatedAt: now,
      })
      .where(eq(quotes.id, quoteId))
      .returning();
    const url = quotePageUrl(ctx.config.publicUrl, token);
    let mailed = false;
    const email = quote.customerEmail;
    if (email && isEmailAddress(email) && !(await isOptedOut(tx, email))) {
      const unsubscribe = unsubscribeUrl(ctx, email);
      const settings = await getBusinessSettings(tx);
      await queueMail(tx, {
        ...templatedMail(
          quoteSent,
          {
            firstName: firstNameOf(quote.customerName),
            number: quote.number,
            title: quote.title,
            total: formatCents(sent.totals.total),
            expires: quote.expiresAt ? formatDate(quote.expiresAt, "weekday") : null,
            revised,
            quoteUrl: url,
            pdfUrl: quotePdfUrl(ctx.config.publicUrl, token),
            unsubscribeUrl: unsubscribe,
          },
          settings,
        ),
        to: email,
        replyTo: isEmailAddress(settings.email) ? settings.email : undefined,
        headers: unsubscribeHeaders(unsubscribe),
        createdAt: now,
      });
      mailed = true;
    }
    await queueWebhookEvent(tx, "quote.sent", { id: quote.id, number: quote.number, version: quote.version, sha256: version!.sha256, total: sent.totals.total }, now);
    await advanceLead(tx, quote.leadId, LEAD_STATUS_ON.sent, now);
    return { quote: updated!, version: quote.version, sha256: version!.sha256, url, mailed };
  });
  if (result.mailed) ctx.wake.mail();
  ctx.wake.webhooks();
  return result;
}

/** Revokes every live link of the quote: the page and the PDF answer "no longer valid". */
export async function revokeLinks(db: Db, quoteId: string, now: Date): Promise<number> {
  const rows = await db
    .update(quoteLinks)
    .set({ revokedAt: now })
    .where(and(eq(quoteLinks.quoteId, quoteId), isNull(quoteLinks.revokedAt)))
    .returning({ id: quoteLinks.id });
  return rows.length;
}
