/**
 * The quotes API for the office and API tokens (`quotes:read` / `quotes:write`): the price book,
 * quotes (list, one, create, save over a version, discard the newest draft), the figures at a
 * glance and the CSV exports. Admin only, as contacts are. Every write records its own audit entry
 * in words, in its transaction. Sending and the homeowner's answer are registered elsewhere.
 */
import { z } from "zod";
import { formatCents } from "@common/billing/money";
import {
  priceBookItemSchema,
  priceBookQuerySchema,
  priceBookUpdateSchema,
  quoteCreateSchema,
  quoteListQuerySchema,
  quoteUpdateSchema,
} from "@common/schemas/quotes";
import type { AppContext } from "../context";
import { sendCsv, toCsv, type CsvColumn } from "../export/csv";
import type { ApiRouter } from "../http/api-router";
import { notFound } from "../http/errors";
import { idParam, parseBody, parseQuery } from "../http/validate";
import { audit } from "../office/audit";
import { getBusinessSettings } from "../office/settings";
import { createPriceBookItem, getPriceBookItem, listPriceBook, removePriceBookItem, toPriceBookJson, updatePriceBookItem } from "./price-book";
import { customerFrom, discardDraft, getQuote, listQuotes, quoteStats, toQuoteJson, updateQuote, createQuote, type QuoteJson, type QuoteSummary } from "./quotes";
import { exportLines, type QuoteLineExportRow } from "./export";

const ITEM_NOT_FOUND = "Price book item not found";
const QUOTE_NOT_FOUND = "Quote not found";

const quoteCsvColumns: CsvColumn<QuoteSummary>[] = [
  { header: "Number", value: (q) => q.number },
  { header: "Status", value: (q) => q.status },
  { header: "Title", value: (q) => q.title },
  { header: "Customer", value: (q) => q.customerName },
  { header: "Total (cents)", value: (q) => q.totalCents },
  { header: "Expires", value: (q) => q.expiresOn },
  { header: "Sent", value: (q) => q.sentAt },
  { header: "Answered", value: (q) => q.answeredAt },
  { header: "Created", value: (q) => q.createdAt },
  { header: "Lead", value: (q) => q.leadId },
  { header: "Contact", value: (q) => q.contactId },
];

const lineCsvColumns: CsvColumn<QuoteLineExportRow>[] = [
  { header: "Quote", value: (r) => r.number },
  { header: "Position", value: (r) => r.position + 1 },
  { header: "Description", value: (r) => r.description },
  { header: "Option", value: (r) => r.option },
  { header: "Optional", value: (r) => (r.optional ? "yes" : "no") },
  { header: "Quantity", value: (r) => r.quantity / 100 },
  { header: "Unit", value: (r) => r.unit },
  { header: "Unit price (cents)", value: (r) => r.unitCents },
  { header: "Amount (cents)", value: (r) => r.amountCents },
  { header: "Taxable", value: (r) => (r.taxable ? "yes" : "no") },
  { header: "Price book item", value: (r) => r.priceBookItemId },
];

const prefillQuery = z.object({ leadId: z.uuid("Unknown lead").optional(), contactId: z.uuid("Unknown contact").optional() });

export function registerQuoteRoutes(api: ApiRouter, ctx: AppContext): void {
  // ------------------------------------------------------------ price book
  api.get("/price-book", { access: "admin", scope: "quotes:read", summary: "The price book (retired items too with ?all=true)", query: priceBookQuerySchema }, async (req, res) => {
    const { all } = parseQuery(priceBookQuerySchema, req);
    res.json(await listPriceBook(ctx.db, { all: all === "true" }));
  });

  api.post("/price-book", { access: "admin", scope: "quotes:write", summary: "Add a price book item", body: priceBookItemSchema }, async (req, res) => {
    const input = parseBody(priceBookItemSchema, req);
    const now = ctx.clock.now();
    const row = await ctx.db.transaction(async (tx) => {
      const created = await createPriceBookItem(tx, input, now);
      await audit(tx, req, { action: "price_book.create", targetType: "price_book_item", targetId: created.id, details: { summary: `Added "${created.name}" to the price book at ${formatCents(created.unitCents)} per ${created.unit}` } }, now);
      return created;
    });
    res.status(201).json(toPriceBookJson(row));
  });

  api.patch("/price-book/:id", { access: "admin", scope: "quotes:write", summary: "Change or retire a price book item", body: priceBookUpdateSchema }, async (req, res) => {
    const id = idParam(req, "id", ITEM_NOT_FOUND);
    const input = parseBody(priceBookUpdateSchema, req);
    const now = ctx.clock.now();
    const row = await ctx.db.transaction(async (tx) => {
      const before = await getPriceBookItem(tx, id);
      if (!before) throw notFound(ITEM_NOT_FOUND);
      const after = (await updatePriceBookItem(tx, id, input, now))!;
      const words =
        input.retired === true ? `Retired "${after.name}" from the price book` : input.retired === false ? `Brought "${after.name}" back into the price book` : `Changed "${after.name}" in the price book`;
      const changed = Object.keys(input).filter((k) => k !== "retired");
      await audit(tx, req, { action: "price_book.update", targetType: "price_book_item", targetId: id, details: { summary: words, fields: changed } }, now);
      return after;
    });
    res.json(toPriceBookJson(row));
  });

  api.delete("/price-book/:id", { access: "admin", scope: "quotes:write", summary: "Delete an unused item; an item a quote used is retired instead" }, async (req, res) => {
    const id = idParam(req, "id", ITEM_NOT_FOUND);
    const now = ctx.clock.now();
    const result = await ctx.db.transaction(async (tx) => {
      const item = await getPriceBookItem(tx, id);
      if (!item) throw notFound(ITEM_NOT_FOUND);
      const done = await removePriceBookItem(tx, id, now);
      const words = done === "deleted" ? `Deleted "${item.name}" from the price book` : `Retired "${item.name}" (used on a quote, so kept)`;
      await audit(tx, req, { action: `price_book.${done === "deleted" ? "delete" : "retire"}`, targetType: "price_book_item", targetId: id, details: { summary: words } }, now);
      return done;
    });
    res.json({ result });
  });

  // ------------------------------------------------------------ quotes
  api.get("/quotes", { access: "admin", scope: "quotes:read", summary: "Quotes with their totals, newest first", query: quoteListQuerySchema }, async (req, res) => {
    res.json(await listQuotes(ctx.db, parseQuery(quoteListQuerySchema, req)));
  });

  api.get("/quotes/stats", { access: "admin", scope: "quotes:read", summary: "Quotes outstanding, won and lost this month, the win rate" }, async (_req, res) => {
    res.json(await quoteStats(ctx.db, ctx.clock.now()));
  });

  api.get("/quotes/prefill", { access: "admin", scope: "quotes:read", summary: "The customer a new quote from a lead or contact starts with", query: prefillQuery }, async (req, res) => {
    const source = parseQuery(prefillQuery, req);
    const [customer, settings] = await Promise.all([customerFrom(ctx.db, source), getBusinessSettings(ctx.db)]);
    res.json({ customer, taxBasisPoints: settings.salesTaxBasisPoints });
  });

  api.get("/quotes/export.csv", { access: "admin", scope: "quotes:read", summary: "Every quote as a CSV file" }, async (req, res) => {
    const rows = await listQuotes(ctx.db);
    await audit(ctx.db, req, { action: "quotes.export", targetType: "quote", details: { rows: rows.length, summary: `Exported ${rows.length} quotes` } }, ctx.clock.now());
    sendCsv(res, "quotes", toCsv(rows, quoteCsvColumns), ctx.clock.now());
  });

  api.get("/quotes/lines/export.csv", { access: "admin", scope: "quotes:read", summary: "Every quote line as a CSV file" }, async (req, res) => {
    const rows = await exportLines(ctx.db);
    await audit(ctx.db, req, { action: "quote_lines.export", targetType: "quote", details: { rows: rows.length, summary: `Exported ${rows.length} quote lines` } }, ctx.clock.now());
    sendCsv(res, "quote-lines", toCsv(rows, lineCsvColumns), ctx.clock.now());
  });

  api.get("/quotes/:id", { access: "admin", scope: "quotes:read", summary: "One quote with its lines and totals" }, async (req, res) => {
    const found = await getQuote(ctx.db, idParam(req, "id", QUOTE_NOT_FOUND));
    if (!found) throw notFound(QUOTE_NOT_FOUND);
    res.json(toQuoteJson(found.quote, found.lines));
  });

  api.post("/quotes", { access: "admin", scope: "quotes:write", summary: "Write a quote (a draft with the next number)", body: quoteCreateSchema }, async (req, res) => {
    const input = parseBody(quoteCreateSchema, req);
    const now = ctx.clock.now();
    const settings = await getBusinessSettings(ctx.db);
    const json = await ctx.db.transaction(async (tx): Promise<QuoteJson> => {
      const id = await createQuote(tx, input, { userId: req.user?.id ?? null, taxBasisPoints: settings.salesTaxBasisPoints, now });
      const found = (await getQuote(tx, id))!;
      const quote = toQuoteJson(found.quote, found.lines);
      await audit(tx, req, { action: "quote.create", targetType: "quote", targetId: id, details: { summary: `Wrote quote ${quote.number} for ${quote.customerName} (${formatCents(quote.totals.total)})`, number: quote.number } }, now);
      return quote;
    });
    res.status(201).json(json);
  });

  api.put("/quotes/:id", { access: "admin", scope: "quotes:write", summary: "Save a quote over the version it was read at (409 when it changed since)", body: quoteUpdateSchema }, async (req, res) => {
    const id = idParam(req, "id", QUOTE_NOT_FOUND);
    const input = parseBody(quoteUpdateSchema, req);
    const now = ctx.clock.now();
    const json = await ctx.db.transaction(async (tx): Promise<QuoteJson> => {
      const { after } = await updateQuote(tx, id, input, now);
      const found = (await getQuote(tx, id))!;
      const quote = toQuoteJson(found.quote, found.lines);
      await audit(tx, req, { action: "quote.update", targetType: "quote", targetId: id, details: { summary: `Saved quote ${after.number} (version ${after.version}, ${formatCents(quote.totals.total)})`, number: after.number, version: after.version } }, now);
      return quote;
    });
    res.json(json);
  });

  api.delete("/quotes/:id", { access: "admin", scope: "quotes:write", summary: "Discard the newest unsent draft (any other quote stays on record)" }, async (req, res) => {
    const id = idParam(req, "id", QUOTE_NOT_FOUND);
    const now = ctx.clock.now();
    await ctx.db.transaction(async (tx) => {
      const quote = await discardDraft(tx, id);
      await audit(tx, req, { action: "quote.discard", targetType: "quote", targetId: id, details: { summary: `Discarded draft ${quote.number}; the number will be used again`, number: quote.number } }, now);
    });
    res.status(204).end();
  });
}
