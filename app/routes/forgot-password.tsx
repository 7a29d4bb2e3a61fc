import { AuthShell } from "~/features/auth/auth-ui";
import { ForgotPasswordForm } from "~/features/auth/forgot-password-form";
import { pageMeta } from "~/lib/page-meta";

const crumbs = [
  { name: "Sign In", url: "/login" },
  { name: "Forgot Password", url: "/forgot-password" },
];

export const meta = pageMeta({
  title: "Forgot Password",
  description: "Request a link to reset the password of your Mansfield Heating & Plumbing staff account.",
  breadcrumbs: crumbs,
  noindex: true,
});

export default function ForgotPasswordPage() {
  return (
    <AuthShell
      crumbs={crumbs}
      title="Forgot Password"
      description="Enter your e-mail address and we'll send you a link to reset your password."
    >
      <ForgotPasswordForm />
    </AuthShell>
  );
}
