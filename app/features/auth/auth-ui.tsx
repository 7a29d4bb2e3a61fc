/** Building blocks of the account pages: the centred card with its breadcrumb, and a password field with show/hide. */
import { Eye, EyeOff } from "lucide-react";
import { useState } from "react";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { Card } from "~/components/ui/card";
import { Field, Input } from "~/components/ui/form-controls";
import type { Crumb } from "~/lib/structured-data";
import { messages } from "~/shared/messages";

export function AuthShell({
  crumbs,
  title,
  description,
  children,
}: {
  crumbs: Crumb[];
  title: string;
  description?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <main id="main" className="bg-slate-50 pb-16">
      <Breadcrumbs items={crumbs} />
      <div className="mx-auto max-w-md px-4 pt-6">
        <Card className="p-6 sm:p-8">
          <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
          {description && <div className="mt-2 text-slate-700">{description}</div>}
          <div className="mt-6">{children}</div>
        </Card>
      </div>
    </main>
  );
}

export function PasswordField({
  id,
  label,
  value,
  onChange,
  onBlur,
  error,
  invalid,
  hint,
  autoComplete,
  disabled,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  /** Marked invalid without an error text of its own (the text is shown elsewhere, once). */
  invalid?: boolean;
  hint?: string;
  autoComplete: "current-password" | "new-password" | "off";
  disabled?: boolean;
}) {
  const [shown, setShown] = useState(false);
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      {(controlProps) => (
        <div className="relative">
          <Input
            {...controlProps}
            aria-invalid={controlProps["aria-invalid"] || !!invalid}
            name={id}
            type={shown ? "text" : "password"}
            autoComplete={autoComplete}
            value={value}
            disabled={disabled}
            onChange={(e) => onChange(e.target.value)}
            onBlur={onBlur}
            className="pr-12"
          />
          <button
            type="button"
            onClick={() => setShown((s) => !s)}
            // The name never repeats the field's label: getByLabel(label) must find the input alone.
            // The name says what a press does (no aria-pressed, which would contradict "Hide").
            aria-label={shown ? messages.auth.hidePassword : messages.auth.showPassword}
            aria-controls={id}
            className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-md text-slate-600 hover:text-slate-900 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {shown ? <EyeOff className="h-5 w-5" aria-hidden="true" /> : <Eye className="h-5 w-5" aria-hidden="true" />}
          </button>
        </div>
      )}
    </Field>
  );
}

/** First zod message per field. */
export function issuesByField(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? "_");
    out[key] ??= issue.message;
  }
  return out;
}
