/** /admin/mail: the Mail log and the e-mail template previews, for admins, linked from Email Alerts. */
import { Link } from "react-router";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { NeedsJavaScript } from "~/features/auth/needs-javascript";
import { RequireRole } from "~/features/auth/require-role";
import { MailCenter } from "~/features/contacts";
import { BackOfficeLayout } from "~/shell/back-office/back-office-layout";
import { pageMeta } from "~/lib/page-meta";
import { messages } from "~/shared/messages";

const crumbs = [
  { name: "Admin", url: "/admin" },
  { name: "Mail", url: "/admin/mail" },
];

export const meta = pageMeta({
  title: "Mail | Mansfield Heating & Plumbing",
  description: "Outgoing mail and e-mail templates of the Mansfield Heating & Plumbing back office.",
  noindex: true,
  breadcrumbs: crumbs,
});

export default function AdminMailPage() {
  return (
    <BackOfficeLayout>
    <RequireRole roles={["admin"]}>
      <main id="main" className="bg-slate-50 pb-16">
        <NeedsJavaScript />
        <Breadcrumbs items={crumbs} />
        <div className="mx-auto max-w-7xl space-y-6 px-4 pt-2">
          <MailCenter />
          <Link to="/admin" className="inline-block font-semibold text-brand-700 hover:underline">
            {messages.dashboard.backToDashboard}
          </Link>
        </div>
      </main>
    </RequireRole>
    </BackOfficeLayout>
  );
}
