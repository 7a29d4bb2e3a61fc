/** Notification e-mail recipients: e-mail required and well-formed, name optional. */
import { z } from "@common/zod";
import * as staffMessages from "../staff-messages";
import { emailAddress } from "./email";

/** The type that receives new-lead alerts (and the default); other types are stored for future use. */
export const LEAD_NOTIFICATION_TYPE = "lead_notification";
export const NOTIFICATION_TYPE_MAX = 50;
const notificationTypeMessage = `Type must be 1 to ${NOTIFICATION_TYPE_MAX} lower-case letters, digits or underscores`;

export const notificationEmailSchema = z.object({
  email: emailAddress({
    required: staffMessages.dashboard.notificationEmailRequired,
    invalid: staffMessages.dashboard.notificationEmailInvalid,
  }).transform((v) => v.toLowerCase()),
  name: z
    .string()
    .trim()
    .max(100)
    .nullish()
    .transform((v) => (v ? v : null)),
  type: z
    .string({ error: notificationTypeMessage })
    .trim()
    .regex(new RegExp(`^[a-z0-9_]{1,${NOTIFICATION_TYPE_MAX}}$`), notificationTypeMessage)
    .default(LEAD_NOTIFICATION_TYPE),
  isActive: z.boolean().default(true),
});

export const notificationToggleSchema = z.object({
  isActive: z.boolean({ error: "isActive must be true or false" }),
});
