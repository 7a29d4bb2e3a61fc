/**
 * Provides the quote dialog to the whole site (the context itself is ~/components/quote-context).
 * Listeners (e.g. the mobile menu) can react to it opening via `isOpen`.
 */
import { useCallback, useMemo, useState } from "react";
import { QuoteDialogContext } from "~/components/quote-context";
import { lazyDialog } from "~/components/ui/lazy-dialog";

const QuoteDialog = lazyDialog(() => import("./quote-dialog").then((m) => m.QuoteDialog));

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
