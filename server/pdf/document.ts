/**
 * What quote and invoice PDFs share (pdfkit, made on request, never stored): the page, the
 * business's heading, the four-column table of lines and the colours. Each document draws its
 * own body with these.
 */
import PDFDocument from "pdfkit";

export const MARGIN = 50;
export const BLUE = "#1e3a8a";
export const GREY = "#475569";
export const INK = "#0f172a";

export type Pdf = PDFKit.PDFDocument;
export type Row = (cells: [string, string, string, string], bold?: boolean) => void;

/** A letter-size PDF drawn by `draw`, as one buffer. */
export function renderPdf(info: { title: string; author: string }, draw: (pdf: Pdf, width: number, row: Row) => void): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const pdf = new PDFDocument({ size: "LETTER", margin: MARGIN, info: { Title: info.title, Author: info.author } });
    const chunks: Buffer[] = [];
    pdf.on("data", (c: Buffer) => chunks.push(c));
    pdf.on("end", () => resolve(Buffer.concat(chunks)));
    pdf.on("error", reject);
    const width = pdf.page.width - MARGIN * 2;
    try {
      draw(pdf, width, tableRow(pdf, width));
      pdf.end();
    } catch (error) {
      reject(error as Error);
    }
  });
}

/** The business's name and how to reach it, at the top of the first page. */
export function businessHeading(pdf: Pdf, business: { name: string; address: string; phone: string; email: string }) {
  pdf.fillColor(BLUE).font("Helvetica-Bold").fontSize(18).text(business.name);
  pdf.fillColor(GREY).font("Helvetica").fontSize(9).text(`${business.address} · ${business.phone} · ${business.email}`);
  pdf.moveDown(1.2);
}

/** Who the document is for, under a heading. */
export function customerBlock(pdf: Pdf, heading: string, customer: { name: string; address: string | null; phone: string | null; email: string }) {
  pdf.fillColor(INK).font("Helvetica-Bold").fontSize(10).text(heading);
  pdf.font("Helvetica").text([customer.name, customer.address, customer.phone, customer.email].filter(Boolean).join("\n"));
  pdf.moveDown(1);
}

/** A titled paragraph (notes, terms), skipped when empty. */
export function paragraph(pdf: Pdf, heading: string, text: string) {
  if (!text) return;
  pdf.font("Helvetica-Bold").fontSize(10).fillColor(INK).text(heading, MARGIN);
  pdf.font("Helvetica").fontSize(9).text(text);
  pdf.moveDown(0.8);
}

/** One row of the lines table: description, quantity, unit price, amount. */
function tableRow(pdf: Pdf, width: number): Row {
  const cols = { desc: MARGIN, qty: MARGIN + width * 0.55, unit: MARGIN + width * 0.68, amount: MARGIN + width * 0.84 };
  return (cells, bold = false) => {
    const y = pdf.y;
    pdf.font(bold ? "Helvetica-Bold" : "Helvetica").fontSize(9).fillColor(INK);
    pdf.text(cells[0], cols.desc, y, { width: width * 0.53 });
    const after = pdf.y;
    pdf.text(cells[1], cols.qty, y, { width: width * 0.12, align: "right" });
    pdf.text(cells[2], cols.unit, y, { width: width * 0.15, align: "right" });
    pdf.text(cells[3], cols.amount, y, { width: width * 0.16, align: "right" });
    pdf.x = MARGIN;
    pdf.y = Math.max(after, pdf.y) + 3;
  };
}

/** The file name a download gets: "Q-2026-0001.pdf", "I-2026-0001.pdf". */
export const pdfFileName = (doc: { number: string }) => `${doc.number.replace(/[^A-Za-z0-9-]/g, "")}.pdf`;
