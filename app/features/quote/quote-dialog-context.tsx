/**
 * Opens the "Request a Free Quote" dialog from anywhere: `const { openQuote } = useQuoteDialog()`.
 * Listeners (e.g. the mobile menu) can react to it opening via `isOpen`.
 */
import { createContext, useCallback, useContext, useMemo, useState } from "react";
import { lazyDialog } from "~/components/ui/lazy-dialog";

const QuoteDialog = lazyDialog(() => import("./quote-dialog").then((m) => m.QuoteDialog));

interface QuoteDialogValue {
  isOpen: boolean;
  /** Optionally preselect a service option (one of the quote service type labels). */
  openQuote: (serviceType?: string) => void;
  closeQuote: () => void;
}

const QuoteDialogContext = createContext<QuoteDialogValue | null>(null);

export function QuoteDialogProvider({ children }: { children: React.ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const [serviceType, setServiceType] = useState<string | undefined>();
  const openQuote = useCallback((type?: string) => {
    setServiceType(type);
    setOpen(true);
  }, []);
  const closeQuote = useCallback(() => setOpen(false), []);
  const value = useMemo(() => ({ isOpen, openQuote, closeQuote }), [isOpen, openQuote, closeQuote]);
  return (
    <QuoteDialogContext.Provider value={value}>
      {children}
      <QuoteDialog open={isOpen} onOpenChange={setOpen} defaultServiceType={serviceType} />
    </QuoteDialogContext.Provider>
  );
}

/** The quote page, with the service to preselect: where quote controls link before the script runs. */
export const quotePageHref = (serviceType?: string) =>
  serviceType ? `/quote?${new URLSearchParams({ service: serviceType })}` : "/quote";

export function useQuoteDialog(): QuoteDialogValue {
  const value = useContext(QuoteDialogContext);
  if (!value) throw new Error("useQuoteDialog must be used within a QuoteDialogProvider");
  return value;
}
