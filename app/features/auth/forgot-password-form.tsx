/**
 * Forgot password: one e-mail field; the same "Check Your
 * Email" answer whether or not the account exists. Sent without JavaScript, the page's action
 * answers with the same success state, or the form again with the e-mail kept and its error.
 */
import { Loader2, MailCheck } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { Button } from "~/components/ui/button";
import { Alert } from "~/components/ui/card";
import { Field, Input } from "~/components/ui/form-controls";
import { toast } from "~/hooks/use-toast";
import { apiJson } from "~/lib/api";
import { messages } from "~/shared/messages";
import { loadAuthSchemas, peekAuthSchemas, warmAuthSchemas } from "./lazy-schemas";
import { forgotErrorMessage } from "./auth-errors";
import { formValues } from "./auth-ui";
import type { AuthFormState } from "./form-state";

const m = messages.auth;

export function ForgotPasswordForm({ answer }: { answer?: AuthFormState }) {
  const [error, setError] = useState<string | null>(answer?.errors?.email ?? null);
  const [banner, setBanner] = useState<string | null>(answer?.message ?? null);
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState(answer?.view === "done");

  if (sent) {
    return (
      <div className="space-y-5 text-center">
        <MailCheck className="mx-auto h-12 w-12 text-green-700" aria-hidden="true" />
        <h2 className="text-xl font-semibold text-slate-900">{m.forgotCheckEmail}</h2>
        <p role="status" className="text-slate-700">
          {m.forgotSuccess}
        </p>
        <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">
          <Link to="/login" className={buttonClasses("default")}>
            Back to Login
          </Link>
          <Link to="/" className={buttonClasses("outline")}>
            Back to Website
          </Link>
        </div>
      </div>
    );
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = formValues(event.currentTarget).email ?? "";
    const schemas = await loadAuthSchemas();
    // Without the schema (it could not load) the server's check answers instead.
    const result = schemas ? schemas.forgotPasswordSchema.safeParse({ email }) : { success: true as const, data: { email: email.trim() } };
    if (!result.success) {
      setError(m.forgotEmailInvalid);
      document.getElementById("forgot-email")?.focus();
      return;
    }
    setError(null);
    setBanner(null);
    setPending(true);
    try {
      await apiJson("POST", "/api/auth/forgot-password", { email: result.data.email });
      toast({ title: m.forgotToastTitle, description: m.forgotToastDescription });
      setSent(true);
    } catch (err) {
      const message = forgotErrorMessage(err);
      setBanner(message);
      toast({ title: m.errorTitle, description: message, variant: "destructive" });
    } finally {
      setPending(false);
    }
  }

  return (
    <form method="post" noValidate onSubmit={onSubmit} onFocus={warmAuthSchemas} className="space-y-5">
      {banner && <Alert variant="destructive">{banner}</Alert>}
      <Field id="forgot-email" label="Email" error={error ?? undefined}>
        {(p) => (
          <Input
            {...p}
            name="email"
            type="email"
            autoComplete="username"
            inputMode="email"
            defaultValue={answer?.values?.email ?? ""}
            disabled={pending}
            onChange={(e) => {
              const schemas = peekAuthSchemas();
              if (error && schemas) setError(schemas.forgotPasswordSchema.safeParse({ email: e.target.value }).success ? null : m.forgotEmailInvalid);
            }}
          />
        )}
      </Field>
      <Button type="submit" className="w-full" disabled={pending}>
        {pending && <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />}
        {m.forgotSubmit}
      </Button>
      <p className="text-center text-sm">
        <Link to="/login" className="font-medium text-brand-700 hover:underline">
          Back to Login
        </Link>
      </p>
    </form>
  );
}
