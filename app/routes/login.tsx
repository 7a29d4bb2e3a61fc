import { redirect, type ShouldRevalidateFunction } from "react-router";
import { homeFor } from "~/features/auth/auth-provider";
import { AuthShell } from "~/features/auth/auth-ui";
import { loginAction } from "~/features/auth/form-actions.server";
import { LoginFlow } from "~/features/auth/login-form";
import { formHeaders } from "~/data/forms.server";
import { sendLogin } from "~/features/auth/send-form";
import { pageMeta } from "~/lib/page-meta";
import { RETURN_PARAM, safeReturnPath } from "~/features/auth/return-path";
import type { Route } from "./+types/login";

const crumbs = [{ name: "Sign In", url: "/login" }];

export const meta = pageMeta({
  title: "Staff Sign In",
  description: "Sign in to the {business} staff area to manage leads, reviews and the blog.",
  breadcrumbs: crumbs,
  noindex: true,
});

/**
 * The page a signed-out visitor asked for (`?next=`, only a same-site path), which the form
 * carries and the sign-in follows. Already signed in: straight there, or to the admin area.
 */
export function loader({ context, request }: Route.LoaderArgs) {
  const next = safeReturnPath(new URL(request.url).searchParams.get(RETURN_PARAM));
  if (context.user) throw redirect(next ?? homeFor(context.user));
  return { next: next ?? null };
}

/** Keeps the action's own headers (no-store, Retry-After on a refused form) on the page. */
export const headers: Route.HeadersFunction = formHeaders;

/** The sign-in form (each step), sent by the browser itself or by React Router. */
export function action(args: Route.ActionArgs) {
  return loginAction(args);
}

/**
 * After its own form the page's check above is not asked again: once signed in it would send a
 * new admin on before the recovery codes were seen.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) => (formMethod ? false : defaultShouldRevalidate);

/** With JavaScript: the same action, plus the toasts. */
export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return sendLogin(serverAction);
}

export default function LoginPage({ actionData, loaderData }: Route.ComponentProps) {
  return (
    <AuthShell crumbs={crumbs} title="Staff Sign In" description="Sign in to manage leads, reviews and the blog.">
      <LoginFlow answer={actionData} next={loaderData?.next ?? undefined} />
    </AuthShell>
  );
}
