/**
 * Invoices, payments and refunds for the books, as CSV in the columns the accounting programs
 * import: Xero's sales-invoice import (one row per line, *ContactName ... *TaxType) and QuickBooks
 * Online's invoice import (InvoiceNo, Customer ... ItemAmount, Taxable); payments and refunds in
 * Xero's bank-statement columns (Date, Amount, Payee, Description, Reference). Dates as MM/DD/YYYY,
 * as both read them for a US company; amounts in dollars with cents. Drafts and void invoices are
 * left out: neither is money owed.
 */
import { asc, eq, inArray } from "drizzle-orm";
import { lineAmount } from "@common/billing/money";
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from "@common/billing/invoice-status";
import type { Db } from "../db/client";
import { invoiceLines, invoices, payments } from "../db/schema";
import type { CsvColumn } from "../export/csv";
import { invoiceTotals } from "./invoices";

/** "2026-03-27" → "03/27/2026". */
const usDate = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;
/** Cents as dollars with two decimals, a number (never text: a spreadsheet reads it as an amount). */
const dollars = (cents: number) => Number((cents / 100).toFixed(2));

/** Xero's default account code for sales, and its US tax types. */
const XERO_SALES_ACCOUNT = "400";
const XERO_TAX = { taxable: "Tax on Sales", exempt: "Tax Exempt" } as const;

export async function exportInvoiceLines(db: Pick<Db, "select">) {
  const rows = await db
    .select({ invoice: invoices, line: invoiceLines })
    .from(invoiceLines)
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .where(inArray(invoices.status, ["sent", "viewed", "partly_paid", "paid", "overdue"]))
    .orderBy(asc(invoices.number), asc(invoiceLines.position));
  const byInvoice = new Map<string, typeof rows>();
  for (const r of rows) byInvoice.set(r.invoice.id, [...(byInvoice.get(r.invoice.id) ?? []), r]);
  return [...byInvoice.values()].flatMap((group) => {
    const invoice = group[0]!.invoice;
    const totals = invoiceTotals(invoice, group.map((g) => g.line));
    const figures = new Map(totals.lines.map((f) => [f.id, f]));
    return group.map(({ line }) => {
      const f = figures.get(line.id)!;
      const amount = lineAmount(line.unitCents, line.quantity);
      return {
        invoice,
        line,
        totalCents: totals.total,
        amountCents: amount,
        discountCents: f.discount,
        /** The discount as Xero's per-line percentage (its share of the invoice discount). */
        discountPercent: amount > 0 ? Number(((f.discount * 100) / amount).toFixed(2)) : 0,
        taxCents: f.tax,
      };
    });
  });
}
export type InvoiceLineExportRow = Awaited<ReturnType<typeof exportInvoiceLines>>[number];

const xero: CsvColumn<InvoiceLineExportRow>[] = [
  { header: "ContactName", value: (r) => r.invoice.customerName },
  { header: "EmailAddress", value: (r) => r.invoice.customerEmail },
  { header: "POAddressLine1", value: (r) => r.invoice.customerAddress },
  { header: "InvoiceNumber", value: (r) => r.invoice.number },
  { header: "Reference", value: (r) => r.invoice.title },
  { header: "InvoiceDate", value: (r) => usDate(r.invoice.issuedOn) },
  { header: "DueDate", value: (r) => usDate(r.invoice.dueOn) },
  { header: "Total", value: (r) => dollars(r.totalCents) },
  { header: "Description", value: (r) => r.line.description },
  { header: "Quantity", value: (r) => r.line.quantity / 100 },
  { header: "UnitAmount", value: (r) => dollars(r.line.unitCents) },
  { header: "Discount", value: (r) => r.discountPercent || null },
  { header: "AccountCode", value: () => XERO_SALES_ACCOUNT },
  { header: "TaxType", value: (r) => (r.line.taxable ? XERO_TAX.taxable : XERO_TAX.exempt) },
  { header: "TaxAmount", value: (r) => dollars(r.taxCents) },
  { header: "Currency", value: () => "USD" },
];

const quickbooks: CsvColumn<InvoiceLineExportRow>[] = [
  { header: "InvoiceNo", value: (r) => r.invoice.number },
  { header: "Customer", value: (r) => r.invoice.customerName },
  { header: "InvoiceDate", value: (r) => usDate(r.invoice.issuedOn) },
  { header: "DueDate", value: (r) => usDate(r.invoice.dueOn) },
  { header: "Memo", value: (r) => r.invoice.title },
  { header: "Item(Product/Service)", value: (r) => r.line.description.slice(0, 100) },
  { header: "ItemDescription", value: (r) => r.line.description },
  { header: "ItemQuantity", value: (r) => r.line.quantity / 100 },
  { header: "ItemRate", value: (r) => dollars(r.line.unitCents) },
  { header: "ItemAmount", value: (r) => dollars(r.amountCents - r.discountCents) },
  { header: "Taxable", value: (r) => (r.line.taxable ? "Y" : "N") },
  { header: "TaxRate", value: (r) => (r.line.taxable ? `${r.invoice.taxBasisPoints / 100}%` : "") },
];

export const invoiceCsvColumns = { xero, quickbooks } as const;

export async function exportPayments(db: Pick<Db, "select">, kind: "payment" | "refund") {
  return db
    .select({ payment: payments, number: invoices.number, customerName: invoices.customerName })
    .from(payments)
    .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
    .where(eq(payments.kind, kind))
    .orderBy(asc(payments.receivedOn), asc(payments.createdAt));
}
export type PaymentExportRow = Awaited<ReturnType<typeof exportPayments>>[number];

export const paymentCsvColumns: CsvColumn<PaymentExportRow>[] = [
  { header: "Date", value: (r) => usDate(r.payment.receivedOn) },
  { header: "Amount", value: (r) => dollars(r.payment.amountCents) },
  { header: "Payee", value: (r) => r.customerName },
  { header: "Description", value: (r) => `${r.payment.kind === "refund" ? "Refund" : "Payment"} on invoice ${r.number} (${PAYMENT_METHOD_LABELS[r.payment.method as PaymentMethod] ?? r.payment.method})` },
  { header: "Reference", value: (r) => r.payment.reference || r.number },
  { header: "InvoiceNumber", value: (r) => r.number },
  { header: "Method", value: (r) => r.payment.method },
];
