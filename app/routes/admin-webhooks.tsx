/** /admin/webhooks: endpoints that receive signed events, for admins. */
import { ROLES_FOR } from "@common/roles";
import { WebhooksPanel } from "~/features/webhooks";
import { StaffPage } from "~/shell/back-office/staff-page";
import { pageMeta } from "~/lib/page-meta";

const crumbs = [
  { name: "Admin", url: "/admin" },
  { name: "Webhooks", url: "/admin/webhooks" },
];

export const meta = pageMeta({
  title: "Webhooks | {business}",
  description: "Webhook endpoints of the {business} back office.",
  noindex: true,
  breadcrumbs: crumbs,
});

export default function AdminWebhooksPage() {
  return (
    <StaffPage roles={ROLES_FOR.admin} crumbs={crumbs}>
      <div className="mx-auto max-w-7xl px-4 pt-2">
        <WebhooksPanel />
      </div>
    </StaffPage>
  );
}
