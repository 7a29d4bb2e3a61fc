/**
 * A technician's day on a phone: today's own visits in order, each with the arrival time, the
 * address (directions), call and text, the job's lines and notes, the checklist, photos from the
 * phone's camera, "On my way" and "Done" with a note. Prices only when the owner allows it (the
 * server leaves them out otherwise).
 */
import { useId, useRef, useState } from "react";
import { formatDay } from "@common/dates";
import { visitStatusLabels, type VisitStatus } from "@common/schemas/visit-values";
import { ReachButtons } from "~/components/back-office/reach-buttons";
import { EmptyState, ListSkeleton, LoadError, StatusBadge } from "~/components/back-office/states";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Field, Textarea } from "~/components/ui/form-controls";
import { useAddPhoto, useMarkDone, useMyVisits, useOnMyWay, useTickItem, type TechnicianVisit } from "./api";
import { timeRange } from "./times";

export const statusTone: Record<VisitStatus, "blue" | "amber" | "green" | "slate"> = { scheduled: "blue", on_the_way: "amber", done: "green", cancelled: "slate" };

export function MyDayPage() {
  const visits = useMyVisits();
  const day = visits.data?.[0]?.day;
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Your day{day ? <span className="block text-base font-medium text-slate-700">{formatDay(day, "weekday")}</span> : null}</h1>
      {visits.isPending ? (
        <ListSkeleton label="Loading your visits" rows={2} />
      ) : visits.isError ? (
        <LoadError onRetry={() => void visits.refetch()} />
      ) : visits.data.length === 0 ? (
        <EmptyState>No visits for you today.</EmptyState>
      ) : (
        <ol className="space-y-4" aria-label="Your visits today">
          {visits.data.map((v) => (
            <li key={v.id}>
              <VisitCard visit={v} />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

function VisitCard({ visit }: { visit: TechnicianVisit }) {
  const headingId = useId();
  const closed = visit.status === "done" || visit.status === "cancelled";
  return (
    <Card className="space-y-4 p-4" data-testid="my-visit">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="text-lg font-bold text-slate-900">{timeRange(visit.startsAt, visit.minutes)}</p>
          <h2 id={headingId} className="text-base font-semibold text-slate-900">
            {visit.job.title}
          </h2>
          <p className="text-slate-700">{visit.contact.name}</p>
          {visit.contact.address && <p className="text-slate-700">{visit.contact.address}</p>}
        </div>
        <StatusBadge tone={statusTone[visit.status]}>{visitStatusLabels[visit.status]}</StatusBadge>
      </div>
      <ReachButtons
        phone={visit.phone}
        email={visit.email}
        place={visit.contact.address}
        subject={visit.job.title}
        label={`Reach ${visit.contact.name} (${timeRange(visit.startsAt, visit.minutes)})`}
      />
      {visit.technicians.length > 1 && <p className="text-sm text-slate-700">With {visit.technicians.map((t) => t.name).join(", ")}</p>}
      <Work visit={visit} />
      {visit.checklist.length > 0 && <Checklist visit={visit} disabled={closed} />}
      <Photos visit={visit} disabled={visit.status === "cancelled"} />
      {visit.status === "done" ? (
        <div className="rounded-md bg-green-50 p-3 text-sm text-green-900">
          <p className="font-semibold">Done</p>
          <p className="whitespace-pre-line">{visit.note}</p>
        </div>
      ) : closed ? null : (
        <Actions visit={visit} />
      )}
    </Card>
  );
}

function Work({ visit }: { visit: TechnicianVisit }) {
  return (
    <div className="space-y-2 text-sm text-slate-800">
      {visit.lines.length > 0 && (
        <ul className="divide-y divide-slate-200 rounded-md border border-slate-200">
          {visit.lines.map((line, i) => (
            <li key={i} className="flex justify-between gap-3 p-2">
              <span>
                {line.description} <span className="text-slate-600">· {line.quantity}</span>
              </span>
              {line.amount && <span className="font-medium">{line.amount}</span>}
            </li>
          ))}
        </ul>
      )}
      {visit.description && <p className="whitespace-pre-line">{visit.description}</p>}
      {visit.price && (
        <p>
          <span className="font-semibold">Price:</span> {visit.price}
        </p>
      )}
      {visit.notes && (
        <p className="whitespace-pre-line rounded-md bg-amber-50 p-2 text-amber-950">
          <span className="font-semibold">Notes:</span> {visit.notes}
        </p>
      )}
    </div>
  );
}

function Checklist({ visit, disabled }: { visit: TechnicianVisit; disabled: boolean }) {
  return (
    <fieldset className="space-y-1">
      <legend className="mb-1 text-sm font-semibold text-slate-900">Checklist</legend>
      {visit.checklist.map((item) => (
        <ChecklistRow key={item.id} visitId={visit.id} item={item} disabled={disabled} />
      ))}
    </fieldset>
  );
}

/** One item: the tick shows at once and goes back if the server refuses it. */
function ChecklistRow({ visitId, item, disabled }: { visitId: string; item: TechnicianVisit["checklist"][number]; disabled: boolean }) {
  const tick = useTickItem();
  const [done, setDone] = useState(item.done);
  return (
    <label className="flex min-h-11 items-center gap-3 text-sm text-slate-800">
      <input
        type="checkbox"
        className="size-5"
        checked={done}
        disabled={disabled}
        onChange={(e) => {
          const next = e.target.checked;
          setDone(next);
          tick.mutate({ id: visitId, itemId: item.id, done: next }, { onError: () => setDone(!next) });
        }}
      />
      {item.label}
    </label>
  );
}

function Photos({ visit, disabled }: { visit: TechnicianVisit; disabled: boolean }) {
  const add = useAddPhoto();
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className="space-y-2">
      {visit.photos.length > 0 && (
        <ul className="grid grid-cols-3 gap-2" aria-label="Photos of the job">
          {visit.photos.map((p) => (
            <li key={p.id}>
              <a href={p.large} target="_blank" rel="noopener noreferrer" className="block">
                <img src={p.src} srcSet={p.srcset} sizes="120px" width={p.width} height={p.height} alt={p.alt} className="aspect-square w-full rounded-md object-cover" loading="lazy" />
              </a>
            </li>
          ))}
        </ul>
      )}
      {!disabled && (
        // The input is inside its label, so the label shows the keyboard focus the hidden input has.
        <label className="inline-flex h-11 cursor-pointer items-center rounded-md border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-900 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600">
          {add.isPending ? "Uploading…" : "Take a photo"}
          <input
            ref={input}
            type="file"
            accept="image/*"
            capture="environment"
            className="sr-only"
            disabled={add.isPending}
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) add.mutate({ id: visit.id, file }, { onSettled: () => input.current && (input.current.value = "") });
            }}
          />
        </label>
      )}
    </div>
  );
}

function Actions({ visit }: { visit: TechnicianVisit }) {
  const onMyWay = useOnMyWay();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const done = useMarkDone(setErrors);
  const noteId = useId();
  return (
    <div className="space-y-3">
      {visit.status === "scheduled" && (
        <Button variant="outline" className="w-full" busy={onMyWay.isPending} onClick={() => onMyWay.mutate(visit.id)}>
          On my way
        </Button>
      )}
      <form
        className="space-y-2"
        onSubmit={(e) => {
          e.preventDefault();
          const note = String(new FormData(e.currentTarget).get("note") ?? "");
          setErrors({});
          done.mutate({ id: visit.id, note });
        }}
      >
        <Field id={noteId} label="What was done" error={errors.note}>
          {(p) => <Textarea {...p} name="note" rows={3} maxLength={4000} />}
        </Field>
        <Button type="submit" className="w-full" busy={done.isPending}>
          Mark done
        </Button>
      </form>
    </div>
  );
}
