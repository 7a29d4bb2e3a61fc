/**
 * /admin/leads/:id and /admin/contacts/:id: one lead's or one contact's page for admins,
 * server-rendered (the alert mail's Open lead link lands here), each with its quotes; and
 * /admin/quotes/:id (or /admin/quotes/new?leadId=…), the quote editor, and /admin/invoices/:id, one
 * invoice, both drawn in the browser. One
 * module for all keeps the route manifest every public page loads shorter; any other kind is a 404.
 */
import { ROLES_FOR } from "@common/roles";
import { lazy } from "react";
import { Link, useSearchParams } from "react-router";
import { LeadPage } from "~/features/lead-inbox";
import { RecordQuotes } from "~/features/quotes";
import { pageMeta } from "~/lib/page-meta";
import * as staffMessages from "@common/staff-messages";
import { BackOfficeErrorBoundary } from "~/shell/back-office/back-office-error";
import { StaffPage } from "~/shell/back-office/staff-page";
import { adminOnly, getContact, getStaffLead, leadTimeline, notFound, recordId, refused, toContactJson } from "~/data/back-office.server";
import type { Route } from "./+types/admin-record";

/**
 * A lead's page (the alert mail's link, opened on a phone) is this module's own; a contact, the
 * quote editor and an invoice come in chunks of their own, loaded when shown. The server renders
 * them in place (no Suspense boundary: the HTML waits and comes whole), and hydration keeps the
 * server's HTML until the chunk is in.
 */
const ContactPage = lazy(() => import("~/features/contacts/contact-page").then((m) => ({ default: m.ContactPage })));
const QuoteEditorPage = lazy(() => import("~/features/quotes/quote-editor").then((m) => ({ default: m.QuoteEditorPage })));
const InvoiceEditorPage = lazy(() => import("~/features/invoices/invoice-editor").then((m) => ({ default: m.InvoiceEditorPage })));

export const meta = pageMeta(({ location }) => ({
  title: `${location.pathname.startsWith("/admin/contacts/") ? "Contact" : location.pathname.startsWith("/admin/quotes/") ? "Quote" : location.pathname.startsWith("/admin/invoices/") ? "Invoice" : "Lead"} | {business}`,
  description: "One record of the {business} back office.",
  noindex: true,
  breadcrumbs: null,
}));

export async function loader({ context, params }: Route.LoaderArgs) {
  if (params.kind !== "leads" && params.kind !== "contacts" && params.kind !== "quotes" && params.kind !== "invoices") notFound();
  const refusal = adminOnly(context.user);
  if (refusal) return refused(refusal);
  if (params.kind === "quotes") return { quoteId: params.id === "new" ? "new" : recordId(params.id) };
  if (params.kind === "invoices") return { invoiceId: recordId(params.id) };
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
  quotes: { name: "Quotes", url: "/admin/quotes", back: "Back to quotes" },
  invoices: { name: "Invoices", url: "/admin/invoices", back: "Back to invoices" },
  leads: { name: staffMessages.backOffice.leadsCrumb, url: "/admin", back: staffMessages.backOffice.backToLeads },
  contacts: { name: staffMessages.backOffice.contactsCrumb, url: "/admin?tab=crm", back: staffMessages.backOffice.backToContacts },
};

export default function AdminRecordPage({ loaderData, params }: Route.ComponentProps) {
  const [search] = useSearchParams();
  if ("quoteId" in loaderData && loaderData.quoteId) {
    const id = loaderData.quoteId;
    const crumbs = [
      { name: "Admin", url: "/admin/today" },
      { name: lists.quotes.name, url: lists.quotes.url },
      { name: id === "new" ? "New quote" : "Quote", url: `/admin/quotes/${id}` },
    ];
    return (
      <StaffPage roles={ROLES_FOR.admin} crumbs={crumbs}>
        <div className="mx-auto max-w-3xl space-y-6 px-4 pt-2">
          <QuoteEditorPage key={`${id}${search.toString()}`} id={id} leadId={search.get("leadId") ?? undefined} contactId={search.get("contactId") ?? undefined} />
          <Link to={lists.quotes.url} className="inline-block font-semibold text-brand-700 hover:underline max-sm:inline-flex max-sm:min-h-11 max-sm:min-w-11 max-sm:items-center">
            ← {lists.quotes.back}
          </Link>
        </div>
      </StaffPage>
    );
  }
  if ("invoiceId" in loaderData && loaderData.invoiceId) {
    const id = loaderData.invoiceId;
    const crumbs = [
      { name: "Admin", url: "/admin/today" },
      { name: lists.invoices.name, url: lists.invoices.url },
      { name: "Invoice", url: `/admin/invoices/${id}` },
    ];
    return (
      <StaffPage roles={ROLES_FOR.admin} crumbs={crumbs}>
        <div className="mx-auto max-w-3xl space-y-6 px-4 pt-2">
          <InvoiceEditorPage key={id} id={id} />
          <Link to={lists.invoices.url} className="inline-block font-semibold text-brand-700 hover:underline max-sm:inline-flex max-sm:min-h-11 max-sm:min-w-11 max-sm:items-center">
            ← {lists.invoices.back}
          </Link>
        </div>
      </StaffPage>
    );
  }
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
        {"lead" in loaderData && loaderData.lead && <RecordQuotes key={`q-${loaderData.lead.id}`} leadId={loaderData.lead.id} />}
        {"contact" in loaderData && loaderData.contact && <ContactPage key={loaderData.contact.id} initialContact={loaderData.contact} />}
        {"contact" in loaderData && loaderData.contact && <RecordQuotes key={`q-${loaderData.contact.id}`} contactId={loaderData.contact.id} />}
        <Link to={list.url} className="inline-block font-semibold text-brand-700 hover:underline max-sm:inline-flex max-sm:min-h-11 max-sm:min-w-11 max-sm:items-center">
          ← {list.back}
        </Link>
      </div>
    </StaffPage>
  );
}

export const ErrorBoundary = BackOfficeErrorBoundary;
