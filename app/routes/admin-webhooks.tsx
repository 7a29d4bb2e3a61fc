/** /admin/webhooks: endpoints that receive signed events, for admins. */
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { NeedsJavaScript } from "~/features/auth/needs-javascript";
import { RequireRole } from "~/features/auth/require-role";
import { WebhooksPanel } from "~/features/webhooks";
import { BackOfficeLayout } from "~/shell/back-office/back-office-layout";
import { pageMeta } from "~/lib/page-meta";

const crumbs = [
  { name: "Admin", url: "/admin" },
  { name: "Webhooks", url: "/admin/webhooks" },
];

export const meta = pageMeta({
  title: "Webhooks | Mansfield Heating & Plumbing",
  description: "Webhook endpoints of the Mansfield Heating & Plumbing back office.",
  noindex: true,
  breadcrumbs: crumbs,
});

export default function AdminWebhooksPage() {
  return (
    <BackOfficeLayout>
      <RequireRole roles={["admin"]}>
        <main id="main" className="bg-slate-50 pb-16">
          <NeedsJavaScript />
          <Breadcrumbs items={crumbs} />
          <div className="mx-auto max-w-7xl px-4 pt-2">
            <WebhooksPanel />
          </div>
        </main>
      </RequireRole>
    </BackOfficeLayout>
  );
}
