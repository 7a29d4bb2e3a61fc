/**
 * The jobs booked by day: today, or the seven days from today, each day with its jobs (the
 * customer, what, where, status) — the crew's week without opening every contact.
 */
import { Link } from "react-router";
import { cn } from "~/lib/utils";
import { formatDay } from "@common/dates";
import type { JobOfDay } from "~/lib/server-types";
import { JobCards } from "./today-page";

export type JobsRange = "today" | "week";

export function JobsPage({ range, days, jobs }: { range: JobsRange; days: string[]; jobs: JobOfDay[] }) {
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Jobs</h1>
        <nav aria-label="Period" className="flex gap-1 rounded-lg bg-slate-100 p-1">
          {(["today", "week"] as const).map((r) => (
            <Link
              key={r}
              to={`/admin/jobs?range=${r}`}
              aria-current={range === r ? "page" : undefined}
              className={cn("flex min-h-11 items-center rounded-md px-3 text-sm font-semibold sm:block sm:min-h-0 sm:py-1.5", range === r ? "bg-white text-brand-800 shadow-sm" : "text-slate-700")}
            >
              {r === "today" ? "Today" : "This week"}
            </Link>
          ))}
        </nav>
      </div>
      {days.map((day) => {
        const ofDay = jobs.filter((j) => j.day === day);
        return (
          <section key={day} aria-labelledby={`day-${day}`} className="space-y-2">
            <h2 id={`day-${day}`} className="text-lg font-semibold text-slate-900">
              {formatDay(day, "weekday")} <span className="font-normal text-slate-600">({ofDay.length})</span>
            </h2>
            {ofDay.length === 0 ? <p className="text-sm text-slate-600">No job booked.</p> : <JobCards jobs={ofDay} />}
          </section>
        );
      })}
    </div>
  );
}
