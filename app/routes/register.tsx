import { AuthShell } from "~/features/auth/auth-ui";
import { RegisterForm } from "~/features/auth/register-form";
import { pageMeta } from "~/lib/page-meta";

const crumbs = [{ name: "Create Admin Account", url: "/register" }];

export const meta = pageMeta({
  title: "Create Admin Account",
  description: "Create the first administrator account of the Mansfield Heating & Plumbing website with the admin key.",
  breadcrumbs: crumbs,
  noindex: true,
});

export default function RegisterPage() {
  return (
    <AuthShell crumbs={crumbs} title="Create Admin Account" description="Enter your e-mail, a password and the admin key.">
      <RegisterForm />
    </AuthShell>
  );
}
