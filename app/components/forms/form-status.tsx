/** The success line a form shows after the server stored what the browser sent itself. */
import { CheckCircle2 } from "~/components/icons";

export function SentStatus({ title, description }: { title: string; description?: string }) {
  return (
    <div
      role="status"
      data-testid="form-sent"
      className="flex items-start gap-2 rounded-md border border-green-300 bg-green-50 p-3 text-sm text-green-900"
    >
      <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
      <p>
        <span className="font-semibold">{title}</span>
        {description ? <> {description}</> : null}
      </p>
    </div>
  );
}
