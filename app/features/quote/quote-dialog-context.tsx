/**
 * Provides the quote dialog to the whole site (the context itself is ~/components/quote-context):
 * whether it is open (the mobile menu closes when it opens), and opening it from script with a
 * service preselected. The dialog is the native <dialog> the site layout renders (./quote-dialog);
 * on a page without it (the error screen) a quote button goes to the quote page instead.
 */
import { useCallback, useMemo, useState, useSyncExternalStore } from "react";
import { flushSync } from "react-dom";
import { QUOTE_DIALOG_ID, QuoteDialogContext, quotePageHref } from "~/components/quote-context";

const dialog = () => document.getElementById(QUOTE_DIALOG_ID) as HTMLDialogElement | null;

// The dialog says when it opens or closes with a toggle event (which does not bubble: captured).
function subscribe(onChange: () => void) {
  document.addEventListener("toggle", onChange, true);
  return () => document.removeEventListener("toggle", onChange, true);
}

export function QuoteDialogProvider({ children }: { children: React.ReactNode }) {
  const isOpen = useSyncExternalStore(subscribe, () => !!dialog()?.open, () => false);
  const [opening, setOpening] = useState<{ serviceType?: string }>({});
  const openQuote = useCallback((serviceType?: string) => {
    const element = dialog();
    if (!element) return void window.location.assign(quotePageHref(serviceType));
    if (element.open) return;
    // The dialog itself takes focus (see ./quote-dialog), not a field: its form is not there yet.
    element.showModal();
    element.focus();
    // The form is rendered for this opening now, in the same task, so the dialog never paints empty.
    flushSync(() => setOpening({ serviceType }));
  }, []);
  const closeQuote = useCallback(() => dialog()?.close(), []);
  const serviceType = opening.serviceType;
  const value = useMemo(() => ({ isOpen, serviceType, openQuote, closeQuote }), [isOpen, serviceType, openQuote, closeQuote]);
  return <QuoteDialogContext.Provider value={value}>{children}</QuoteDialogContext.Provider>;
}
