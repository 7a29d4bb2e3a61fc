/**
 * Sending an invoice: a new link (a random token; only its hash is kept), the mail with the link
 * to the page and its PDF through the outbox, the status, and the `invoice.sent` webhook, in one
 * transaction: an invoice is never marked sent without its mail. Sending again mails a new link
 * (the old ones keep working until revoked).
 */
import { and, eq, isNull } from "drizzle-orm";
import { formatCents } from "@common/billing/money";
import { owedOf } from "@common/billing/invoice-document";
import { formatDay } from "@common/dates";
import { INVOICE_MESSAGES, type InvoiceSentEvent } from "@common/schemas/invoices";
import { isEmailAddress } from "@common/schemas/email";
import type { AppContext } from "../context";
import type { Db } from "../db/client";
import { invoiceLinks, invoices } from "../db/schema";
import { conflict, notFound } from "../http/errors";
import { queueMail } from "../mail/outbox";
import { firstNameOf, invoiceSent, templatedMail } from "../mail/templates";
import { getBusinessSettings } from "../office/settings";
import { isOptedOut, unsubscribeHeaders, unsubscribeUrl } from "../contacts/opt-out";
import { queueWebhookEvent } from "../webhooks/events";
import { newLinkToken, tokenHash } from "../quotes/send";
import { getInvoice, invoiceDocument, settle } from "./invoices";

export const invoicePageUrl = (publicUrl: string, token: string) => `${publicUrl}/invoices/${token}`;
export const invoicePdfUrl = (publicUrl: string, token: string) => `${publicUrl}/invoices/${token}/pdf`;

/** A new link to the invoice's page; the token itself is only ever in the mail. */
export async function newInvoiceLink(tx: Pick<Db, "insert">, invoiceId: string, now: Date): Promise<string> {
  const token = newLinkToken();
  await tx.insert(invoiceLinks).values({ invoiceId, tokenHash: tokenHash(token), createdAt: now });
  return token;
}


export async function sendInvoice(ctx: AppContext, id: string) {
  const now = ctx.clock.now();
  const result = await ctx.db.transaction(async (tx) => {
    const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, id)).for("update");
    if (!invoice) throw notFound(INVOICE_MESSAGES.notFound);
    if (invoice.status === "void") throw conflict(INVOICE_MESSAGES.voided);
    const found = (await getInvoice(tx, id))!;
    if (found.lines.length === 0) throw conflict(INVOICE_MESSAGES.emptySend);
    if (!invoice.customerEmail) throw conflict(INVOICE_MESSAGES.noEmail);
    const token = await newInvoiceLink(tx, id, now);
    await tx
      .update(invoices)
      .set({ status: invoice.status === "draft" ? "sent" : invoice.status, sentAt: now, updatedAt: now })
      .where(eq(invoices.id, id));
    // Sent with a due date already past (or payments already in): the status says so at once.
    const settled = await settle(tx, id, now);
    const doc = await invoiceDocument(tx, { ...found, invoice: settled.invoice });
    const url = invoicePageUrl(ctx.config.publicUrl, token);
    let mailed = false;
    const email = invoice.customerEmail;
    if (isEmailAddress(email) && !(await isOptedOut(tx, email))) {
      const unsubscribe = unsubscribeUrl(ctx, email);
      const settings = await getBusinessSettings(tx);
      await queueMail(tx, {
        ...templatedMail(
          invoiceSent,
          {
            firstName: firstNameOf(invoice.customerName),
            number: invoice.number,
            title: invoice.title,
            amountDue: formatCents(owedOf(doc)),
            due: formatDay(invoice.dueOn, "weekday"),
            invoiceUrl: url,
            pdfUrl: invoicePdfUrl(ctx.config.publicUrl, token),
            payOnline: ctx.config.stripe !== undefined,
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
    const sent: InvoiceSentEvent = { id, number: invoice.number, total: doc.totals.total, balance: doc.balanceCents, dueOn: invoice.dueOn, contactId: invoice.contactId, jobId: invoice.jobId };
    await queueWebhookEvent(tx, "invoice.sent", sent, now);
    return { invoice: settled.invoice, url, mailed };
  });
  if (result.mailed) ctx.wake.mail();
  ctx.wake.webhooks();
  return result;
}

/** Revokes every live link of the invoice: the page and the PDF answer "not valid". */
export async function revokeInvoiceLinks(db: Db, invoiceId: string, now: Date): Promise<number> {
  const rows = await db
    .update(invoiceLinks)
    .set({ revokedAt: now })
    .where(and(eq(invoiceLinks.invoiceId, invoiceId), isNull(invoiceLinks.revokedAt)))
    .returning({ id: invoiceLinks.id });
  return rows.length;
}
