/** Invoices and payments (admin): reads and writes over the invoices API. */
import { apiJson, ApiError } from "~/lib/api";
import { apiKey, useApiRead, useApiWrite, type KeyParams } from "~/lib/api-hooks";
import type { InvoiceCreate, InvoiceUpdate, PaymentInput } from "@common/schemas/invoices";
import type { InvoiceJson, InvoiceStats, InvoiceSummary } from "~/lib/server-types";

export type { InvoiceJson, InvoiceStats, InvoiceSummary };

export const invoiceKeys = {
  invoices: (params?: KeyParams) => apiKey("/api/invoices", params),
  invoice: (id: string) => apiKey(`/api/invoices/${id}`),
  stats: apiKey("/api/invoices/stats"),
};

export const useInvoices = (params: KeyParams) => useApiRead<InvoiceSummary[]>(invoiceKeys.invoices(params), { staleTime: 0 });
export const useInvoice = (id: string) => useApiRead<InvoiceJson>(invoiceKeys.invoice(id), { staleTime: 0 });
export const useInvoiceStats = () => useApiRead<InvoiceStats>(invoiceKeys.stats, { staleTime: 30_000 });

/** A 400's field errors go to the form; every other failure to the toast. */
const fieldErrorsOf = (error: Error) => (error instanceof ApiError ? error.fieldErrors : {});
const refreshed = (invoice: InvoiceJson) => [invoiceKeys.invoices(), invoiceKeys.stats, invoiceKeys.invoice(invoice.id)];

export function useCreateInvoice(onCreated: (invoice: InvoiceJson) => void) {
  return useApiWrite({
    request: (body: InvoiceCreate) => apiJson<InvoiceJson>("POST", "/api/invoices", body),
    invalidate: refreshed,
    success: (invoice) => `Invoice ${invoice.number} written`,
    failure: { fallback: "The invoice could not be written", serverFirst: true },
    onSuccess: onCreated,
  });
}

export function useSaveInvoice(onFieldErrors: (errors: Record<string, string>) => void) {
  return useApiWrite({
    request: ({ id, body }: { id: string; body: InvoiceUpdate }) => apiJson<InvoiceJson>("PUT", `/api/invoices/${id}`, body),
    invalidate: refreshed,
    success: (invoice) => `Invoice ${invoice.number} saved`,
    failure: { fallback: "The invoice could not be saved", serverFirst: true },
    onSuccess: () => onFieldErrors({}),
    onError: (error) => onFieldErrors(fieldErrorsOf(error)),
  });
}

export function useSendInvoice() {
  return useApiWrite({
    request: (id: string) => apiJson<InvoiceJson & { mailed: boolean }>("POST", `/api/invoices/${id}/send`),
    invalidate: refreshed,
    success: (r) => (r.mailed ? `Invoice ${r.number} sent` : `Invoice ${r.number} marked sent; not mailed (the address opted out)`),
    failure: { fallback: "The invoice could not be sent", serverFirst: true },
  });
}

export function useRecordMoney(kind: "payments" | "refunds", onDone: () => void, onFieldErrors: (errors: Record<string, string>) => void) {
  return useApiWrite({
    request: ({ id, body }: { id: string; body: PaymentInput }) => apiJson<InvoiceJson>("POST", `/api/invoices/${id}/${kind}`, body),
    invalidate: refreshed,
    success: kind === "payments" ? "Payment recorded" : "Refund recorded",
    failure: { fallback: kind === "payments" ? "The payment could not be recorded" : "The refund could not be recorded", serverFirst: true },
    onSuccess: onDone,
    onError: (error) => onFieldErrors(fieldErrorsOf(error)),
  });
}

export function useVoidInvoice(onFieldErrors: (errors: Record<string, string>) => void) {
  return useApiWrite({
    request: ({ id, reason }: { id: string; reason: string }) => apiJson<InvoiceJson>("POST", `/api/invoices/${id}/void`, { reason }),
    invalidate: refreshed,
    success: (invoice) => `Invoice ${invoice.number} is void; its number stays on record`,
    failure: { fallback: "The invoice could not be voided", serverFirst: true },
    onError: (error) => onFieldErrors(fieldErrorsOf(error)),
  });
}
