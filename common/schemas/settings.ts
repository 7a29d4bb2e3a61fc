/** PUT /api/admin/settings: the business facts, every field checked (see ../business-settings). */
import { z } from "@common/zod";
import { SOCIAL_NETWORKS, WEEKDAYS } from "../business-settings";
import { emailAddress } from "./email";

/**
 * An IANA zone name the runtime knows ("America/Denver"): tried with Intl, which refuses an
 * unknown one, and shaped as a name, so a bare offset ("+05:00") is not taken for a place.
 */
function isTimeZone(zone: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
const timeZone = z.string().trim().min(1, "Choose the business's time zone").refine(isTimeZone, "Choose a time zone from the list, e.g. America/Denver");

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Use a 24-hour time such as 07:00");
const dayHours = z
  .object({ open: z.boolean(), opens: time, closes: time })
  .refine((h) => !h.open || h.opens < h.closes, { message: "Closing time must be after opening time", path: ["closes"] });
const webAddress = z.union([
  z.literal(""),
  z.url({ protocol: /^https?$/, error: "Enter a full web address starting with https://" }).max(300),
]);

export const businessSettingsSchema = z
  .object({
    name: z.string().trim().min(1, "Business name is required").max(120, "Business name must be 120 characters or fewer"),
    phone: z
      .string()
      .trim()
      .refine((v) => /^1?\d{10}$/.test(v.replace(/\D/g, "")), "Enter a 10-digit phone number"),
    trade: z.string().trim().min(1, "Say what the business does, e.g. Plumbing and heating").max(120, "Keep the trade under 120 characters"),
    email: emailAddress({ required: "E-mail is required", invalid: "Enter a valid e-mail address" }),
    street: z.string().trim().min(1, "Street address is required").max(200),
    locality: z.string().trim().min(1, "Town is required").max(100),
    region: z.string().trim().regex(/^[A-Z]{2}$/, "Use the two-letter state code, e.g. VT"),
    postalCode: z.string().trim().regex(/^\d{5}$/, "Enter a 5-digit ZIP code"),
    timeZone,
    hours: z.object(Object.fromEntries(WEEKDAYS.map((d) => [d, dayHours])) as Record<(typeof WEEKDAYS)[number], typeof dayHours>),
    serviceRadiusMiles: z.number({ error: "Service radius must be a number" }).int("Use whole miles").min(1, "At least 1 mile").max(300, "At most 300 miles"),
    towns: z
      .array(z.string().trim().min(1, "A town needs a name").max(100, "Town names must be 100 characters or fewer"))
      .max(100, "At most 100 towns"),
    county: z.string().trim().max(100, "County names must be 100 characters or fewer"),
    geo: z
      .object({
        latitude: z.number({ error: "Latitude must be a number" }).min(-90).max(90),
        longitude: z.number({ error: "Longitude must be a number" }).min(-180).max(180),
      })
      .nullable(),
    // The pages show the owner's words whenever emergency service is offered, so there must be some.
    emergency: z
      .object({ offered: z.boolean(), wording: z.string().trim().max(200, "Keep the wording under 200 characters") })
      .refine((e) => !e.offered || e.wording.length > 0, { message: "Write what the pages should say about emergency service", path: ["wording"] }),
    social: z.object(Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, webAddress])) as Record<(typeof SOCIAL_NETWORKS)[number], typeof webAddress>),
    externalRating: z
      .object({
        value: z.number({ error: "Rating must be a number" }).min(1, "Rating is 1 to 5").max(5, "Rating is 1 to 5"),
        count: z.number({ error: "Count must be a number" }).int().min(1, "At least 1 review").max(1_000_000),
        sourceName: z.string().trim().min(1, "Name the rating's source (e.g. Google)").max(80),
        sourceUrl: webAddress,
      })
      .nullable(),
    salesTaxBasisPoints: z
      .number({ error: "Sales tax rate must be a number" })
      .int("Sales tax rate has at most two decimals")
      .min(0, "Sales tax rate is 0 to 20 %")
      .max(2000, "Sales tax rate is 0 to 20 %"),
    quoteReminderDays: z.number({ error: "Reminder days must be a number" }).int("Use whole days").min(1, "At least 1 day").max(60, "At most 60 days"),
    invoiceDueDays: z.number({ error: "Days to pay must be a number" }).int("Use whole days").min(0, "0 days: due on receipt").max(120, "At most 120 days"),
    invoiceReminderDays: z.number({ error: "Reminder days must be a number" }).int("Use whole days").min(1, "At least 1 day").max(60, "At most 60 days"),
    invoiceMaxReminders: z.number({ error: "Reminders must be a number" }).int("Use a whole number").min(0, "0: no reminders").max(10, "At most 10 reminders"),
    paymentInstructions: z.string().trim().max(1000, "Keep the instructions under 1000 characters"),
    technicianSeesPrices: z.boolean({ error: "Choose yes or no" }),
    onMyWayMail: z.boolean({ error: "Choose yes or no" }),
  })
  .strict();

/** The lead workflow's inputs (server and dashboard). */
export const leadAssignSchema = z.object({ userId: z.uuid("Choose a staff member").nullable() }).strict();
export const leadNoteSchema = z.object({ content: z.string().trim().min(1, "Write the note first").max(5000, "Notes must be 5000 characters or fewer") }).strict();
export const leadSpamSchema = z.object({ isSpam: z.boolean({ error: "isSpam must be true or false" }) }).strict();

const dateOnly = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date such as 2026-01-31")
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), "Use a real date")
  .optional();
export const leadFilterSchema = z.object({
  spam: z.enum(["true", "false"]).optional(),
  status: z.string().max(40).optional(),
  service: z.string().max(200).optional(),
  assignee: z.union([z.literal("me"), z.literal("none"), z.uuid("Unknown assignee")]).optional(),
  from: dateOnly,
  to: dateOnly,
  q: z.string().max(200).optional(),
});

export const overviewQuerySchema = z.object({
  days: z.enum(["7", "30", "90"], { error: "days must be 7, 30 or 90" }).default("30"),
});

export const auditQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  before: z.iso.datetime({ offset: true, error: "before must be a date and time" }).optional(),
});
