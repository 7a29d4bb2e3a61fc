/**
 * The webhook events whose body the OpenAPI document describes (its `webhooks` section), each
 * with the zod schema of its `data`: the same object the sender's type is made from.
 */
import type { z } from "zod";
import type { WebhookEvent } from "@common/schemas/webhooks";
import { invoicePaidEventSchema, invoiceSentEventSchema } from "@common/schemas/invoices";
import { visitScheduledEventSchema } from "@common/schemas/visits";

export const DOCUMENTED_EVENTS: Partial<Record<WebhookEvent, { summary: string; data: z.ZodType }>> = {
  "invoice.sent": { summary: "An invoice was mailed to the homeowner", data: invoiceSentEventSchema },
  "invoice.paid": { summary: "An invoice's payments reached its total", data: invoicePaidEventSchema },
  "visit.scheduled": { summary: "A visit was booked, or moved to a new time", data: visitScheduledEventSchema },
};
