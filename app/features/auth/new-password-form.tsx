/**
 * New password + confirmation, each with show/hide. Used by the
 * reset-password page and the accept-invite page; with script the caller sends the request, and
 * without it the browser posts the form (fields password, confirmPassword and the hidden token)
 * to the page's action, whose answer comes back as `initial`.
 */
import { Loader2 } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { loadAuthSchemas, peekAuthSchemas, warmAuthSchemas } from "./lazy-schemas";
import { messages } from "~/shared/messages";
import { FormBanner, formValues, issuesByField, PasswordField } from "./auth-ui";
import type { AuthFormState } from "./form-state";

export function NewPasswordForm({
  idPrefix,
  labels,
  submitLabel,
  banner,
  hidden = {},
  initial,
  onSubmit,
}: {
  idPrefix: string;
  labels: { password: string; confirm: string };
  submitLabel: string;
  /** A problem no toast reports (the reset token missing at submit, or the server's answer to a native post). */
  banner?: string | null;
  /** Hidden fields the form carries (the link's token). */
  hidden?: Record<string, string>;
  /** The page action's answer to a form sent without JavaScript. */
  initial?: AuthFormState;
  onSubmit: (password: string) => Promise<void>;
}) {
  const [errors, setErrors] = useState<Record<string, string>>(initial?.errors ?? {});
  const [pending, setPending] = useState(false);

  const validate = (v: Record<string, string>) => {
    // Without the schema (not loaded, or it could not load) the server's check answers instead.
    const schemas = peekAuthSchemas();
    if (!schemas) return {};
    const r = schemas.passwordConfirmSchema.safeParse({ password: v.password ?? "", confirmPassword: v.confirmPassword ?? "" });
    return r.success ? {} : issuesByField(r.error.issues);
  };
  const recheck = (_value: string, input: HTMLInputElement) => {
    if ((errors.password || errors.confirmPassword) && input.form) setErrors(validate(formValues(input.form)));
  };

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = formValues(event.currentTarget);
    await loadAuthSchemas();
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length) {
      document.getElementById(found.password ? `${idPrefix}-password` : `${idPrefix}-confirm`)?.focus();
      return;
    }
    setPending(true);
    try {
      await onSubmit(values.password ?? "");
    } finally {
      setPending(false);
    }
  }

  return (
    <form method="post" noValidate onSubmit={submit} onFocus={warmAuthSchemas} className="space-y-5">
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <FormBanner>{banner ?? initial?.message}</FormBanner>
      <PasswordField
        id={`${idPrefix}-password`}
        name="password"
        label={labels.password}
        autoComplete="new-password"
        hint={messages.auth.passwordHint}
        disabled={pending}
        error={errors.password}
        onChange={recheck}
      />
      <PasswordField
        id={`${idPrefix}-confirm`}
        name="confirmPassword"
        label={labels.confirm}
        autoComplete="new-password"
        disabled={pending}
        error={errors.confirmPassword}
        onChange={recheck}
      />
      <Button type="submit" className="w-full" disabled={pending}>
        {pending && <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />}
        {submitLabel}
      </Button>
    </form>
  );
}
