/** /admin/account: a staff member's own name; for admins also notifications on this device; for whoever goes out on visits the calendar. */
import { CalendarFeed, NameForm, PushSettings } from "~/features/account";
import { useAuth } from "~/features/auth";
import { StaffPage } from "~/shell/back-office/staff-page";
import { pageMeta } from "~/lib/page-meta";
import { canOpenLeads, roleIn, ROLES_FOR } from "@common/roles";
import * as staffMessages from "@common/staff-messages";

const a = staffMessages.account;
const crumbs = [
  { name: "Admin", url: "/admin" },
  { name: a.crumb, url: "/admin/account" },
];

export const meta = pageMeta({
  title: "Your Account | {business}",
  description: "Your name, notifications and jobs calendar in the {business} back office.",
  noindex: true,
  breadcrumbs: crumbs,
});

export default function AdminAccountPage() {
  return (
    <StaffPage roles={ROLES_FOR.account} crumbs={crumbs}>
      <div className="mx-auto max-w-2xl space-y-4 px-4 pt-2">
        <h1 className="text-3xl font-bold text-slate-900">{a.title}</h1>
        <NameForm />
        <LeadStaffSections />
      </div>
    </StaffPage>
  );
}

/** Lead messages are for staff who can open leads; the calendar for whoever goes out (a technician's lists only their visits). */
function LeadStaffSections() {
  const { user } = useAuth();
  return (
    <>
      {canOpenLeads(user?.role) && <PushSettings />}
      {roleIn(ROLES_FOR.field, user?.role) && <CalendarFeed />}
    </>
  );
}
