/**
 * The office's schedule: a day (who is where, by technician) or a week (each day's visits), with
 * two visits of one technician at the same time marked on both, never silently. A visit is booked
 * from its job (the contact's service history links here with `?job=`) and moved, resized,
 * re-crewed or cancelled through an edit form: the accessible way to do what a drag would.
 */
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { formatDay } from "@common/dates";
import { VISIT_MINUTES, visitStatusLabels } from "@common/schemas/visit-values";
import type { Visit, VisitOverlap } from "@common/schemas/visits";
import { AlertTriangle, Plus } from "~/components/icons";
import { EmptyState, ListSkeleton, LoadError, StatusBadge } from "~/components/back-office/states";
import { Button, buttonClasses } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";
import { Field, Input, Textarea } from "~/components/ui/form-controls";
import { cn } from "~/lib/utils";
import { useCancelVisit, useJobVisits, useSaveVisit, useTechnicians, useVisits } from "./api";
import { statusTone } from "./my-day-page";
import { businessToday, clockTime, lengthText, shiftDay, timeRange, weekStart } from "./times";

type Range = "day" | "week";

/** The schedule's address for one job's visits (from the contact's service history). */
export const scheduleForJob = (jobId: string, title: string) => `/admin/schedule?${new URLSearchParams({ job: jobId, title })}`;

export function SchedulePage() {
  const [params] = useSearchParams();
  const jobId = params.get("job");
  const [editing, setEditing] = useState<Visit | "new" | null>(null);
  return (
    <div className="space-y-6">
      {jobId ? <JobVisits jobId={jobId} title={params.get("title") ?? "This job"} onEdit={setEditing} /> : <Calendar onEdit={setEditing} />}
      {editing && <VisitForm visit={editing === "new" ? null : editing} jobId={jobId} onClose={() => setEditing(null)} />}
    </div>
  );
}

function Calendar({ onEdit }: { onEdit: (v: Visit) => void }) {
  const [params] = useSearchParams();
  const range: Range = params.get("range") === "week" ? "week" : "day";
  const picked = /^\d{4}-\d{2}-\d{2}$/.test(params.get("day") ?? "") ? params.get("day")! : businessToday();
  const from = range === "week" ? weekStart(picked) : picked;
  const length = range === "week" ? 7 : 1;
  const visits = useVisits(from, length);
  const to = (day: string, r: Range = range) => `/admin/schedule?${new URLSearchParams({ day, ...(r === "week" ? { range: "week" } : {}) })}`;
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Schedule</h1>
        <nav aria-label="Period" className="flex gap-1 rounded-lg bg-slate-100 p-1">
          {(["day", "week"] as const).map((r) => (
            <Link
              key={r}
              to={to(picked, r)}
              aria-current={range === r ? "page" : undefined}
              className={cn("flex min-h-11 items-center rounded-md px-3 text-sm font-semibold sm:min-h-0 sm:py-1.5", range === r ? "bg-white text-brand-800 shadow-sm" : "text-slate-700")}
            >
              {r === "day" ? "Day" : "Week"}
            </Link>
          ))}
        </nav>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Link to={to(shiftDay(from, -length))} className={buttonClasses("outline", "sm")}>
          {range === "week" ? "Previous week" : "Previous day"}
        </Link>
        <Link to={to(businessToday())} className={buttonClasses("outline", "sm")}>
          Today
        </Link>
        <Link to={to(shiftDay(from, length))} className={buttonClasses("outline", "sm")}>
          {range === "week" ? "Next week" : "Next day"}
        </Link>
        <p className="text-sm font-medium text-slate-800" aria-live="polite">
          {range === "week" ? `Week of ${formatDay(from, "long")}` : formatDay(from, "weekday")}
        </p>
      </div>
      {visits.isPending ? (
        <ListSkeleton label="Loading the schedule" rows={3} />
      ) : visits.isError ? (
        <LoadError onRetry={() => void visits.refetch()} />
      ) : range === "day" ? (
        <DayByTechnician visits={visits.data} onEdit={onEdit} />
      ) : (
        Array.from({ length: 7 }, (_, i) => shiftDay(from, i)).map((day) => {
          const ofDay = visits.data.filter((v) => v.day === day);
          return (
            <section key={day} aria-labelledby={`week-${day}`} className="space-y-2">
              <h2 id={`week-${day}`} className="text-lg font-semibold text-slate-900">
                <Link to={to(day, "day")} className="hover:underline">
                  {formatDay(day, "weekday")}
                </Link>{" "}
                <span className="font-normal text-slate-600">({ofDay.length})</span>
              </h2>
              {ofDay.length === 0 ? <p className="text-sm text-slate-600">No visit booked.</p> : <VisitList visits={ofDay} onEdit={onEdit} />}
            </section>
          );
        })
      )}
    </>
  );
}

/** One day, by technician: who is where, and when. A visit with two technicians is under both. */
function DayByTechnician({ visits, onEdit }: { visits: Visit[]; onEdit: (v: Visit) => void }) {
  if (visits.length === 0) return <EmptyState>No visit booked on this day. Book one from a job (a contact's service history).</EmptyState>;
  const people = new Map<string, { name: string; visits: Visit[] }>();
  for (const v of visits) for (const t of v.technicians) (people.get(t.id) ?? people.set(t.id, { name: t.name, visits: [] }).get(t.id)!).visits.push(v);
  // A visit whose every technician's account was deleted still needs someone: it is listed apart.
  const nobody = visits.filter((v) => v.technicians.length === 0);
  const groups = [...people.entries()].sort(([, a], [, b]) => a.name.localeCompare(b.name));
  if (nobody.length) groups.push(["nobody", { name: "Nobody assigned", visits: nobody }]);
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {groups.map(([id, person]) => (
          <section key={id} aria-labelledby={`tech-${id}`} className="space-y-2" data-testid="schedule-technician">
            <h2 id={`tech-${id}`} className="text-lg font-semibold text-slate-900">
              {person.name} <span className="font-normal text-slate-600">({person.visits.length})</span>
            </h2>
            <VisitList visits={person.visits} onEdit={onEdit} />
          </section>
        ))}
    </div>
  );
}

function VisitList({ visits, onEdit }: { visits: Visit[]; onEdit: (v: Visit) => void }) {
  return (
    <ul className="space-y-2">
      {visits.map((v) => (
        <li key={v.id}>
          <VisitItem visit={v} onEdit={() => onEdit(v)} />
        </li>
      ))}
    </ul>
  );
}

function Overlaps({ overlaps }: { overlaps: VisitOverlap[] }) {
  return (
    <p className="mt-2 flex items-start gap-2 rounded-md bg-red-50 p-2 text-sm text-red-900" data-testid="visit-overlap">
      <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      <span>
        <span className="font-semibold">Overlaps: </span>
        {overlaps.map((o) => `${o.technician.name} also has ${o.jobTitle} at ${clockTime(o.startsAt)}`).join("; ")}
      </span>
    </p>
  );
}

function VisitItem({ visit: v, onEdit }: { visit: Visit; onEdit: () => void }) {
  const open = v.status === "scheduled" || v.status === "on_the_way";
  return (
    <Card className={cn("p-3 text-sm", v.overlaps.length > 0 && "ring-2 ring-red-400")} data-testid="schedule-visit">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="font-semibold text-slate-900">
            {timeRange(v.startsAt, v.minutes)} <span className="font-normal text-slate-600">({lengthText(v.minutes)})</span>
          </p>
          <p className="text-slate-900">{v.job.title}</p>
          <p className="text-slate-700">
            <Link to={`/admin/contacts/${v.contact.id}`} className="underline-offset-2 hover:underline">
              {v.contact.name}
            </Link>
            {v.contact.address ? ` · ${v.contact.address}` : ""}
          </p>
          <p className="text-slate-700">{v.technicians.map((t) => t.name).join(", ")}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge tone={statusTone[v.status]}>{visitStatusLabels[v.status]}</StatusBadge>
          {open && (
            <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Edit the visit: ${v.job.title}, ${timeRange(v.startsAt, v.minutes)}`}>
              Edit
            </Button>
          )}
        </div>
      </div>
      {v.overlaps.length > 0 && <Overlaps overlaps={v.overlaps} />}
      {v.status === "done" && v.note && <p className="mt-2 whitespace-pre-line text-slate-800">Done: {v.note}</p>}
    </Card>
  );
}

function JobVisits({ jobId, title, onEdit }: { jobId: string; title: string; onEdit: (v: Visit | "new") => void }) {
  const visits = useJobVisits(jobId);
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Visits: {title}</h1>
        <Button onClick={() => onEdit("new")}>
          <Plus className="h-4 w-4" aria-hidden="true" /> Book a visit
        </Button>
      </div>
      <Link to="/admin/schedule" className="text-sm font-semibold text-brand-700 hover:underline">
        The whole schedule
      </Link>
      {visits.isPending ? (
        <ListSkeleton label="Loading the visits" rows={2} />
      ) : visits.isError ? (
        <LoadError onRetry={() => void visits.refetch()} />
      ) : visits.data.length === 0 ? (
        <EmptyState>No visit booked for this job yet.</EmptyState>
      ) : (
        <VisitList visits={visits.data} onEdit={onEdit} />
      )}
    </>
  );
}

function VisitForm({ visit, jobId, onClose }: { visit: Visit | null; jobId: string | null; onClose: () => void }) {
  const technicians = useTechnicians();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveVisit(onClose, setErrors);
  const cancel = useCancelVisit(onClose);
  const going = new Set(visit?.technicians.map((t) => t.id) ?? []);
  const onSubmit = (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const body = {
      day: String(form.get("day") ?? ""),
      time: String(form.get("time") ?? ""),
      minutes: Number(form.get("minutes")),
      technicianIds: form.getAll("technicianIds").map(String),
      checklist: String(form.get("checklist") ?? "")
        .split("\n")
        .map((l) => l.trim())
        .filter(Boolean),
    };
    setErrors({});
    save.mutate({ id: visit?.id ?? null, body: visit ? body : { ...body, jobId: jobId! } });
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogTitle className="text-lg font-bold text-slate-900">{visit ? "Change the visit" : "Book a visit"}</DialogTitle>
        <DialogDescription className="mb-4 text-sm text-slate-700">
          {visit ? visit.job.title : "The homeowner is e-mailed the arrival window."} Times are on the business's clock.
        </DialogDescription>
        <form onSubmit={onSubmit} noValidate className="space-y-3" aria-label={visit ? "Change the visit" : "Book a visit"}>
          <div className="grid gap-3 sm:grid-cols-3">
            <Field id="visit-day" label="Day" error={errors.day} required>
              {(p) => <Input {...p} name="day" type="date" defaultValue={visit?.day ?? businessToday()} />}
            </Field>
            <Field id="visit-time" label="Start" error={errors.time} required>
              {(p) => <Input {...p} name="time" type="time" step={300} defaultValue={visit?.time ?? "09:00"} />}
            </Field>
            <Field id="visit-minutes" label="Length (minutes)" error={errors.minutes} required>
              {(p) => <Input {...p} name="minutes" type="number" min={VISIT_MINUTES.min} max={VISIT_MINUTES.max} step={VISIT_MINUTES.step} defaultValue={visit?.minutes ?? 60} />}
            </Field>
          </div>
          <fieldset aria-describedby={errors.technicianIds ? "visit-technicians-error" : undefined}>
            <legend className="mb-1 text-sm font-medium text-slate-900">Technicians</legend>
            {technicians.isPending ? (
              <p className="text-sm text-slate-600">Loading…</p>
            ) : (
              <div className="grid gap-1 sm:grid-cols-2">
                {(technicians.data ?? []).map((t) => (
                  <label key={t.id} className="flex min-h-11 items-center gap-3 text-sm text-slate-800">
                    <input type="checkbox" name="technicianIds" value={t.id} defaultChecked={going.has(t.id)} className="size-5" />
                    {t.name}
                  </label>
                ))}
              </div>
            )}
            {errors.technicianIds && (
              <p id="visit-technicians-error" className="mt-1 text-sm text-red-700">
                {errors.technicianIds}
              </p>
            )}
          </fieldset>
          <Field id="visit-checklist" label="Checklist" hint="One item a line" error={errors.checklist}>
            {(p) => <Textarea {...p} name="checklist" rows={3} defaultValue={visit?.checklist.map((i) => i.label).join("\n") ?? ""} />}
          </Field>
          <div className="flex flex-wrap justify-between gap-2 pt-2">
            {visit ? (
              <Button variant="destructive" busy={cancel.isPending} onClick={() => cancel.mutate(visit.id)}>
                Cancel the visit
              </Button>
            ) : (
              <span />
            )}
            <div className="flex gap-2">
              <Button variant="outline" onClick={onClose}>
                Close
              </Button>
              <Button type="submit" busy={save.isPending}>
                {save.isPending ? "Saving…" : "Save"}
              </Button>
            </div>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
