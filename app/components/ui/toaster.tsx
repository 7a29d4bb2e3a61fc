/**
 * The toast area. Radix announces a new toast by copying its text into a
 * hidden live region for a second, which puts every toast's words on the page twice; instead the
 * text is left out of that copy and the list itself is a polite live region, so each toast is read
 * out once and its words are on the page once.
 */
import { useToast } from "~/hooks/use-toast";
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from "./toast";

export function Toaster() {
  const { toasts } = useToast();
  return (
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
}
