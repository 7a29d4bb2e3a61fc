import { ROLES_FOR } from "@common/roles";
import { lazy } from "react";
import { data, Link, redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import { isTeamTab, parseTab, TodayPage, type JobsRange } from "~/features/office";
import { NeedsJavaScript } from "~/features/auth/needs-javascript";
import { BackOfficeErrorBoundary } from "~/shell/back-office/back-office-error";
import { StaffPage } from "~/shell/back-office/staff-page";
import { pageMeta } from "~/lib/page-meta";
import * as staffMessages from "@common/staff-messages";
import { listStaffLeads } from "~/data/leads.server";
import { adminOnly, apiDocument, businessDay, listJobs, refused, todayOverview } from "~/data/back-office.server";
import type { Route } from "./+types/admin";

const crumbs = [{ name: staffMessages.dashboard.title, url: "/admin" }];

/**
 * Each page of this module but Today comes in a chunk of its own, loaded when it is shown: the module
 * serves a dozen pages, and Today (the owner's first page of the day, on a phone) loaded and ran
 * them all. The server renders a lazy page in place (no Suspense boundary, so the HTML waits for
 * it and comes whole); in the browser, hydration keeps the server's HTML until the chunk is in.
 */
const AdminDashboard = lazy(() => import("~/features/office/dashboard").then((m) => ({ default: m.AdminDashboard })));
const OverviewPanel = lazy(() => import("~/features/office/overview-panel").then((m) => ({ default: m.OverviewPanel })));
const BlogManager = lazy(() => import("~/features/blog/blog-manager").then((m) => ({ default: m.BlogManager })));
const JobsPage = lazy(() => import("~/features/office/jobs-page").then((m) => ({ default: m.JobsPage })));
const ApiReference = lazy(() => import("~/features/api-tokens/api-reference").then((m) => ({ default: m.ApiReference })));
const SchedulePage = lazy(() => import("~/features/visits/schedule-page").then((m) => ({ default: m.SchedulePage })));
const plainPages = {
  settings: lazy(() => import("~/features/office/settings-page").then((m) => ({ default: m.SettingsPage }))),
  audit: lazy(() => import("~/features/office/audit-page").then((m) => ({ default: m.AuditPage }))),
  setup: lazy(() => import("~/features/setup/setup-page").then((m) => ({ default: m.SetupChecksPage }))),
  "api-tokens": lazy(() => import("~/features/api-tokens/api-tokens-page").then((m) => ({ default: m.ApiTokensPage }))),
  quotes: lazy(() => import("~/features/quotes/quotes-page").then((m) => ({ default: m.QuotesPage }))),
  "price-book": lazy(() => import("~/features/quotes/price-book-page").then((m) => ({ default: m.PriceBookPage }))),
  invoices: lazy(() => import("~/features/invoices/invoices-page").then((m) => ({ default: m.InvoicesPage }))),
};

/** The owner's pages beside the dashboard, by their address. */
const sections = {
  today: { title: "Today", description: "New leads, follow-ups, jobs and moderation waiting today." },
  jobs: { title: "Jobs", description: "The jobs booked today and this week." },
  schedule: { title: "Schedule", description: "The visits by day and by week: who is where, and when." },
  quotes: { title: "Quotes", description: "Quotes written, sent and answered, with their totals." },
  "price-book": { title: "Price book", description: "The items quotes are priced from." },
  invoices: { title: "Invoices", description: "Invoices sent and paid, what is owed, and the exports for the books." },
  settings: { title: "Settings", description: "The business's facts as the site and the mail show them." },
  audit: { title: "Audit log", description: "Who did what in the back office." },
  setup: { title: "Setup checks", description: "Whether mail, alerts, addresses and backups are ready for a live site." },
  "api-tokens": { title: "API tokens", description: "Tokens that let other tools use the site's API." },
  api: { title: "API reference", description: "The routes other tools may call, from the OpenAPI document." },
} as const;
type Section = keyof typeof sections;

const sectionOf = (value: string | undefined) => (value && value in sections ? (value as Section) : undefined);

export const meta = pageMeta(({ location }) => {
  const section = sectionOf(location.pathname.split("/")[2]);
  return section
    ? { title: `${sections[section].title} | {business}`, description: sections[section].description, breadcrumbs: null, noindex: true }
    : {
        // Each tab is a page of its own to a screen reader's or a browser's list of tabs.
        title: `${staffMessages.dashboard.tabs[parseTab(new URLSearchParams(location.search).get("tab"))]} | Admin Dashboard | {business}`,
        description: "Leads, customers, reviews and alert settings for {business} staff.",
        breadcrumbs: crumbs,
        noindex: true,
      };
});

/**
 * Admins get the Leads tab, Today and the jobs server-rendered (Today and the jobs answer 401 / 403
 * with no data to anyone else, like the API); everyone else gets the guard screen.
 */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // The leads list is the dashboard's default section; a lead's page (/admin/leads/:id) links up to it.
  if (params.section === "leads") throw redirect(`/admin${url.search}`);
  if (params.section && !sectionOf(params.section)) throw data("Not found", { status: 404 });
  if (params.section === "today" || params.section === "jobs") {
    const refusal = adminOnly(context.user);
    if (refusal) return refused(refusal);
    const now = context.app.clock.now();
    if (params.section === "today") return { today: await todayOverview(context.app.db, now), now: now.getTime() };
    const range: JobsRange = url.searchParams.get("range") === "week" ? "week" : "today";
    const days = Array.from({ length: range === "week" ? 7 : 1 }, (_, i) => businessDay(now, i));
    return { range, days, jobs: await listJobs(context.app.db, days[0]!, days.at(-1)!) };
  }
  if (params.section === "api") {
    const refusal = adminOnly(context.user);
    if (refusal) return refused(refusal);
    return { apiDocument: apiDocument(context.app) ?? null };
  }
  if (params.section) return { leads: null };
  const requested = url.searchParams.get("tab");
  // Older links to the team tab open the team page.
  if (isTeamTab(requested)) throw redirect("/admin/team");
  const tab = parseTab(requested);
  if (context.user?.role !== "admin" || tab !== "leads") return { leads: null };
  return { leads: await listStaffLeads(context.app.db) };
}

/** Switching the dashboard's tabs only changes `?tab`; each tab fetches its own data. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname === "/admin" && nextUrl.pathname === "/admin" && currentUrl.search !== nextUrl.search) return false;
  return defaultShouldRevalidate;
}

function SectionPage({ section, loaderData }: { section: Section; loaderData: Route.ComponentProps["loaderData"] }) {
  const d = loaderData;
  if (section === "today") return "today" in d && d.today && d.now ? <TodayPage data={d.today} now={d.now} /> : null;
  if (section === "jobs") return "jobs" in d && d.jobs && d.range && d.days ? <JobsPage range={d.range} days={d.days} jobs={d.jobs} /> : null;
  if (section === "api") {
    return "apiDocument" in d && d.apiDocument ? (
      <>
        <h1 className="mb-6 mt-2 text-3xl font-bold text-slate-900">{sections.api.title}</h1>
        <ApiReference document={d.apiDocument} />
      </>
    ) : null;
  }
  if (section === "schedule") {
    return (
      <>
        <NeedsJavaScript />
        <SchedulePage />
      </>
    );
  }
  const Page = plainPages[section];
  return (
    <>
      <NeedsJavaScript />
      <h1 className="mb-6 mt-2 text-3xl font-bold text-slate-900">{sections[section].title}</h1>
      <Page />
    </>
  );
}

export default function AdminPage({ loaderData, params }: Route.ComponentProps) {
  const section = sectionOf(params.section);
  if (section) {
    return (
      <StaffPage roles={ROLES_FOR.admin} crumbs={[...crumbs, { name: sections[section].title, url: `/admin/${section}` }]} needsJavaScript={false}>
        <div className={`mx-auto px-4 ${section === "today" || section === "jobs" || section === "schedule" || section === "quotes" || section === "price-book" || section === "invoices" ? "max-w-3xl pt-2" : "max-w-5xl"}`}>
          <SectionPage section={section} loaderData={loaderData} />
        </div>
      </StaffPage>
    );
  }
  return (
    <StaffPage roles={ROLES_FOR.admin} crumbs={crumbs}>
      <div className="mx-auto max-w-7xl px-4">
        <div className="mb-6 mt-2 flex flex-wrap items-baseline justify-between gap-3">
          <h1 className="text-3xl font-bold text-slate-900">{staffMessages.dashboard.title}</h1>
          <Link to="/admin/team" className="font-semibold text-brand-700 hover:underline max-sm:inline-flex max-sm:min-h-11 max-sm:min-w-11 max-sm:items-center">
            {staffMessages.dashboard.manageTeam}
          </Link>
        </div>
        {/* On a phone the section (the leads first) comes before the overview; from 640 px up the overview leads. */}
        <div className="flex flex-col">
          <AdminDashboard initialLeads={"leads" in loaderData ? (loaderData.leads ?? null) : null} blogTab={<BlogManager />} />
          <div className="order-last mt-8 sm:order-first sm:mt-0">
            <OverviewPanel />
          </div>
        </div>
      </div>
    </StaffPage>
  );
}

export const ErrorBoundary = BackOfficeErrorBoundary;
