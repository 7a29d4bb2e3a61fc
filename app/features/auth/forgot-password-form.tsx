/**
 * Forgot password (02-admin-and-blog.md §2, §5, §8): one e-mail field; the same "Check Your
 * Email" answer whether or not the account exists.
 */
import { Loader2, MailCheck } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { Alert } from "~/components/ui/card";
import { Field, Input } from "~/components/ui/form-controls";
import { toast } from "~/hooks/use-toast";
import { apiJson } from "~/lib/api";
import { messages } from "~/shared/messages";
import { forgotPasswordSchema } from "~/shared/schemas/auth";
import { forgotErrorMessage } from "./auth-errors";
import { SubmitButton } from "~/components/forms/submit-button";

const m = messages.auth;

export function ForgotPasswordForm() {
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [banner, setBanner] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState(false);

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

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const result = forgotPasswordSchema.safeParse({ email });
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
    <form method="post" noValidate onSubmit={onSubmit} className="space-y-5">
      {banner && <Alert variant="destructive">{banner}</Alert>}
      <Field id="forgot-email" label="Email" error={error ?? undefined}>
        {(p) => (
          <Input
            {...p}
            name="email"
            type="email"
            autoComplete="username"
            inputMode="email"
            value={email}
            disabled={pending}
            onChange={(e) => {
              setEmail(e.target.value);
              if (error) setError(forgotPasswordSchema.safeParse({ email: e.target.value }).success ? null : m.forgotEmailInvalid);
            }}
          />
        )}
      </Field>
      <SubmitButton className="w-full" disabled={pending}>
        {pending && <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />}
        {m.forgotSubmit}
      </SubmitButton>
      <p className="text-center text-sm">
        <Link to="/login" className="font-medium text-brand-700 hover:underline">
          Back to Login
        </Link>
      </p>
    </form>
  );
}
