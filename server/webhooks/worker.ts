/**
 * The webhook worker: delivers webhook_deliveries rows, like the mail worker delivers the outbox.
 * One row at a time: claim the next due row with a lease (lockedUntil, renewed while it is being
 * sent) through FOR UPDATE SKIP LOCKED, post it, mark it while the lease is still its own, repeat
 * (server/db/lease.ts, the same claim, renewal and release as the mail worker's). Delivery is at least once: an
 * instance dying between the receiver's answer and the mark leaves the row to another instance
 * once the lease has run out, sent again with the same webhook-id.
 *
 * In order per endpoint: a row is claimed only when no earlier row (by seq) of its endpoint is
 * still pending, so an endpoint's events go one after another, and a failing one holds back the
 * ones behind it (not other endpoints'). A failure is retried with growing back-off (10 s, 20 s,
 * ... at most an hour); once the endpoint has been failing for RETRY_WINDOW_MS the row is marked
 * failed, the endpoint paused and the active admins mailed (through the outbox).
 */
import { setImmediate as yieldToEventLoop } from "node:timers/promises";
import { and, asc, eq, isNull, lt, lte, notExists, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { AppContext } from "../context";
import type { Db } from "../db/client";
import { retryDelayMs, startPasses } from "../worker-loop";
import { users, webhookDeliveries, webhookEndpoints } from "../db/schema";
import { leaseMs, queueLeases, workNow } from "../db/lease";
import { queueMail } from "../mail/outbox";
import { templatedOwnSubject, webhookPaused } from "../mail/templates";
import { endpointSecret } from "./endpoints";
import { postWebhook, type AttemptResult } from "./post";

export const RETRY_WINDOW_MS = 24 * 3_600_000;
const BASE_DELAY_MS = 10_000;
const MAX_DELAY_MS = 3_600_000;
const POLL_MS = 5_000;


const leases = queueLeases(webhookDeliveries);

type DeliveryRow = typeof webhookDeliveries.$inferSelect;

async function claimNext(ctx: AppContext): Promise<DeliveryRow | undefined> {
  const now = workNow(ctx);
  const earlier = alias(webhookDeliveries, "earlier");
  const due = ctx.db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, and(eq(webhookEndpoints.id, webhookDeliveries.endpointId), isNull(webhookEndpoints.pausedAt)))
    .where(
      and(
        leases.claimable(now),
        // A row stamped by the database's now() may lie a hair after the wall clock read here.
        lte(webhookDeliveries.nextAttemptAt, new Date(now.getTime() + 50)),
        notExists(
          ctx.db
            .select({ one: sql`1` })
            .from(earlier)
            .where(and(eq(earlier.endpointId, webhookDeliveries.endpointId), eq(earlier.status, "pending"), lt(earlier.seq, webhookDeliveries.seq))),
        ),
      ),
    )
    .orderBy(asc(webhookDeliveries.nextAttemptAt))
    .limit(1)
    .for("update", { of: webhookDeliveries, skipLocked: true });
  const [row] = await leases.claim(ctx.db, due, new Date(now.getTime() + leaseMs(ctx)));
  return row;
}

/** What an attempt leaves on its row (the log). */
const attemptColumns = (result: AttemptResult, at: Date) => ({
  lastAttemptAt: at,
  lastStatus: result.status,
  lastDurationMs: result.durationMs,
  lastError: result.error,
  lastResponse: result.response,
});

/**
 * Posts one claimed row under its lease and records the outcome while the lease is still this
 * instance's (a row taken over meanwhile is left to the instance that took it); the endpoint is
 * paused after RETRY_WINDOW_MS of failures.
 */
async function deliverOne(ctx: AppContext, row: DeliveryRow): Promise<boolean> {
  const [endpoint] = await ctx.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, row.endpointId));
  if (!endpoint) return false; // deleted meanwhile: its rows went with it
  const lost = () =>
    ctx.logger.warn({ deliveryId: row.id }, "webhook lease ran out during its post: another instance may send it as well, with the same webhook-id");
  const { value: result, lease } = await leases.hold(
    ctx,
    row,
    () => postWebhook(endpoint.url, { id: row.eventId, body: row.body, secret: endpointSecret(ctx, endpoint) }, ctx.config.webhooksAllowPrivate),
    lost,
  );
  const now = workNow(ctx);
  const attempts = row.attempts + 1;
  const log = {
    deliveryId: row.id,
    endpointId: endpoint.id,
    event: row.eventType,
    attempts,
    status: result.status,
    ms: result.durationMs,
  };
  const marked = await ctx.db.transaction(async (tx) => {
    // Locks the row for the marks below, if the lease is still this instance's.
    const [held] = await tx.select({ id: webhookDeliveries.id }).from(webhookDeliveries).where(leases.held(lease)).for("update");
    if (!held) return false;
    if (result.ok) {
      await tx
        .update(webhookDeliveries)
        .set({
          ...attemptColumns(result, now),
          attempts,
          status: "delivered",
          deliveredAt: now,
          lockedUntil: null,
        })
        .where(eq(webhookDeliveries.id, row.id));
      await tx.update(webhookEndpoints).set({ failingSince: null }).where(eq(webhookEndpoints.id, endpoint.id));
      return true;
    }
    const [failing] = await tx
      .update(webhookEndpoints)
      .set({
        failingSince: sql`coalesce(${webhookEndpoints.failingSince}, ${now})`,
      })
      .where(eq(webhookEndpoints.id, endpoint.id))
      .returning({ since: webhookEndpoints.failingSince });
    const since = failing?.since ?? now;
    const givesUp = result.permanent === true || now.getTime() - since.getTime() >= RETRY_WINDOW_MS;
    const delay = retryDelayMs(attempts, { baseMs: BASE_DELAY_MS, maxMs: MAX_DELAY_MS });
    await tx
      .update(webhookDeliveries)
      .set({
        ...attemptColumns(result, now),
        attempts,
        status: givesUp ? "failed" : "pending",
        nextAttemptAt: new Date(now.getTime() + delay),
        lockedUntil: null,
      })
      .where(eq(webhookDeliveries.id, row.id));
    // A refused address fails its delivery at once, with the reason in the log; the endpoint is left
    // running, as the pause mail speaks of a day of failures and fixing the address is enough.
    if (result.permanent) ctx.logger.warn({ ...log, err: result.error }, "webhook delivery refused; not retried");
    else if (givesUp) await pauseEndpoint(ctx, tx, endpoint.id, endpoint.url, since, result.error, now);
    else ctx.logger.warn({ ...log, err: result.error, retryInSeconds: delay / 1000 }, "webhook delivery failed; will retry");
    return true;
  });
  if (marked && result.ok) ctx.logger.info(log, "webhook delivered");
  return marked && result.ok;
}

/** Pauses the endpoint (once) and tells every active admin, in the transaction that marks the last failure. */
async function pauseEndpoint(ctx: AppContext, tx: Db, id: string, url: string, since: Date, lastError: string | null, now: Date) {
  const paused = await tx
    .update(webhookEndpoints)
    .set({ pausedAt: now, updatedAt: now })
    .where(and(eq(webhookEndpoints.id, id), isNull(webhookEndpoints.pausedAt)))
    .returning({ id: webhookEndpoints.id });
  if (paused.length === 0) return;
  const admins = await tx
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.role, "admin"), eq(users.isActive, true)));
  const mail = templatedOwnSubject(webhookPaused, {
    url,
    failingSince: since.toISOString(),
    lastError,
    pageUrl: `${ctx.config.publicUrl}/admin/webhooks`,
  });
  await queueMail(tx, admins.map((admin) => ({ ...mail, to: admin.email })));
  ctx.logger.error({ endpointId: id, url, admins: admins.length }, "webhook endpoint paused after 24 hours of failures; admins mailed");
  ctx.wake.mail();
}

/** Claims, posts and marks due rows one at a time until none is due or `shouldStop` says so. */
export async function deliverDueWebhooks(ctx: AppContext, shouldStop: () => boolean = () => false): Promise<number> {
  let delivered = 0;
  while (!shouldStop()) {
    const row = await claimNext(ctx);
    if (!row) break;
    if (await deliverOne(ctx, row)) delivered += 1;
    await yieldToEventLoop();
  }
  return delivered;
}

export function startWebhookWorker(ctx: AppContext) {
  const passes = startPasses(ctx, "webhook", POLL_MS, (shouldStop) => deliverDueWebhooks(ctx, shouldStop));
  ctx.wake.webhooks = passes.wake;
  return {
    async stop() {
      ctx.wake.webhooks = () => {};
      await passes.stop();
    },
  };
}
