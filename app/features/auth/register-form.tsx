/**
 * First admin account: e-mail, password and the admin key.
 * A refused request shows the server's message (or "Failed to create admin account") in the
 * "Error" toast, once; success goes to the sign-in page with a toast. Sent without JavaScript,
 * the page's action answers: the success message with a link to sign in, or the form again with
 * the e-mail kept and each field's error beside it.
 */
import { CheckCircle2, Loader2 } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { Button, buttonClasses } from "~/components/ui/button";
import { Alert } from "~/components/ui/card";
import { Field, Input } from "~/components/ui/form-controls";
import { toast } from "~/hooks/use-toast";
import { ApiError, apiJson } from "~/lib/api";
import { messages } from "~/shared/messages";
import { loadAuthSchemas, peekAuthSchemas, warmAuthSchemas } from "./lazy-schemas";
import { FormBanner, formValues, issuesByField, PasswordField } from "./auth-ui";
import type { AuthFormState } from "./form-state";

const m = messages.auth;

export function RegisterForm({ answer }: { answer?: AuthFormState }) {
  const navigate = useNavigate();
  const [errors, setErrors] = useState<Record<string, string>>(answer?.errors ?? {});
  /** Fields the server refused: aria-invalid even when their text is the toast's (shown once). */
  const [invalid, setInvalid] = useState<string[]>([]);
  const [pending, setPending] = useState(false);

  if (answer?.view === "done") {
    return (
      <div role="status" className="space-y-5 text-center">
        <CheckCircle2 className="mx-auto h-12 w-12 text-green-700" aria-hidden="true" />
        <p className="text-slate-700">{m.createAdminSuccess}</p>
        <Link to="/login" className={buttonClasses("default")}>
          Go to Login
        </Link>
      </div>
    );
  }

  const recheck = (field: string) => (_value: string, input: HTMLInputElement) => {
    setInvalid((prev) => prev.filter((f) => f !== field));
    const schemas = peekAuthSchemas();
    if (errors[field] && input.form && schemas) {
      const r = schemas.createAdminSchema.safeParse(formValues(input.form));
      setErrors((prev) => ({ ...prev, [field]: r.success ? "" : (issuesByField(r.error.issues)[field] ?? "") }));
    }
  };

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = formValues(event.currentTarget);
    const schemas = await loadAuthSchemas();
    // Without the schema (it could not load) the server's check answers instead.
    const result = schemas?.createAdminSchema.safeParse(values);
    if (result && !result.success) {
      const found = issuesByField(result.error.issues);
      setErrors(found);
      document.getElementById(`register-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    setErrors({});
    setInvalid([]);
    setPending(true);
    try {
      await apiJson("POST", "/api/auth/create-admin", { email: values.email, password: values.password, adminKey: values.adminKey });
      toast({ title: m.createAdminSuccessTitle, description: m.createAdminSuccess });
      navigate("/login");
    } catch (error) {
      const message =
        error instanceof ApiError ? error.serverMessage || m.createAdminFailed : m.createAdminNetwork;
      // The spec's toast carries the message. A field the server names is marked invalid;
      // its text shows under the field only when it says something the toast does not.
      const named = error instanceof ApiError ? error.fieldErrors : {};
      setInvalid(Object.keys(named));
      setErrors(Object.fromEntries(Object.entries(named).filter(([, text]) => text !== message)));
      toast({ title: m.errorTitle, description: message, variant: "destructive" });
      setPending(false);
    }
  }

  return (
    <form method="post" noValidate onSubmit={onSubmit} onFocus={warmAuthSchemas} className="space-y-5">
      <Alert variant="warning">{m.registerWarning}</Alert>
      <FormBanner>{answer?.message}</FormBanner>
      <Field id="register-email" label="Email" error={errors.email || undefined}>
        {(p) => (
          <Input
            {...p}
            aria-invalid={p["aria-invalid"] || invalid.includes("email")}
            name="email"
            type="email"
            autoComplete="username"
            required
            defaultValue={answer?.values?.email ?? ""}
            disabled={pending}
            onChange={(e) => recheck("email")(e.target.value, e.target)}
          />
        )}
      </Field>
      <PasswordField
        id="register-password"
        name="password"
        label="Password"
        autoComplete="new-password"
        hint={m.passwordHint}
        disabled={pending}
        error={errors.password || undefined}
        invalid={invalid.includes("password")}
        onChange={recheck("password")}
      />
      <PasswordField
        id="register-adminKey"
        name="adminKey"
        label="Admin Key"
        autoComplete="off"
        disabled={pending}
        error={errors.adminKey || undefined}
        invalid={invalid.includes("adminKey")}
        onChange={recheck("adminKey")}
      />
      <Button type="submit" className="w-full" disabled={pending}>
        {pending && <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />}
        Create Admin Account
      </Button>
      <p className="text-center text-sm text-slate-700">
        Already have an account?{" "}
        <Link to="/login" className="font-medium text-brand-700 hover:underline">
          Sign in
        </Link>
      </p>
    </form>
  );
}
