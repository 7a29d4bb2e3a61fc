import { AuthShell } from "~/features/auth/auth-ui";
import { registerAction } from "~/features/auth/form-actions.server";
import { RegisterForm } from "~/features/auth/register-form";
import { formHeaders } from "~/data/forms.server";
import { refuseRegisterOnceStaffExist } from "~/data/setup.server";
import { sendRegister } from "~/features/auth/send-form";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/register";

const crumbs = [{ name: "Create Admin Account", url: "/register" }];

export const meta = pageMeta({
  title: "Create Admin Account",
  description: "Create the first administrator account of this website with the admin key.",
  breadcrumbs: crumbs,
  noindex: true,
});

/** Keeps the action's own headers (no-store, Retry-After on a refused form) on the page. */
export const headers: Route.HeadersFunction = formHeaders;

/**
 * The form, sent by the browser itself or by React Router; refused (to sign-in) once a staff
 * account exists, as asking for the page is (server/setup/gate.ts).
 */
export async function action(args: Route.ActionArgs) {
  await refuseRegisterOnceStaffExist(args);
  return registerAction(args);
}

/** With JavaScript: the same action, plus the toasts. */
export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return sendRegister(serverAction);
}

export default function RegisterPage({ actionData }: Route.ComponentProps) {
  return (
    <AuthShell crumbs={crumbs} title="Create Admin Account" description="Enter your e-mail, a password and the admin key.">
      <RegisterForm answer={actionData} />
    </AuthShell>
  );
}
