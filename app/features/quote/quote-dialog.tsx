/**
 * "Request a Free Quote": a native <dialog> rendered closed into every public page, its form in
 * the server's HTML, so a tap on a quote button (an invoker command) opens it at once, before
 * the page's script has run. Opened by the script, the dialog itself takes focus (its title and
 * description are read out; an auto-focused field the visitor never chose would be flagged as
 * touched when left); opened by the browser before that, its first field does. Closing it
 * (Escape, the close button, a sent request) clears values, errors and touched flags. The close
 * button is first in the tab order, before the fields.
 */
import { X } from "~/components/icons";
import { QUOTE_DIALOG_ID, useQuoteDialog } from "~/components/quote-context";
import { useHydrated } from "~/hooks/use-hydrated";
import { QuoteRequestForm } from "~/features/leads";
import * as messages from "@common/messages";

export function QuoteDialog() {
  const { isOpen, serviceType } = useQuoteDialog();
  // The form is in the server's HTML, so that a tap before the script has run opens it at once.
  // Once the script runs, a closed dialog holds no form (its fields would otherwise sit hidden
  // beside the page's own form, with the same labels), and each opening renders a fresh one.
  const hydrated = useHydrated();
  const showForm = isOpen || !hydrated;
  return (
    <dialog
      id={QUOTE_DIALOG_ID}
      aria-labelledby="quote-dialog-title"
      aria-describedby="quote-dialog-description"
      // Focusable itself (see above).
      tabIndex={-1}
      className="m-auto max-h-[92vh] w-[calc(100%-1.5rem)] max-w-xl overflow-y-auto rounded-lg bg-white p-6 text-left shadow-xl backdrop:bg-slate-950/60 focus:outline-none"
    >
      <div>
        {/* First in the tab order: leaving the dialog never means tabbing through (and touching) every field. */}
        <button
          type="button"
          commandfor={QUOTE_DIALOG_ID}
          command="close"
          // The browser's command closes it until the script runs; from then on the script does
          // (browsers without invoker commands too), and the command is not run a second time.
          onClick={(event) => {
            event.preventDefault();
            event.currentTarget.closest("dialog")?.close();
          }}
          className="absolute right-1.5 top-1.5 inline-flex h-11 w-11 items-center justify-center rounded-md text-slate-600 hover:text-slate-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
          aria-label="Close"
        >
          <X className="h-5 w-5" aria-hidden="true" />
        </button>
        <h2 id="quote-dialog-title" className="pr-8 text-xl font-bold text-slate-900">
          {messages.quote.dialogTitle}
        </h2>
        <p id="quote-dialog-description" className="mb-4 mt-1 text-sm text-slate-600">
          {messages.quote.dialogDescription}
        </p>
        {showForm && (
          <QuoteRequestForm
            idPrefix="quote"
            action="/quote"
            defaultServiceType={serviceType}
            onSubmitted={() => (document.getElementById(QUOTE_DIALOG_ID) as HTMLDialogElement | null)?.close()}
          />
        )}
      </div>
    </dialog>
  );
}
