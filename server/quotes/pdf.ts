/**
 * The quote as a PDF, made on the server with pdfkit from the same document the page shows
 * (the sent version's snapshot): the number, the business and customer, the lines of each
 * option, the totals, the terms. Made on request, never stored: a failure to make it costs that
 * one download (a 503), never the quote or its mail, which link to it.
 */
import { chosenLines, formatRate, totalsFor, type QuoteDocument } from "@common/billing/quote-document";
import { formatCents, formatQuantity } from "@common/billing/money";
import { formatDate } from "@common/dates";
import type { Choice } from "@common/billing/totals";
import { BLUE, businessHeading, customerBlock, GREY, INK, MARGIN, paragraph, renderPdf } from "../pdf/document";

export { pdfFileName } from "../pdf/document";

/** The choices the PDF prints: each option with the preselected optional lines, or the one set. */
function choicesOf(doc: QuoteDocument): Array<{ label: string | null; description: string; choice: Choice }> {
  if (doc.options.length === 0) return [{ label: null, description: "", choice: doc.defaultChoice }];
  return doc.options.map((o) => ({ label: o.label, description: o.description, choice: { option: o.key, optionalLines: doc.defaultChoice.optionalLines } }));
}

export function renderQuotePdf(doc: QuoteDocument): Promise<Buffer> {
  return renderPdf({ title: `Quote ${doc.number}`, author: doc.business.name }, (pdf, _width, row) => {
    businessHeading(pdf, doc.business);
    pdf.fillColor(INK).font("Helvetica-Bold").fontSize(14).text(`Quote ${doc.number}`);
    pdf.font("Helvetica").fontSize(10).text(doc.title);
    pdf.fillColor(GREY).fontSize(9).text(
      [`Version ${doc.version}`, `Sent ${formatDate(doc.sentAt, "long")}`, doc.expiresAt ? `Valid until ${formatDate(doc.expiresAt, "long")}` : null].filter(Boolean).join(" · "),
    );
    pdf.moveDown(0.8);
    customerBlock(pdf, "Prepared for", doc.customer);

    for (const { label, description, choice } of choicesOf(doc)) {
      if (label) {
        pdf.font("Helvetica-Bold").fontSize(12).fillColor(BLUE).text(`Option: ${label}`, MARGIN);
        if (description) pdf.font("Helvetica").fontSize(9).fillColor(GREY).text(description);
        pdf.moveDown(0.3);
      }
      const totals = totalsFor(doc, choice);
      const amounts = new Map(totals.lines.map((l) => [l.id, l.amount]));
      row(["Item", "Qty", "Unit price", "Amount"], true);
      for (const line of chosenLines(doc, choice)) {
        row([
          `${line.description}${line.optional ? " (optional)" : ""}${line.taxable ? "" : " (not taxed)"}`,
          `${formatQuantity(line.quantity)} ${line.unit}`,
          formatCents(line.unitCents),
          formatCents(amounts.get(line.id) ?? 0),
        ]);
      }
      const optionalLeftOut = doc.lines.filter((l) => l.optional && (l.option === null || l.option === choice.option) && !choice.optionalLines.includes(l.id));
      for (const line of optionalLeftOut) row([`${line.description} (optional, not included)`, `${formatQuantity(line.quantity)} ${line.unit}`, formatCents(line.unitCents), "—"]);
      pdf.moveDown(0.3);
      row(["Subtotal", "", "", formatCents(totals.subtotal)]);
      if (totals.discount) row(["Discount", "", "", `-${formatCents(totals.discount)}`]);
      row([`Sales tax (${formatRate(doc.taxBasisPoints)} on taxable items)`, "", "", formatCents(totals.tax)]);
      row([label ? `Total (${label})` : "Total", "", "", formatCents(totals.total)], true);
      pdf.moveDown(1);
    }

    paragraph(pdf, "Notes", doc.notes);
    paragraph(pdf, "Terms", doc.terms);
  });
}
