/**
 * The steps two-factor sign-in adds after the password: the code (from the authenticator app, or
 * a recovery code), the enrolment an admin must do when the admin switch requires it (QR code,
 * key, first code), and the recovery codes shown once after enrolment. Each is a real form posting
 * to the page's own action (sign-in, or accepting an invitation), with or without JavaScript.
 */
import { KeyRound, ShieldCheck } from "~/components/icons";
import { useRef } from "react";
import { Form, Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { SubmitButton } from "~/components/forms/submit-button";
import { Field, Input } from "~/components/ui/form-controls";
import * as messages from "@common/messages";
import { FormBanner, useFocusFirstInvalid, useSending } from "./auth-ui";
import { loginHref } from "./return-path";
import type { AuthFormState, EnrolmentView } from "./form-state";

const m = messages.auth;

function CodeField({ id, error, numeric }: { id: string; error?: string; numeric?: boolean }) {
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
          // A fresh field on each step: one-time codes are never sent back in a page.
          defaultValue=""
        />
      )}
    </Field>
  );
}

/** A code step's form: the step and its challenge ride along hidden; focus goes to a refused code. */
function CodeStepForm({ step, state, children }: { step: "two-factor" | "enrol"; state: AuthFormState; children: React.ReactNode }) {
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(form, state);
  return (
    <Form ref={form} method="post" noValidate className="space-y-5" aria-labelledby={`${step}-title`}>
      <input type="hidden" name="step" value={step} />
      <input type="hidden" name="challenge" value={state.challenge ?? ""} />
      {state.next && <input type="hidden" name="next" value={state.next} />}
      {children}
      <p className="text-center text-sm">
        <a href={loginHref(state.next)} className="font-medium text-brand-700 hover:underline">
          {m.twoFactorStartOver}
        </a>
      </p>
    </Form>
  );
}

/** The code step after a right password. */
export function SecondStepForm({ state }: { state: AuthFormState }) {
  const sending = useSending();
  return (
    <CodeStepForm step="two-factor" state={state}>
      <div className="flex items-start gap-3">
        <KeyRound className="mt-1 h-6 w-6 shrink-0 text-brand-700" aria-hidden="true" />
        <div>
          <h2 id="two-factor-title" className="text-xl font-semibold text-slate-900">
            {m.twoFactorTitle}
          </h2>
          <p className="mt-1 text-slate-700">{m.twoFactorPrompt}</p>
        </div>
      </div>
      <FormBanner>{state.message}</FormBanner>
      <CodeField id="two-factor-code" error={state.errors?.code} />
      <SubmitButton className="w-full" pending={sending} pendingLabel={m.twoFactorVerifying}>
        {m.twoFactorVerify}
      </SubmitButton>
    </CodeStepForm>
  );
}

/** Enrolment demanded at sign-in: scan, type the first code, then see the recovery codes. */
export function EnrolForm({ state }: { state: AuthFormState }) {
  const sending = useSending();
  return (
    <CodeStepForm step="enrol" state={state}>
      <h2 id="enrol-title" className="text-xl font-semibold text-slate-900">
        {m.enrolTitle}
      </h2>
      <p className="text-slate-700">{m.enrolRequired}</p>
      <FormBanner>{state.message}</FormBanner>
      {state.enrolment && <EnrolmentDetails enrolment={state.enrolment} />}
      <CodeField id="enrol-code" error={state.errors?.code} numeric />
      <SubmitButton className="w-full" pending={sending}>
        {m.enrolSubmit}
      </SubmitButton>
    </CodeStepForm>
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
