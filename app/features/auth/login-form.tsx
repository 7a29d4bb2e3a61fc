/**
 * Staff sign-in: e-mail and password with show/hide,
 * "Signing in..." while pending, an error banner and a "Login failed" toast chosen by status,
 * then a success toast (the only place the success text appears) and /admin one second later.
 * With two-factor sign-in the password step leads to the code step (or to enrolment).
 *
 * Every step is a real form (method=post, named fields) that the page's action answers when the
 * browser sends it itself; with script it is sent to /api/auth instead. Inputs are uncontrolled,
 * so what was typed before the script took over stays, and is what gets sent.
 */
import { CheckCircle2, Loader2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { Field, Input } from "~/components/ui/form-controls";
import { toast } from "~/hooks/use-toast";
import { messages } from "~/shared/messages";
import { loadAuthSchemas, peekAuthSchemas, warmAuthSchemas } from "./lazy-schemas";
import { loginErrorMessage } from "./auth-errors";
import { homeFor, useAuth } from "./auth-provider";
import { FormBanner, formValues, issuesByField, PasswordField } from "./auth-ui";
import { LOGIN_REDIRECT_MS, type AuthFormState } from "./form-state";
import { EnrolForm, RecoveryCodesView, SecondStepForm } from "./two-factor-steps";

const m = messages.auth;

/** The sign-in page's steps; `answer` is the action's answer to a form the browser sent itself. */
export function LoginFlow({ answer }: { answer?: AuthFormState }) {
  const [state, setState] = useState<AuthFormState>(answer ?? { view: "form" });
  // A new answer from the server (a native post) replaces whatever step was shown.
  const [lastAnswer, setLastAnswer] = useState(answer);
  if (answer !== lastAnswer) {
    setLastAnswer(answer);
    setState(answer ?? { view: "form" });
  }
  const startOver = (message?: string) => setState({ view: "form", message });

  if (state.view === "two-factor" && state.challenge) {
    return <SecondStepForm key={state.challenge} state={state} onExpired={startOver} />;
  }
  if (state.view === "enrol" && state.challenge && state.enrolment) {
    return <EnrolForm key={state.challenge} state={state} onStep={setState} onExpired={startOver} />;
  }
  if (state.view === "recovery-codes" && state.recoveryCodes) {
    return <RecoveryCodesView codes={state.recoveryCodes} home={state.home ?? "/admin"} />;
  }
  return <LoginForm key={state.message ?? ""} initial={state} onStep={setState} />;
}

function LoginForm({ initial, onStep }: { initial: AuthFormState; onStep: (state: AuthFormState) => void }) {
  const { user, login } = useAuth();
  const navigate = useNavigate();
  const [errors, setErrors] = useState<Record<string, string>>(initial.errors ?? {});
  const [banner, setBanner] = useState<string | null>(initial.message ?? null);
  const [pending, setPending] = useState(false);
  const [succeeded, setSucceeded] = useState(false);
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const signingIn = useRef(false);

  // Already signed in (e.g. signed in in another tab): straight to the admin area.
  useEffect(() => {
    if (user && !signingIn.current) navigate(homeFor(user), { replace: true });
  }, [user, navigate]);
  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  const validate = (values: Record<string, string>) => {
    // Without the schema (not loaded, or it could not load) the server's check answers instead.
    const schemas = peekAuthSchemas();
    if (!schemas) return {};
    const result = schemas.loginSchema.safeParse({ email: values.email, password: values.password });
    return result.success ? {} : issuesByField(result.error.issues);
  };

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = formValues(event.currentTarget);
    await loadAuthSchemas();
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length) {
      document.getElementById(found.email ? "login-email" : "login-password")?.focus();
      return;
    }
    setPending(true);
    setBanner(null);
    signingIn.current = true;
    try {
      const outcome = await login((values.email ?? "").trim(), values.password ?? "");
      if ("twoFactor" in outcome) {
        signingIn.current = false;
        onStep(
          outcome.twoFactor === "enrol"
            ? { view: "enrol", challenge: outcome.challenge, enrolment: outcome.enrolment }
            : { view: "two-factor", challenge: outcome.challenge },
        );
        return;
      }
      setSucceeded(true);
      toast({ title: m.loginSuccessTitle, description: m.loginSuccessDescription });
      redirectTimer.current = setTimeout(() => navigate(homeFor(outcome.user)), LOGIN_REDIRECT_MS);
    } catch (error) {
      const message = loginErrorMessage(error);
      signingIn.current = false;
      setBanner(message);
      toast({ title: m.loginFailedTitle, description: message, variant: "destructive" });
      setPending(false);
    }
  }

  const revalidate = (input: HTMLInputElement, field: "email" | "password") => {
    if (!errors[field] || !input.form) return;
    setErrors((prev) => ({ ...prev, [field]: validate(formValues(input.form!))[field] ?? "" }));
  };

  return (
    <form
      method="post"
      noValidate
      onSubmit={onSubmit}
      onFocus={warmAuthSchemas}
      className="space-y-5"
      data-state={succeeded ? "success" : banner ? "error" : pending ? "submitting" : "idle"}
      aria-describedby={banner ? "login-banner" : undefined}
    >
      <input type="hidden" name="step" value="password" />
      <FormBanner id="login-banner" title={m.loginFailedTitle}>
        {banner}
      </FormBanner>
      <Field id="login-email" label="Email" error={errors.email || undefined}>
        {(p) => (
          <Input
            {...p}
            name="email"
            type="email"
            autoComplete="username"
            inputMode="email"
            defaultValue={initial.values?.email ?? ""}
            disabled={pending}
            onChange={(e) => revalidate(e.target, "email")}
          />
        )}
      </Field>
      <PasswordField
        id="login-password"
        name="password"
        label="Password"
        autoComplete="current-password"
        disabled={pending}
        error={errors.password || undefined}
        onChange={(_value, input) => revalidate(input, "password")}
      />
      <div className="flex justify-end">
        <Link to="/forgot-password" className="text-sm font-medium text-brand-700 hover:underline">
          Forgot your password?
        </Link>
      </div>
      {/* A plain submit button: before the script arrives it sends the form itself (or its press is held and replayed). */}
      <Button type="submit" className="w-full" disabled={pending}>
        {succeeded ? (
          // Success is told by the toast alone; the button only shows a check until /admin.
          <>
            <CheckCircle2 className="h-4 w-4" aria-hidden="true" />
            {m.signIn}
          </>
        ) : pending ? (
          <>
            <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
            {m.signingIn}
          </>
        ) : (
          m.signIn
        )}
      </Button>
      <p className="text-center text-sm">
        <Link to="/" className="font-medium text-brand-700 hover:underline">
          Back to Website
        </Link>
      </p>
    </form>
  );
}
