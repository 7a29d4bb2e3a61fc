/**
 * CRM tab: counters, server-side search, seven sorts, the contacts table (notes cut at
 * 50 characters), status selector, delete with confirmation, details panel, CSV export, and a
 * new contact entered by hand (opened once it is added).
 */
import { Link } from "react-router";
import { Plus, Trash2, Upload } from "~/components/icons";
import { useMemo, useState } from "react";
import { Button, buttonClasses } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";
import { Select } from "~/components/ui/form-controls";
import { SearchField, SelectField } from "~/components/back-office/list-controls";
import * as staffMessages from "@common/staff-messages";
import { contactSortOptions, contactStatuses, type ContactSort } from "@common/schemas/crm";
import { useContacts, useCrmStats, useDeleteContact, useUpdateContactStatus } from "./api";
import type { Contact } from "./api";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { ContactForm } from "./contact-form";
import { ExportButton } from "~/components/back-office/export-button";
import { formatDate } from "@common/dates";
import { sortContacts, truncateNotes } from "./list-logic";
import { EmptyState, ListSkeleton, LoadError } from "~/components/back-office/states";
import { useDebounced } from "~/components/back-office/use-debounced";

const m = staffMessages.dashboard;

/** A figure; with `to`, the whole card links to the list behind it. */
function Counter({ label, value, testId, to }: { label: string; value: number | undefined; testId: string; to?: string }) {
  const body = (
    <>
      <p className="text-sm font-medium text-slate-600">{label}</p>
      <p className="mt-1 text-3xl font-bold text-slate-900" data-testid={testId}>
        {value ?? "–"}
      </p>
    </>
  );
  return (
    <Card className="p-4">
      {to ? (
        <Link to={to} className="block rounded hover:underline focus-visible:outline-2 focus-visible:outline-brand-600">
          {body}
        </Link>
      ) : (
        body
      )}
    </Card>
  );
}

export function ContactsTab({ onOpenContact }: { onOpenContact: (id: string) => void }) {
  const [search, setSearch] = useState("");
  const [sort, setSort] = useState<ContactSort>("newest");
  const [toDelete, setToDelete] = useState<Contact | null>(null);
  const [adding, setAdding] = useState(false);
  const term = useDebounced(search.trim());

  const stats = useCrmStats();
  const statsData = stats.data;
  const contactsQuery = useContacts(term);
  const rows = useMemo(() => sortContacts(contactsQuery.data ?? [], sort), [contactsQuery.data, sort]);

  const statusMutation = useUpdateContactStatus();
  const deleteMutation = useDeleteContact(() => setToDelete(null));

  return (
    <section aria-labelledby="crm-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="crm-heading" className="text-xl font-bold text-slate-900">
          Customer contacts
        </h2>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => setAdding(true)}>
            <Plus className="h-4 w-4" aria-hidden="true" /> New contact
          </Button>
          <Link to="/admin/contacts/import" className={buttonClasses("outline", "sm")}>
            <Upload className="h-4 w-4" aria-hidden="true" /> {staffMessages.contactImport.open}
          </Link>
          <ExportButton href="/api/crm/contacts/export.csv" label="Export CSV" />
          <ExportButton href="/api/crm/services/export.csv" label={staffMessages.contactImport.exportJobs} />
        </div>
      </div>

      <Dialog open={adding} onOpenChange={setAdding}>
        <DialogContent width="max-w-2xl">
          <DialogTitle>New contact</DialogTitle>
          <DialogDescription>A customer who called or walked in, entered by hand.</DialogDescription>
          <div className="mt-4">
            {adding && (
              <ContactForm
                contact={null}
                onCancel={() => setAdding(false)}
                onDone={(created) => {
                  setAdding(false);
                  if (created) onOpenContact(created.id);
                }}
              />
            )}
          </div>
        </DialogContent>
      </Dialog>

      <div className="grid gap-3 sm:grid-cols-3">
        <Counter label="Total contacts" value={statsData?.totalContacts} testId="crm-total-contacts" />
        <Counter label="Follow-ups due" value={statsData?.followUpsDue} testId="crm-follow-ups-due" to="/admin/today#follow-ups" />
        <Counter label="Communications" value={statsData?.communications} testId="crm-communications" />
      </div>

      <div className="grid gap-3 md:grid-cols-[1fr_auto] md:items-end">
        <SearchField
          id="contact-search"
          label="Search contacts"
          placeholder={m.contactSearchPlaceholder}
          value={search}
          onChange={setSearch}
        />
        <SelectField id="contact-sort" label="Sort by" value={sort} options={contactSortOptions} onChange={setSort} />
      </div>

      {contactsQuery.isPending ? (
        <ListSkeleton label="Loading contacts" />
      ) : contactsQuery.isError && !contactsQuery.data ? (
        <LoadError onRetry={() => void contactsQuery.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState>{term ? m.contactsNoMatch : m.contactsEmpty}</EmptyState>
      ) : (
        // Below 640 px each row is a card (name, town, type, status) that opens the contact's page.
        <div className="relative rounded-lg sm:overflow-x-auto sm:border sm:border-slate-200 sm:bg-white" aria-busy={contactsQuery.isFetching}>
          <table className="block w-full text-left text-sm sm:table sm:min-w-[720px]">
            <thead className="hidden bg-slate-50 text-slate-700 sm:table-header-group">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold">Name</th>
                <th scope="col" className="px-3 py-2 font-semibold">Contact</th>
                <th scope="col" className="px-3 py-2 font-semibold">Type / source</th>
                <th scope="col" className="px-3 py-2 font-semibold">Notes</th>
                <th scope="col" className="px-3 py-2 font-semibold">Status</th>
                <th scope="col" className="px-3 py-2 font-semibold">Actions</th>
              </tr>
            </thead>
            <tbody className="block space-y-2 sm:table-row-group sm:space-y-0 sm:divide-y sm:divide-slate-200">
              {rows.map((c) => {
                const name = `${c.firstName} ${c.lastName}`;
                return (
                  <tr key={c.id} data-testid="contact-row" className="block rounded-lg border border-slate-200 bg-white p-3 align-top sm:table-row sm:rounded-none sm:border-0 sm:p-0">
                    <td className="block sm:table-cell sm:px-3 sm:py-3">
                      <Link
                        to={`/admin/contacts/${c.id}`}
                        className="text-left font-semibold text-brand-700 wrap-anywhere hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
                      >
                        {name}
                      </Link>
                      <p className="text-slate-700 wrap-anywhere capitalize sm:hidden">{[c.city, c.customerType].filter(Boolean).join(" · ")}</p>
                      <div className="text-xs text-slate-600">Added {formatDate(c.createdAt, "short")}</div>
                    </td>
                    <td className="hidden px-3 py-3 text-slate-700 wrap-anywhere sm:table-cell">
                      {c.email && <div>{c.email}</div>}
                      {c.phone && <div>{c.phone}</div>}
                    </td>
                    <td className="hidden px-3 py-3 capitalize text-slate-700 sm:table-cell">
                      <div>{c.customerType}</div>
                      <div className="text-xs text-slate-600">{c.leadSource}</div>
                    </td>
                    <td className="hidden max-w-[14rem] px-3 py-3 text-slate-700 sm:table-cell" title={c.notes ?? undefined}>
                      {truncateNotes(c.notes)}
                    </td>
                    <td className="mt-2 block sm:mt-0 sm:table-cell sm:px-3 sm:py-3">
                      <Select
                        aria-label={`Status for ${name}`}
                        className="h-9! w-28! py-1! text-sm!"
                        value={c.status}
                        onChange={(e) => statusMutation.mutate({ id: c.id, status: e.target.value })}
                      >
                        {!(contactStatuses as readonly string[]).includes(c.status) && <option value={c.status}>{c.status}</option>}
                        {contactStatuses.map((s) => (
                          <option key={s} value={s}>
                            {s}
                          </option>
                        ))}
                      </Select>
                    </td>
                    <td className="hidden px-3 py-3 sm:table-cell">
                      <div className="flex flex-wrap gap-2">
                        <Button variant="outline" size="sm" onClick={() => onOpenContact(c.id)}>
                          View
                        </Button>
                        <Button variant="outline" size="sm" aria-label={`Delete ${name}`} onClick={() => setToDelete(c)}>
                          <Trash2 className="h-4 w-4 text-red-700" aria-hidden="true" /> Delete
                        </Button>
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}

      <ConfirmDialog
        subject={toDelete}
        onClose={() => setToDelete(null)}
        title={m.deleteContactTitle}
        description={m.deleteContactText}
        confirmLabel="Delete contact"
        pending={deleteMutation.isPending}
        onConfirm={(contact) => deleteMutation.mutate(contact)}
      />
    </section>
  );
}
