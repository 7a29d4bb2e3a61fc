/**
 * Webhook endpoints and their delivery log: the admins' page reads and writes them here. The
 * signing secret is Standard Webhooks' whsec_ + base64 of 24 random bytes, sealed at rest under a
 * key derived from SESSION_SECRET and shown to admins (they paste it into the receiver).
 */
import { randomBytes } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import type { AppContext } from "../context";
import type { Db } from "../db/client";
import { webhookDeliveries, webhookEndpoints } from "../db/schema";
import { open, seal } from "../auth/keys";

type EndpointRow = typeof webhookEndpoints.$inferSelect;
type DeliveryRow = typeof webhookDeliveries.$inferSelect;

export const newSecret = () => `whsec_${randomBytes(24).toString("base64")}`;

export const sealSecret = (ctx: AppContext, secret: string) => seal(ctx.config, "webhook-secret", secret);

/** The endpoint's secret in the clear (empty when SESSION_SECRET changed without a rotation). */
export const endpointSecret = (ctx: AppContext, endpoint: Pick<EndpointRow, "secret">) => open(ctx.config, "webhook-secret", endpoint.secret) ?? "";

/** An endpoint as lists and changes show it: without its secret, which is given only on request. */
export function toEndpointJson(row: EndpointRow) {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events,
    pausedAt: row.pausedAt?.toISOString() ?? null,
    failingSince: row.failingSince?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
export type WebhookEndpointJson = ReturnType<typeof toEndpointJson>;

export async function listEndpoints(ctx: AppContext) {
  const rows = await ctx.db.select().from(webhookEndpoints).orderBy(webhookEndpoints.createdAt);
  return rows.map((row) => toEndpointJson(row));
}

export async function getEndpoint(db: Db, id: string): Promise<EndpointRow | undefined> {
  const [row] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
  return row;
}

export function toDeliveryJson(row: DeliveryRow) {
  return {
    id: row.id,
    eventId: row.eventId,
    eventType: row.eventType,
    status: row.status,
    attempts: row.attempts,
    lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
    lastStatus: row.lastStatus,
    lastDurationMs: row.lastDurationMs,
    lastError: row.lastError,
    lastResponse: row.lastResponse,
    /** When the next try is due, while it is still pending. */
    nextAttemptAt: row.status === "pending" ? row.nextAttemptAt.toISOString() : null,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
export type WebhookDeliveryJson = ReturnType<typeof toDeliveryJson>;

/** The endpoint's latest deliveries, newest first. */
export async function listDeliveries(db: Db, endpointId: string, limit = 50) {
  const rows = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId)).orderBy(desc(webhookDeliveries.seq)).limit(limit);
  return rows.map(toDeliveryJson);
}

/** "Send again": the same message (same webhook-id and body) queued anew, behind the endpoint's waiting ones. */
export async function resendDelivery(db: Db, endpointId: string, deliveryId: string) {
  const [original] = await db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpointId, endpointId)));
  if (!original) return undefined;
  const [row] = await db
    .insert(webhookDeliveries)
    .values({
      endpointId,
      eventId: original.eventId,
      eventType: original.eventType,
      body: original.body,
    })
    .returning();
  return toDeliveryJson(row!);
}
