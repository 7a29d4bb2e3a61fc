/** Small pieces other screens show: a quote's status, the figures at a glance, a record's quotes. */
import { Link } from "react-router";
import { RecordCard } from "~/components/back-office/record-card";
import { StatusBadge } from "~/components/back-office/states";
import { buttonClasses } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { formatCents } from "@common/billing/money";
import { formatDay } from "@common/dates";
import { QUOTE_STATUS_LABELS, type QuoteStatus } from "@common/schemas/quote-values";
import { useQuotes, type QuoteStats, type QuoteSummary } from "./api";

const tones: Record<QuoteStatus, "green" | "amber" | "slate" | "red" | "blue"> = {
  draft: "slate",
  sent: "blue",
  viewed: "amber",
  accepted: "green",
  declined: "red",
  expired: "slate",
};

export const QuoteStatusBadge = ({ status }: { status: QuoteStatus }) => <StatusBadge tone={tones[status]}>{QUOTE_STATUS_LABELS[status]}</StatusBadge>;

export function QuoteCards({ quotes }: { quotes: QuoteSummary[] }) {
  return (
    <ul className="space-y-2" aria-label="Quotes">
      {quotes.map((q) => (
        <RecordCard
          key={q.id}
          testId="quote-card"
          to={`/admin/quotes/${q.id}`}
          title={`${q.number} · ${q.customerName}`}
          details={[q.title, formatCents(q.totalCents), q.expiresOn ? `expires ${formatDay(q.expiresOn)}` : null]}
          status={<QuoteStatusBadge status={q.status} />}
        />
      ))}
    </ul>
  );
}

/** Outstanding (count and value), won and lost this month, the win rate. */
export function QuoteFigures({ stats }: { stats: QuoteStats }) {
  const items: Array<[string, string, string?]> = [
    ["Quotes outstanding", String(stats.outstanding.count), `${formatCents(stats.outstanding.totalCents)} sent or viewed`],
    ["Won this month", String(stats.wonThisMonth)],
    ["Lost this month", String(stats.lostThisMonth)],
    ["Win rate", stats.winRatePercent === null ? "—" : `${stats.winRatePercent}%`, "of this month's answers"],
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="quote-figures">
      {items.map(([label, value, note]) => (
        <Card key={label} className="p-4">
          <dt className="text-sm text-slate-600">{label}</dt>
          <dd className="text-2xl font-bold text-slate-900">{value}</dd>
          {note && <dd className="text-xs text-slate-600">{note}</dd>}
        </Card>
      ))}
    </dl>
  );
}

/** A lead's or a contact's quotes, with "New quote" prefilled from it. */
export function RecordQuotes({ leadId, contactId }: { leadId?: string; contactId?: string }) {
  const params = leadId ? { leadId } : { contactId };
  const query = useQuotes(params);
  const newHref = `/admin/quotes/new?${leadId ? `leadId=${leadId}` : `contactId=${contactId}`}`;
  return (
    <section aria-labelledby="record-quotes-heading" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="record-quotes-heading" className="text-lg font-semibold text-slate-900">
          Quotes
        </h2>
        <Link to={newHref} className={buttonClasses("default")}>
          New quote
        </Link>
      </div>
      {query.isPending ? (
        <p className="text-slate-600">Loading quotes…</p>
      ) : query.isError ? (
        <p className="text-red-700">The quotes could not be loaded.</p>
      ) : query.data.length === 0 ? (
        <p className="text-slate-700">No quotes yet.</p>
      ) : (
        <QuoteCards quotes={query.data} />
      )}
    </section>
  );
}
