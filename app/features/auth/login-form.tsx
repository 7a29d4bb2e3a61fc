/**
 * Staff sign-in: e-mail and password with show/hide, "Signing in..." while sent, the error banner,
 * and each field's error beside it. With two-factor sign-in the password step leads to the code
 * step (or to enrolment). Every step is a real form posting to the page's action, whether the
 * browser sends it itself or React Router does (then the route's clientAction adds the toasts and
 * the one-second wait before the admin area). Inputs are uncontrolled, so what was typed before
 * the script took over stays, and is what gets sent.
 */
import { useRef } from "react";
import { Form, Link } from "react-router";
import { SubmitButton } from "~/components/forms/submit-button";
import { Field, Input } from "~/components/ui/form-controls";
import * as messages from "@common/messages";
import { FormBanner, PasswordField, useFocusFirstInvalid, useSending } from "./auth-ui";
import type { AuthFormState } from "./form-state";
import { RETURN_PARAM } from "./return-path";
import { EnrolForm, RecoveryCodesView, SecondStepForm } from "./two-factor-steps";

const m = messages.auth;

/**
 * The sign-in page's steps; `answer` is the page action's answer to the last step sent, `next`
 * the page to return to once signed in (a checked same-site path, carried by a hidden field).
 */
export function LoginFlow({ answer, next }: { answer?: AuthFormState; next?: string }) {
  if (answer?.view === "two-factor" && answer.challenge) return <SecondStepForm state={answer} />;
  if (answer?.view === "enrol" && answer.challenge && answer.enrolment) return <EnrolForm state={answer} />;
  if (answer?.view === "recovery-codes" && answer.recoveryCodes) return <RecoveryCodesView codes={answer.recoveryCodes} home={answer.home ?? "/admin"} />;
  return <LoginForm answer={answer} next={next} />;
}

function LoginForm({ answer, next }: { answer?: AuthFormState; next?: string }) {
  const sending = useSending();
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(form, answer);
  const errors = answer?.errors ?? {};
  const banner = answer?.message;

  return (
    <Form
      ref={form}
      method="post"
      noValidate
      className="space-y-5"
      aria-describedby={banner ? "login-banner" : undefined}
    >
      <input type="hidden" name="step" value="password" />
      {next && <input type="hidden" name={RETURN_PARAM} value={next} />}
      <FormBanner id="login-banner" title={m.loginFailedTitle}>
        {banner}
      </FormBanner>
      <Field id="login-email" label="Email" error={errors.email}>
        {(p) => <Input {...p} name="email" type="email" autoComplete="username" inputMode="email" defaultValue={answer?.values?.email ?? ""} />}
      </Field>
      <PasswordField id="login-password" name="password" label="Password" autoComplete="current-password" error={errors.password} />
      <div className="flex justify-end">
        <Link to="/forgot-password" className="text-sm font-medium text-brand-700 hover:underline">
          Forgot your password?
        </Link>
      </div>
      <SubmitButton className="w-full" pending={sending} pendingLabel={m.signingIn}>
        {m.signIn}
      </SubmitButton>
      <p className="text-center text-sm">
        <Link to="/" className="font-medium text-brand-700 hover:underline">
          Back to Website
        </Link>
      </p>
    </Form>
  );
}
