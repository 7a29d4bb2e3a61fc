/**
 * Building blocks of the account pages: the centred card with its breadcrumb, a password field
 * with show/hide, and the notice that stands in for a form once it is done.
 */
import { CheckCircle2, Eye, EyeOff, MailCheck, TriangleAlert } from "~/components/icons";
import { useEffect, useState, type ReactNode, type RefObject } from "react";
import { useNavigation } from "react-router";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { Alert, Card } from "~/components/ui/card";
import { Field, Input } from "~/components/ui/form-controls";
import type { Crumb } from "~/lib/structured-data";
import * as messages from "@common/messages";

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

/**
 * A password input with show/hide. Uncontrolled (the typed value lives in the DOM), so what was
 * typed before the page's script took over is kept, and a form sent without JavaScript carries it.
 */
export function PasswordField({
  id,
  name = id,
  label,
  error,
  invalid,
  hint,
  autoComplete,
  disabled,
}: {
  id: string;
  /** The form field name (defaults to the id). */
  name?: string;
  label: string;
  error?: string;
  /** Marked invalid without an error text of its own (the text is shown elsewhere, once). */
  invalid?: boolean;
  hint?: string;
  autoComplete: "current-password" | "new-password" | "off" | "one-time-code";
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
            name={name}
            type={shown ? "text" : "password"}
            autoComplete={autoComplete}
            // Never refilled by the server: a password is not sent back in a page.
            defaultValue=""
            disabled={disabled}
            className="pr-12"
          />
          <button
            type="button"
            onClick={() => setShown((s) => !s)}
            // The name never repeats the field's label: getByLabel(label) must find the input alone.
            // The name says what a press does (no aria-pressed, which would contradict "Hide").
            aria-label={shown ? messages.auth.hidePassword : messages.auth.showPassword}
            aria-controls={id}
            className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-md text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {shown ? <EyeOff className="h-5 w-5" aria-hidden="true" /> : <Eye className="h-5 w-5" aria-hidden="true" />}
          </button>
        </div>
      )}
    </Field>
  );
}

/** A banner for what the server said about a form sent without JavaScript (or any page-level refusal). */
export function FormBanner({ id, title, children }: { id?: string; title?: string; children?: React.ReactNode }) {
  if (!children) return null;
  return (
    <Alert variant="destructive" id={id}>
      {title && <p className="font-semibold">{title}</p>}
      <p>{children}</p>
    </Alert>
  );
}

/** True while React Router sends a form of this page (the browser's own post shows its own progress). */
export function useSending(): boolean {
  return useNavigation().state === "submitting";
}

/**
 * After a refused form, focus goes to the first field marked invalid, so a screen reader reads its
 * error and the visitor can correct it at once (also when the page came back from a native post).
 */
export function useFocusFirstInvalid(form: RefObject<HTMLFormElement | null>, answer: object | undefined): void {
  useEffect(() => {
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form, answer]);
}

/** The notice's icon by what happened. */
const noticeIcons = {
  warning: <TriangleAlert className="mx-auto h-12 w-12 text-orange-600" aria-hidden="true" />,
  done: <CheckCircle2 className="mx-auto h-12 w-12 text-green-700" aria-hidden="true" />,
  mail: <MailCheck className="mx-auto h-12 w-12 text-green-700" aria-hidden="true" />,
};

/**
 * What a sign-in page shows in place of its form once it is done or cannot go on (mail sent,
 * password set, a missing or spent link): an icon, a heading, a line and the ways on. `done`
 * makes it a status region, so a screen reader reads it out when it replaces the form.
 */
export function AuthNotice({
  icon,
  title,
  done = false,
  children,
  actions,
}: {
  icon: keyof typeof noticeIcons;
  title?: string;
  done?: boolean;
  children: ReactNode;
  actions: ReactNode;
}) {
  return (
    <div role={done ? "status" : undefined} className="space-y-5 text-center">
      {noticeIcons[icon]}
      {title && <h2 className="text-xl font-semibold text-slate-900">{title}</h2>}
      <p className="text-slate-700">{children}</p>
      <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">{actions}</div>
    </div>
  );
}
