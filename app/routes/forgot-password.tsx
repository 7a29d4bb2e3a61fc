import { AuthShell } from "~/features/auth/auth-ui";
import { forgotPasswordAction } from "~/features/auth/form-actions.server";
import { ForgotPasswordForm } from "~/features/auth/forgot-password-form";
import { formHeaders } from "~/data/forms.server";
import { sendForgotPassword } from "~/features/auth/send-form";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/forgot-password";

const crumbs = [
  { name: "Sign In", url: "/login" },
  { name: "Forgot Password", url: "/forgot-password" },
];

export const meta = pageMeta({
  title: "Forgot Password",
  description: "Request a link to reset the password of your {business} staff account.",
  breadcrumbs: crumbs,
  noindex: true,
});

/** Keeps the action's own headers (no-store, Retry-After on a refused form) on the page. */
export const headers: Route.HeadersFunction = formHeaders;

/** The form, sent by the browser itself or by React Router. */
export function action(args: Route.ActionArgs) {
  return forgotPasswordAction(args);
}

/** With JavaScript: the same action, plus the toasts. */
export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return sendForgotPassword(serverAction);
}

export default function ForgotPasswordPage({ actionData }: Route.ComponentProps) {
  return (
    <AuthShell
      crumbs={crumbs}
      title="Forgot Password"
      description="Enter your e-mail address and we'll send you a link to reset your password."
    >
      <ForgotPasswordForm answer={actionData} />
    </AuthShell>
  );
}
