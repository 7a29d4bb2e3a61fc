import { redirect } from "react-router";
import { homeFor } from "~/features/auth/auth-provider";
import { AuthShell } from "~/features/auth/auth-ui";
import { loginAction } from "~/features/auth/form-actions.server";
import { LoginFlow } from "~/features/auth/login-form";
import { formHeaders } from "~/features/auth/form-state";
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

/** Keeps Retry-After on a refused form. */
export const headers: Route.HeadersFunction = formHeaders;

/** The sign-in form (each step) sent without JavaScript. */
export function action(args: Route.ActionArgs) {
  return loginAction(args);
}

export default function LoginPage({ actionData }: Route.ComponentProps) {
  return (
    <AuthShell crumbs={crumbs} title="Staff Sign In" description="Sign in to manage leads, reviews and the blog.">
      <LoginFlow answer={actionData} />
    </AuthShell>
  );
}
