/**
 * /admin/leads/:id and /admin/contacts/:id: one lead's or one contact's page for admins,
 * server-rendered (the alert mail's Open lead link lands here). One module for both keeps the
 * route manifest every public page loads one entry shorter; any other kind is a 404.
 */
import { ROLES_FOR } from "@common/roles";
import { Link } from "react-router";
import { ContactPage } from "~/features/contacts";
import { LeadPage } from "~/features/lead-inbox";
import { pageMeta } from "~/lib/page-meta";
import * as staffMessages from "@common/staff-messages";
import { BackOfficeErrorBoundary } from "~/shell/back-office/back-office-error";
import { StaffPage } from "~/shell/back-office/staff-page";
import { adminOnly, getContact, getStaffLead, leadTimeline, notFound, recordId, refused, toContactJson } from "~/data/back-office.server";
import type { Route } from "./+types/admin-record";

export const meta = pageMeta(({ location }) => ({
  title: `${location.pathname.startsWith("/admin/contacts/") ? "Contact" : "Lead"} | {business}`,
  description: "One record of the {business} back office.",
  noindex: true,
  breadcrumbs: null,
}));

export async function loader({ context, params }: Route.LoaderArgs) {
  if (params.kind !== "leads" && params.kind !== "contacts") notFound();
  const refusal = adminOnly(context.user);
  if (refusal) return refused(refusal);
  const id = recordId(params.id);
  const db = context.app.db;
  if (params.kind === "contacts") {
    const contact = await getContact(db, id);
    if (!contact) notFound();
    return { contact: toContactJson(contact) };
  }
  const [lead, timeline] = await Promise.all([getStaffLead(db, id), leadTimeline(db, id)]);
  if (!lead || !timeline) notFound();
  return { lead, timeline };
}

const lists = {
  leads: { name: staffMessages.backOffice.leadsCrumb, url: "/admin", back: staffMessages.backOffice.backToLeads },
  contacts: { name: staffMessages.backOffice.contactsCrumb, url: "/admin?tab=crm", back: staffMessages.backOffice.backToContacts },
};

export default function AdminRecordPage({ loaderData, params }: Route.ComponentProps) {
  const list = lists[params.kind === "contacts" ? "contacts" : "leads"];
  const record = ("lead" in loaderData ? loaderData.lead : "contact" in loaderData ? loaderData.contact : null) ?? null;
  const name = record ? `${record.firstName} ${record.lastName}` : "Record";
  const crumbs = [
    { name: "Admin", url: "/admin/today" },
    { name: list.name, url: list.url },
    { name, url: record ? `/admin/${params.kind}/${record.id}` : list.url },
  ];
  return (
    <StaffPage roles={ROLES_FOR.admin} crumbs={crumbs}>
      <div className="mx-auto max-w-3xl space-y-6 px-4 pt-2">
        {"lead" in loaderData && loaderData.lead && loaderData.timeline && (
          <LeadPage key={loaderData.lead.id} initialLead={loaderData.lead} initialTimeline={loaderData.timeline} />
        )}
        {"contact" in loaderData && loaderData.contact && <ContactPage key={loaderData.contact.id} initialContact={loaderData.contact} />}
        <Link to={list.url} className="inline-block font-semibold text-brand-700 hover:underline">
          ← {list.back}
        </Link>
      </div>
    </StaffPage>
  );
}

export const ErrorBoundary = BackOfficeErrorBoundary;
