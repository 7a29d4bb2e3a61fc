/** /admin/blog: the blog manager on its own page, for admins and editors. */
import { ROLES_FOR } from "@common/roles";
import { StaffPage } from "~/shell/back-office/staff-page";
import { BlogManager } from "~/features/blog/blog-manager";
import { pageMeta } from "~/lib/page-meta";
import * as staffMessages from "@common/staff-messages";

// The breadcrumb says "Blog Manager" so the heading's "Blog CMS" (the spec's) appears once.
const crumbs = [
  { name: "Admin", url: "/admin" },
  { name: staffMessages.blog.managerCrumb, url: "/admin/blog" },
];

export const meta = pageMeta({
  title: "Blog CMS | {business}",
  description: "Write, schedule and moderate the {business} blog.",
  noindex: true,
  breadcrumbs: crumbs,
});

export default function AdminBlogPage() {
  return (
    <StaffPage roles={ROLES_FOR.staff} crumbs={crumbs}>
      <div className="mx-auto max-w-7xl px-4">
        <h1 className="mb-6 mt-2 text-3xl font-bold text-slate-900">Blog CMS</h1>
        <BlogManager />
      </div>
    </StaffPage>
  );
}
