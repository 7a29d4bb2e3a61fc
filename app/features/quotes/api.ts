/** The price book and quotes (admin): reads and writes over the quotes API. */
import { apiJson, apiRequest, ApiError } from "~/lib/api";
import { apiKey, useApiRead, useApiWrite, type KeyParams } from "~/lib/api-hooks";
import type { PriceBookItemInput, QuoteCreate, QuoteUpdate } from "@common/schemas/quotes";
import type { PriceBookItemJson, QuoteJson, QuoteStats, QuoteSummary } from "~/lib/server-types";

export type { PriceBookItemJson, QuoteJson, QuoteStats, QuoteSummary };

export const quoteKeys = {
  priceBook: (all: boolean) => apiKey("/api/price-book", { all: all ? "true" : undefined }),
  priceBookAll: apiKey("/api/price-book"),
  quotes: (params?: KeyParams) => apiKey("/api/quotes", params),
  quote: (id: string) => apiKey(`/api/quotes/${id}`),
  stats: apiKey("/api/quotes/stats"),
};

export const usePriceBook = (all = false) => useApiRead<PriceBookItemJson[]>(quoteKeys.priceBook(all), { staleTime: 0 });
export const useQuotes = (params: KeyParams) => useApiRead<QuoteSummary[]>(quoteKeys.quotes(params), { staleTime: 0 });
export const useQuote = (id: string) => useApiRead<QuoteJson>(quoteKeys.quote(id), { staleTime: 0 });
export const useQuoteStats = () => useApiRead<QuoteStats>(quoteKeys.stats, { staleTime: 30_000 });

export interface Prefill {
  customer: { leadId: string | null; contactId: string | null; customerName: string; customerEmail: string; customerPhone: string | null; customerAddress: string | null; title: string } | null;
  taxBasisPoints: number;
}
export const usePrefill = (source: { leadId?: string; contactId?: string }) =>
  useApiRead<Prefill>(apiKey("/api/quotes/prefill", source), { staleTime: 0 });

/** A 400's field errors go to the form; every other failure to the toast. */
const fieldErrorsOf = (error: Error) => (error instanceof ApiError ? error.fieldErrors : {});

export function useSavePriceBookItem(onDone: () => void, onFieldErrors: (errors: Record<string, string>) => void) {
  return useApiWrite({
    request: ({ id, body }: { id: string | null; body: PriceBookItemInput }) =>
      id ? apiJson<PriceBookItemJson>("PATCH", `/api/price-book/${id}`, body) : apiJson<PriceBookItemJson>("POST", "/api/price-book", body),
    invalidate: [quoteKeys.priceBookAll],
    success: "Price book saved",
    failure: { fallback: "The item could not be saved", serverFirst: true },
    onSuccess: onDone,
    onError: (error) => onFieldErrors(fieldErrorsOf(error)),
  });
}

export function useRetirePriceBookItem() {
  return useApiWrite({
    request: ({ id, retired }: { id: string; retired: boolean }) => apiJson<PriceBookItemJson>("PATCH", `/api/price-book/${id}`, { retired }),
    invalidate: [quoteKeys.priceBookAll],
    success: (item) => (item.retired ? `"${item.name}" retired` : `"${item.name}" is back in the price book`),
    failure: { fallback: "The item could not be changed", serverFirst: true },
  });
}

export function useRemovePriceBookItem() {
  return useApiWrite({
    request: (id: string) => apiJson<{ result: "deleted" | "retired" }>("DELETE", `/api/price-book/${id}`),
    invalidate: [quoteKeys.priceBookAll],
    success: (r) => (r.result === "deleted" ? "Item deleted" : "Item used on a quote: retired instead"),
    failure: { fallback: "The item could not be removed", serverFirst: true },
  });
}

export function useSaveQuote(onSaved: (quote: QuoteJson) => void, onFailed: (error: Error, fieldErrors: Record<string, string>) => void) {
  return useApiWrite({
    request: ({ id, body }: { id: string | null; body: QuoteCreate | QuoteUpdate }) =>
      id ? apiJson<QuoteJson>("PUT", `/api/quotes/${id}`, body) : apiJson<QuoteJson>("POST", "/api/quotes", body),
    invalidate: (quote) => [quoteKeys.quotes(), quoteKeys.stats, quoteKeys.quote(quote.id)],
    success: (quote) => `Quote ${quote.number} saved`,
    failure: { fallback: "The quote could not be saved", serverFirst: true },
    onSuccess: onSaved,
    onError: (error) => onFailed(error, fieldErrorsOf(error)),
  });
}

export function useDiscardQuote(onDone: () => void) {
  return useApiWrite({
    request: (id: string) => apiRequest("DELETE", `/api/quotes/${id}`),
    invalidate: [quoteKeys.quotes(), quoteKeys.stats],
    success: "Draft discarded",
    failure: { fallback: "The draft could not be discarded", serverFirst: true },
    onSuccess: onDone,
  });
}

/**
 * SENDING IS BUILT ELSEWHERE: POST /api/quotes/:id/send (the mail, the link, the PDF) belongs to
 * the homeowner side of quotes. This button only calls it and refreshes the quote.
 */
export function useSendQuote(onFieldErrors: (errors: Record<string, string>) => void) {
  return useApiWrite({
    request: (id: string) => apiJson<unknown>("POST", `/api/quotes/${id}/send`),
    invalidate: (_r, id) => [quoteKeys.quotes(), quoteKeys.stats, quoteKeys.quote(id)],
    success: "Quote sent",
    failure: { fallback: "The quote could not be sent", serverFirst: true },
    onError: (error) => onFieldErrors(fieldErrorsOf(error)),
  });
}
