/**
 * Queuing an event for the receivers subscribed to it. Call it with the transaction of the
 * change the event reports, as mail is queued: the change and its deliveries are stored together
 * or not at all, and the webhook worker sends them after the commit, so the request never waits
 * on a receiver. Paused endpoints get nothing queued.
 */
import { randomUUID } from "node:crypto";
import { and, arrayContains, isNull } from "drizzle-orm";
import type { WebhookEvent } from "@common/schemas/webhooks";
import type { Db } from "../db/client";
import { webhookDeliveries, webhookEndpoints } from "../db/schema";

/** The webhook-id of a new message: the same across its retries and every endpoint it goes to. */
export const newMessageId = () => `msg_${randomUUID().replaceAll("-", "")}`;

/** The body every receiver gets: Standard Webhooks' envelope of type, timestamp and data. */
export const eventBody = (type: string, data: object, at: Date) => JSON.stringify({ type, timestamp: at.toISOString(), data });

/** Queues the event for every endpoint listening for it; returns how many deliveries that made. */
export async function queueWebhookEvent(db: Db, type: WebhookEvent, data: object, at: Date = new Date()): Promise<number> {
  const endpoints = await db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(and(isNull(webhookEndpoints.pausedAt), arrayContains(webhookEndpoints.events, [type])));
  if (endpoints.length === 0) return 0;
  const eventId = newMessageId();
  const body = eventBody(type, data, at);
  await db.insert(webhookDeliveries).values(endpoints.map((e) => ({ endpointId: e.id, eventId, eventType: type, body })));
  return endpoints.length;
}
