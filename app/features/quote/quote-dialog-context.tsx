/**
 * Opens the "Request a Free Quote" dialog from anywhere: `const { openQuote } = useQuoteDialog()`.
 * Listeners (e.g. the mobile menu) can react to it opening via `isOpen`.
 */
import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useState } from "react";

// The dialog and its form (with the shared zod schemas) load on first use, or when the browser is
// idle after the page has loaded, so they never weigh on a page's first paint.
const loadQuoteDialog = () => import("./quote-dialog");
const QuoteDialog = lazy(() => loadQuoteDialog().then((m) => ({ default: m.QuoteDialog })));

interface QuoteDialogValue {
  isOpen: boolean;
  /** Optionally preselect a service option (one of the quote service type labels). */
  openQuote: (serviceType?: string) => void;
  closeQuote: () => void;
}

const QuoteDialogContext = createContext<QuoteDialogValue | null>(null);

export function QuoteDialogProvider({ children }: { children: React.ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  useEffect(() => {
    if (isOpen) setEverOpened(true);
  }, [isOpen]);
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 2000));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(() => void loadQuoteDialog(), { timeout: 4000 });
    return () => cancel(handle);
  }, []);
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
      {(isOpen || everOpened) && (
        <Suspense fallback={null}>
          <QuoteDialog open={isOpen} onOpenChange={setOpen} defaultServiceType={serviceType} />
        </Suspense>
      )}
    </QuoteDialogContext.Provider>
  );
}

export function useQuoteDialog(): QuoteDialogValue {
  const value = useContext(QuoteDialogContext);
  if (!value) throw new Error("useQuoteDialog must be used within a QuoteDialogProvider");
  return value;
}
