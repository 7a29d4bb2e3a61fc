/** /admin/jobs?range=today|week: the jobs booked by day, for admins. */
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { RequireRole } from "~/features/auth/require-role";
import { JobsPage, type JobsRange } from "~/features/office";
import { pageMeta } from "~/lib/page-meta";
import { businessDay } from "~/shared/dates";
import { BackOfficeLayout } from "~/shell/back-office/back-office-layout";
import { adminOnly, listJobs, refused } from "~/data/back-office.server";
import type { Route } from "./+types/admin-jobs";

export const meta = pageMeta({
  title: "Jobs | Mansfield Heating & Plumbing",
  description: "The jobs booked today and this week.",
  noindex: true,
  breadcrumbs: null,
});

export async function loader({ context, request }: Route.LoaderArgs) {
  const refusal = adminOnly(context.user);
  if (refusal) return refused(refusal);
  const range: JobsRange = new URL(request.url).searchParams.get("range") === "week" ? "week" : "today";
  const now = context.app.clock.now();
  const days = Array.from({ length: range === "week" ? 7 : 1 }, (_, i) => businessDay(now, i));
  return { range, days, jobs: await listJobs(context.app.db, days[0]!, days.at(-1)!) };
}

export default function AdminJobsPage({ loaderData }: Route.ComponentProps) {
  return (
    <BackOfficeLayout>
      <RequireRole roles={["admin"]}>
        <main id="main" className="bg-slate-50 pb-16">
          <Breadcrumbs items={[{ name: "Admin", url: "/admin/today" }, { name: "Jobs", url: "/admin/jobs" }]} />
          <div className="mx-auto max-w-3xl px-4 pt-2">{"jobs" in loaderData && <JobsPage range={loaderData.range} days={loaderData.days} jobs={loaderData.jobs} />}</div>
        </main>
      </RequireRole>
    </BackOfficeLayout>
  );
}
