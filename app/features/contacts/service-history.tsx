/**
 * A contact's service history: the jobs recorded on them (equipment, warranty, schedule, next
 * maintenance, cost, hours, notes), a form to record or edit one, and "Mark completed", which
 * rolls the next maintenance date on and books the customer's review request. Photos of a job
 * come from the media library (chosen there or uploaded), shown as thumbnails that open the
 * full image.
 */
import { CalendarClock, CheckCircle2, ImagePlus, Pencil, Plus, Wrench, X } from "~/components/icons";
import { Link } from "react-router";
import { scheduleForJob } from "~/features/visits";
import { useState } from "react";
import { Button, buttonClasses } from "~/components/ui/button";
import { Alert, Skeleton } from "~/components/ui/card";
import { Field, Input, Select, Textarea } from "~/components/ui/form-controls";
import { MediaLibraryDialog, type MediaItem } from "~/features/blog";
import { ApiError } from "~/lib/api";
import { useApiRead, useApiWrite } from "~/lib/api-hooks";
import { quoteServiceOptions } from "@common/lead-options";
import * as staffMessages from "@common/staff-messages";
import {
  createCustomerServiceSchema,
  MAX_JOB_PHOTOS,
  maintenanceSchedules,
  serviceCategories,
  serviceStatuses,
  serviceStatusLabels,
  type JobPhoto,
  type ServiceStatus,
} from "@common/schemas/customer-services";
import { completeService, contactKeys, saveService, type CustomerService } from "./api";
import { GalleryConsent } from "./gallery-consent";
import { formatDate, formatDay } from "@common/dates";
import { InvoiceJobButton } from "~/features/invoices";

const t = staffMessages.followThrough;

const dayOrDash = (day: string | null) => formatDay(day) || "—";

const statusTone: Record<string, string> = {
  scheduled: "bg-blue-100 text-blue-900",
  in_progress: "bg-amber-100 text-amber-900",
  completed: "bg-green-100 text-green-900",
  cancelled: "bg-slate-100 text-slate-800",
};

export function ServiceHistory({ contactId }: { contactId: string }) {
  const key = contactKeys.services(contactId);
  const query = useApiRead<CustomerService[]>(key, { staleTime: 0 });
  const [editing, setEditing] = useState<CustomerService | "new" | null>(null);

  return (
    <section aria-labelledby="service-history-heading" data-testid="service-history">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h3 id="service-history-heading" className="text-lg font-semibold text-slate-900">
          {t.historyHeading}
        </h3>
        {editing === null && (
          <Button variant="outline" size="sm" onClick={() => setEditing("new")}>
            <Plus className="h-4 w-4" aria-hidden="true" /> {t.recordJob}
          </Button>
        )}
      </div>
      {editing !== null && (
        <ServiceForm contactId={contactId} service={editing === "new" ? null : editing} onDone={() => setEditing(null)} />
      )}
      {query.isPending ? (
        <Skeleton className="h-16 w-full" />
      ) : query.isError ? (
        <Alert variant="destructive">{staffMessages.dashboard.loadFailed}</Alert>
      ) : query.data.length === 0 ? (
        <p className="rounded-md border border-dashed border-slate-300 p-4 text-sm text-slate-700">{t.historyEmpty}</p>
      ) : (
        <ul className="space-y-3">
          {query.data.map((s) => (
            <ServiceItem key={s.id} service={s} contactId={contactId} onEdit={() => setEditing(s)} editing={editing !== null} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ServiceItem({ service: s, contactId, onEdit, editing }: { service: CustomerService; contactId: string; onEdit: () => void; editing: boolean }) {
  const complete = useApiWrite({
    request: () => completeService(s.id),
    invalidate: [contactKeys.services(contactId), contactKeys.timeline(contactId)],
    success: t.jobCompleted,
    failure: { fallback: t.completeJobFailed, serverFirst: true },
  });
  const facts: Array<[string, string]> = [
    ["Service", s.serviceType],
    ["Category", s.serviceCategory],
    ["Scheduled", dayOrDash(s.scheduledDate)],
    ["Completed", dayOrDash(s.completedDate)],
    ["Next maintenance", dayOrDash(s.nextMaintenanceDate)],
    ["Schedule", s.maintenanceSchedule ?? "—"],
    ["Equipment", s.equipmentInstalled.join(", ") || "—"],
    ["Model / serial", [s.equipmentModel, s.equipmentSerial].filter(Boolean).join(" / ") || "—"],
    ["Warranty", s.warrantyStart || s.warrantyEnd ? `${dayOrDash(s.warrantyStart)} – ${dayOrDash(s.warrantyEnd)}` : "—"],
    ["Cost", s.cost === null ? "—" : `$${s.cost.toLocaleString("en-US")}`],
    ["Hours", s.laborHours === null ? "—" : String(s.laborHours)],
  ];
  const review = s.reviewRequest;
  return (
    <li className="rounded-md border border-slate-200 p-3 text-sm" data-testid="service-item">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="flex items-center gap-2 font-semibold text-slate-900">
          <Wrench className="h-4 w-4 text-slate-600" aria-hidden="true" />
          {s.title}
          <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${statusTone[s.status] ?? statusTone.cancelled}`}>
            {serviceStatusLabels[s.status as ServiceStatus] ?? s.status}
          </span>
        </p>
        <div className="flex flex-wrap gap-2">
          {/* The job's visits on the clock: book one, move or cancel them, on the schedule. */}
          <Link to={scheduleForJob(s.id, s.title)} className={buttonClasses("outline", "sm")} aria-label={`Visits of ${s.title}`}>
            <CalendarClock className="h-4 w-4" aria-hidden="true" /> Visits
          </Link>
          <Button variant="outline" size="sm" onClick={onEdit} disabled={editing} aria-label={`${t.editJob} ${s.title}`}>
            <Pencil className="h-4 w-4" aria-hidden="true" /> {t.editJob}
          </Button>
          {s.status !== "completed" && s.status !== "cancelled" && (
            <Button size="sm" onClick={() => complete.mutate(undefined)} busy={complete.isPending} aria-label={`${t.completeJob}: ${s.title}`}>
              <CheckCircle2 className="h-4 w-4" aria-hidden="true" /> {t.completeJob}
            </Button>
          )}
          {s.status === "completed" && <InvoiceJobButton jobId={s.id} />}
        </div>
      </div>
      <p className="mt-1 whitespace-pre-line text-slate-800 wrap-anywhere">{s.description}</p>
      <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-2">
        {facts.map(([label, value]) => (
          <div key={label} className="flex gap-2">
            <dt className="font-medium text-slate-600">{label}:</dt>
            <dd className="text-slate-900 wrap-anywhere">{value}</dd>
          </div>
        ))}
      </dl>
      {s.internalNotes && <p className="mt-2 whitespace-pre-line text-slate-700 wrap-anywhere">Notes: {s.internalNotes}</p>}
      {s.photos.length > 0 && <Thumbnails photos={s.photos} label={`Photos of ${s.title}`} />}
      {s.status === "completed" && s.photos.length > 0 && <GalleryConsent service={s} contactId={contactId} />}
      {review && (
        <p className="mt-2 text-slate-700" data-testid="review-request-state">
          {review.testimonialId
            ? t.reviewReceived
            : review.sentAt
              ? `${t.reviewRequestSent} ${formatDate(review.sentAt, "short")}`
              : `${t.reviewRequested} ${formatDate(review.sendAfter, "short")}`}
        </p>
      )}
    </li>
  );
}

const dayFields = ["scheduledDate", "completedDate", "nextMaintenanceDate", "warrantyStart", "warrantyEnd"] as const;

/** The form's values as the API takes them: empty optional fields are cleared (null). */
function readForm(form: HTMLFormElement, editing: boolean): Record<string, unknown> {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? "").trim();
  const optional = (name: string) => text(name) || null;
  const int = (name: string) => (text(name) === "" ? null : Number(text(name)));
  const body: Record<string, unknown> = {
    serviceType: text("serviceType"),
    serviceCategory: text("serviceCategory"),
    title: text("title"),
    description: text("description"),
    status: text("status"),
    equipmentInstalled: text("equipmentInstalled")
      .split(",")
      .map((x) => x.trim())
      .filter(Boolean),
    equipmentModel: optional("equipmentModel"),
    equipmentSerial: optional("equipmentSerial"),
    maintenanceSchedule: optional("maintenanceSchedule"),
    cost: int("cost"),
    laborHours: int("laborHours"),
    internalNotes: optional("internalNotes"),
  };
  for (const f of dayFields) body[f] = optional(f);
  // A new job leaves out what was not filled in; an edit sends every field so a cleared one clears.
  if (!editing) for (const [k, v] of Object.entries(body)) if (v === null) delete body[k];
  return body;
}

function ServiceForm({ contactId, service, onDone }: { contactId: string; service: CustomerService | null; onDone: () => void }) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [photos, setPhotos] = useState<JobPhoto[]>(service?.photos ?? []);
  const [library, setLibrary] = useState(false);
  const save = useApiWrite({
    request: (body: Record<string, unknown>) => saveService(contactId, service?.id ?? null, body),
    invalidate: [contactKeys.services(contactId), contactKeys.timeline(contactId)],
    success: t.jobSaved,
    failure: { fallback: t.saveJobFailed, serverFirst: true },
  });
  const id = (name: string) => `service-${service?.id ?? "new"}-${name}`;

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The media library's upload form sits in a portal inside this form: its submit bubbles here.
    if (event.target !== event.currentTarget) return;
    const body = { ...readForm(event.currentTarget, !!service), photos: photos.map((p) => p.id) };
    const parsed = createCustomerServiceSchema.safeParse(body);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    save.mutate(body, {
      onSuccess: onDone,
      onError: (error) => {
        if (error instanceof ApiError) setErrors(error.fieldErrors);
      },
    });
  };

  const s = service;
  const text = (name: keyof CustomerService, label: string, opts: { required?: boolean; type?: string; className?: string } = {}) => (
    <Field id={id(name)} label={label} error={errors[name]} required={opts.required} className={opts.className}>
      {(p) => <Input {...p} name={name} type={opts.type ?? "text"} defaultValue={(s?.[name] as string | number | null | undefined) ?? ""} />}
    </Field>
  );

  return (
    <form onSubmit={onSubmit} noValidate className="mb-4 space-y-3 rounded-md border border-brand-200 bg-brand-50/40 p-3" aria-label={s ? `${t.editJob} ${s.title}` : t.recordJob}>
      <div className="grid gap-3 sm:grid-cols-2">
        {text("title", "Title", { required: true })}
        <Field id={id("serviceType")} label="Service" error={errors.serviceType} required>
          {(p) => (
            <Select {...p} name="serviceType" defaultValue={s?.serviceType ?? ""}>
              <option value="">Select a service</option>
              {[...new Set([...(s && !(quoteServiceOptions as readonly string[]).includes(s.serviceType) ? [s.serviceType] : []), ...quoteServiceOptions])].map((o) => (
                <option key={o} value={o}>
                  {o}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field id={id("serviceCategory")} label="Category" error={errors.serviceCategory} required>
          {(p) => (
            <Select {...p} name="serviceCategory" defaultValue={s?.serviceCategory ?? "maintenance"}>
              {serviceCategories.map((c) => (
                <option key={c} value={c}>
                  {c[0]!.toUpperCase() + c.slice(1)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field id={id("status")} label="Status" error={errors.status}>
          {(p) => (
            <Select {...p} name="status" defaultValue={s?.status ?? "scheduled"}>
              {serviceStatuses.map((v) => (
                <option key={v} value={v}>
                  {serviceStatusLabels[v]}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <Field id={id("description")} label="Description" error={errors.description} required>
        {(p) => <Textarea {...p} name="description" defaultValue={s?.description ?? ""} className="min-h-20" />}
      </Field>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field id={id("equipmentInstalled")} label="Equipment installed" error={errors.equipmentInstalled} hint="Separate items with commas">
          {(p) => <Input {...p} name="equipmentInstalled" defaultValue={s?.equipmentInstalled.join(", ") ?? ""} />}
        </Field>
        {text("equipmentModel", "Model")}
        {text("equipmentSerial", "Serial number")}
        <Field id={id("maintenanceSchedule")} label="Maintenance schedule" error={errors.maintenanceSchedule}>
          {(p) => (
            <Select {...p} name="maintenanceSchedule" defaultValue={s?.maintenanceSchedule ?? ""}>
              <option value="">Not set</option>
              {maintenanceSchedules.map((v) => (
                <option key={v} value={v}>
                  {v === "none" ? "None" : v[0]!.toUpperCase() + v.slice(1)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        {text("scheduledDate", "Scheduled date", { type: "date" })}
        {text("completedDate", "Completed date", { type: "date" })}
        {text("nextMaintenanceDate", "Next maintenance date", { type: "date" })}
        {text("warrantyStart", "Warranty start", { type: "date" })}
        {text("warrantyEnd", "Warranty end", { type: "date" })}
        {text("cost", "Cost ($)", { type: "number" })}
        {text("laborHours", "Labour hours", { type: "number" })}
      </div>
      <Field id={id("internalNotes")} label="Internal notes" error={errors.internalNotes}>
        {(p) => <Textarea {...p} name="internalNotes" defaultValue={s?.internalNotes ?? ""} className="min-h-20" />}
      </Field>
      <fieldset aria-describedby={errors.photos ? id("photos-error") : undefined}>
        <legend className="mb-1 text-sm font-medium text-slate-800">Photos</legend>
        {photos.length > 0 && (
          <Thumbnails
            photos={photos}
            label="Photos of this job"
            onRemove={(photo) => setPhotos((list) => list.filter((p) => p.id !== photo.id))}
          />
        )}
        <Button type="button" variant="outline" size="sm" className="mt-2" disabled={photos.length >= MAX_JOB_PHOTOS} onClick={() => setLibrary(true)}>
          <ImagePlus className="h-4 w-4" aria-hidden="true" /> Add photos
        </Button>
        {errors.photos && (
          <p id={id("photos-error")} role="alert" className="mt-1 text-sm text-red-700">
            {errors.photos}
          </p>
        )}
      </fieldset>
      <MediaLibraryDialog
        open={library}
        onOpenChange={setLibrary}
        purpose="job"
        onPick={(item) => {
          setPhotos((list) => (list.some((p) => p.id === item.id) ? list : [...list, toPhoto(item)]));
          setLibrary(false);
        }}
      />
      <div className="flex gap-2">
        <Button type="submit" busy={save.isPending}>
          {t.saveJob}
        </Button>
        <Button variant="outline" onClick={onDone}>
          {t.cancel}
        </Button>
      </div>
    </form>
  );
}

/** A library image as a job shows it. */
const toPhoto = (item: MediaItem): JobPhoto => ({
  id: item.id,
  alt: item.alt,
  src: item.image.srcset.split(", ")[0]!.split(" ")[0]!,
  srcset: item.image.srcset,
  width: item.image.width,
  height: item.image.height,
  large: item.image.large.src,
});

/** Thumbnails that open the full image; with `onRemove`, each has a button that takes it off. */
function Thumbnails({ photos, label, onRemove }: { photos: JobPhoto[]; label: string; onRemove?: (photo: JobPhoto) => void }) {
  return (
    <ul className="mt-2 flex flex-wrap gap-2" aria-label={label}>
      {photos.map((p) => (
        <li key={p.id} className="relative">
          <a href={p.large} target="_blank" rel="noreferrer" className="block rounded focus-visible:outline-2 focus-visible:outline-brand-600">
            <img
              src={p.src}
              srcSet={p.srcset}
              sizes="7rem"
              width={p.width}
              height={p.height}
              alt={p.alt}
              loading="lazy"
              decoding="async"
              className="h-20 w-28 rounded border border-slate-200 object-cover"
            />
          </a>
          {onRemove && (
            <button
              type="button"
              onClick={() => onRemove(p)}
              aria-label={`Remove photo: ${p.alt}`}
              className="absolute right-1 top-1 rounded-full bg-white/90 p-1 text-slate-800 shadow hover:bg-white focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <X className="h-3 w-3" aria-hidden="true" />
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
