import { useSearchParams } from "react-router";
import { AuthShell } from "~/features/auth/auth-ui";
import { ResetPasswordView } from "~/features/auth/reset-password-view";
import { pageMeta } from "~/lib/page-meta";

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

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  return (
    <AuthShell crumbs={crumbs} title="Reset Password" description="Choose a new password of at least 8 characters.">
      <ResetPasswordView token={params.get("token")} />
    </AuthShell>
  );
}
