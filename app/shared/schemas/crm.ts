/** CRM contacts, communications and e-mail. */
import { z } from "~/shared/zod";
import { messages } from "../messages";

export const contactStatuses = ["active", "inactive", "lead"] as const;
export type ContactStatus = (typeof contactStatuses)[number];

export const customerTypes = ["residential", "commercial"] as const;

export const contactUpdateSchema = z
  .object({
    status: z.enum(contactStatuses, { error: messages.dashboard.statusInvalid + contactStatuses.join(", ") }).optional(),
    customerType: z.enum(customerTypes, { error: "Customer type must be residential or commercial" }).optional(),
    notes: z.string().trim().max(5000).nullable().optional(),
  })
  .refine((v) => v.status !== undefined || v.customerType !== undefined || v.notes !== undefined, {
    message: "Nothing to update",
    path: ["status"],
  });

export const sendEmailSchema = z
  .object({
    contactId: z.uuid("contactId must be a contact id"),
    templateId: z.uuid("templateId must be a template id").optional(),
    subject: z.string().trim().max(200).optional(),
    body: z.string().trim().max(20000).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.templateId) return;
    if (!v.subject) ctx.addIssue({ code: "custom", path: ["subject"], message: messages.dashboard.subjectBodyRequired });
    if (!v.body) ctx.addIssue({ code: "custom", path: ["body"], message: messages.dashboard.subjectBodyRequired });
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
