/** /admin/site: the site's pages and services, edited by admins and editors (?type=&slug= opens one). */
import { ROLES_FOR } from "@common/roles";
import { SiteSection } from "~/features/site";
import { StaffPage } from "~/shell/back-office/staff-page";
import { pageMeta } from "~/lib/page-meta";

const crumbs = [
  { name: "Admin", url: "/admin" },
  { name: "Site", url: "/admin/site" },
];

export const meta = pageMeta({
  title: "Site | Back office",
  description: "The site's pages and services, edited in the back office.",
  noindex: true,
  breadcrumbs: crumbs,
});

export default function AdminSitePage() {
  return (
    <StaffPage roles={ROLES_FOR.staff} crumbs={crumbs}>
      <div className="mx-auto max-w-3xl px-4 pt-2">
        <SiteSection />
      </div>
    </StaffPage>
  );
}
