/** Quotes: every quote with its status, customer and total, filtered by status or searched; the figures at a glance on top. */
import { useState } from "react";
import { Link } from "react-router";
import { ExportButton } from "~/components/back-office/export-button";
import { useDebounced } from "~/components/back-office/use-debounced";
import { buttonClasses } from "~/components/ui/button";
import { Alert, Skeleton } from "~/components/ui/card";
import { Field, Input, Select } from "~/components/ui/form-controls";
import { QUOTE_STATUS_LABELS, QUOTE_STATUSES } from "@common/schemas/quote-values";
import { useQuotes, useQuoteStats } from "./api";
import { QuoteCards, QuoteFigures } from "./quote-bits";

export function QuotesPage() {
  const [status, setStatus] = useState("");
  const [search, setSearch] = useState("");
  const q = useDebounced(search, 300);
  const query = useQuotes({ status, q });
  const stats = useQuoteStats();
  return (
    <div className="space-y-5">
      {stats.data && <QuoteFigures stats={stats.data} />}
      <div className="flex flex-wrap items-end gap-3">
        <Field id="quotes-status" label="Status" className="w-40">
          {(p) => (
            <Select {...p} value={status} onChange={(e) => setStatus(e.target.value)}>
              <option value="">All</option>
              {QUOTE_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {QUOTE_STATUS_LABELS[s]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field id="quotes-search" label="Search" className="min-w-0 flex-1">
          {(p) => <Input {...p} type="search" placeholder="Number, customer or title" value={search} onChange={(e) => setSearch(e.target.value)} />}
        </Field>
      </div>
      <div className="flex flex-wrap gap-2">
        <Link to="/admin/price-book" className={buttonClasses("outline")}>
          Price book
        </Link>
        <ExportButton href="/api/quotes/export.csv" label="Export quotes" />
        <ExportButton href="/api/quotes/lines/export.csv" label="Export lines" />
      </div>
      <p className="text-sm text-slate-700">Write a new quote from a lead's or a contact's page.</p>
      {query.isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : query.isError ? (
        <Alert variant="destructive">The quotes could not be loaded.</Alert>
      ) : query.data.length === 0 ? (
        <p className="text-slate-700">No quotes{status || q ? " match" : " yet"}.</p>
      ) : (
        <QuoteCards quotes={query.data} />
      )}
    </div>
  );
}
