/** /admin/blog: the blog manager on its own page, for admins and editors. */
import { jsonified } from "@common/json";
import { ROLES_FOR, roleIn } from "@common/roles";
import { listAllPosts } from "~/data/blog.server";
import { StaffPage } from "~/shell/back-office/staff-page";
import { BlogManager } from "~/features/blog/blog-manager";
import { pageMeta } from "~/lib/page-meta";
import * as staffMessages from "@common/staff-messages";
import type { Route } from "./+types/admin-blog";

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

/** The posts in the first HTML, for staff (as the API gives them; anyone else gets the guard screen). */
export async function loader({ context }: Route.LoaderArgs) {
  if (!roleIn(ROLES_FOR.staff, context.user?.role)) return { posts: null };
  return { posts: jsonified(await listAllPosts(context.app.db)) };
}

export default function AdminBlogPage({ loaderData }: Route.ComponentProps) {
  return (
    <StaffPage roles={ROLES_FOR.staff} crumbs={crumbs}>
      <div className="mx-auto max-w-7xl px-4">
        <h1 className="mb-6 mt-2 text-3xl font-bold text-slate-900">Blog CMS</h1>
        <BlogManager initialPosts={loaderData.posts} />
      </div>
    </StaffPage>
  );
}
