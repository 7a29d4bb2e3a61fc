/**
 * How any page part opens the "Request a Free Quote" dialog. The dialog is a native <dialog>
 * with the id below, rendered closed into every public page (features/quote), so a quote button
 * is a plain button carrying the browser's invoker command: the browser opens the dialog at the
 * first tap, before the page's script has run. `useQuoteDialog().openQuote(serviceType)` does
 * the same from script (browsers without invoker commands) and preselects a service.
 */
import { createContext, useContext } from "react";

export const QUOTE_DIALOG_ID = "quote-dialog";

/** The HTML invoker command attributes (`commandfor`, `command`), which React passes through as written. */
declare module "react" {
  // Merged into React's own declaration, whose type parameter is named T.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ButtonHTMLAttributes<T> {
    /** The id of the element the button's command acts on. */
    commandfor?: string;
    command?: "show-modal" | "close" | "request-close" | "show-popover" | "hide-popover" | "toggle-popover" | `--${string}`;
  }
}

export interface QuoteDialogValue {
  isOpen: boolean;
  /** The service the last opening asked to preselect. */
  serviceType?: string;
  /** Optionally preselect a service option (one of the quote service type labels). */
  openQuote: (serviceType?: string) => void;
  closeQuote: () => void;
}

export const QuoteDialogContext = createContext<QuoteDialogValue | null>(null);

/** The quote page, with the service to preselect (where a quote control goes on a page without the dialog). */
export const quotePageHref = (serviceType?: string) =>
  serviceType ? `/quote?${new URLSearchParams({ service: serviceType })}` : "/quote";

export function useQuoteDialog(): QuoteDialogValue {
  const value = useContext(QuoteDialogContext);
  if (!value) throw new Error("useQuoteDialog must be used within a QuoteDialogProvider");
  return value;
}
