import { useSearchParams } from "react-router";
import { AuthShell } from "~/features/auth/auth-ui";
import { resetPasswordAction } from "~/features/auth/form-actions.server";
import { ResetPasswordView } from "~/features/auth/reset-password-view";
import { formHeaders } from "~/features/auth/form-state";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/reset-password";

const crumbs = [
  { name: "Sign In", url: "/login" },
  { name: "Reset Password", url: "/reset-password" },
];

export const meta = pageMeta({
  title: "Reset Password",
  description: "Choose a new password for your Mansfield Heating & Plumbing staff account.",
  breadcrumbs: crumbs,
  path: "/reset-password",
  noindex: true,
});

/** Keeps Retry-After on a refused form. */
export const headers: Route.HeadersFunction = formHeaders;

/** The form sent without JavaScript. */
export function action(args: Route.ActionArgs) {
  return resetPasswordAction(args);
}

export default function ResetPasswordPage({ actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  return (
    <AuthShell crumbs={crumbs} title="Reset Password" description="Choose a new password of at least 8 characters.">
      <ResetPasswordView token={params.get("token")} answer={actionData} />
    </AuthShell>
  );
}
