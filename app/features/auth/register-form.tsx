/**
 * First admin account (02-admin-and-blog.md §2, §5, §8): e-mail, password and the admin key.
 * A refused request shows the server's message (or "Failed to create admin account") in the
 * "Error" toast, once; success goes to the sign-in page with a toast.
 */
import { Loader2 } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { Alert } from "~/components/ui/card";
import { Field, Input } from "~/components/ui/form-controls";
import { toast } from "~/hooks/use-toast";
import { ApiError, apiJson } from "~/lib/api";
import { messages } from "~/shared/messages";
import { createAdminSchema } from "~/shared/schemas/auth";
import { issuesByField, PasswordField } from "./auth-ui";
import { SubmitButton } from "~/components/forms/submit-button";

const m = messages.auth;

export function RegisterForm() {
  const navigate = useNavigate();
  const [values, setValues] = useState({ email: "", password: "", adminKey: "" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  /** Fields the server refused: aria-invalid even when their text is the toast's (shown once). */
  const [invalid, setInvalid] = useState<string[]>([]);
  const [pending, setPending] = useState(false);

  const set = (field: keyof typeof values) => (value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    setInvalid((prev) => prev.filter((f) => f !== field));
    if (errors[field]) {
      const r = createAdminSchema.safeParse(next);
      setErrors((prev) => ({ ...prev, [field]: r.success ? "" : (issuesByField(r.error.issues)[field] ?? "") }));
    }
  };

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const result = createAdminSchema.safeParse(values);
    if (!result.success) {
      const found = issuesByField(result.error.issues);
      setErrors(found);
      document.getElementById(`register-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    setErrors({});
    setInvalid([]);
    setPending(true);
    try {
      await apiJson("POST", "/api/auth/create-admin", values);
      toast({ title: m.createAdminSuccessTitle, description: m.createAdminSuccess });
      navigate("/login");
    } catch (error) {
      const message =
        error instanceof ApiError ? error.serverMessage || m.createAdminFailed : m.createAdminNetwork;
      // The spec's toast carries the message (02 §8). A field the server names is marked invalid;
      // its text shows under the field only when it says something the toast does not.
      const named = error instanceof ApiError ? error.fieldErrors : {};
      setInvalid(Object.keys(named));
      setErrors(Object.fromEntries(Object.entries(named).filter(([, text]) => text !== message)));
      toast({ title: m.errorTitle, description: message, variant: "destructive" });
      setPending(false);
    }
  }

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="space-y-5">
      <Alert variant="warning">{m.registerWarning}</Alert>
      <Field id="register-email" label="Email" error={errors.email || undefined}>
        {(p) => (
          <Input
            {...p}
            aria-invalid={p["aria-invalid"] || invalid.includes("email")}
            name="email"
            type="email"
            autoComplete="username"
            required
            value={values.email}
            disabled={pending}
            onChange={(e) => set("email")(e.target.value)}
          />
        )}
      </Field>
      <PasswordField
        id="register-password"
        label="Password"
        autoComplete="new-password"
        hint={m.passwordHint}
        value={values.password}
        disabled={pending}
        error={errors.password || undefined}
        invalid={invalid.includes("password")}
        onChange={set("password")}
      />
      <PasswordField
        id="register-adminKey"
        label="Admin Key"
        autoComplete="off"
        value={values.adminKey}
        disabled={pending}
        error={errors.adminKey || undefined}
        invalid={invalid.includes("adminKey")}
        onChange={set("adminKey")}
      />
      <SubmitButton className="w-full" disabled={pending}>
        {pending && <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />}
        Create Admin Account
      </SubmitButton>
      <p className="text-center text-sm text-slate-700">
        Already have an account?{" "}
        <Link to="/login" className="font-medium text-brand-700 hover:underline">
          Sign in
        </Link>
      </p>
    </form>
  );
}
