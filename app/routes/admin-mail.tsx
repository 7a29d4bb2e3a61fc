/** /admin/mail: the Mail log and the e-mail template previews, for admins, linked from Email Alerts. */
import { ROLES_FOR } from "@common/roles";
import { Link } from "react-router";
import { MailCenter } from "~/features/contacts";
import { StaffPage } from "~/shell/back-office/staff-page";
import { pageMeta } from "~/lib/page-meta";
import * as staffMessages from "@common/staff-messages";

const crumbs = [
  { name: "Admin", url: "/admin" },
  { name: "Mail", url: "/admin/mail" },
];

export const meta = pageMeta({
  title: "Mail | {business}",
  description: "Outgoing mail and e-mail templates of the {business} back office.",
  noindex: true,
  breadcrumbs: crumbs,
});

export default function AdminMailPage() {
  return (
    <StaffPage roles={ROLES_FOR.admin} crumbs={crumbs}>
      <div className="mx-auto max-w-7xl space-y-6 px-4 pt-2">
        <MailCenter />
        <Link to="/admin" className="inline-block font-semibold text-brand-700 hover:underline">
          {staffMessages.dashboard.backToDashboard}
        </Link>
      </div>
    </StaffPage>
  );
}
