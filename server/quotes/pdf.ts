/**
 * The quote as a PDF, made on the server with pdfkit from the same document the page shows
 * (the sent version's snapshot): the number, the business and customer, the lines of each
 * option, the totals, the terms. Made on request, never stored: a failure to make it costs that
 * one download (a 503), never the quote or its mail, which link to it.
 */
import PDFDocument from "pdfkit";
import { chosenLines, formatRate, totalsFor, type QuoteDocument } from "@common/billing/quote-document";
import { formatCents, formatQuantity } from "@common/billing/money";
import { formatDate } from "@common/dates";
import type { Choice } from "@common/billing/totals";

const MARGIN = 50;
const BLUE = "#1e3a8a";
const GREY = "#475569";

/** The choices the PDF prints: each option with the preselected optional lines, or the one set. */
function choicesOf(doc: QuoteDocument): Array<{ label: string | null; description: string; choice: Choice }> {
  if (doc.options.length === 0) return [{ label: null, description: "", choice: doc.defaultChoice }];
  return doc.options.map((o) => ({ label: o.label, description: o.description, choice: { option: o.key, optionalLines: doc.defaultChoice.optionalLines } }));
}

export function renderQuotePdf(doc: QuoteDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const pdf = new PDFDocument({ size: "LETTER", margin: MARGIN, info: { Title: `Quote ${doc.number}`, Author: doc.business.name } });
    const chunks: Buffer[] = [];
    pdf.on("data", (c: Buffer) => chunks.push(c));
    pdf.on("end", () => resolve(Buffer.concat(chunks)));
    pdf.on("error", reject);
    const width = pdf.page.width - MARGIN * 2;

    pdf.fillColor(BLUE).font("Helvetica-Bold").fontSize(18).text(doc.business.name);
    pdf.fillColor(GREY).font("Helvetica").fontSize(9).text(`${doc.business.address} · ${doc.business.phone} · ${doc.business.email}`);
    pdf.moveDown(1.2);
    pdf.fillColor("#0f172a").font("Helvetica-Bold").fontSize(14).text(`Quote ${doc.number}`);
    pdf.font("Helvetica").fontSize(10).text(doc.title);
    pdf.fillColor(GREY).fontSize(9).text(
      [`Version ${doc.version}`, `Sent ${formatDate(doc.sentAt, "long")}`, doc.expiresAt ? `Valid until ${formatDate(doc.expiresAt, "long")}` : null].filter(Boolean).join(" · "),
    );
    pdf.moveDown(0.8);
    pdf.fillColor("#0f172a").font("Helvetica-Bold").fontSize(10).text("Prepared for");
    pdf.font("Helvetica").text([doc.customer.name, doc.customer.address, doc.customer.phone, doc.customer.email].filter(Boolean).join("\n"));
    pdf.moveDown(1);

    const cols = { desc: MARGIN, qty: MARGIN + width * 0.55, unit: MARGIN + width * 0.68, amount: MARGIN + width * 0.84 };
    const row = (cells: [string, string, string, string], bold = false) => {
      const y = pdf.y;
      pdf.font(bold ? "Helvetica-Bold" : "Helvetica").fontSize(9).fillColor("#0f172a");
      pdf.text(cells[0], cols.desc, y, { width: width * 0.53 });
      const after = pdf.y;
      pdf.text(cells[1], cols.qty, y, { width: width * 0.12, align: "right" });
      pdf.text(cells[2], cols.unit, y, { width: width * 0.15, align: "right" });
      pdf.text(cells[3], cols.amount, y, { width: width * 0.16, align: "right" });
      pdf.x = MARGIN;
      pdf.y = Math.max(after, pdf.y) + 3;
    };

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

    if (doc.notes) {
      pdf.font("Helvetica-Bold").fontSize(10).fillColor("#0f172a").text("Notes", MARGIN);
      pdf.font("Helvetica").fontSize(9).text(doc.notes);
      pdf.moveDown(0.8);
    }
    if (doc.terms) {
      pdf.font("Helvetica-Bold").fontSize(10).fillColor("#0f172a").text("Terms", MARGIN);
      pdf.font("Helvetica").fontSize(9).text(doc.terms);
    }
    pdf.end();
  });
}

/** The file name a download gets: "Q-2026-0001.pdf". */
export const pdfFileName = (doc: Pick<QuoteDocument, "number">) => `${doc.number.replace(/[^A-Za-z0-9-]/g, "")}.pdf`;
