/**
 * The homeowner's quote page (/quotes/:token) on the server: its loader data, its action (a
 * real form: "update the total" answers with the recomputed figures; accept and decline store
 * the answer and redirect with a 303), and the PDF through the link. A bad or revoked link is
 * one plain 404 page that says nothing about which it was.
 */
import { data, redirect } from "react-router";
import { cleanChoice, type QuoteDocument } from "@common/billing/quote-document";
import type { Choice } from "@common/billing/totals";
import type { PageLoadContext } from "../context";
import { readNativeForm } from "../forms/native-form";
import { ANSWER_MESSAGES, answerQuote } from "./answer";
import { pdfFileName, renderQuotePdf } from "./pdf";
import { readByToken, recordView, type QuotePageState } from "./public";
import { PDF_FAILED } from "./public-routes";

export interface QuotePageData {
  found: true;
  document: QuoteDocument;
  version: number;
  state: QuotePageState;
  changed: boolean;
  choice: Choice;
  answer: { decision: string; signedName: string | null; answeredAt: string; totalCents: number | null; choice: Choice | null } | null;
}

export type QuotePageLoad = QuotePageData | { found: false };

export interface QuoteActionData {
  choice: Choice;
  /** What went wrong, in the homeowner's words; absent for a recomputed total. */
  message?: string;
  field?: "name" | "reason";
  signedName?: string;
  reason?: string;
}

const optionalField = (id: string) => `optional-${id}`;

/** The choice in a URL's query (?option=&optional-<id>=on), for a link to a recomputed page. */
function choiceFromQuery(doc: QuoteDocument, url: URL): Choice {
  if (!url.searchParams.has("option")) return cleanChoice(doc, doc.defaultChoice.option, doc.defaultChoice.optionalLines);
  const ticked = doc.lines.filter((l) => l.optional && url.searchParams.get(optionalField(l.id)) === "on").map((l) => l.id);
  return cleanChoice(doc, url.searchParams.get("option"), ticked);
}

export async function loadQuotePage({ request, context, token }: { request: Request; context: PageLoadContext; token: string }) {
  const { app } = context;
  const now = app.clock.now();
  const view = await readByToken(app.db, token, now);
  if (!view) return data<QuotePageLoad>({ found: false }, { status: 404, headers: { "Cache-Control": "private, no-store" } });
  // Staff opening the link from the back office is not the homeowner opening it.
  if (!context.user && request.method === "GET") await recordView(app.db, view.quote, now);
  const body: QuotePageData = {
    found: true,
    document: view.document,
    version: view.version,
    state: view.state,
    changed: view.changed,
    choice: choiceFromQuery(view.document, new URL(request.url)),
    answer: view.answer,
  };
  return data<QuotePageLoad>(body, { headers: { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" } });
}

export async function quotePageAction({ request, context, token }: { request: Request; context: PageLoadContext; token: string }) {
  const { app } = context;
  const view = await readByToken(app.db, token, app.clock.now());
  const headers = { "Cache-Control": "no-store" };
  if (!view) return data<QuoteActionData>({ choice: { option: null, optionalLines: [] }, message: ANSWER_MESSAGES.badLink }, { status: 404, headers });
  const doc = view.document;
  const fields = ["intent", "version", "option", "signedName", "reason", ...doc.lines.filter((l) => l.optional).map((l) => optionalField(l.id))];
  const read = await readNativeForm({ request, context }, fields, { token: false });
  const fallback = cleanChoice(doc, doc.defaultChoice.option, doc.defaultChoice.optionalLines);
  if (!read.ok) return data<QuoteActionData>({ choice: fallback, message: read.message }, { status: read.status, headers });
  const v = read.values as Record<string, string>;
  const choice = cleanChoice(
    doc,
    v.option || null,
    doc.lines.filter((l) => l.optional && v[optionalField(l.id)] === "on").map((l) => l.id),
  );
  if (v.intent !== "accept" && v.intent !== "decline") return data<QuoteActionData>({ choice }, { headers });
  const result = await answerQuote(app, token, {
    decision: v.intent === "accept" ? "accepted" : "declined",
    version: Number(v.version) || 0,
    option: choice.option,
    optionalLines: [...choice.optionalLines],
    signedName: v.signedName ?? "",
    reason: v.reason ?? "",
    ip: context.clientKey || null,
    userAgent: request.headers.get("user-agent"),
  });
  if (result.ok) return redirect(`/quotes/${token}`, { status: 303, headers });
  const status = result.field ? 400 : result.refusal === "badLink" ? 404 : 409;
  return data<QuoteActionData>(
    { choice, message: ANSWER_MESSAGES[result.refusal], field: result.field, signedName: v.signedName, reason: v.reason },
    { status, headers },
  );
}

/** GET /quotes/:token/pdf: the sent version as a PDF; a failure to make it is a 503 page, never more. */
export async function quotePdfResponse({ context, token }: { context: PageLoadContext; token: string }): Promise<Response> {
  const { app } = context;
  const view = await readByToken(app.db, token, app.clock.now());
  if (!view) return new Response("This quote link is not valid.", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
  try {
    const pdf = await renderQuotePdf(view.document);
    return new Response(new Uint8Array(pdf), {
      headers: {
        "Content-Type": "application/pdf",
        "Content-Disposition": `inline; filename="${pdfFileName(view.document)}"`,
        "Cache-Control": "private, no-store",
        "X-Robots-Tag": "noindex",
      },
    });
  } catch (error) {
    app.logger.error({ err: error, quoteId: view.quote.id }, "quote PDF could not be made");
    return new Response(PDF_FAILED, { status: 503, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", "Retry-After": "60" } });
  }
}
