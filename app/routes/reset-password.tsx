import { useSearchParams } from "react-router";
import { AuthShell } from "~/features/auth/auth-ui";
import { resetPasswordAction } from "~/features/auth/form-actions.server";
import { ResetPasswordView } from "~/features/auth/reset-password-view";
import { formHeaders } from "~/data/forms.server";
import { sendResetPassword } from "~/features/auth/send-form";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/reset-password";

const crumbs = [
  { name: "Sign In", url: "/login" },
  { name: "Reset Password", url: "/reset-password" },
];

export const meta = pageMeta({
  title: "Reset Password",
  description: "Choose a new password for your {business} staff account.",
  breadcrumbs: crumbs,
  path: "/reset-password",
  noindex: true,
});

/** Keeps the action's own headers (no-store, Retry-After on a refused form) on the page. */
export const headers: Route.HeadersFunction = formHeaders;

/** The form, sent by the browser itself or by React Router. */
export function action(args: Route.ActionArgs) {
  return resetPasswordAction(args);
}

/** With JavaScript: the same action, plus the toasts. */
export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return sendResetPassword(serverAction);
}

export default function ResetPasswordPage({ actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  return (
    <AuthShell crumbs={crumbs} title="Reset Password" description="Choose a new password of at least 8 characters.">
      <ResetPasswordView token={params.get("token")} answer={actionData} />
    </AuthShell>
  );
}
