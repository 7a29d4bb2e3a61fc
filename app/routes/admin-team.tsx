/** /admin/team: staff accounts (invite, role, deactivate), for admins, beside the dashboard's five tabs. */
import { ROLES_FOR } from "@common/roles";
import { Link } from "react-router";
import { TeamTab } from "~/features/team";
import { StaffPage } from "~/shell/back-office/staff-page";
import { pageMeta } from "~/lib/page-meta";
import * as staffMessages from "@common/staff-messages";

const crumbs = [
  { name: "Admin", url: "/admin" },
  { name: staffMessages.dashboard.teamCrumb, url: "/admin/team" },
];

export const meta = pageMeta({
  title: "Team | {business}",
  description: "Staff accounts of the {business} back office.",
  noindex: true,
  breadcrumbs: crumbs,
});

export default function AdminTeamPage() {
  return (
    <StaffPage roles={ROLES_FOR.admin} crumbs={crumbs}>
      <div className="mx-auto max-w-7xl space-y-6 px-4 pt-2">
        <TeamTab headingLevel={1} />
        <Link to="/admin" className="inline-block font-semibold text-brand-700 hover:underline">
          {staffMessages.dashboard.backToDashboard}
        </Link>
      </div>
    </StaffPage>
  );
}
