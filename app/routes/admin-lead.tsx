/** /admin/leads/:id: one lead's page for admins, server-rendered, the alert mail's Open lead link. */
import { Link } from "react-router";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { NeedsJavaScript } from "~/features/auth/needs-javascript";
import { RequireRole } from "~/features/auth/require-role";
import { LeadPage } from "~/features/lead-inbox";
import { pageMeta } from "~/lib/page-meta";
import { messages } from "~/shared/messages";
import { BackOfficeErrorBoundary } from "~/shell/back-office/back-office-error";
import { BackOfficeLayout } from "~/shell/back-office/back-office-layout";
import { adminOnly, getStaffLead, leadTimeline, notFound, recordId, refused } from "~/data/back-office.server";
import type { Route } from "./+types/admin-lead";

export const meta = pageMeta({
  title: "Lead | Mansfield Heating & Plumbing",
  description: "One lead of the Mansfield Heating & Plumbing back office.",
  noindex: true,
  breadcrumbs: null,
});

export async function loader({ context, params }: Route.LoaderArgs) {
  const refusal = adminOnly(context.user);
  if (refusal) return refused(refusal);
  const id = recordId(params.id);
  const [lead, timeline] = await Promise.all([getStaffLead(context.app.db, id), leadTimeline(context.app.db, id)]);
  if (!lead || !timeline) notFound();
  return { lead, timeline };
}

export default function AdminLeadPage({ loaderData }: Route.ComponentProps) {
  const lead = "lead" in loaderData ? loaderData.lead : null;
  const name = lead ? `${lead.firstName} ${lead.lastName}` : "Lead";
  return (
    <BackOfficeLayout>
      <RequireRole roles={["admin"]}>
        <main id="main" className="bg-slate-50 pb-16">
          <NeedsJavaScript />
          <Breadcrumbs
            items={[
              { name: "Admin", url: "/admin/today" },
              { name: messages.backOffice.leadsCrumb, url: "/admin" },
              { name, url: lead ? `/admin/leads/${lead.id}` : "/admin" },
            ]}
          />
          <div className="mx-auto max-w-3xl space-y-6 px-4 pt-2">
            {lead && "timeline" in loaderData && <LeadPage key={lead.id} initialLead={lead} initialTimeline={loaderData.timeline} />}
            <Link to="/admin" className="inline-block font-semibold text-brand-700 hover:underline">
              ← {messages.backOffice.backToLeads}
            </Link>
          </div>
        </main>
      </RequireRole>
    </BackOfficeLayout>
  );
}

export const ErrorBoundary = BackOfficeErrorBoundary;
