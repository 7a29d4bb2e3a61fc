/**
 * Money against an invoice, in one transaction each: the payment (or refund) row, the status
 * recomputed from all of them (server/invoices/invoices.ts `settle`), and the `invoice.paid`
 * webhook the moment nothing more is owed. By hand, more than is owed is refused with a field
 * error (a card payment through Stripe that crosses a hand-recorded one is kept, as a credit).
 */
import { eq } from "drizzle-orm";
import { formatCents } from "@common/billing/money";
import { INVOICE_MESSAGES, type paymentSchema, type InvoicePaidEvent } from "@common/schemas/invoices";
import type { z } from "zod";
import type { Db } from "../db/client";
import { invoices, payments } from "../db/schema";
import { businessDay } from "../days";
import { badRequest, conflict, notFound } from "../http/errors";
import { queueWebhookEvent } from "../webhooks/events";
import { paymentsOf, settle, type InvoiceRow } from "./invoices";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Input = z.output<typeof paymentSchema>;

export interface MoneyRecord {
  invoiceId: string;
  kind: "payment" | "refund";
  /** Positive; a refund is stored negative. */
  amountCents: number;
  method: string;
  receivedOn: string;
  reference: string;
  stripePaymentIntent?: string | null;
  stripeEventId?: string | null;
  recordedBy: string | null;
}

/** Stores the row and settles the invoice; queues `invoice.paid` when this made it paid. */
export async function applyMoney(tx: Tx, record: MoneyRecord, now: Date) {
  const signed = record.kind === "refund" ? -record.amountCents : record.amountCents;
  const [row] = await tx
    .insert(payments)
    .values({
      invoiceId: record.invoiceId,
      kind: record.kind,
      amountCents: signed,
      method: record.method,
      receivedOn: record.receivedOn,
      reference: record.reference,
      stripePaymentIntent: record.stripePaymentIntent ?? null,
      stripeEventId: record.stripeEventId ?? null,
      recordedBy: record.recordedBy,
      createdAt: now,
    })
    .returning();
  const settled = await settle(tx, record.invoiceId, now);
  if (settled.becamePaid) {
    const i = settled.invoice;
    const paid: InvoicePaidEvent = { id: i.id, number: i.number, total: i.totalCents, paid: settled.paidCents, paidAt: i.paidAt?.toISOString() ?? null, contactId: i.contactId, jobId: i.jobId };
    await queueWebhookEvent(tx, "invoice.paid", paid, now);
  }
  return { payment: row!, invoice: settled.invoice, paidCents: settled.paidCents };
}

async function lockedInvoice(tx: Tx, id: string): Promise<InvoiceRow> {
  const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, id)).for("update");
  if (!invoice) throw notFound(INVOICE_MESSAGES.notFound);
  if (invoice.status === "void") throw conflict(INVOICE_MESSAGES.voided);
  return invoice;
}

function checkDate(receivedOn: string, now: Date) {
  if (receivedOn > businessDay(now)) throw badRequest(INVOICE_MESSAGES.futureDate, { receivedOn: INVOICE_MESSAGES.futureDate });
}

/** A payment staff received (check, cash, card in person, other): at most what is owed, dated today or before. */
export async function recordPayment(tx: Tx, id: string, input: Input, ctx: { userId: string | null; now: Date }) {
  checkDate(input.receivedOn, ctx.now);
  const invoice = await lockedInvoice(tx, id);
  if (invoice.status === "draft") throw conflict(INVOICE_MESSAGES.notSent);
  const paid = (await paymentsOf(tx, id)).reduce((s, p) => s + p.amountCents, 0);
  const owed = invoice.totalCents - paid;
  if (input.amountCents > owed) {
    const message = owed > 0 ? `${INVOICE_MESSAGES.moreThanOwed}: ${formatCents(owed)} is still owed` : `${INVOICE_MESSAGES.moreThanOwed}: nothing is owed`;
    throw badRequest(message, { amountCents: message });
  }
  return applyMoney(tx, { invoiceId: id, kind: "payment", amountCents: input.amountCents, method: input.method, receivedOn: input.receivedOn, reference: input.reference, recordedBy: ctx.userId }, ctx.now);
}

/** Money given back by hand: at most what was paid. */
export async function recordRefund(tx: Tx, id: string, input: Input, ctx: { userId: string | null; now: Date }) {
  checkDate(input.receivedOn, ctx.now);
  await lockedInvoice(tx, id);
  const paid = (await paymentsOf(tx, id)).reduce((s, p) => s + p.amountCents, 0);
  if (input.amountCents > paid) {
    const message = `${INVOICE_MESSAGES.refundMoreThanPaid}: ${formatCents(Math.max(0, paid))} was paid`;
    throw badRequest(message, { amountCents: message });
  }
  return applyMoney(tx, { invoiceId: id, kind: "refund", amountCents: input.amountCents, method: input.method, receivedOn: input.receivedOn, reference: input.reference, recordedBy: ctx.userId }, ctx.now);
}
