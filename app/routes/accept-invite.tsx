import { useSearchParams } from "react-router";
import { AuthShell } from "~/features/auth/auth-ui";
import { AcceptInviteView } from "~/features/auth/accept-invite-view";
import { pageMeta } from "~/lib/page-meta";
import { messages } from "~/shared/messages";

const crumbs = [{ name: messages.auth.acceptInviteTitle, url: "/accept-invite" }];

export const meta = pageMeta({
  title: messages.auth.acceptInviteTitle,
  description: "Accept your invitation to the Mansfield Heating & Plumbing staff area and choose a password.",
  breadcrumbs: crumbs,
  path: "/accept-invite",
  noindex: true,
});

export default function AcceptInvitePage() {
  const [params] = useSearchParams();
  return (
    <AuthShell crumbs={crumbs} title={messages.auth.acceptInviteTitle} description="Choose the password for your new staff account.">
      <AcceptInviteView token={params.get("token")} />
    </AuthShell>
  );
}
