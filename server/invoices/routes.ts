/**
 * The invoices API for the office, admin only (`invoices:read` / `payments:read` tokens read):
 * invoices (list, one, write from a job or for a contact, save over a version, send, void, PDF,
 * withdraw the links), payments and refunds recorded by hand, the figures for the books and the
 * CSV exports for QuickBooks and Xero. Every write records its own audit entry in words.
 */
import { formatCents } from "@common/billing/money";
import {
  exportFormatQuerySchema,
  INVOICE_MESSAGES,
  invoiceCreateSchema,
  invoiceListQuerySchema,
  invoiceUpdateSchema,
  invoiceVoidSchema,
  paymentSchema,
} from "@common/schemas/invoices";
import type { AppContext } from "../context";
import { sendCsv, toCsv } from "../export/csv";
import type { ApiRouter } from "../http/api-router";
import { notFound, serviceUnavailable } from "../http/errors";
import { idParam, parseBody, parseQuery } from "../http/validate";
import { audit } from "../office/audit";
import { PDF_FAILED } from "../quotes/public-routes";
import { exportInvoiceLines, exportPayments, invoiceCsvColumns, paymentCsvColumns } from "./export";
import { createInvoice, getInvoice, invoiceDocument, invoiceStats, listInvoices, toInvoiceJson, toPaymentJson, updateInvoice, voidInvoice } from "./invoices";
import { recordPayment, recordRefund } from "./payments";
import { invoicePdfFileName, renderInvoicePdf } from "./pdf";
import { revokeInvoiceLinks, sendInvoice } from "./send";

export function registerInvoiceRoutes(api: ApiRouter, ctx: AppContext): void {
  const one = async (id: string) => {
    const found = await getInvoice(ctx.db, id);
    if (!found) throw notFound(INVOICE_MESSAGES.notFound);
    return toInvoiceJson(found);
  };

  api.get("/invoices", { access: "admin", scope: "invoices:read", summary: "Invoices with their totals and balances, newest first", query: invoiceListQuerySchema }, async (req, res) => {
    res.json(await listInvoices(ctx.db, parseQuery(invoiceListQuerySchema, req)));
  });

  api.get("/invoices/stats", { access: "admin", scope: "invoices:read", summary: "Billed, collected and outstanding this month; the overdue total" }, async (_req, res) => {
    res.json(await invoiceStats(ctx.db, ctx.clock.now()));
  });

  api.get("/invoices/export.csv", { access: "admin", scope: "invoices:read", summary: "Every invoice line as CSV in Xero's (default) or QuickBooks Online's import columns", query: exportFormatQuerySchema }, async (req, res) => {
    const { format } = parseQuery(exportFormatQuerySchema, req);
    const rows = await exportInvoiceLines(ctx.db);
    await audit(ctx.db, req, { action: "invoices.export", targetType: "invoice", details: { rows: rows.length, format, summary: `Exported ${rows.length} invoice lines for ${format}` } }, ctx.clock.now());
    sendCsv(res, `invoices-${format}`, toCsv(rows, invoiceCsvColumns[format]), ctx.clock.now());
  });

  api.get("/payments/export.csv", { access: "admin", scope: "payments:read", summary: "Payments received as CSV (Xero's bank statement columns; QuickBooks reads the same)" }, async (req, res) => {
    const rows = await exportPayments(ctx.db, "payment");
    await audit(ctx.db, req, { action: "payments.export", targetType: "invoice", details: { rows: rows.length, summary: `Exported ${rows.length} payments` } }, ctx.clock.now());
    sendCsv(res, "payments", toCsv(rows, paymentCsvColumns), ctx.clock.now());
  });

  api.get("/refunds/export.csv", { access: "admin", scope: "payments:read", summary: "Refunds given as CSV (negative amounts, the payments' columns)" }, async (req, res) => {
    const rows = await exportPayments(ctx.db, "refund");
    await audit(ctx.db, req, { action: "refunds.export", targetType: "invoice", details: { rows: rows.length, summary: `Exported ${rows.length} refunds` } }, ctx.clock.now());
    sendCsv(res, "refunds", toCsv(rows, paymentCsvColumns), ctx.clock.now());
  });

  api.get("/invoices/:id", { access: "admin", scope: "invoices:read", summary: "One invoice with its lines, totals, payments and balance" }, async (req, res) => {
    res.json(await one(idParam(req, "id", INVOICE_MESSAGES.notFound)));
  });

  api.get("/invoices/:id/payments", { access: "admin", scope: "payments:read", summary: "An invoice's payments and refunds" }, async (req, res) => {
    const found = await getInvoice(ctx.db, idParam(req, "id", INVOICE_MESSAGES.notFound));
    if (!found) throw notFound(INVOICE_MESSAGES.notFound);
    res.json(found.payments.map(toPaymentJson));
  });

  api.post("/invoices", { access: "admin", summary: "Write an invoice from a finished job or for a contact (a draft with the next number)", body: invoiceCreateSchema }, async (req, res) => {
    const input = parseBody(invoiceCreateSchema, req);
    const now = ctx.clock.now();
    const json = await ctx.db.transaction(async (tx) => {
      const id = await createInvoice(tx, input, { userId: req.user?.id ?? null, now });
      const invoice = toInvoiceJson((await getInvoice(tx, id))!);
      const from = input.jobId ? " from a finished job" : "";
      await audit(tx, req, { action: "invoice.create", targetType: "invoice", targetId: id, details: { summary: `Wrote invoice ${invoice.number}${from} for ${invoice.customerName} (${formatCents(invoice.totals.total)})`, number: invoice.number } }, now);
      return invoice;
    });
    res.status(201).json(json);
  });

  api.put("/invoices/:id", { access: "admin", summary: "Save an invoice over the version it was read at (409 when it changed since)", body: invoiceUpdateSchema }, async (req, res) => {
    const id = idParam(req, "id", INVOICE_MESSAGES.notFound);
    const input = parseBody(invoiceUpdateSchema, req);
    const now = ctx.clock.now();
    const json = await ctx.db.transaction(async (tx) => {
      await updateInvoice(tx, id, input, now);
      const invoice = toInvoiceJson((await getInvoice(tx, id))!);
      await audit(tx, req, { action: "invoice.update", targetType: "invoice", targetId: id, details: { summary: `Saved invoice ${invoice.number} (version ${invoice.version}, ${formatCents(invoice.totals.total)})`, number: invoice.number } }, now);
      return invoice;
    });
    res.json(json);
  });

  api.post("/invoices/:id/send", { access: "admin", summary: "Mail the invoice to the homeowner with a new link to its page and PDF" }, async (req, res) => {
    const id = idParam(req, "id", INVOICE_MESSAGES.notFound);
    const result = await sendInvoice(ctx, id);
    await audit(ctx.db, req, { action: "invoice.send", targetType: "invoice", targetId: id, details: { summary: `Sent invoice ${result.invoice.number}${result.mailed ? "" : " (not mailed: the address opted out)"}`, mailed: result.mailed } }, ctx.clock.now());
    res.json({ ...(await one(id)), mailed: result.mailed, url: result.url });
  });

  api.post("/invoices/:id/revoke-link", { access: "admin", summary: "Withdraw every link mailed for the invoice" }, async (req, res) => {
    const id = idParam(req, "id", INVOICE_MESSAGES.notFound);
    const now = ctx.clock.now();
    const invoice = await one(id);
    const revoked = await revokeInvoiceLinks(ctx.db, id, now);
    await audit(ctx.db, req, { action: "invoice.revoke_link", targetType: "invoice", targetId: id, details: { summary: `Withdrew ${revoked} links to invoice ${invoice.number}`, revoked } }, now);
    res.json({ revoked });
  });

  api.post("/invoices/:id/void", { access: "admin", summary: "Void the invoice: its number stays on record, its links stop opening", body: invoiceVoidSchema }, async (req, res) => {
    const id = idParam(req, "id", INVOICE_MESSAGES.notFound);
    const { reason } = parseBody(invoiceVoidSchema, req);
    const now = ctx.clock.now();
    await ctx.db.transaction(async (tx) => {
      const invoice = await voidInvoice(tx, id, reason, now);
      await revokeInvoiceLinks(tx, id, now);
      await audit(tx, req, { action: "invoice.void", targetType: "invoice", targetId: id, details: { summary: `Voided invoice ${invoice.number}: ${reason}`, number: invoice.number } }, now);
    });
    res.json(await one(id));
  });

  api.post("/invoices/:id/payments", { access: "admin", summary: "Record a payment received by hand (check, cash, card, other)", body: paymentSchema }, async (req, res) => {
    const id = idParam(req, "id", INVOICE_MESSAGES.notFound);
    const input = parseBody(paymentSchema, req);
    const now = ctx.clock.now();
    await ctx.db.transaction(async (tx) => {
      const { invoice } = await recordPayment(tx, id, input, { userId: req.user?.id ?? null, now });
      await audit(tx, req, { action: "payment.record", targetType: "invoice", targetId: id, details: { summary: `Recorded ${formatCents(input.amountCents)} by ${input.method} on invoice ${invoice.number}`, amountCents: input.amountCents } }, now);
    });
    ctx.wake.webhooks();
    res.status(201).json(await one(id));
  });

  api.post("/invoices/:id/refunds", { access: "admin", summary: "Record money given back (at most what was paid)", body: paymentSchema }, async (req, res) => {
    const id = idParam(req, "id", INVOICE_MESSAGES.notFound);
    const input = parseBody(paymentSchema, req);
    const now = ctx.clock.now();
    await ctx.db.transaction(async (tx) => {
      const { invoice } = await recordRefund(tx, id, input, { userId: req.user?.id ?? null, now });
      await audit(tx, req, { action: "refund.record", targetType: "invoice", targetId: id, details: { summary: `Recorded a refund of ${formatCents(input.amountCents)} by ${input.method} on invoice ${invoice.number}`, amountCents: input.amountCents } }, now);
    });
    res.status(201).json(await one(id));
  });

  api.get("/invoices/:id/pdf", { access: "admin", scope: "invoices:read", summary: "The invoice as a PDF, as the homeowner's link shows it" }, async (req, res) => {
    const id = idParam(req, "id", INVOICE_MESSAGES.notFound);
    const found = await getInvoice(ctx.db, id);
    if (!found) throw notFound(INVOICE_MESSAGES.notFound);
    const doc = await invoiceDocument(ctx.db, found);
    let pdf: Buffer;
    try {
      pdf = await renderInvoicePdf(doc);
    } catch (error) {
      ctx.logger.error({ err: error, invoiceId: id }, "invoice PDF could not be made");
      throw serviceUnavailable(PDF_FAILED);
    }
    res.set({ "Content-Disposition": `inline; filename="${invoicePdfFileName(doc)}"`, "Cache-Control": "private, no-store" }).type("application/pdf").send(pdf);
  });
}
