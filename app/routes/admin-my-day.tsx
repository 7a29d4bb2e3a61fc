/** /admin/my-day: a technician's own visits today, on a phone (an admin who goes out sees theirs too). */
import { ROLES_FOR } from "@common/roles";
import { MyDayPage } from "~/features/visits";
import { StaffPage } from "~/shell/back-office/staff-page";
import { pageMeta } from "~/lib/page-meta";

const crumbs = [
  { name: "Admin", url: "/admin" },
  { name: "My day", url: "/admin/my-day" },
];

export const meta = pageMeta({
  title: "My day | {business}",
  description: "Your visits today: where, when, the work and its checklist.",
  noindex: true,
  breadcrumbs: crumbs,
});

export default function AdminMyDayPage() {
  return (
    <StaffPage roles={ROLES_FOR.field} crumbs={crumbs}>
      <div className="mx-auto max-w-2xl px-4 pt-2">
        <MyDayPage />
      </div>
    </StaffPage>
  );
}
