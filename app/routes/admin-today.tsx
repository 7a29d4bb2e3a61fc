/** /admin/today: the owner's day on one screen, where an admin lands after signing in. */
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { RequireRole } from "~/features/auth/require-role";
import { TodayPage } from "~/features/office";
import { pageMeta } from "~/lib/page-meta";
import { BackOfficeLayout } from "~/shell/back-office/back-office-layout";
import { adminOnly, refused, todayOverview } from "~/data/back-office.server";
import type { Route } from "./+types/admin-today";

export const meta = pageMeta({
  title: "Today | Mansfield Heating & Plumbing",
  description: "New leads, follow-ups, jobs and moderation waiting today.",
  noindex: true,
  breadcrumbs: null,
});

export async function loader({ context }: Route.LoaderArgs) {
  const refusal = adminOnly(context.user);
  if (refusal) return refused(refusal);
  const now = context.app.clock.now();
  return { today: await todayOverview(context.app.db, now), now: now.getTime() };
}

export default function AdminTodayPage({ loaderData }: Route.ComponentProps) {
  return (
    <BackOfficeLayout>
      <RequireRole roles={["admin"]}>
        <main id="main" className="bg-slate-50 pb-16">
          <Breadcrumbs items={[{ name: "Admin", url: "/admin/today" }]} />
          <div className="mx-auto max-w-3xl px-4 pt-2">{"today" in loaderData && <TodayPage data={loaderData.today} now={loaderData.now} />}</div>
        </main>
      </RequireRole>
    </BackOfficeLayout>
  );
}
