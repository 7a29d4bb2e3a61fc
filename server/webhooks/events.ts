/**
 * Queuing an event for the receivers subscribed to it. Call it with the transaction of the
 * change the event reports, as mail is queued: the change and its deliveries are stored together
 * or not at all, and the webhook worker sends them after the commit, so the request never waits
 * on a receiver. Paused endpoints get nothing queued.
 */
import { randomUUID } from "node:crypto";
import { sql, type Placeholder, type SQL } from "drizzle-orm";
import type { WebhookEvent } from "@common/schemas/webhooks";
import type { Db } from "../db/client";
import { webhookDeliveries, webhookEndpoints } from "../db/schema";

/** The webhook-id of a new message: the same across its retries and every endpoint it goes to. */
export const newMessageId = () => `msg_${randomUUID().replaceAll("-", "")}`;

/** The body every receiver gets: Standard Webhooks' envelope of type, timestamp and data. */
export const eventBody = (type: string, data: object, at: Date) => JSON.stringify({ type, timestamp: at.toISOString(), data });

/** A value of the statement: given, or a placeholder filled when a prepared statement runs. */
type Value<T> = T | Placeholder;

/**
 * The INSERT ... SELECT that queues an event for every endpoint subscribed to its type: run alone
 * by queueWebhookEvent, or as a WITH query of the change's own statement (a new lead is one
 * prepared statement, so its values may be placeholders). A null type queues nothing.
 */
export function webhookEventInsert(event: { type: Value<WebhookEvent | null>; id: Value<string>; body: Value<string> }): SQL {
  return sql`
    insert into ${webhookDeliveries} (endpoint_id, event_id, event_type, body)
    select ${webhookEndpoints.id}, ${event.id}, ${event.type}, ${event.body} from ${webhookEndpoints}
    where ${webhookEndpoints.pausedAt} is null and ${event.type}::text = any(${webhookEndpoints.events})`;
}

export async function queueWebhookEvent(db: Pick<Db, "execute">, type: WebhookEvent, data: object, at: Date = new Date()): Promise<void> {
  await db.execute(webhookEventInsert({ type, id: newMessageId(), body: eventBody(type, data, at) }));
}
