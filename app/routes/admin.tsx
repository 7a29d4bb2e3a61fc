import { data, Link, redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { BlogManager } from "~/features/blog/blog-manager";
import { AdminDashboard, AuditPage, isTeamTab, OverviewPanel, parseTab, SettingsPage } from "~/features/office";
import { NeedsJavaScript } from "~/features/auth/needs-javascript";
import { SetupChecksPage } from "~/features/setup";
import { RequireRole } from "~/features/auth/require-role";
import { BackOfficeLayout } from "~/shell/back-office/back-office-layout";
import { pageMeta } from "~/lib/page-meta";
import { messages } from "~/shared/messages";
import { listStaffLeads } from "~/data/leads.server";
import type { Route } from "./+types/admin";

const crumbs = [{ name: messages.dashboard.title, url: "/admin" }];

export const meta = pageMeta({
  title: "Admin Dashboard | Mansfield Heating & Plumbing",
  description: "Leads, customers, reviews and alert settings for Mansfield Heating & Plumbing staff.",
  breadcrumbs: crumbs,
  noindex: true,
});

/** Admins get the Leads tab server-rendered; everyone else gets the guard screen. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  if (params.section && !(params.section in sections)) throw data("Not found", { status: 404 });
  if (params.section) return { leads: null };
  const requested = new URL(request.url).searchParams.get("tab");
  // Older links to the team tab open the team page.
  if (isTeamTab(requested)) throw redirect("/admin/team");
  const tab = parseTab(requested);
  if (context.user?.role !== "admin" || tab !== "leads") return { leads: null };
  return { leads: await listStaffLeads(context.app.db) };
}

/** Switching tabs only changes `?tab`; each tab fetches its own data. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search) return false;
  return defaultShouldRevalidate;
}

/** The owner's pages beside the dashboard, by their address. */
const sections = {
  settings: { title: "Settings", Page: SettingsPage },
  audit: { title: "Audit log", Page: AuditPage },
  setup: { title: "Setup checks", Page: SetupChecksPage },
} as const;

export default function AdminPage({ loaderData, params }: Route.ComponentProps) {
  const section = params.section ? sections[params.section as keyof typeof sections] : undefined;
  if (section) {
    return (
      <BackOfficeLayout>
        <RequireRole roles={["admin"]}>
          <main id="main" className="bg-slate-50 pb-16">
            <NeedsJavaScript />
            <Breadcrumbs items={[...crumbs, { name: section.title, url: `/admin/${params.section}` }]} />
            <div className="mx-auto max-w-5xl px-4">
              <h1 className="mb-6 mt-2 text-3xl font-bold text-slate-900">{section.title}</h1>
              <section.Page />
            </div>
          </main>
        </RequireRole>
      </BackOfficeLayout>
    );
  }
  // The guard renders its own <main> for the checking / sign-in / denied screens.
  return (
    <BackOfficeLayout>
      <RequireRole roles={["admin"]}>
        <main id="main" className="bg-slate-50 pb-16">
          <NeedsJavaScript />
          <Breadcrumbs items={crumbs} />
          <div className="mx-auto max-w-7xl px-4">
            <div className="mb-6 mt-2 flex flex-wrap items-baseline justify-between gap-3">
              <h1 className="text-3xl font-bold text-slate-900">{messages.dashboard.title}</h1>
              <Link to="/admin/team" className="font-semibold text-brand-700 hover:underline">
                {messages.dashboard.manageTeam}
              </Link>
            </div>
            {/* On a phone the section (the leads first) comes before the overview; from 640 px up the overview leads. */}
            <div className="flex flex-col">
              <AdminDashboard initialLeads={loaderData.leads} blogTab={<BlogManager />} />
              <div className="order-last mt-8 sm:order-first sm:mt-0">
                <OverviewPanel />
              </div>
            </div>
          </div>
        </main>
      </RequireRole>
    </BackOfficeLayout>
  );
}
