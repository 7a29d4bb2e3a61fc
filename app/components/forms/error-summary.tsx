/**
 * The error summary above a form the server sent back (GOV.UK style): a heading, the refusal's
 * message if any, and each field's error as a link to that field. Once the page's script runs it
 * takes focus (unless the visitor is already somewhere), so it is read out first.
 */
import { useEffect, useRef } from "react";
import * as messages from "@common/messages";

export function ErrorSummary({
  message,
  errors,
  order,
  fieldId,
}: {
  message?: string;
  errors: Record<string, string>;
  /** Field names in the form's order. */
  order: readonly string[];
  fieldId: (name: string) => string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (document.activeElement === document.body || !document.activeElement) ref.current?.focus({ preventScroll: true });
  }, []);
  const fields = order.filter((name) => errors[name]);
  if (!message && fields.length === 0) return null;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      data-testid="error-summary"
      className="rounded-md border-2 border-red-700 bg-red-50 p-4 text-sm text-red-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-700"
    >
      <h3 className="text-base font-bold">{messages.nativeForms.summaryTitle}</h3>
      {message && <p className="mt-1">{message}</p>}
      {fields.length > 0 && (
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {fields.map((name) => (
            <li key={name}>
              <a href={`#${fieldId(name)}`} className="font-medium underline">
                {errors[name]}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
