/**
 * New password + confirmation, each with show/hide, for the reset-password and accept-invite
 * pages: a form posting the password, its confirmation and the link's hidden token to the page's
 * action (with or without JavaScript), whose answer comes back as `answer`.
 */
import { useRef } from "react";
import { Form } from "react-router";
import { SubmitButton } from "~/components/forms/submit-button";
import { Field, Input } from "~/components/ui/form-controls";
import { STAFF_NAME_MAX } from "@common/staff-names";
import * as messages from "@common/messages";
import { FormBanner, PasswordField, useFocusFirstInvalid, useSending } from "./auth-ui";
import type { AuthFormState } from "./form-state";

export function NewPasswordForm({
  idPrefix,
  labels,
  submitLabel,
  token,
  name,
  answer,
}: {
  idPrefix: string;
  labels: { password: string; confirm: string };
  submitLabel: string;
  /** The link's token, sent along hidden. */
  token: string;
  /** Asks for the person's name too (accepting an invitation), starting from this one. */
  name?: string;
  /** The page action's answer to the last send. */
  answer?: AuthFormState;
}) {
  const sending = useSending();
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(form, answer);
  const errors = answer?.errors ?? {};

  return (
    <Form ref={form} method="post" noValidate className="space-y-5">
      <input type="hidden" name="token" value={token} />
      <FormBanner>{answer?.message}</FormBanner>
      {name !== undefined && (
        <Field id={`${idPrefix}-name`} label={messages.auth.nameLabel} hint={messages.auth.nameHint} error={errors.name}>
          {(p) => <Input {...p} name="name" defaultValue={name} autoComplete="name" maxLength={STAFF_NAME_MAX} aria-invalid={errors.name ? true : undefined} />}
        </Field>
      )}
      <PasswordField
        id={`${idPrefix}-password`}
        name="password"
        label={labels.password}
        autoComplete="new-password"
        hint={messages.auth.passwordHint}
        error={errors.password}
      />
      <PasswordField id={`${idPrefix}-confirm`} name="confirmPassword" label={labels.confirm} autoComplete="new-password" error={errors.confirmPassword} />
      <SubmitButton className="w-full" pending={sending}>
        {submitLabel}
      </SubmitButton>
    </Form>
  );
}
