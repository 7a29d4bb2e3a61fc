/**
 * Leads tab: search, sort, page size 10/20/50, at most 5 page buttons, a status selector
 * per lead, Convert to Contact, CSV export. Spam-flagged leads are behind their own filter.
 */
import { Mail, Phone, UserPlus } from "~/components/icons";
import { useMemo, useState } from "react";
import { Button } from "~/components/ui/button";
import { Label, Select } from "~/components/ui/form-controls";
import { SearchField, SelectField } from "~/components/back-office/list-controls";
import * as messages from "@common/messages";
import * as staffMessages from "@common/staff-messages";
import {
  DEFAULT_LEAD_PAGE_SIZE,
  leadPageSizes,
  leadSortOptions,
  type LeadSort,
} from "@common/schemas/admin-lead-values";
import { useConvertLead, useLeads, useUpdateLeadStatus } from "./api";
import type { AdminLead } from "./api";
import { ExportButton } from "~/components/back-office/export-button";
import { LeadDetailsDialog } from "./lead-details";
import { LeadStatusOptions } from "./lead-status-options";
import { formatAge, formatDateTime } from "@common/dates";
import { clampPage, pageCount, pageSlice } from "~/components/back-office/paging";
import { searchLeads, sortLeads } from "./list-logic";
import { Pagination } from "~/components/back-office/pagination";
import { EmptyState, ListSkeleton, LoadError, StatusBadge } from "~/components/back-office/states";
import { Link } from "react-router";
import { serviceName } from "@common/lead-forms";
import { mailtoHref, phoneHref } from "@common/reach-links";

const m = staffMessages.dashboard;
const LONG_MESSAGE = 160;

/** The request text, cut to three lines with a toggle when it is long. */
function LeadMessage({ text }: { text: string }) {
  const [open, setOpen] = useState(false);
  const long = text.length > LONG_MESSAGE;
  return (
    <div className="mt-1 text-slate-700 wrap-anywhere">
      <p className={open || !long ? "whitespace-pre-line" : "line-clamp-3 whitespace-pre-line"}>{text}</p>
      {long && (
        <button
          type="button"
          aria-expanded={open}
          className="mt-1 text-xs font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
          onClick={() => setOpen((v) => !v)}
        >
          {open ? messages.review.showLess : messages.review.readMore}
        </button>
      )}
    </div>
  );
}

export function LeadsTab({ initialLeads, onOpenContact }: { initialLeads: AdminLead[] | null; onOpenContact: (id: string) => void }) {
  const [search, setSearch] = useState("");
  const [sort, setSort] = useState<LeadSort>("newest");
  const [pageSize, setPageSize] = useState<number>(DEFAULT_LEAD_PAGE_SIZE);
  const [page, setPage] = useState(1);
  const [showSpam, setShowSpam] = useState(false);
  const [assignee, setAssignee] = useState("");
  const [openLeadId, setOpenLeadId] = useState<string | null>(null);

  const leadsQuery = useLeads(showSpam, assignee, initialLeads);
  // The dialog follows the list, so an assignment or spam change shows there at once.
  const openLead = leadsQuery.data?.find((l) => l.id === openLeadId) ?? null;
  // A lead that left this list (marked as spam, restored, deleted) closes its dialog for good.
  if (openLeadId && leadsQuery.data && !openLead) setOpenLeadId(null);


  const visible = useMemo(() => sortLeads(searchLeads(leadsQuery.data ?? [], search), sort), [leadsQuery.data, search, sort]);
  const totalPages = pageCount(visible.length, pageSize);
  const current = clampPage(page, visible.length, pageSize);
  const rows = pageSlice(visible, current, pageSize);

  const statusMutation = useUpdateLeadStatus();

  const convertMutation = useConvertLead();

  return (
    <section aria-labelledby="leads-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="leads-heading" className="text-xl font-bold text-slate-900">
          {showSpam ? "Leads held as spam" : "Leads"}
          {leadsQuery.data && <span className="ml-2 text-base font-normal text-slate-600"> ({visible.length})</span>}
        </h2>
        <ExportButton href="/api/leads/export.csv" label="Export CSV" />
      </div>

      <div className="grid gap-3 md:grid-cols-[1fr_auto_auto_auto] md:items-end">
        <SearchField
          id="lead-search"
          label="Search leads"
          placeholder={m.leadSearchPlaceholder}
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
        />
        <SelectField id="lead-sort" label="Sort by" value={sort} options={leadSortOptions} onChange={setSort} />
        <SelectField
          id="lead-page-size"
          label="Per page"
          value={pageSize}
          options={leadPageSizes.map((n) => ({ value: n, label: String(n) }))}
          onChange={(n) => {
            setPageSize(n);
            setPage(1);
          }}
        />
        <div>
          <Label htmlFor="lead-view">Show</Label>
          <Select
            id="lead-view"
            value={showSpam ? "spam" : "leads"}
            onChange={(e) => {
              setShowSpam(e.target.value === "spam");
              setPage(1);
            }}
          >
            <option value="leads">Leads</option>
            <option value="spam">Held as spam</option>
          </Select>
        </div>
        <div>
          <Label htmlFor="lead-assignee-filter">Assigned to</Label>
          <Select
            id="lead-assignee-filter"
            value={assignee}
            onChange={(e) => {
              setAssignee(e.target.value);
              setPage(1);
            }}
          >
            <option value="">Anyone</option>
            <option value="me">My leads</option>
            <option value="none">Nobody</option>
          </Select>
        </div>
      </div>

      {leadsQuery.isPending ? (
        <ListSkeleton label="Loading leads" />
      ) : leadsQuery.isError ? (
        <LoadError onRetry={() => void leadsQuery.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState>{search.trim() ? m.leadsNoMatch : m.leadsEmpty}</EmptyState>
      ) : (
        // Below 640 px each row is a card (name, service, town, age, status) that opens the lead's
        // page; from 640 px up the table has its columns and the dialog.
        <div className="relative rounded-lg sm:overflow-x-auto sm:border sm:border-slate-200 sm:bg-white">
          <table className="block w-full text-left text-sm sm:table sm:min-w-[640px]">
            <thead className="sr-only bg-slate-50 text-slate-700 sm:not-sr-only sm:table-header-group">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold">Name</th>
                <th scope="col" className="px-3 py-2 font-semibold">Service & message</th>
                <th scope="col" className="px-3 py-2 font-semibold">Status</th>
                <th scope="col" className="px-3 py-2 font-semibold">Assigned to</th>
                <th scope="col" className="px-3 py-2 font-semibold">Actions</th>
              </tr>
            </thead>
            <tbody className="block space-y-2 sm:table-row-group sm:space-y-0 sm:divide-y sm:divide-slate-200">
              {rows.map((lead) => {
                const name = `${lead.firstName} ${lead.lastName}`;
                return (
                  <tr key={lead.id} data-testid="lead-row" className="block rounded-lg border border-slate-200 bg-white p-3 align-top sm:table-row sm:rounded-none sm:border-0 sm:p-0">
                    <td className="block sm:table-cell sm:px-3 sm:py-3">
                      <Link to={`/admin/leads/${lead.id}`} className="font-semibold text-brand-800 wrap-anywhere hover:underline">
                        {name}
                      </Link>
                      <p className="text-slate-700 wrap-anywhere sm:hidden">{[serviceName(lead.serviceType), lead.location].filter(Boolean).join(" · ") || "—"}</p>
                      <a href={mailtoHref(lead.email)} className="hidden items-center gap-1 text-brand-700 wrap-anywhere hover:underline sm:flex">
                        <Mail className="h-3.5 w-3.5" aria-hidden="true" />
                        {lead.email}
                      </a>
                      <a href={phoneHref(lead.phone)} className="hidden items-center gap-1 text-brand-700 hover:underline sm:flex">
                        <Phone className="h-3.5 w-3.5" aria-hidden="true" />
                        {lead.phone}
                      </a>
                      <div className="mt-1 text-xs text-slate-600">
                        <span className="sm:hidden">
                          <time dateTime={lead.createdAt} suppressHydrationWarning>
                            {formatAge(lead.createdAt)}
                          </time>
                        </span>
                        <span className="hidden sm:inline">
                          Received <time dateTime={lead.createdAt}>{formatDateTime(lead.createdAt)}</time>
                        </span>
                      </div>
                    </td>
                    <td className="hidden max-w-xs px-3 py-3 sm:table-cell">
                      <div className="font-medium text-slate-900">{lead.serviceType ? serviceName(lead.serviceType) : "—"}</div>
                      {lead.message && <LeadMessage text={lead.message} />}
                      {lead.location && <p className="mt-1 text-slate-600">{lead.location}</p>}
                    </td>
                    <td className="mt-2 block sm:mt-0 sm:table-cell sm:px-3 sm:py-3">
                      <Select
                        aria-label={`Status for ${name}`}
                        className="h-9! w-32! py-1! text-sm!"
                        value={lead.status}
                        onChange={(e) => statusMutation.mutate({ id: lead.id, status: e.target.value })}
                      >
                        <LeadStatusOptions current={lead.status} />
                      </Select>
                    </td>
                    <td className="hidden px-3 py-3 text-slate-700 wrap-anywhere sm:table-cell">{lead.assignee?.name ?? "—"}</td>
                    <td className="hidden px-3 py-3 sm:table-cell">
                      {lead.contactId ? (
                        <div className="flex flex-col items-start gap-1">
                          <StatusBadge tone="green">Converted</StatusBadge>
                          <Button variant="link" size="sm" className="h-auto! px-0!" onClick={() => onOpenContact(lead.contactId!)}>
                            View contact
                          </Button>
                        </div>
                      ) : (
                        <Button
                          variant="outline"
                          size="sm"
                          busy={convertMutation.isPending && convertMutation.variables?.id === lead.id}
                          onClick={() => convertMutation.mutate(lead)}
                        >
                          <UserPlus className="h-4 w-4" aria-hidden="true" /> Convert to Contact
                        </Button>
                      )}
                      <Button variant="link" size="sm" className="h-auto! px-0!" onClick={() => setOpenLeadId(lead.id)} aria-label={`Details for ${lead.firstName} ${lead.lastName}`}>
                        Details
                      </Button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}

      <div className="flex flex-wrap items-center justify-between gap-3 text-sm text-slate-700">
        {visible.length > 0 && (
          <p>
            Showing {(current - 1) * pageSize + 1}–{Math.min(current * pageSize, visible.length)} of {visible.length}
          </p>
        )}
        <Pagination page={current} totalPages={totalPages} totalItems={visible.length} onPage={setPage} />
      </div>
      <LeadDetailsDialog lead={openLead} onClose={() => setOpenLeadId(null)} />
    </section>
  );
}
