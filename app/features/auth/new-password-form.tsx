/**
 * New password + confirmation, each with show/hide (02-admin-and-blog.md §2, §5). Used by the
 * reset-password page and the accept-invite page; the caller sends the request.
 */
import { Loader2 } from "lucide-react";
import { useState } from "react";
import { Alert } from "~/components/ui/card";
import { passwordConfirmSchema } from "~/shared/schemas/auth";
import { messages } from "~/shared/messages";
import { issuesByField, PasswordField } from "./auth-ui";
import { SubmitButton } from "~/components/forms/submit-button";

export function NewPasswordForm({
  idPrefix,
  labels,
  submitLabel,
  banner,
  onSubmit,
}: {
  idPrefix: string;
  labels: { password: string; confirm: string };
  submitLabel: string;
  /** Only for a problem no toast reports (the reset token missing at submit). */
  banner?: string | null;
  onSubmit: (password: string) => Promise<void>;
}) {
  const [values, setValues] = useState({ password: "", confirmPassword: "" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);

  const validate = (v: typeof values) => {
    const r = passwordConfirmSchema.safeParse(v);
    return r.success ? {} : issuesByField(r.error.issues);
  };
  const set = (field: keyof typeof values) => (value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (errors.password || errors.confirmPassword) setErrors(validate(next));
  };

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length) {
      document.getElementById(found.password ? `${idPrefix}-password` : `${idPrefix}-confirm`)?.focus();
      return;
    }
    setPending(true);
    try {
      await onSubmit(values.password);
    } finally {
      setPending(false);
    }
  }

  return (
    <form method="post" noValidate onSubmit={submit} className="space-y-5">
      {banner && <Alert variant="destructive">{banner}</Alert>}
      <PasswordField
        id={`${idPrefix}-password`}
        label={labels.password}
        autoComplete="new-password"
        hint={messages.auth.passwordHint}
        value={values.password}
        disabled={pending}
        error={errors.password}
        onChange={set("password")}
      />
      <PasswordField
        id={`${idPrefix}-confirm`}
        label={labels.confirm}
        autoComplete="new-password"
        value={values.confirmPassword}
        disabled={pending}
        error={errors.confirmPassword}
        onChange={set("confirmPassword")}
      />
      <SubmitButton className="w-full" disabled={pending}>
        {pending && <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />}
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
