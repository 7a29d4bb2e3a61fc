/**
 * Visits: a job (a customer_services row) on the clock. Shared by the office's schedule, the
 * technician's day and /api/visits. A visit's start is entered as a day and a time on the
 * business's clock (common/dates.ts); the server turns them into an instant (server/days.ts), so
 * a visit booked for 9:00 stays at 9:00 across a daylight-saving change.
 */
import { z } from "@common/zod";
import { MAX_CHECKLIST_ITEMS, MAX_TECHNICIANS, VISIT_MINUTES, visitMessages, type VisitStatus } from "./visit-values";

export * from "./visit-values";

const day = z
  .string({ error: visitMessages.dayInvalid })
  .regex(/^\d{4}-\d{2}-\d{2}$/, visitMessages.dayInvalid)
  .refine((v) => !Number.isNaN(Date.parse(`${v}T12:00:00Z`)) && new Date(`${v}T12:00:00Z`).toISOString().startsWith(v), visitMessages.dayInvalid);
const time = z.string({ error: visitMessages.timeInvalid }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, visitMessages.timeInvalid);
const minutes = z
  .number({ error: visitMessages.minutesInvalid })
  .int(visitMessages.minutesInvalid)
  .min(VISIT_MINUTES.min, visitMessages.minutesInvalid)
  .max(VISIT_MINUTES.max, visitMessages.minutesInvalid)
  .refine((v) => v % VISIT_MINUTES.step === 0, visitMessages.minutesInvalid);
const technicianIds = z
  .array(z.uuid(visitMessages.technicianUnknown), { error: visitMessages.technicianRequired })
  .min(1, visitMessages.technicianRequired)
  .max(MAX_TECHNICIANS, `At most ${MAX_TECHNICIANS} technicians`)
  .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]);
const checklist = z
  .array(z.string().trim().min(1, visitMessages.checklistItem).max(200, visitMessages.checklistItem))
  .max(MAX_CHECKLIST_ITEMS, `At most ${MAX_CHECKLIST_ITEMS} items`);

export const createVisitSchema = z
  .object({ jobId: z.uuid(visitMessages.jobRequired), day, time, minutes, technicianIds, checklist: checklist.default([]) })
  .strict();
export type CreateVisit = z.output<typeof createVisitSchema>;

/** A move (day and time), a new length, other technicians or a new checklist: any of them. */
export const updateVisitSchema = z.object({ day, time, minutes, technicianIds, checklist }).partial().strict();
export type UpdateVisit = z.output<typeof updateVisitSchema>;

/** The office's day (one day) or week (seven days from `from`), or one job's visits. */
export const visitListQuery = z.object({
  from: day.optional(),
  days: z.coerce.number().int().min(1).max(7).default(1),
  jobId: z.uuid().optional(),
});

/** The technician's list: one day, today by default. */
export const myVisitsQuery = z.object({ day: day.optional() });

export const visitDoneSchema = z.object({ note: z.string().trim().min(1, visitMessages.noteRequired).max(4000, "At most 4000 characters") }).strict();
export const checklistTickSchema = z.object({ done: z.boolean({ error: "done must be true or false" }) }).strict();

export interface VisitTechnician {
  id: string;
  name: string;
}

/** Another visit a technician of this one has at the same time. */
export interface VisitOverlap {
  visitId: string;
  technician: VisitTechnician;
  startsAt: string;
  minutes: number;
  jobTitle: string;
}

export interface ChecklistItem {
  id: string;
  label: string;
  done: boolean;
}

/** A visit as the office sees it. */
export interface Visit {
  id: string;
  jobId: string;
  startsAt: string;
  /** On the business's clock: "2026-03-09" and "09:00". */
  day: string;
  time: string;
  minutes: number;
  status: VisitStatus;
  technicians: VisitTechnician[];
  checklist: ChecklistItem[];
  note: string | null;
  photos: string[];
  onTheWayAt: string | null;
  doneAt: string | null;
  job: { id: string; title: string; status: string };
  contact: { id: string; name: string; phone: string | null; address: string | null };
  /** Other visits its technicians have at the same time: allowed, but always shown. */
  overlaps: VisitOverlap[];
}

/** The answer to a booking or a change: the visit and, when it overlaps another, the warning. */
export interface VisitWriteResult {
  visit: Visit;
  warning: string | null;
  /** Whether the homeowner was mailed the arrival window (no address, or opted out: not). */
  mailed: boolean;
}

/** The `visit.scheduled` webhook's data: a visit booked or moved. */
export const visitScheduledEventSchema = z.object({
  id: z.uuid(),
  jobId: z.uuid(),
  contactId: z.uuid(),
  startsAt: z.iso.datetime().describe("The start, as an instant (UTC)"),
  minutes: z.number().int(),
  technicianIds: z.array(z.uuid()),
  rescheduled: z.boolean().describe("True when an existing visit was moved"),
});
export type VisitScheduledEvent = z.infer<typeof visitScheduledEventSchema>;
