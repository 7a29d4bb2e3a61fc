/** Invoices: the figures for the books on top, every invoice with its status and balance, filtered or searched, and the exports. */
import { useState } from "react";
import { ExportButton } from "~/components/back-office/export-button";
import { useDebounced } from "~/components/back-office/use-debounced";
import { Alert, Skeleton } from "~/components/ui/card";
import { Field, Input, Select } from "~/components/ui/form-controls";
import { INVOICE_STATUS_LABELS, INVOICE_STATUSES } from "@common/billing/invoice-status";
import { useInvoices, useInvoiceStats } from "./api";
import { InvoiceCards, InvoiceFigures } from "./invoice-bits";

export function InvoicesPage() {
  const [status, setStatus] = useState("");
  const [search, setSearch] = useState("");
  const q = useDebounced(search, 300);
  const query = useInvoices({ status, q });
  const stats = useInvoiceStats();
  return (
    <div className="space-y-5">
      {stats.data && <InvoiceFigures stats={stats.data} />}
      <div className="flex flex-wrap items-end gap-3">
        <Field id="invoices-status" label="Status" className="w-40">
          {(p) => (
            <Select {...p} value={status} onChange={(e) => setStatus(e.target.value)}>
              <option value="">All</option>
              {INVOICE_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {INVOICE_STATUS_LABELS[s]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field id="invoices-search" label="Search" className="min-w-0 flex-1">
          {(p) => <Input {...p} type="search" placeholder="Number, customer or title" value={search} onChange={(e) => setSearch(e.target.value)} />}
        </Field>
      </div>
      <div className="flex flex-wrap gap-2">
        <ExportButton href="/api/invoices/export.csv?format=xero" label="Invoices for Xero" />
        <ExportButton href="/api/invoices/export.csv?format=quickbooks" label="Invoices for QuickBooks" />
        <ExportButton href="/api/payments/export.csv" label="Payments" />
        <ExportButton href="/api/refunds/export.csv" label="Refunds" />
      </div>
      <p className="text-sm text-slate-700">Write an invoice from a finished job ("Invoice this job" on the jobs list or a contact's service history).</p>
      {query.isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : query.isError ? (
        <Alert variant="destructive">The invoices could not be loaded.</Alert>
      ) : query.data.length === 0 ? (
        <p className="text-slate-700">No invoices{status || q ? " match" : " yet"}.</p>
      ) : (
        <InvoiceCards invoices={query.data} />
      )}
    </div>
  );
}
