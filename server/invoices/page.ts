/**
 * The homeowner's invoice page (/invoices/:token) on the server: what a link opens (the invoice as
 * it stands: lines, totals, paid so far, balance), "viewed" recorded when the homeowner opens it,
 * the "Pay now" form (a Stripe Checkout Session, then a 303 to it) and the PDF. A bad or revoked
 * link is one plain 404 that never says which it was. Coming back from Stripe proves nothing:
 * the page shows the invoice as the webhook left it.
 */
import { eq } from "drizzle-orm";
import { data, redirect } from "react-router";
import { paymentInstructionsText } from "@common/business-settings";
import type { InvoiceDocument } from "@common/billing/invoice-document";
import type { PageLoadContext } from "../context";
import type { Db } from "../db/client";
import { invoiceLinks, invoices } from "../db/schema";
import { readNativeForm } from "../forms/native-form";
import { getBusinessSettings } from "../office/settings";
import { PDF_FAILED } from "../quotes/public-routes";
import { tokenHash } from "../quotes/send";
import { getInvoice, invoiceDocument, settle, type InvoiceFound } from "./invoices";
import { invoicePdfFileName, renderInvoicePdf } from "./pdf";
import { startCheckout } from "./stripe";

const TOKEN_SHAPE = /^[0-9a-f]{64}$/;

/** The invoice a token opens: a link we gave, not revoked, to an invoice that was sent. */
export async function readInvoiceByToken(db: Db, token: string): Promise<InvoiceFound | undefined> {
  if (!TOKEN_SHAPE.test(token)) return undefined;
  const [link] = await db.select().from(invoiceLinks).where(eq(invoiceLinks.tokenHash, tokenHash(token)));
  if (!link || link.revokedAt) return undefined;
  const found = await getInvoice(db, link.invoiceId);
  if (!found?.invoice.sentAt) return undefined;
  return found;
}

export interface InvoicePageData {
  found: true;
  document: InvoiceDocument;
  /** Card payments are set up: the page offers "Pay now". */
  payOnline: boolean;
  /** How to pay otherwise, in the owner's words (or the default). */
  payInstructions: string;
  /** Back from Stripe's page: say the payment will be confirmed when it arrives. */
  returned: boolean;
}
export type InvoicePageLoad = InvoicePageData | { found: false };
export interface InvoiceActionData {
  message: string;
}

const headers = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };

/** Opened by the homeowner: viewedAt is the last opening; a sent invoice becomes viewed. */
async function recordView(db: Db, found: InvoiceFound, now: Date) {
  const { invoice } = found;
  if (invoice.status === "void") return;
  await db.update(invoices).set({ viewedAt: now }).where(eq(invoices.id, invoice.id));
  if (invoice.status === "sent") await settle(db, invoice.id, now);
}

export async function loadInvoicePage({ request, context, token }: { request: Request; context: PageLoadContext; token: string }) {
  const { app } = context;
  const now = app.clock.now();
  let found = await readInvoiceByToken(app.db, token);
  if (!found) return data<InvoicePageLoad>({ found: false }, { status: 404, headers });
  // Staff opening the link from the back office is not the homeowner opening it.
  if (!context.user && request.method === "GET") {
    await recordView(app.db, found, now);
    found = (await getInvoice(app.db, found.invoice.id))!;
  }
  const settings = await getBusinessSettings(app.db);
  const body: InvoicePageData = {
    found: true,
    document: await invoiceDocument(app.db, found),
    payOnline: app.config.stripe !== undefined,
    payInstructions: paymentInstructionsText(settings),
    returned: new URL(request.url).searchParams.get("paid") === "1",
  };
  return data<InvoicePageLoad>(body, { headers });
}

/** "Pay now": a Checkout Session for the balance, then Stripe's page; any failure is said on this page, the invoice unchanged. */
export async function invoicePageAction({ request, context, token }: { request: Request; context: PageLoadContext; token: string }) {
  const { app } = context;
  const found = await readInvoiceByToken(app.db, token);
  if (!found) return data<InvoiceActionData>({ message: "This invoice link is not valid. Please call us for a new one." }, { status: 404, headers });
  const read = await readNativeForm({ request, context }, ["intent"], { token: false });
  if (!read.ok) return data<InvoiceActionData>({ message: read.message }, { status: read.status, headers });
  const doc = await invoiceDocument(app.db, found);
  const result = await startCheckout(app, found.invoice, doc, token);
  if (result.ok) return redirect(result.url, { status: 303, headers });
  return data<InvoiceActionData>({ message: result.message }, { status: result.status, headers: result.status === 503 ? { ...headers, "Retry-After": "60" } : headers });
}

/** GET /invoices/:token/pdf: the invoice as a PDF; a failure to make it is a 503, never more. */
export async function invoicePdfResponse({ context, token }: { context: PageLoadContext; token: string }): Promise<Response> {
  const { app } = context;
  const found = await readInvoiceByToken(app.db, token);
  const text = { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" };
  if (!found) return new Response("This invoice link is not valid.", { status: 404, headers: text });
  try {
    const doc = await invoiceDocument(app.db, found);
    const pdf = await renderInvoicePdf(doc);
    return new Response(new Uint8Array(pdf), {
      headers: { "Content-Type": "application/pdf", "Content-Disposition": `inline; filename="${invoicePdfFileName(doc)}"`, ...headers },
    });
  } catch (error) {
    app.logger.error({ err: error, invoiceId: found.invoice.id }, "invoice PDF could not be made");
    return new Response(PDF_FAILED, { status: 503, headers: { ...text, "Retry-After": "60" } });
  }
}
