/**
 * The invoice as a PDF, from the same document the page shows (server/invoices/invoices.ts
 * `invoiceDocument`): the number, dates, the business and customer, the lines, the totals, what
 * was paid and what is owed, notes and terms. Made on request, never stored.
 */
import { formatRate } from "@common/billing/quote-document";
import { creditOf, owedOf, type InvoiceDocument } from "@common/billing/invoice-document";
import { formatCents, formatQuantity } from "@common/billing/money";
import { formatDay } from "@common/dates";
import { INVOICE_STATUS_LABELS, PAYMENT_METHOD_LABELS, type InvoiceStatus, type PaymentMethod } from "@common/billing/invoice-status";
import { businessHeading, customerBlock, GREY, INK, paragraph, pdfFileName, renderPdf } from "../pdf/document";

export const invoicePdfFileName = pdfFileName;

export function renderInvoicePdf(doc: InvoiceDocument): Promise<Buffer> {
  return renderPdf({ title: `Invoice ${doc.number}`, author: doc.business.name }, (pdf, _width, row) => {
    businessHeading(pdf, doc.business);
    const voided = doc.status === "void";
    pdf.fillColor(INK).font("Helvetica-Bold").fontSize(14).text(`${voided ? "VOID — " : ""}Invoice ${doc.number}`);
    pdf.font("Helvetica").fontSize(10).text(doc.title);
    pdf.fillColor(GREY).fontSize(9).text(
      [`Issued ${formatDay(doc.issuedOn, "long")}`, `Due ${formatDay(doc.dueOn, "long")}`, INVOICE_STATUS_LABELS[doc.status as InvoiceStatus] ?? doc.status].join(" · "),
    );
    if (voided && doc.voidReason) pdf.text(`Void: ${doc.voidReason}`);
    pdf.moveDown(0.8);
    customerBlock(pdf, "Bill to", doc.customer);

    row(["Item", "Qty", "Unit price", "Amount"], true);
    for (const line of doc.lines) {
      row([`${line.description}${line.taxable ? "" : " (not taxed)"}`, `${formatQuantity(line.quantity)} ${line.unit}`, formatCents(line.unitCents), formatCents(line.amountCents)]);
    }
    pdf.moveDown(0.3);
    const t = doc.totals;
    row(["Subtotal", "", "", formatCents(t.subtotal)]);
    if (t.discount) row(["Discount", "", "", `-${formatCents(t.discount)}`]);
    row([`Sales tax (${formatRate(doc.taxBasisPoints)} on taxable items)`, "", "", formatCents(t.tax)]);
    row(["Total", "", "", formatCents(t.total)], true);
    for (const p of doc.payments) {
      const what = `${p.kind === "refund" ? "Refund" : "Payment"} ${formatDay(p.receivedOn, "short")} (${PAYMENT_METHOD_LABELS[p.method as PaymentMethod] ?? p.method})`;
      row([what, "", "", p.kind === "refund" ? formatCents(-p.amountCents) : `-${formatCents(p.amountCents)}`]);
    }
    row(["Paid so far", "", "", formatCents(doc.paidCents)]);
    row([creditOf(doc) > 0 ? "Credit" : "Balance due", "", "", formatCents(creditOf(doc) > 0 ? creditOf(doc) : owedOf(doc))], true);
    pdf.moveDown(1);

    paragraph(pdf, "Notes", doc.notes);
    paragraph(pdf, "Terms", doc.terms);
  });
}
