/** Webhook endpoints as admins register them: where events go and which ones. */
import { z } from "@common/zod";

/** The events a receiver can subscribe to, in the order the form lists them. */
export const WEBHOOK_EVENTS = ["lead.created", "lead.status_changed", "contact.created", "review.submitted", "job.completed", "quote.sent", "quote.accepted", "quote.declined", "invoice.sent", "invoice.paid", "visit.scheduled"] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export const webhookMessages = {
  urlInvalid: "Enter the receiver's full address, starting with https://",
  eventsRequired: "Choose at least one event",
} as const;

const url = z
  .string({ error: webhookMessages.urlInvalid })
  .trim()
  .max(2000, webhookMessages.urlInvalid)
  .refine((value) => {
    try {
      return ["https:", "http:"].includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, webhookMessages.urlInvalid);
const events = z.array(z.enum(WEBHOOK_EVENTS), { error: webhookMessages.eventsRequired }).min(1, webhookMessages.eventsRequired);

export const webhookEndpointSchema = z.object({
  url,
  description: z.string().trim().max(200).default(""),
  events,
});

export const webhookEndpointUpdateSchema = z.object({
  url: url.optional(),
  description: z.string().trim().max(200).optional(),
  events: events.optional(),
  /** false resumes a paused endpoint; true pauses it by hand. */
  paused: z.boolean().optional(),
});
