/** /admin/team: staff accounts (invite, role, deactivate), for admins, beside the dashboard's five tabs. */
import { Link } from "react-router";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { TeamTab } from "~/features/team";
import { NeedsJavaScript } from "~/features/auth/needs-javascript";
import { RequireRole } from "~/features/auth/require-role";
import { BackOfficeLayout } from "~/shell/back-office/back-office-layout";
import { pageMeta } from "~/lib/page-meta";
import { messages } from "~/shared/messages";

const crumbs = [
  { name: "Admin", url: "/admin" },
  { name: messages.dashboard.teamCrumb, url: "/admin/team" },
];

export const meta = pageMeta({
  title: "Team | Mansfield Heating & Plumbing",
  description: "Staff accounts of the Mansfield Heating & Plumbing back office.",
  noindex: true,
  breadcrumbs: crumbs,
});

export default function AdminTeamPage() {
  // The guard renders its own <main> for the checking / sign-in / denied screens.
  return (
    <BackOfficeLayout>
      <RequireRole roles={["admin"]}>
        <main id="main" className="bg-slate-50 pb-16">
          <NeedsJavaScript />
          <Breadcrumbs items={crumbs} />
          <div className="mx-auto max-w-7xl space-y-6 px-4 pt-2">
            <TeamTab headingLevel={1} />
            <Link to="/admin" className="inline-block font-semibold text-brand-700 hover:underline">
              {messages.dashboard.backToDashboard}
            </Link>
          </div>
        </main>
      </RequireRole>
    </BackOfficeLayout>
  );
}
