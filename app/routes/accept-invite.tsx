import { useSearchParams } from "react-router";
import { AuthShell } from "~/features/auth/auth-ui";
import { AcceptInviteView } from "~/features/auth/accept-invite-view";
import { acceptInviteAction } from "~/features/auth/form-actions.server";
import { formHeaders } from "~/data/forms.server";
import { suggestedName } from "~/data/invitations.server";
import { sendAcceptInvite } from "~/features/auth/send-form";
import { pageMeta } from "~/lib/page-meta";
import * as messages from "@common/messages";
import type { Route } from "./+types/accept-invite";

const crumbs = [{ name: messages.auth.acceptInviteTitle, url: "/accept-invite" }];

export const meta = pageMeta({
  title: messages.auth.acceptInviteTitle,
  description: "Accept your invitation to the {business} staff area and choose a password.",
  breadcrumbs: crumbs,
  path: "/accept-invite",
  noindex: true,
});

/** The name the invitation suggests (the page asks for it with the password). */
export async function loader({ context, request }: Route.LoaderArgs) {
  return { name: await suggestedName(context.app, new URL(request.url).searchParams.get("token")) };
}

/** Keeps the action's own headers (no-store, Retry-After on a refused form) on the page. */
export const headers: Route.HeadersFunction = formHeaders;

/** The form (and a demanded enrolment), sent by the browser itself or by React Router. */
export function action(args: Route.ActionArgs) {
  return acceptInviteAction(args);
}

/** With JavaScript: the same action, plus the toasts. */
export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return sendAcceptInvite(serverAction);
}

export default function AcceptInvitePage({ actionData, loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  return (
    <AuthShell crumbs={crumbs} title={messages.auth.acceptInviteTitle} description="Choose the password for your new staff account.">
      <AcceptInviteView token={params.get("token")} name={loaderData?.name ?? ""} answer={actionData} />
    </AuthShell>
  );
}
