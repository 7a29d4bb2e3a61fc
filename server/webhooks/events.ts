/**
 * Queuing an event for the receivers subscribed to it. Call it with the transaction of the
 * change the event reports, as mail is queued: the change and its deliveries are stored together
 * or not at all, and the webhook worker sends them after the commit, so the request never waits
 * on a receiver. Paused endpoints get nothing queued.
 */
import { randomUUID } from "node:crypto";
import { sql, type SQL } from "drizzle-orm";
import type { WebhookEvent } from "~/shared/schemas/webhooks";
import type { Db } from "../db/client";
import { webhookDeliveries, webhookEndpoints } from "../db/schema";

/** The webhook-id of a new message: the same across its retries and every endpoint it goes to. */
export const newMessageId = () => `msg_${randomUUID().replaceAll("-", "")}`;

/** The body every receiver gets: Standard Webhooks' envelope of type, timestamp and data. */
export const eventBody = (type: string, data: object, at: Date) => JSON.stringify({ type, timestamp: at.toISOString(), data });

/**
 * The INSERT ... SELECT that queues `type` for every endpoint subscribed to it: run alone by
 * queueWebhookEvent, or as a WITH query of the change's own statement (a new lead is one statement).
 */
export function webhookEventInsert(type: WebhookEvent, data: object, at: Date = new Date()): SQL {
  const body = eventBody(type, data, at);
  return sql`
    insert into ${webhookDeliveries} (endpoint_id, event_id, event_type, body)
    select ${webhookEndpoints.id}, ${newMessageId()}, ${type}, ${body} from ${webhookEndpoints}
    where ${webhookEndpoints.pausedAt} is null and ${type} = any(${webhookEndpoints.events})`;
}

export async function queueWebhookEvent(db: Pick<Db, "execute">, type: WebhookEvent, data: object, at: Date = new Date()): Promise<void> {
  await db.execute(webhookEventInsert(type, data, at));
}
