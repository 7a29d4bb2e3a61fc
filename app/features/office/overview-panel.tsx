/**
 * "How is the business doing": the last 7 / 30 / 90 days at the top of the dashboard — new leads
 * against the period before, conversion, median time to first contact, what waits for
 * moderation, leads by service and page, page views and top pages. Figures are tables; the charts
 * load on demand beside them, once their place comes near the screen.
 */
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { Card, Skeleton } from "~/components/ui/card";
import { QuoteFigures } from "~/features/quotes";
import { InvoiceFigures } from "~/features/invoices";
import { useOverview, type Overview } from "./api";

const OverviewCharts = lazy(() => import("./overview-charts"));
const PERIODS = [7, 30, 90] as const;

export function OverviewPanel() {
  const [days, setDays] = useState<(typeof PERIODS)[number]>(30);
  const query = useOverview(days);
  return (
    <section aria-labelledby="overview-heading" className="mb-8 space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="overview-heading" className="text-xl font-bold text-slate-900">
          Overview
        </h2>
        <div role="group" aria-label="Period" className="flex gap-1 rounded-lg bg-slate-100 p-1">
          {PERIODS.map((p) => (
            <button
              key={p}
              type="button"
              aria-pressed={days === p}
              onClick={() => setDays(p)}
              className={`rounded-md px-3 py-1 text-sm font-semibold ${days === p ? "bg-white text-brand-800 shadow-sm" : "text-slate-700"}`}
            >
              {p} days
            </button>
          ))}
        </div>
      </div>
      {query.isPending ? (
        <Skeleton className="h-32 w-full" />
      ) : query.isError ? (
        <p className="text-red-700">The overview could not be loaded.</p>
      ) : (
        <>
          <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5" data-testid="overview-figures">
            <Figure label="New leads" value={String(query.data.newLeads)}>
              {query.data.changePercent === null ? "no leads the period before" : `${query.data.changePercent >= 0 ? "+" : ""}${query.data.changePercent}% vs previous ${days} days`}
            </Figure>
            <Figure label="Became customers" value={query.data.conversionPercent === null ? "—" : `${query.data.conversionPercent}%`}>
              {query.data.converted} converted
            </Figure>
            <Figure label="Median time to first contact" value={query.data.medianHoursToFirstContact === null ? "—" : `${query.data.medianHoursToFirstContact} h`} />
            <Figure label="Reviews waiting" value={String(query.data.reviewsWaiting)}>
              <Link to="/admin?tab=testimonials" className="text-brand-700 underline max-sm:inline-flex max-sm:min-h-11 max-sm:min-w-11 max-sm:items-center">
                Moderate reviews
              </Link>
            </Figure>
            <Figure label="Comments waiting" value={String(query.data.commentsWaiting)}>
              <Link to="/admin/blog" className="text-brand-700 underline max-sm:inline-flex max-sm:min-h-11 max-sm:min-w-11 max-sm:items-center">
                Moderate comments
              </Link>
            </Figure>
          </dl>
          <QuoteFigures stats={query.data.quotes} />
          <InvoiceFigures stats={query.data.invoices} />
          <ChartsWhenNear data={query.data} />
          <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-4">
            <CountTable caption="Leads per week" head={["Week of", "Leads"]} rows={query.data.leadsPerWeek.map((r) => [r.week, r.leads])} />
            <CountTable caption="Leads by service" head={["Service", "Leads"]} rows={query.data.leadsByService.map((r) => [r.name, r.leads])} />
            <CountTable caption="Leads by page" head={["Page", "Leads"]} rows={query.data.leadsByPage.map((r) => [r.name, r.leads])} />
            <CountTable caption="Top pages" head={["Page", "Views"]} rows={query.data.topPages.map((r) => [r.path, r.views])} />
          </div>
        </>
      )}
    </section>
  );
}

/**
 * The charts, fetched and drawn once their place comes within 200 px of the screen. On a phone the
 * overview comes after the leads, far below the first screen: the chart library (about 95 KB of
 * script) and its first drawing (the largest task of the dashboard's load on a phone) then wait for
 * a scroll, and the figures above and the tables below carry the same data meanwhile.
 */
function ChartsWhenNear({ data }: { data: Overview }) {
  const place = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = place.current;
    if (near || !element) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: "200px 0px" });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  const skeleton = <Skeleton className="h-56 w-full" />;
  if (!near) return <div ref={place}>{skeleton}</div>;
  return (
    <Suspense fallback={skeleton}>
      <OverviewCharts data={data} />
    </Suspense>
  );
}

function Figure({ label, value, children }: { label: string; value: string; children?: React.ReactNode }) {
  return (
    <Card className="p-4">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="text-2xl font-bold text-slate-900">{value}</dd>
      {children && <dd className="text-xs text-slate-600">{children}</dd>}
    </Card>
  );
}

function CountTable({ caption, head, rows }: { caption: string; head: [string, string]; rows: (string | number)[][] }) {
  return (
    <Card className="p-3">
      <table className="w-full text-left text-sm">
        <caption className="mb-1 text-left font-semibold text-slate-900">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className="py-1">{head[0]}</th>
            <th scope="col" className="py-1 text-right">{head[1]}</th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={2} className="py-1 text-slate-600">None yet</td>
            </tr>
          ) : (
            rows.map(([name, n]) => (
              <tr key={String(name)}>
                <td className="py-1 wrap-anywhere">{name}</td>
                <td className="py-1 text-right">{n}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </Card>
  );
}
