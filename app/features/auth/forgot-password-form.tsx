/**
 * Forgot password: one e-mail field; the same "Check Your Email" answer whether or not the
 * account exists. The form posts to the page's action with or without JavaScript: it answers
 * with the success state, or the form again with the e-mail kept and its error (the route's
 * clientAction adds the toasts).
 */
import { useRef } from "react";
import { Form, Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { SubmitButton } from "~/components/forms/submit-button";
import { Field, Input } from "~/components/ui/form-controls";
import * as messages from "@common/messages";
import { AuthNotice, FormBanner, useFocusFirstInvalid, useSending } from "./auth-ui";
import type { AuthFormState } from "./form-state";

const m = messages.auth;

export function ForgotPasswordForm({ answer }: { answer?: AuthFormState }) {
  const sending = useSending();
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(form, answer);

  if (answer?.view === "done") {
    return (
      <AuthNotice
        icon="mail"
        done
        title={m.forgotCheckEmail}
        actions={
          <>
            <Link to="/login" className={buttonClasses("default")}>
              Back to Login
            </Link>
            <Link to="/" className={buttonClasses("outline")}>
              Back to Website
            </Link>
          </>
        }
      >
        {m.forgotSuccess}
      </AuthNotice>
    );
  }

  return (
    <Form ref={form} method="post" noValidate className="space-y-5">
      <FormBanner>{answer?.message}</FormBanner>
      <Field id="forgot-email" label="Email" error={answer?.errors?.email}>
        {(p) => <Input {...p} name="email" type="email" autoComplete="username" inputMode="email" defaultValue={answer?.values?.email ?? ""} />}
      </Field>
      <SubmitButton className="w-full" pending={sending}>
        {m.forgotSubmit}
      </SubmitButton>
      <p className="text-center text-sm">
        <Link to="/login" className="font-medium text-brand-700 hover:underline">
          Back to Login
        </Link>
      </p>
    </Form>
  );
}
