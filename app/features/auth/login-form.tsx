/**
 * Staff sign-in (02-admin-and-blog.md §2, §4, §5, §8): e-mail and password with show/hide,
 * "Signing in..." while pending, an error banner and a "Login failed" toast chosen by status,
 * then a success toast (the only place the success text appears) and /admin one second later.
 */
import { CheckCircle2, Loader2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { Alert } from "~/components/ui/card";
import { Field, Input } from "~/components/ui/form-controls";
import { toast } from "~/hooks/use-toast";
import { messages } from "~/shared/messages";
import { loginSchema } from "~/shared/schemas/auth";
import { loginErrorMessage } from "./auth-errors";
import { homeFor, useAuth } from "./auth-provider";
import { issuesByField, PasswordField } from "./auth-ui";
import { SubmitButton } from "~/components/forms/submit-button";

const m = messages.auth;
export const LOGIN_REDIRECT_MS = 1000;

export function LoginForm() {
  const { user, login } = useAuth();
  const navigate = useNavigate();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [banner, setBanner] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [succeeded, setSucceeded] = useState(false);
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const signingIn = useRef(false);

  // Already signed in (e.g. signed in in another tab): straight to the admin area.
  useEffect(() => {
    if (user && !signingIn.current) navigate(homeFor(user), { replace: true });
  }, [user, navigate]);
  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  const validate = (values: { email: string; password: string }) => {
    const result = loginSchema.safeParse(values);
    return result.success ? {} : issuesByField(result.error.issues);
  };

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const found = validate({ email, password });
    setErrors(found);
    if (Object.keys(found).length) {
      document.getElementById(found.email ? "login-email" : "login-password")?.focus();
      return;
    }
    setPending(true);
    setBanner(null);
    signingIn.current = true;
    try {
      const signedIn = await login(email.trim(), password);
      setSucceeded(true);
      toast({ title: m.loginSuccessTitle, description: m.loginSuccessDescription });
      redirectTimer.current = setTimeout(() => navigate(homeFor(signedIn)), LOGIN_REDIRECT_MS);
    } catch (error) {
      const message = loginErrorMessage(error);
      signingIn.current = false;
      setBanner(message);
      toast({ title: m.loginFailedTitle, description: message, variant: "destructive" });
      setPending(false);
    }
  }

  const revalidate = (next: { email: string; password: string }, field: "email" | "password") => {
    if (!errors[field]) return;
    setErrors((prev) => ({ ...prev, [field]: validate(next)[field] ?? "" }));
  };

  return (
    <form
      method="post"
      noValidate
      onSubmit={onSubmit}
      className="space-y-5"
      data-state={succeeded ? "success" : banner ? "error" : pending ? "submitting" : "idle"}
      aria-describedby={banner ? "login-banner" : undefined}
    >
      {banner && (
        <Alert variant="destructive" id="login-banner">
          <p className="font-semibold">{m.loginFailedTitle}</p>
          <p>{banner}</p>
        </Alert>
      )}
      <Field id="login-email" label="Email" error={errors.email || undefined}>
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
              revalidate({ email: e.target.value, password }, "email");
            }}
          />
        )}
      </Field>
      <PasswordField
        id="login-password"
        label="Password"
        autoComplete="current-password"
        value={password}
        disabled={pending}
        error={errors.password || undefined}
        onChange={(v) => {
          setPassword(v);
          revalidate({ email, password: v }, "password");
        }}
      />
      <div className="flex justify-end">
        <Link to="/forgot-password" className="text-sm font-medium text-brand-700 hover:underline">
          Forgot your password?
        </Link>
      </div>
      <SubmitButton className="w-full" disabled={pending}>
        {succeeded ? (
          // Success is told by the toast alone (02 §8); the button only shows a check until /admin.
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
      </SubmitButton>
      <p className="text-center text-sm">
        <Link to="/" className="font-medium text-brand-700 hover:underline">
          Back to Website
        </Link>
      </p>
    </form>
  );
}
