import { redirect } from "react-router";
import { homeFor } from "~/features/auth/auth-provider";
import { AuthShell } from "~/features/auth/auth-ui";
import { LoginForm } from "~/features/auth/login-form";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/login";

const crumbs = [{ name: "Sign In", url: "/login" }];

export const meta = pageMeta({
  title: "Staff Sign In",
  description: "Sign in to the Mansfield Heating & Plumbing staff area to manage leads, reviews and the blog.",
  breadcrumbs: crumbs,
  noindex: true,
});

/** Already signed in: straight to the admin area. */
export function loader({ context }: Route.LoaderArgs) {
  if (context.user) throw redirect(homeFor(context.user));
  return null;
}

export default function LoginPage() {
  return (
    <AuthShell crumbs={crumbs} title="Staff Sign In" description="Sign in to manage leads, reviews and the blog.">
      <LoginForm />
    </AuthShell>
  );
}
