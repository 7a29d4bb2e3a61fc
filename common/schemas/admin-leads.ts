/** Lead administration: the status values and the convert-to-contact body. */
import { z } from "@common/zod";
import * as messages from "../messages";
import * as staffMessages from "../staff-messages";
import { emailField } from "./leads";
import { leadStatuses } from "./admin-lead-values";

export * from "./admin-lead-values";

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
