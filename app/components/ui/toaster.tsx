/**
 * The toast area. Radix announces a new toast by copying its text into a
 * hidden live region for a second, which puts every toast's words on the page twice; instead the
 * text is left out of that copy and the list itself is a polite live region, so each toast is read
 * out once and its words are on the page once.
 *
 * While a native modal dialog is open (the quote dialog) the rest of the page is inert and drawn
 * beneath it, so the area moves into the dialog: its toasts are seen, read out and closable there.
 */
import { useSyncExternalStore } from "react";
import { createPortal } from "react-dom";
import { useToast } from "~/hooks/use-toast";
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from "./toast";

// A dialog says when it opens or closes with a toggle event (which does not bubble: captured).
function subscribe(onChange: () => void) {
  document.addEventListener("toggle", onChange, true);
  return () => document.removeEventListener("toggle", onChange, true);
}
const openModal = () => document.querySelector("dialog:modal");

export function Toaster() {
  const { toasts } = useToast();
  const host = useSyncExternalStore(subscribe, openModal, () => null);
  const area = (
    <ToastProvider>
      {toasts.map(({ id, title, description, action, ...props }) => (
        <Toast key={id} {...props}>
          <div className="grid gap-1" data-radix-toast-announce-exclude="">
            {title && <ToastTitle>{title}</ToastTitle>}
            {description && <ToastDescription>{description}</ToastDescription>}
          </div>
          {action}
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport aria-live="polite" aria-relevant="additions text" />
    </ToastProvider>
  );
  return host ? createPortal(area, host) : area;
}
