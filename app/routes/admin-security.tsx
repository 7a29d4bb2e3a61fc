/** /admin/security: a staff member's own two-factor sign-in, for admins and editors. */
import { ROLES_FOR } from "@common/roles";
import { StaffPage } from "~/shell/back-office/staff-page";
import { TwoFactorSettings } from "~/features/auth/security-settings";
import { pageMeta } from "~/lib/page-meta";
import * as messages from "@common/messages";
import * as staffMessages from "@common/staff-messages";

const crumbs = [
  { name: "Admin", url: "/admin" },
  { name: staffMessages.auth.securityCrumb, url: "/admin/security" },
];

export const meta = pageMeta({
  title: "Sign-In Security | {business}",
  description: "Two-factor sign-in for your {business} staff account.",
  noindex: true,
  breadcrumbs: crumbs,
});

export default function AdminSecurityPage() {
  return (
    <StaffPage roles={ROLES_FOR.account} crumbs={crumbs}>
      <div className="mx-auto max-w-2xl space-y-4 px-4 pt-2">
        <h1 className="text-3xl font-bold text-slate-900">{staffMessages.auth.securityTitle}</h1>
        <p className="text-slate-700">{messages.auth.enrolSteps}</p>
        <TwoFactorSettings />
      </div>
    </StaffPage>
  );
}
