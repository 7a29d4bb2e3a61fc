/**
 * The steps two-factor sign-in adds after the password: the code (from the authenticator app, or
 * a recovery code), the enrolment an admin must do when the admin switch requires it (QR code,
 * key, first code), and the recovery codes shown once after enrolment. Each is a real form posting
 * to /login (so it works without JavaScript); with script it calls /api/auth instead.
 */
import { KeyRound, Loader2, ShieldCheck } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { Button, buttonClasses } from "~/components/ui/button";
import { Field, Input } from "~/components/ui/form-controls";
import { toast } from "~/hooks/use-toast";
import { ApiError } from "~/lib/api";
import { messages } from "~/shared/messages";
import { homeFor, useAuth, type SignedIn } from "./auth-provider";
import { FormBanner, formValues, issuesByField } from "./auth-ui";
import { loadAuthSchemas } from "./lazy-schemas";
import { LOGIN_REDIRECT_MS, type AuthFormState, type EnrolmentView } from "./form-state";

const m = messages.auth;

type Failure = { kind: "expired" } | { kind: "code"; message: string } | { kind: "banner"; message: string };

function failureOf(error: unknown): Failure {
  if (error instanceof ApiError) {
    if (error.status === 401) return { kind: "code", message: m.twoFactorInvalid };
    if (error.status === 429) return { kind: "banner", message: m.loginRateLimited };
    if (error.status === 400) return error.fieldErrors.code ? { kind: "code", message: error.fieldErrors.code } : { kind: "expired" };
  }
  return { kind: "banner", message: m.loginFailed };
}

/** A code form shared by both steps: validation, the call, and what a refusal shows. */
function useCodeStep(
  step: "two-factor" | "enrol",
  state: AuthFormState,
  onSignedIn: (result: SignedIn) => void,
  onExpired: (message: string) => void,
) {
  const { completeSignIn } = useAuth();
  const [error, setError] = useState<string | undefined>(state.errors?.code);
  const [banner, setBanner] = useState<string | null>(state.message ?? null);
  const [pending, setPending] = useState(false);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = formValues(event.currentTarget);
    const schemas = await loadAuthSchemas();
    // Without the schema (it could not load) the server's check answers instead.
    const checked = schemas ? schemas.twoFactorCodeSchema.safeParse({ code: values.code }) : { success: true as const, data: { code: (values.code ?? "").trim() } };
    if (!checked.success) {
      setError(issuesByField(checked.error.issues).code);
      document.getElementById(`${step}-code`)?.focus();
      return;
    }
    setError(undefined);
    setBanner(null);
    setPending(true);
    try {
      onSignedIn(await completeSignIn(step, state.challenge ?? "", checked.data.code));
    } catch (err) {
      setPending(false);
      const failure = failureOf(err);
      if (failure.kind === "expired") return onExpired(m.twoFactorExpired);
      if (failure.kind === "code") {
        setError(failure.message);
        const input = document.getElementById(`${step}-code`) as HTMLInputElement | null;
        if (input) {
          input.value = "";
          input.focus();
        }
      } else setBanner(failure.message);
      toast({ title: m.twoFactorFailedTitle, description: failure.message, variant: "destructive" });
    }
  }
  return { error, banner, pending, onSubmit };
}

function CodeField({ id, error, numeric, disabled }: { id: string; error?: string; numeric?: boolean; disabled?: boolean }) {
  return (
    <Field id={id} label={m.twoFactorCodeLabel} error={error}>
      {(p) => (
        <Input
          {...p}
          name="code"
          autoComplete="one-time-code"
          inputMode={numeric ? "numeric" : "text"}
          autoCapitalize="none"
          spellCheck={false}
          maxLength={64}
          disabled={disabled}
          // A fresh field on each step: one-time codes are never sent back in a page.
          defaultValue=""
        />
      )}
    </Field>
  );
}

function HiddenStep({ step, challenge }: { step: "two-factor" | "enrol"; challenge: string }) {
  return (
    <>
      <input type="hidden" name="step" value={step} />
      <input type="hidden" name="challenge" value={challenge} />
    </>
  );
}

/** The code step after a right password. */
export function SecondStepForm({ state, onExpired }: { state: AuthFormState; onExpired: (message: string) => void }) {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const { error, banner, pending, onSubmit } = useCodeStep(
    "two-factor",
    state,
    (result) => {
      const description =
        result.recoveryCodesLeft !== undefined ? `${m.twoFactorRecoveryUsed} ${result.recoveryCodesLeft}` : m.loginSuccessDescription;
      toast({ title: m.loginSuccessTitle, description });
      timer.current = setTimeout(() => navigate(homeFor(result.user)), LOGIN_REDIRECT_MS);
    },
    onExpired,
  );
  return (
    <form method="post" action="/login" noValidate onSubmit={onSubmit} className="space-y-5" aria-labelledby="two-factor-title">
      <HiddenStep step="two-factor" challenge={state.challenge ?? ""} />
      <div className="flex items-start gap-3">
        <KeyRound className="mt-1 h-6 w-6 shrink-0 text-brand-700" aria-hidden="true" />
        <div>
          <h2 id="two-factor-title" className="text-xl font-semibold text-slate-900">
            {m.twoFactorTitle}
          </h2>
          <p className="mt-1 text-slate-700">{m.twoFactorPrompt}</p>
        </div>
      </div>
      <FormBanner>{banner}</FormBanner>
      <CodeField id="two-factor-code" error={error} disabled={pending} />
      <Button type="submit" className="w-full" disabled={pending}>
        {pending && <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />}
        {pending ? m.twoFactorVerifying : m.twoFactorVerify}
      </Button>
      <p className="text-center text-sm">
        <a href="/login" className="font-medium text-brand-700 hover:underline">
          {m.twoFactorStartOver}
        </a>
      </p>
    </form>
  );
}

/** Enrolment demanded at sign-in: scan, type the first code, then see the recovery codes. */
export function EnrolForm({
  state,
  onStep,
  onExpired,
}: {
  state: AuthFormState;
  onStep: (state: AuthFormState) => void;
  onExpired: (message: string) => void;
}) {
  const { error, banner, pending, onSubmit } = useCodeStep(
    "enrol",
    state,
    (result) => {
      toast({ title: m.twoFactorEnabledTitle });
      onStep({ view: "recovery-codes", recoveryCodes: result.recoveryCodes ?? [], home: homeFor(result.user) });
    },
    onExpired,
  );
  return (
    <form method="post" action="/login" noValidate onSubmit={onSubmit} className="space-y-5" aria-labelledby="enrol-title">
      <HiddenStep step="enrol" challenge={state.challenge ?? ""} />
      <h2 id="enrol-title" className="text-xl font-semibold text-slate-900">
        {m.enrolTitle}
      </h2>
      <p className="text-slate-700">{m.enrolRequired}</p>
      <FormBanner>{banner}</FormBanner>
      {state.enrolment && <EnrolmentDetails enrolment={state.enrolment} />}
      <CodeField id="enrol-code" error={error} numeric disabled={pending} />
      <Button type="submit" className="w-full" disabled={pending}>
        {pending && <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />}
        {m.enrolSubmit}
      </Button>
      <p className="text-center text-sm">
        <a href="/login" className="font-medium text-brand-700 hover:underline">
          {m.twoFactorStartOver}
        </a>
      </p>
    </form>
  );
}

/** The QR code, and the key to type in by hand. */
export function EnrolmentDetails({ enrolment }: { enrolment: EnrolmentView }) {
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">{m.enrolSteps}</p>
      <img src={enrolment.qrCode} alt={m.enrolQrAlt} width={200} height={200} className="mx-auto h-50 w-50 rounded border border-slate-200 bg-white" />
      <p className="text-sm text-slate-700">
        {m.enrolManual}{" "}
        <code data-testid="totp-secret" className="break-all rounded bg-slate-100 px-1.5 py-0.5 font-mono text-sm text-slate-900">
          {enrolment.secret.match(/.{1,4}/g)?.join(" ")}
        </code>
      </p>
    </div>
  );
}

/** The ten recovery codes, shown once. */
export function RecoveryCodesView({ codes, home }: { codes: string[]; home?: string }) {
  return (
    <div className="space-y-4" role="status" aria-labelledby="recovery-title">
      <div className="flex items-start gap-3">
        <ShieldCheck className="mt-1 h-6 w-6 shrink-0 text-green-700" aria-hidden="true" />
        <div>
          <h2 id="recovery-title" className="text-xl font-semibold text-slate-900">
            {m.recoveryTitle}
          </h2>
          <p className="mt-1 text-slate-700">{m.recoveryText}</p>
        </div>
      </div>
      <ul aria-label={m.recoveryTitle} className="grid grid-cols-2 gap-2 rounded-md border border-slate-200 bg-slate-50 p-4 font-mono text-sm text-slate-900">
        {codes.map((code) => (
          <li key={code} data-testid="recovery-code">
            {code}
          </li>
        ))}
      </ul>
      {home && (
        <Link to={home} className={buttonClasses("default", "default", "w-full")}>
          {m.recoveryContinue}
        </Link>
      )}
    </div>
  );
}
