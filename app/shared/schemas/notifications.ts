/** Notification e-mail recipients (02 §3, §5, §9): e-mail required and well-formed, name optional. */
import { z } from "~/shared/zod";
import { messages } from "../messages";

export const notificationTypes = ["lead_notification"] as const;

export const notificationEmailSchema = z.object({
  email: z
    .string({ error: messages.dashboard.notificationEmailRequired })
    .trim()
    .min(1, messages.dashboard.notificationEmailRequired)
    .max(254)
    .pipe(z.email(messages.dashboard.notificationEmailInvalid))
    .transform((v) => v.toLowerCase()),
  name: z
    .string()
    .trim()
    .max(100)
    .nullish()
    .transform((v) => (v ? v : null)),
  type: z.enum(notificationTypes).default("lead_notification"),
  isActive: z.boolean().default(true),
});
export type NotificationEmailInput = z.input<typeof notificationEmailSchema>;

export const notificationToggleSchema = z.object({
  isActive: z.boolean({ error: "isActive must be true or false" }),
});
