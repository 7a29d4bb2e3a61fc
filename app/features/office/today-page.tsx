/**
 * Today: what the owner has to do, on one screen a phone reads top to bottom — new leads nobody
 * has contacted yet (newest first), follow-ups due, today's jobs (who goes where, when) and
 * tomorrow's, and the reviews
 * and comments waiting. Each line opens its lead or contact; the data is the page loader's.
 */
import { Link } from "react-router";
import { RecordCard } from "~/components/back-office/record-card";
import { StatusBadge } from "~/components/back-office/states";
import { buttonClasses } from "~/components/ui/button";
import { formatAge, formatDate, formatDateTime, formatDay } from "@common/dates";
import { requestName, serviceName } from "@common/lead-forms";
import { phoneHref } from "@common/reach-links";
import type { JobOfDay, TodayOverview } from "~/lib/server-types";
import { QuoteFigures } from "~/features/quotes";
import { InvoiceFigures, InvoiceJobButton } from "~/features/invoices";
import { timeRange } from "~/features/visits";
import { visitStatusLabels } from "@common/schemas/visit-values";

function Block({ id, title, count, children, more }: { id: string; title: string; count?: number; children: React.ReactNode; more?: React.ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-4 space-y-3">
      <h2 id={`${id}-heading`} className="text-xl font-bold text-slate-900">
        {title}
        {count !== undefined && <span className="ml-2 text-base font-normal text-slate-600">({count})</span>}
      </h2>
      {children}
      {more}
    </section>
  );
}

const Nothing = ({ children }: { children: React.ReactNode }) => <p className="rounded-lg border border-dashed border-slate-300 bg-white p-3 text-slate-700">{children}</p>;

export function JobCards({ jobs, testId = "job-card" }: { jobs: JobOfDay[]; testId?: string }) {
  return (
    <ul className="space-y-2">
      {jobs.map((j) => (
        <RecordCard
          key={j.id}
          testId={testId}
          to={`/admin/contacts/${j.contact.id}`}
          title={j.contact.name}
          details={[j.title, j.contact.city || j.contact.address]}
          status={<StatusBadge tone={j.status === "completed" ? "green" : j.status === "cancelled" ? "slate" : "blue"}>{j.status.replace("_", " ")}</StatusBadge>}
        >
          {j.contact.phone && (
            <a href={phoneHref(j.contact.phone)} className={buttonClasses("outline", "sm")}>
              Call
            </a>
          )}
          {j.status === "completed" && <InvoiceJobButton jobId={j.id} />}
        </RecordCard>
      ))}
    </ul>
  );
}

/**
 * Today's jobs: the visits first, as who goes where and when (an overlap said on the card), then
 * the jobs booked for today with no visit on the clock.
 */
function JobsToday({ data }: { data: TodayOverview }) {
  const visited = new Set(data.visits.map((v) => v.jobId));
  const dayOnly = data.jobs.today.filter((j) => !visited.has(j.id));
  return (
    <Block
      id="jobs-today"
      title="Jobs today"
      count={data.visits.length + dayOnly.length}
      more={<Link to="/admin/schedule" className="font-semibold text-brand-700 underline">The schedule</Link>}
    >
      {data.visits.length + dayOnly.length === 0 && <Nothing>No job is booked for today.</Nothing>}
      {data.visits.length > 0 && (
        <ul className="space-y-2">
          {data.visits.map((v) => (
            <RecordCard
              key={v.id}
              testId="visit-card"
              to={`/admin/schedule?day=${data.today}`}
              title={`${timeRange(v.startsAt, v.minutes)} · ${v.technicians.map((t) => t.name).join(", ")}`}
              details={[v.job.title, [v.contact.name, v.contact.address].filter(Boolean).join(", ")]}
              status={
                v.overlaps.length ? (
                  <StatusBadge tone="red">Overlaps another visit</StatusBadge>
                ) : (
                  <StatusBadge tone={v.status === "done" ? "green" : v.status === "on_the_way" ? "amber" : "blue"}>{visitStatusLabels[v.status]}</StatusBadge>
                )
              }
            >
              {v.contact.phone && (
                <a href={phoneHref(v.contact.phone)} className={buttonClasses("outline", "sm")}>
                  Call
                </a>
              )}
            </RecordCard>
          ))}
        </ul>
      )}
      {dayOnly.length > 0 && <JobCards jobs={dayOnly} />}
    </Block>
  );
}

export function TodayPage({ data, now }: { data: TodayOverview; now: number }) {
  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Today</h1>
        <p className="text-slate-700">{formatDay(data.today, "weekday")}</p>
      </div>

      <Block id="new-leads" title="New leads, not yet contacted" count={data.newLeads.count} more={<Link to="/admin" className="font-semibold text-brand-700 underline">All leads</Link>}>
        {data.newLeads.items.length === 0 ? (
          <Nothing>Every lead has been contacted.</Nothing>
        ) : (
          <ul className="space-y-2">
            {data.newLeads.items.map((l) => (
              <RecordCard
                key={l.id}
                testId="today-lead"
                to={`/admin/leads/${l.id}`}
                title={`${l.firstName} ${l.lastName}`}
                details={[l.serviceType ? serviceName(l.serviceType) : requestName(l.form), l.location]}
                status={<StatusBadge tone="amber">New</StatusBadge>}
                age={{ at: l.createdAt, text: formatAge(l.createdAt, now) }}
              >
                <a href={phoneHref(l.phone)} className={buttonClasses("outline", "sm")}>
                  Call
                </a>
              </RecordCard>
            ))}
          </ul>
        )}
      </Block>

      <Block id="follow-ups" title="Follow-ups due" count={data.followUps.count}>
        {data.followUps.items.length === 0 ? (
          <Nothing>No follow-up is due.</Nothing>
        ) : (
          <ul className="space-y-2">
            {data.followUps.items.map((f) => (
              <RecordCard
                key={f.id}
                testId="today-follow-up"
                to={f.contactId ? `/admin/contacts/${f.contactId}` : "/admin?tab=crm"}
                title={f.contactName ?? "A contact"}
                details={[f.about]}
                status={<StatusBadge tone="red">Due</StatusBadge>}
                age={f.dueAt ? { at: f.dueAt, text: `due ${formatDateTime(f.dueAt)}` } : undefined}
              >
                {f.phone && (
                  <a href={phoneHref(f.phone)} className={buttonClasses("outline", "sm")}>
                    Call
                  </a>
                )}
              </RecordCard>
            ))}
          </ul>
        )}
      </Block>

      <JobsToday data={data} />
      <Block
        id="jobs-tomorrow"
        title={`Jobs tomorrow, ${formatDay(data.tomorrow, "short")}`}
        count={data.jobs.tomorrow.length}
        more={<Link to="/admin/jobs?range=week" className="font-semibold text-brand-700 underline">Jobs this week</Link>}
      >
        {data.jobs.tomorrow.length === 0 ? <Nothing>No job is booked for tomorrow.</Nothing> : <JobCards jobs={data.jobs.tomorrow} />}
      </Block>

      <Block id="quotes" title="Quotes" more={<Link to="/admin/quotes" className="font-semibold text-brand-700 underline">All quotes</Link>}>
        <QuoteFigures stats={data.quotes} />
      </Block>

      <Block id="invoices" title="Invoices" more={<Link to="/admin/invoices" className="font-semibold text-brand-700 underline">All invoices</Link>}>
        <InvoiceFigures stats={data.invoices} />
      </Block>

      <Block id="waiting" title="Waiting for you">
        <ul className="grid gap-2 sm:grid-cols-2">
          <RecordCard
            to="/admin?tab=testimonials"
            title={`Reviews waiting: ${data.reviews.count}`}
            details={data.reviews.items.map((r) => `${r.customerName} (${r.rating}★)`)}
            testId="today-reviews"
          />
          <RecordCard
            to="/admin/blog"
            title={`Comments waiting: ${data.comments.count}`}
            details={data.comments.items.map((c) => `${c.authorName} on “${c.postTitle}”`)}
            testId="today-comments"
          />
        </ul>
        <p className="text-xs text-slate-600">As of {formatDate(now, "dateTime")}.</p>
      </Block>
    </div>
  );
}
