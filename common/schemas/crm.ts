/** CRM contacts, communications and e-mail. */
import { z } from "@common/zod";
import * as messages from "../messages";
import * as staffMessages from "../staff-messages";
import { emailField, phoneField } from "./leads";

export const contactStatuses = ["active", "inactive", "lead"] as const;

export const customerTypes = ["residential", "commercial"] as const;

/** When the customer prefers to be reached; "any" is what a converted lead starts with. */
export const preferredContactTimes = ["any", "morning", "afternoon", "evening"] as const;
export const preferredContactMethods = ["phone", "email", "text"] as const;

export const contactMessages = {
  reachable: "Give an e-mail address or a phone number",
  nothingToUpdate: "Nothing to update",
  duplicateEmail: "Another contact already has this e-mail address",
  zipInvalid: "Use a 5-digit ZIP code, like 05465",
  stateInvalid: "Use the 2-letter state code, like VT",
} as const;

const requiredName = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(100, `${label} must be at most 100 characters`);
/** An optional text field: "" or null clears it (stored as null). */
const clearable = <T extends z.ZodType<string>>(field: T) =>
  z
    .union([z.literal(""), z.null(), field])
    .transform((v) => (v === "" || v === null ? null : (v as string)));
const plain = (max: number) => z.string({ error: messages.validation.textExpected }).trim().max(max, `At most ${max} characters`);

/** Every field of a contact staff may set; the create body requires the names. */
const contactFields = {
  firstName: requiredName("First name"),
  lastName: requiredName("Last name"),
  email: clearable(emailField()),
  phone: clearable(phoneField()),
  secondaryPhone: clearable(phoneField()),
  address: clearable(plain(300)),
  city: clearable(plain(100)),
  state: z
    .string({ error: contactMessages.stateInvalid })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, contactMessages.stateInvalid),
  zipCode: clearable(z.string({ error: contactMessages.zipInvalid }).trim().regex(/^\d{5}(-\d{4})?$/, contactMessages.zipInvalid)),
  customerType: z.enum(customerTypes, { error: "Customer type must be residential or commercial" }),
  status: z.enum(contactStatuses, { error: staffMessages.dashboard.statusInvalid + contactStatuses.join(", ") }),
  preferredContactMethod: z.enum(preferredContactMethods, { error: "Preferred contact must be phone, email or text" }),
  preferredContactTime: z.enum(preferredContactTimes, { error: "Preferred time must be any, morning, afternoon or evening" }),
  notes: clearable(plain(5000)),
};

/** POST /api/crm/contacts: a contact entered by hand. Names and one way to reach them are required. */
export const contactCreateSchema = z
  .object({
    ...contactFields,
    email: contactFields.email.optional().transform((v) => v ?? null),
    phone: contactFields.phone.optional().transform((v) => v ?? null),
    secondaryPhone: contactFields.secondaryPhone.optional().transform((v) => v ?? null),
    address: contactFields.address.optional().transform((v) => v ?? null),
    city: contactFields.city.optional().transform((v) => v ?? null),
    // Left out or empty: the business's state from Settings, which the server fills in.
    state: z.union([z.literal(""), contactFields.state]).optional().transform((v) => v || undefined),
    zipCode: contactFields.zipCode.optional().transform((v) => v ?? null),
    customerType: contactFields.customerType.default("residential"),
    status: contactFields.status.default("active"),
    preferredContactMethod: contactFields.preferredContactMethod.default("phone"),
    preferredContactTime: contactFields.preferredContactTime.default("any"),
    notes: contactFields.notes.optional().transform((v) => v ?? null),
  })
  .refine((v) => v.email !== null || v.phone !== null, { message: contactMessages.reachable, path: ["email"] });
export type ContactCreateInput = z.output<typeof contactCreateSchema>;

/** PATCH /api/crm/contacts/:id: any of the fields; those left out stay as they are. */
export const contactUpdateSchema = z
  .object(contactFields)
  .partial()
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: contactMessages.nothingToUpdate, path: ["status"] });
export type ContactUpdateInput = z.output<typeof contactUpdateSchema>;

export const sendEmailSchema = z
  .object({
    contactId: z.uuid("contactId must be a contact id"),
    templateId: z.uuid("templateId must be a template id").optional(),
    subject: z.string().trim().max(200).optional(),
    body: z.string().trim().max(20000).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.templateId) return;
    if (!v.subject) ctx.addIssue({ code: "custom", path: ["subject"], message: staffMessages.dashboard.subjectBodyRequired });
    if (!v.body) ctx.addIssue({ code: "custom", path: ["body"], message: staffMessages.dashboard.subjectBodyRequired });
  });
export type SendEmailInput = z.infer<typeof sendEmailSchema>;

export const communicationTypes = ["call", "email", "note", "meeting", "sms", "web_form"] as const;
export const communicationDirections = ["inbound", "outbound"] as const;

/** A call, note or meeting logged by hand, optionally with a follow-up date. */
export const communicationSchema = z
  .object({
    contactId: z.uuid("contactId must be a contact id"),
    type: z.enum(communicationTypes, { error: "Type must be one of: " + communicationTypes.join(", ") }),
    direction: z.enum(communicationDirections, { error: "Direction must be inbound or outbound" }),
    subject: z.string().trim().max(200).optional(),
    content: z.string().trim().min(1, messages.validation.required).max(20000),
    followUpRequired: z.boolean().default(false),
    followUpDate: z.iso.datetime({ offset: true, error: "Follow-up date must be a date and time" }).optional(),
  })
  .refine((v) => !v.followUpRequired || !!v.followUpDate, {
    message: "A follow-up needs a date",
    path: ["followUpDate"],
  });

export const communicationUpdateSchema = z.object({
  followUpRequired: z.boolean({ error: "followUpRequired must be true or false" }),
});

export const contactSortOptions = [
  { value: "newest", label: "Newest first" },
  { value: "oldest", label: "Oldest first" },
  { value: "name-asc", label: "Name A-Z" },
  { value: "name-desc", label: "Name Z-A" },
  { value: "status", label: "Status" },
  { value: "source", label: "Source" },
  { value: "customerType", label: "Customer type" },
] as const;
export type ContactSort = (typeof contactSortOptions)[number]["value"];

export const NOTES_PREVIEW_LENGTH = 50;
