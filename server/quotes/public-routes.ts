/**
 * Staff routes of the homeowner's side of quotes: send (or send again), revoke the links, and
 * the PDF of the last sent version. The homeowner's own page and PDF are pages of the site
 * (app/routes/quote-page.tsx, app/routes/quote-pdf.ts) reached by the link's token.
 */
import { and, eq } from "drizzle-orm";
import type { QuoteDocument } from "@common/billing/quote-document";
import type { AppContext } from "../context";
import { quotes, quoteVersions } from "../db/schema";
import type { ApiRouter } from "../http/api-router";
import { notFound, serviceUnavailable } from "../http/errors";
import { idParam } from "../http/validate";
import { audit } from "../office/audit";
import { pdfFileName, renderQuotePdf } from "./pdf";
import { revokeLinks, sendQuote } from "./send";

export const PDF_FAILED = "The PDF could not be made just now. Please try again in a minute.";

export function registerQuotePublicRoutes(api: ApiRouter, ctx: AppContext): void {
  api.post("/quotes/:id/send", { access: "admin", scope: "quotes:write", summary: "Send the quote (or its new version) to the homeowner" }, async (req, res) => {
    const id = idParam(req, "id", "Quote not found");
    const result = await sendQuote(ctx, id);
    await audit(ctx.db, req, { action: "quote.send", targetType: "quote", targetId: id, details: { version: result.version, mailed: result.mailed } }, ctx.clock.now());
    res.json({ id, status: result.quote.status, version: result.version, sha256: result.sha256, mailed: result.mailed, url: result.url });
  });

  api.post("/quotes/:id/revoke-link", { access: "admin", scope: "quotes:write", summary: "Withdraw every link mailed for the quote" }, async (req, res) => {
    const id = idParam(req, "id", "Quote not found");
    const now = ctx.clock.now();
    const [quote] = await ctx.db.select({ id: quotes.id }).from(quotes).where(eq(quotes.id, id));
    if (!quote) throw notFound("Quote not found");
    const revoked = await revokeLinks(ctx.db, id, now);
    await audit(ctx.db, req, { action: "quote.revoke_link", targetType: "quote", targetId: id, details: { revoked } }, now);
    res.json({ revoked });
  });

  api.get("/quotes/:id/pdf", { access: "admin", scope: "quotes:read", summary: "The PDF of the quote's last sent version" }, async (req, res) => {
    const id = idParam(req, "id", "Quote not found");
    const [row] = await ctx.db
      .select({ document: quoteVersions.document })
      .from(quotes)
      .innerJoin(quoteVersions, and(eq(quoteVersions.quoteId, quotes.id), eq(quoteVersions.version, quotes.sentVersion)))
      .where(eq(quotes.id, id));
    if (!row) throw notFound("This quote has not been sent yet");
    const doc = row.document as unknown as QuoteDocument;
    let pdf: Buffer;
    try {
      pdf = await renderQuotePdf(doc);
    } catch (error) {
      ctx.logger.error({ err: error, quoteId: id }, "quote PDF could not be made");
      throw serviceUnavailable(PDF_FAILED);
    }
    res.set({ "Content-Disposition": `inline; filename="${pdfFileName(doc)}"`, "Cache-Control": "private, no-store" }).type("application/pdf").send(pdf);
  });
}
