/**
 * First admin account: e-mail, password and the admin key, posted to the page's action with or
 * without JavaScript. Without it the action's answer is the page: the success message with a
 * link to sign in, or the form again with the e-mail kept and each field's error beside it. With
 * it the route's clientAction tells a refusal once, in the "Error" toast, and success takes the
 * visitor to the sign-in page with a toast.
 */
import { useRef } from "react";
import { Form, Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { SubmitButton } from "~/components/forms/submit-button";
import { Alert } from "~/components/ui/card";
import { Field, Input } from "~/components/ui/form-controls";
import * as messages from "@common/messages";
import { AuthNotice, FormBanner, PasswordField, useFocusFirstInvalid, useSending } from "./auth-ui";
import type { AuthFormState } from "./form-state";
import { STAFF_NAME_MAX } from "@common/staff-names";

const m = messages.auth;

export function RegisterForm({ answer }: { answer?: AuthFormState }) {
  const sending = useSending();
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(form, answer);
  const errors = answer?.errors ?? {};
  const invalid = (field: string) => !!errors[field] || !!answer?.invalid?.includes(field);

  if (answer?.view === "done") {
    return (
      <AuthNotice
        icon="done"
        done
        actions={
          <Link to="/login" className={buttonClasses("default")}>
            Go to Login
          </Link>
        }
      >
        {m.createAdminSuccess}
      </AuthNotice>
    );
  }

  return (
    <Form ref={form} method="post" noValidate className="space-y-5">
      <Alert variant="info">{m.registerNotice}</Alert>
      <FormBanner>{answer?.message}</FormBanner>
      <Field id="register-email" label="Email" error={errors.email}>
        {(p) => (
          <Input
            {...p}
            aria-invalid={invalid("email")}
            name="email"
            type="email"
            autoComplete="username"
            required
            defaultValue={answer?.values?.email ?? ""}
          />
        )}
      </Field>
      <Field id="register-name" label={`${m.nameLabel} (optional)`} hint={m.nameHint} error={errors.name}>
        {(p) => <Input {...p} aria-invalid={invalid("name")} name="name" autoComplete="name" maxLength={STAFF_NAME_MAX} defaultValue={answer?.values?.name ?? ""} />}
      </Field>
      <PasswordField
        id="register-password"
        name="password"
        label="Password"
        autoComplete="new-password"
        hint={m.passwordHint}
        error={errors.password}
        invalid={invalid("password")}
      />
      <PasswordField id="register-adminKey" name="adminKey" label="Admin Key" autoComplete="off" error={errors.adminKey} invalid={invalid("adminKey")} />
      <SubmitButton className="w-full" pending={sending}>
        Create Admin Account
      </SubmitButton>
      <p className="text-center text-sm text-slate-700">
        Already have an account?{" "}
        <Link to="/login" className="font-medium text-brand-700 hover:underline">
          Sign in
        </Link>
      </p>
    </Form>
  );
}
