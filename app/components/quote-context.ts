/**
 * How any page part opens the "Request a Free Quote" dialog: `const { openQuote } =
 * useQuoteDialog()`. Only the context lives here, below the features; the quote feature's
 * QuoteDialogProvider fills it and renders the dialog, so the shared page parts (header, calls
 * to action) need not import a feature.
 */
import { createContext, useContext } from "react";

export interface QuoteDialogValue {
  isOpen: boolean;
  /** Optionally preselect a service option (one of the quote service type labels). */
  openQuote: (serviceType?: string) => void;
  closeQuote: () => void;
}

export const QuoteDialogContext = createContext<QuoteDialogValue | null>(null);

/** The quote page, with the service to preselect: where quote controls link before the script runs. */
export const quotePageHref = (serviceType?: string) =>
  serviceType ? `/quote?${new URLSearchParams({ service: serviceType })}` : "/quote";

export function useQuoteDialog(): QuoteDialogValue {
  const value = useContext(QuoteDialogContext);
  if (!value) throw new Error("useQuoteDialog must be used within a QuoteDialogProvider");
  return value;
}
