/** Lead administration: the status values and the convert-to-contact body. */
import { z } from "@common/zod";
import * as messages from "../messages";
import * as staffMessages from "../staff-messages";
import { emailField } from "./leads";

export const leadStatuses = ["Lead", "Pending", "Active", "Completed"] as const;
export type LeadStatus = (typeof leadStatuses)[number];

export const leadStatusSchema = z.object({
  status: z.enum(leadStatuses, { error: staffMessages.dashboard.statusInvalid + leadStatuses.join(", ") }),
});

const optionalText = (max: number) => z.string().trim().max(max).optional();

/** Every field is optional: a missing one is copied from the lead. */
export const convertLeadSchema = z.object({
  firstName: z.string().trim().min(1, messages.validation.required).max(100).optional(),
  lastName: z.string().trim().min(1, messages.validation.required).max(100).optional(),
  // The rule the public forms applied when the lead came in, so every stored lead converts.
  email: z.union([z.literal(""), emailField()]).optional(),
  phone: optionalText(40),
  address: optionalText(300),
  notes: optionalText(5000),
  leadSource: z.string().trim().min(1).max(50).optional(),
});
export type ConvertLeadInput = z.infer<typeof convertLeadSchema>;

export const leadSortOptions = [
  { value: "newest", label: "Newest first" },
  { value: "oldest", label: "Oldest first" },
  { value: "name", label: "Name" },
  { value: "status", label: "Status" },
  { value: "service", label: "Service" },
] as const;
export type LeadSort = (typeof leadSortOptions)[number]["value"];

export const leadPageSizes = [10, 20, 50] as const;
export const DEFAULT_LEAD_PAGE_SIZE = 10;
export const MAX_PAGE_BUTTONS = 5;
