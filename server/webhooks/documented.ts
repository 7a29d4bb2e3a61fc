/**
 * The webhook events whose body the OpenAPI document describes (its `webhooks` section), each
 * with the zod schema of its `data`: the same object the sender's type is made from.
 */
import type { z } from "zod";
import type { WebhookEvent } from "@common/schemas/webhooks";
import { visitScheduledEventSchema } from "@common/schemas/visits";

export const DOCUMENTED_EVENTS: Partial<Record<WebhookEvent, { summary: string; data: z.ZodType }>> = {
  "visit.scheduled": { summary: "A visit was booked, or moved to a new time", data: visitScheduledEventSchema },
};
