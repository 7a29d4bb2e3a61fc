/**
 * A job on a contact's service history (the customer_services table), shared by the service
 * history form and /api/crm/.../services. Dates are calendar days (YYYY-MM-DD); cost is whole
 * dollars and labour whole hours, as the table stores integers.
 */
import { z } from "@common/zod";

export const serviceStatuses = ["scheduled", "in_progress", "completed", "cancelled"] as const;
export type ServiceStatus = (typeof serviceStatuses)[number];
export const serviceStatusLabels: Record<ServiceStatus, string> = {
  scheduled: "Scheduled",
  in_progress: "In progress",
  completed: "Completed",
  cancelled: "Cancelled",
};

/** How often the equipment is serviced; the next date is worked out from it when a job is completed. */
export const maintenanceSchedules = ["none", "quarterly", "semi-annual", "annual"] as const;
export type MaintenanceSchedule = (typeof maintenanceSchedules)[number];
export const scheduleMonths: Record<MaintenanceSchedule, number | null> = { none: null, quarterly: 3, "semi-annual": 6, annual: 12 };

export const serviceCategories = ["installation", "maintenance", "repair", "inspection"] as const;

export const MAX_JOB_PHOTOS = 20;
export const photoMissingMessage = "A chosen photo is no longer in the media library";

const dateMessage = "Use a date like 2026-03-01";
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, dateMessage)
  .refine((v) => !Number.isNaN(Date.parse(`${v}T12:00:00Z`)) && new Date(`${v}T12:00:00Z`).toISOString().startsWith(v), dateMessage);
/** An optional day: "" or null clears it. */
const optionalDay = z
  .union([z.literal(""), z.null(), day])
  .optional()
  .transform((v) => (v === undefined ? undefined : v || null));
const optionalText = (max: number) =>
  z
    .union([z.null(), z.string().trim().max(max, `At most ${max} characters`)])
    .optional()
    .transform((v) => (v === undefined ? undefined : v || null));
const optionalInt = (max: number, label: string) =>
  z
    .union([z.null(), z.number().int(`${label} must be a whole number`).min(0, `${label} cannot be negative`).max(max, `${label} is too large`)])
    .optional();

const fields = {
  serviceType: z.string().trim().min(1, "Service is required").max(100, "At most 100 characters"),
  serviceCategory: z.enum(serviceCategories, { error: "Choose a category" }),
  title: z.string().trim().min(1, "Title is required").max(150, "At most 150 characters"),
  description: z.string().trim().min(1, "Description is required").max(4000, "At most 4000 characters"),
  equipmentInstalled: z.array(z.string().trim().min(1).max(100)).max(20, "At most 20 items").optional(),
  equipmentModel: optionalText(100),
  equipmentSerial: optionalText(100),
  warrantyStart: optionalDay,
  warrantyEnd: optionalDay,
  maintenanceSchedule: z.union([z.null(), z.enum(maintenanceSchedules, { error: "Choose a schedule" })]).optional(),
  nextMaintenanceDate: optionalDay,
  cost: optionalInt(10_000_000, "Cost"),
  laborHours: optionalInt(10_000, "Hours"),
  status: z.enum(serviceStatuses, { error: "Choose a status" }).optional(),
  scheduledDate: optionalDay,
  completedDate: optionalDay,
  internalNotes: optionalText(5000),
  /** Media library image ids, in the order they show; the same image twice counts once. */
  photos: z
    .array(z.uuid("Choose photos from the media library"), { error: "Choose photos from the media library" })
    .max(MAX_JOB_PHOTOS, `At most ${MAX_JOB_PHOTOS} photos`)
    .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))])
    .optional(),
};

export const createCustomerServiceSchema = z.object(fields);
export const updateCustomerServiceSchema = z
  .object(fields)
  .partial()
  .refine((v) => Object.values(v).some((x) => x !== undefined), "Nothing to change");
export const completeCustomerServiceSchema = z.object({ completedDate: optionalDay, nextMaintenanceDate: optionalDay });

export type UpdateCustomerService = z.output<typeof updateCustomerServiceSchema>;

export interface JobPhoto {
  id: string;
  alt: string;
  /** A small file, and every width of the fallback format for srcset. */
  src: string;
  srcset: string;
  width: number;
  height: number;
  /** The largest file, opened when the thumbnail is clicked. */
  large: string;
}

/** A job as the API returns it. */
export interface CustomerService {
  id: string;
  contactId: string;
  serviceType: string;
  serviceCategory: string;
  title: string;
  description: string;
  equipmentInstalled: string[];
  equipmentModel: string | null;
  equipmentSerial: string | null;
  warrantyStart: string | null;
  warrantyEnd: string | null;
  maintenanceSchedule: string | null;
  nextMaintenanceDate: string | null;
  cost: number | null;
  laborHours: number | null;
  status: string;
  scheduledDate: string | null;
  completedDate: string | null;
  internalNotes: string | null;
  /** Photos from the media library: a thumbnail's files (srcset) and its alt text. */
  photos: JobPhoto[];
  /** Review request of a completed job: when it goes / went out, and the review it led to. */
  reviewRequest: { id: string; sendAfter: string; sentAt: string | null; testimonialId: string | null } | null;
  createdAt: string;
  updatedAt: string;
}

/** A day string as stored: noon UTC, the same calendar day in every zone from UTC−11 to UTC+11. */
export const dayToDate = (v: string) => new Date(`${v}T12:00:00Z`);
export const dateToDay = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : null);
