/**
 * Invoices as the office writes them: from a finished job (the accepted quote's chosen lines, or
 * one line from the job's title and cost) or for a contact, saved whole over the version the
 * editor started from (an older version is a conflict), voided with their number kept. The
 * status follows the money: `settle` recomputes it from the payments in the transaction that
 * records one, so "paid" is never set any other way.
 */
import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import type { z } from "zod";
import { chosenLines, type QuoteDocument } from "@common/billing/quote-document";
import { lineAmount } from "@common/billing/money";
import { totalsOf, type Discount } from "@common/billing/totals";
import type { InvoiceDocument } from "@common/billing/invoice-document";
import { INVOICE_MESSAGES, type invoiceCreateSchema, type invoiceListQuerySchema, type invoiceUpdateSchema } from "@common/schemas/invoices";
import { OPEN_INVOICE_STATUSES, type InvoiceStatus } from "@common/billing/invoice-status";
import type { Db } from "../db/client";
import { customerServices, invoiceLines, invoices, payments, quoteAnswers, quotes, quoteVersions } from "../db/schema";
import { addToDay, businessDay } from "../days";
import { badRequest, conflict, notFound } from "../http/errors";
import { getBusinessSettings } from "../office/settings";
import { nextNumber } from "../quotes/numbers";
import { customerFrom } from "../quotes/quotes";

export type InvoiceRow = typeof invoices.$inferSelect;
type LineRow = typeof invoiceLines.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Reader = Pick<Db, "select">;

/** Invoice lines are priced as quote lines of no option, none optional: every line counts. */
const priced = (lines: readonly Pick<LineRow, "id" | "unitCents" | "quantity" | "taxable">[]) =>
  lines.map((l) => ({ id: l.id, unitCents: l.unitCents, quantity: l.quantity, taxable: l.taxable, option: null, optional: false }));
const ALL = { option: null, optionalLines: [] } as const;

export function invoiceTotals(invoice: Pick<InvoiceRow, "discount" | "taxBasisPoints">, lines: readonly Pick<LineRow, "id" | "unitCents" | "quantity" | "taxable">[]) {
  return totalsOf(priced(lines), ALL, invoice.discount as Discount, invoice.taxBasisPoints);
}

const paidOf = (rows: readonly Pick<PaymentRow, "amountCents">[]) => rows.reduce((sum, p) => sum + p.amountCents, 0);

export async function linesOf(db: Reader, invoiceId: string): Promise<LineRow[]> {
  return db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, invoiceId)).orderBy(asc(invoiceLines.position));
}

export async function paymentsOf(db: Reader, invoiceId: string): Promise<PaymentRow[]> {
  return db.select().from(payments).where(eq(payments.invoiceId, invoiceId)).orderBy(asc(payments.receivedOn), asc(payments.createdAt));
}

export async function getInvoice(db: Reader, id: string) {
  const [invoice] = await db.select().from(invoices).where(eq(invoices.id, id));
  if (!invoice) return null;
  const [lines, paid] = await Promise.all([linesOf(db, id), paymentsOf(db, id)]);
  return { invoice, lines, payments: paid };
}
export type InvoiceFound = NonNullable<Awaited<ReturnType<typeof getInvoice>>>;

export function toPaymentJson(p: PaymentRow) {
  return {
    id: p.id,
    invoiceId: p.invoiceId,
    kind: p.kind as "payment" | "refund",
    amountCents: p.amountCents,
    method: p.method,
    receivedOn: p.receivedOn,
    reference: p.reference,
    stripePaymentIntent: p.stripePaymentIntent,
    createdAt: p.createdAt.toISOString(),
  };
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

export function toInvoiceJson({ invoice, lines, payments: paid }: InvoiceFound) {
  const totals = invoiceTotals(invoice, lines);
  const paidCents = paidOf(paid);
  return {
    id: invoice.id,
    number: invoice.number,
    status: invoice.status as InvoiceStatus,
    version: invoice.version,
    contactId: invoice.contactId,
    jobId: invoice.jobId,
    quoteId: invoice.quoteId,
    customerName: invoice.customerName,
    customerEmail: invoice.customerEmail,
    customerPhone: invoice.customerPhone,
    customerAddress: invoice.customerAddress,
    title: invoice.title,
    notes: invoice.notes,
    terms: invoice.terms,
    discount: invoice.discount,
    taxBasisPoints: invoice.taxBasisPoints,
    issuedOn: invoice.issuedOn,
    dueOn: invoice.dueOn,
    sentAt: iso(invoice.sentAt),
    viewedAt: iso(invoice.viewedAt),
    paidAt: iso(invoice.paidAt),
    voidedAt: iso(invoice.voidedAt),
    voidReason: invoice.voidReason,
    disputedAt: iso(invoice.disputedAt),
    remindersSent: invoice.remindersSent,
    createdAt: invoice.createdAt.toISOString(),
    updatedAt: invoice.updatedAt.toISOString(),
    lines: lines.map((l) => ({
      id: l.id,
      priceBookItemId: l.priceBookItemId,
      description: l.description,
      unit: l.unit,
      unitCents: l.unitCents,
      quantity: l.quantity,
      taxable: l.taxable,
    })),
    totals,
    paidCents,
    /** Negative: paid more than the total (a credit). */
    balanceCents: totals.total - paidCents,
    payments: paid.map(toPaymentJson),
  };
}
export type InvoiceJson = ReturnType<typeof toInvoiceJson>;

/** The document the homeowner's page and the PDF show. */
export async function invoiceDocument(db: Reader, found: InvoiceFound): Promise<InvoiceDocument> {
  const settings = await getBusinessSettings(db);
  const { invoice, lines } = found;
  const json = toInvoiceJson(found);
  return {
    number: invoice.number,
    title: invoice.title,
    status: invoice.status,
    business: { name: settings.name, phone: settings.phone, email: settings.email, address: `${settings.street}, ${settings.locality}, ${settings.region} ${settings.postalCode}` },
    customer: { name: invoice.customerName, email: invoice.customerEmail, phone: invoice.customerPhone, address: invoice.customerAddress },
    lines: lines.map((l) => ({ id: l.id, description: l.description, unit: l.unit, unitCents: l.unitCents, quantity: l.quantity, taxable: l.taxable, amountCents: lineAmount(l.unitCents, l.quantity) })),
    taxBasisPoints: invoice.taxBasisPoints,
    totals: json.totals,
    paidCents: json.paidCents,
    balanceCents: json.balanceCents,
    payments: found.payments.map((p) => ({ kind: p.kind as "payment" | "refund", amountCents: p.amountCents, method: p.method, receivedOn: p.receivedOn })),
    issuedOn: invoice.issuedOn,
    dueOn: invoice.dueOn,
    notes: invoice.notes,
    terms: invoice.terms,
    voidReason: invoice.voidReason,
  };
}

type CreateInput = z.output<typeof invoiceCreateSchema>;
type LineInput = NonNullable<CreateInput["lines"]>[number];

/** The lines a job starts its invoice with: the accepted quote's chosen lines, else one from its title and cost. */
async function jobStart(tx: Reader, jobId: string) {
  const [job] = await tx.select().from(customerServices).where(eq(customerServices.id, jobId));
  if (!job) throw badRequest(INVOICE_MESSAGES.jobNotFound, { jobId: INVOICE_MESSAGES.jobNotFound });
  if (job.status !== "completed") throw badRequest(INVOICE_MESSAGES.jobNotFinished, { jobId: INVOICE_MESSAGES.jobNotFinished });
  // One bill per job: a second would ask the homeowner to pay twice (void the first to write it again).
  const [billed] = await tx.select({ number: invoices.number }).from(invoices).where(and(eq(invoices.jobId, jobId), sql`${invoices.status} <> 'void'`));
  if (billed) throw conflict(`This job is already invoiced on ${billed.number}; open that invoice, or void it to write a new one`);
  const [accepted] = await tx
    .select({ quote: quotes, answer: quoteAnswers, document: quoteVersions.document })
    .from(quoteAnswers)
    .innerJoin(quotes, eq(quotes.id, quoteAnswers.quoteId))
    .innerJoin(quoteVersions, and(eq(quoteVersions.quoteId, quoteAnswers.quoteId), eq(quoteVersions.version, quoteAnswers.version)))
    .where(eq(quoteAnswers.jobId, jobId));
  if (accepted?.answer.choice) {
    const doc = accepted.document as unknown as QuoteDocument;
    const lines: LineInput[] = chosenLines(doc, accepted.answer.choice).map((l) => ({
      priceBookItemId: null,
      description: l.description,
      unit: l.unit,
      unitCents: l.unitCents,
      quantity: l.quantity,
      taxable: l.taxable,
    }));
    return {
      job,
      quoteId: accepted.quote.id,
      title: doc.title,
      lines,
      discount: doc.discount,
      taxBasisPoints: doc.taxBasisPoints,
      terms: doc.terms,
    };
  }
  // A job written by hand keeps whole dollars; its one line is that amount, untaxed (the cost is what was agreed).
  const lines: LineInput[] = job.cost ? [{ priceBookItemId: null, description: job.title, unit: "each", unitCents: job.cost * 100, quantity: 100, taxable: false }] : [];
  return { job, quoteId: null, title: job.title, lines, discount: { kind: "none" } as Discount, taxBasisPoints: undefined, terms: "" };
}

async function writeLines(tx: Tx, invoiceId: string, lines: readonly LineInput[]) {
  const own = new Set((await tx.delete(invoiceLines).where(eq(invoiceLines.invoiceId, invoiceId)).returning({ id: invoiceLines.id })).map((r) => r.id));
  if (lines.length === 0) return [];
  return tx
    .insert(invoiceLines)
    .values(
      lines.map((l, position) => ({
        ...(l.id && own.delete(l.id) ? { id: l.id } : {}),
        invoiceId,
        position,
        priceBookItemId: l.priceBookItemId,
        description: l.description,
        unit: l.unit,
        unitCents: l.unitCents,
        quantity: l.quantity,
        taxable: l.taxable,
      })),
    )
    .returning();
}

export async function createInvoice(tx: Tx, input: CreateInput, ctx: { userId: string | null; now: Date }): Promise<string> {
  const settings = await getBusinessSettings(tx);
  const fromJob = input.jobId ? await jobStart(tx, input.jobId) : null;
  const contactId = fromJob?.job.contactId ?? input.contactId!;
  const customer = await customerFrom(tx, { contactId });
  if (!customer) throw badRequest("Contact not found", { contactId: "Contact not found" });
  const today = businessDay(ctx.now);
  const year = Number(today.slice(0, 4));
  const values = {
    contactId,
    jobId: fromJob?.job.id ?? null,
    quoteId: fromJob?.quoteId ?? null,
    customerName: input.customerName ?? customer.customerName,
    customerEmail: input.customerEmail ?? customer.customerEmail,
    customerPhone: input.customerPhone !== undefined ? input.customerPhone : customer.customerPhone,
    customerAddress: input.customerAddress !== undefined ? input.customerAddress : customer.customerAddress,
    title: input.title ?? fromJob?.title ?? "",
    notes: input.notes ?? "",
    terms: input.terms ?? fromJob?.terms ?? "",
    discount: input.discount ?? fromJob?.discount ?? { kind: "none" as const },
    taxBasisPoints: input.taxBasisPoints ?? fromJob?.taxBasisPoints ?? settings.salesTaxBasisPoints,
    issuedOn: today,
    dueOn: input.dueOn ?? addToDay(today, { days: settings.invoiceDueDays }),
  };
  if (!values.customerName.trim()) throw badRequest("Name the customer", { customerName: "Name the customer" });
  if (!values.title.trim()) throw badRequest("Give the invoice a title", { title: "Give the invoice a title" });
  const lines = input.lines ?? fromJob?.lines ?? [];
  // The number last, just before the row: the counter's row lock is held as briefly as it can be.
  const number = await nextNumber(tx, "invoice", year);
  const [row] = await tx
    .insert(invoices)
    .values({ ...values, number, status: "draft", totalCents: 0, createdBy: ctx.userId, createdAt: ctx.now, updatedAt: ctx.now })
    .returning({ id: invoices.id });
  const stored = await writeLines(tx, row!.id, lines);
  await tx.update(invoices).set({ totalCents: invoiceTotals(values, stored).total }).where(eq(invoices.id, row!.id));
  return row!.id;
}

/** Saves the whole invoice over `version`: an older version is a conflict; once money is recorded, the lines stay. */
export async function updateInvoice(tx: Tx, id: string, input: z.output<typeof invoiceUpdateSchema>, now: Date) {
  const [before] = await tx.select().from(invoices).where(eq(invoices.id, id)).for("update");
  if (!before) throw notFound(INVOICE_MESSAGES.notFound);
  if (before.status === "void") throw conflict(INVOICE_MESSAGES.voided);
  if (before.version !== input.version) throw conflict(`Invoice ${before.number} was changed elsewhere (now version ${before.version}); reload it before saving`);
  const paid = await paymentsOf(tx, id);
  if (paid.length > 0) throw conflict(INVOICE_MESSAGES.paidLocked);
  const stored = await writeLines(tx, id, input.lines);
  const [after] = await tx
    .update(invoices)
    .set({
      customerName: input.customerName,
      customerEmail: input.customerEmail,
      customerPhone: input.customerPhone,
      customerAddress: input.customerAddress,
      title: input.title,
      notes: input.notes,
      terms: input.terms,
      discount: input.discount,
      taxBasisPoints: input.taxBasisPoints,
      dueOn: input.dueOn,
      totalCents: invoiceTotals(input, stored).total,
      version: before.version + 1,
      updatedAt: now,
    })
    .where(and(eq(invoices.id, id), eq(invoices.version, input.version)))
    .returning();
  if (!after) throw conflict(`Invoice ${before.number} was changed elsewhere; reload it before saving`);
  // A new due date may take an overdue invoice out of arrears (or into them).
  return settle(tx, id, now);
}

/**
 * The status the money and the calendar give a sent invoice: paid when nothing is owed, overdue
 * past its due date, partly paid when some came in, else sent or viewed. Drafts and voids keep theirs.
 */
export function statusFor(invoice: Pick<InvoiceRow, "status" | "viewedAt" | "dueOn" | "totalCents">, paidCents: number, today: string): InvoiceStatus {
  if (invoice.status === "draft" || invoice.status === "void") return invoice.status;
  if (paidCents > 0 && paidCents >= invoice.totalCents) return "paid";
  if (invoice.dueOn < today) return "overdue";
  if (paidCents > 0) return "partly_paid";
  return invoice.viewedAt ? "viewed" : "sent";
}

/** Recomputes the invoice's status (and when it was paid) from its payments; call it in the transaction that changed them. */
export async function settle(tx: Pick<Db, "select" | "update">, id: string, now: Date) {
  const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, id));
  if (!invoice) throw notFound(INVOICE_MESSAGES.notFound);
  const paidCents = paidOf(await paymentsOf(tx, id));
  const status = statusFor(invoice, paidCents, businessDay(now));
  const paidAt = status === "paid" ? (invoice.paidAt ?? now) : null;
  if (status === invoice.status && paidAt?.getTime() === invoice.paidAt?.getTime()) return { invoice, paidCents, becamePaid: false };
  const [after] = await tx.update(invoices).set({ status, paidAt, updatedAt: now }).where(eq(invoices.id, id)).returning();
  return { invoice: after!, paidCents, becamePaid: status === "paid" && invoice.status !== "paid" };
}

/** Void: the number stays on record, the links stop opening, nothing more is owed. Money recorded must be refunded first. */
export async function voidInvoice(tx: Tx, id: string, reason: string, now: Date) {
  const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, id)).for("update");
  if (!invoice) throw notFound(INVOICE_MESSAGES.notFound);
  if (invoice.status === "void") throw conflict(INVOICE_MESSAGES.voided);
  if (paidOf(await paymentsOf(tx, id)) !== 0) throw conflict(INVOICE_MESSAGES.voidPaid);
  const [after] = await tx.update(invoices).set({ status: "void", voidedAt: now, voidReason: reason, version: invoice.version + 1, updatedAt: now }).where(eq(invoices.id, id)).returning();
  return after!;
}

type ListFilter = z.output<typeof invoiceListQuerySchema>;

export async function listInvoices(db: Reader, filter: ListFilter = {}) {
  const where: SQL[] = [];
  if (filter.status) where.push(eq(invoices.status, filter.status));
  if (filter.contactId) where.push(eq(invoices.contactId, filter.contactId));
  if (filter.jobId) where.push(eq(invoices.jobId, filter.jobId));
  if (filter.q?.trim()) {
    const like = `%${filter.q.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(or(ilike(invoices.number, like), ilike(invoices.customerName, like), ilike(invoices.title, like), ilike(invoices.customerEmail, like))!);
  }
  const paidSum = sql<number>`coalesce((select sum(${payments.amountCents}) from ${payments} where ${payments.invoiceId} = ${invoices.id}), 0)`.mapWith(Number);
  const rows = await db
    .select({ invoice: invoices, paidCents: paidSum })
    .from(invoices)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(invoices.createdAt), desc(invoices.number))
    .limit(500);
  return rows.map(({ invoice: i, paidCents }) => ({
    id: i.id,
    number: i.number,
    status: i.status as InvoiceStatus,
    title: i.title,
    customerName: i.customerName,
    customerEmail: i.customerEmail,
    customerAddress: i.customerAddress,
    contactId: i.contactId,
    jobId: i.jobId,
    totalCents: i.totalCents,
    paidCents,
    balanceCents: i.totalCents - paidCents,
    issuedOn: i.issuedOn,
    dueOn: i.dueOn,
    sentAt: iso(i.sentAt),
    paidAt: iso(i.paidAt),
    createdAt: i.createdAt.toISOString(),
  }));
}
export type InvoiceSummary = Awaited<ReturnType<typeof listInvoices>>[number];

/**
 * The figures for the books at a glance, this calendar month in the business's time zone: billed
 * (invoices issued, void ones left out), collected (payments less refunds received), outstanding
 * (what open invoices still owe) and the overdue part of it.
 */
export async function invoiceStats(db: Reader, now: Date) {
  const today = businessDay(now);
  const monthStart = `${today.slice(0, 8)}01`;
  const nextMonth = addToDay(monthStart, { months: 1 });
  const paidSum = sql<number>`coalesce((select sum(${payments.amountCents}) from ${payments} where ${payments.invoiceId} = ${invoices.id}), 0)`;
  const [[billed], [collected], open] = await Promise.all([
    db
      .select({ cents: sql<number>`coalesce(sum(${invoices.totalCents}), 0)`.mapWith(Number), count: sql<number>`count(*)`.mapWith(Number) })
      .from(invoices)
      .where(and(sql`${invoices.status} not in ('draft', 'void')`, sql`${invoices.issuedOn} >= ${monthStart}`, sql`${invoices.issuedOn} < ${nextMonth}`)),
    db
      .select({ cents: sql<number>`coalesce(sum(${payments.amountCents}), 0)`.mapWith(Number) })
      .from(payments)
      .where(and(sql`${payments.receivedOn} >= ${monthStart}`, sql`${payments.receivedOn} < ${nextMonth}`)),
    db
      .select({ status: invoices.status, owed: sql<number>`${invoices.totalCents} - ${paidSum}`.mapWith(Number) })
      .from(invoices)
      .where(inArray(invoices.status, [...OPEN_INVOICE_STATUSES])),
  ]);
  const owed = (rows: typeof open) => rows.reduce((sum, r) => sum + Math.max(0, r.owed), 0);
  return {
    billedThisMonthCents: billed!.cents,
    issuedThisMonth: billed!.count,
    collectedThisMonthCents: collected!.cents,
    outstandingCents: owed(open),
    overdueCents: owed(open.filter((r) => r.status === "overdue")),
    overdueCount: open.filter((r) => r.status === "overdue").length,
  };
}
export type InvoiceStats = Awaited<ReturnType<typeof invoiceStats>>;
