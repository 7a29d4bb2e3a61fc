/**
 * The admins' webhook endpoints: list, add (a new secret), change (URL, events, pause/resume),
 * remove, the delivery log, "Send again" and a test ping. Admin only; every change is audited,
 * never with the secret. A URL must pass the address guard when it is saved.
 */
import { eq } from "drizzle-orm";
import { webhookEndpointSchema, webhookEndpointUpdateSchema } from "@common/schemas/webhooks";
import type { AppContext } from "../context";
import { webhookDeliveries, webhookEndpoints } from "../db/schema";
import type { ApiRouter } from "../http/api-router";
import { badRequest, notFound } from "../http/errors";
import { idParam, parseBody } from "../http/validate";
import { audit } from "../office/audit";
import { webhookUrlProblem } from "./address";
import { getEndpoint, listDeliveries, listEndpoints, newSecret, resendDelivery, sealSecret, toDeliveryJson, toEndpointJson, endpointSecret } from "./endpoints";
import { eventBody, newMessageId } from "./events";
import { postWebhook } from "./post";

const NOT_FOUND = "Webhook endpoint not found";

export function registerWebhookRoutes(api: ApiRouter, ctx: AppContext): void {
  const checkUrl = async (url: string) => {
    const problem = await webhookUrlProblem(url, ctx.config.webhooksAllowPrivate);
    if (problem) throw badRequest(problem, { url: problem });
  };

  api.get("/admin/webhooks", "admin", async (_req, res) => {
    res.json(await listEndpoints(ctx));
  });

  api.post("/admin/webhooks", "admin", async (req, res) => {
    const input = parseBody(webhookEndpointSchema, req);
    await checkUrl(input.url);
    const now = ctx.clock.now();
    const row = await ctx.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(webhookEndpoints)
        .values({
          ...input,
          secret: sealSecret(ctx, newSecret()),
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await audit(
        tx,
        req,
        {
          action: "webhook.create",
          targetType: "webhook_endpoint",
          targetId: created!.id,
          details: { url: input.url, events: input.events },
        },
        now,
      );
      return created!;
    });
    // The new endpoint's secret comes with it, for the receiver's set-up; later only on request.
    res.status(201).json({ ...toEndpointJson(row), secret: endpointSecret(ctx, row) });
  });

  api.patch("/admin/webhooks/:id", "admin", async (req, res) => {
    const id = idParam(req, "id", NOT_FOUND);
    const { paused, ...changes } = parseBody(webhookEndpointUpdateSchema, req);
    if (changes.url) await checkUrl(changes.url);
    const now = ctx.clock.now();
    const row = await ctx.db.transaction(async (tx) => {
      const pause = paused === undefined ? {} : paused ? { pausedAt: now } : { pausedAt: null, failingSince: null };
      const [updated] = await tx
        .update(webhookEndpoints)
        .set({ ...changes, ...pause, updatedAt: now })
        .where(eq(webhookEndpoints.id, id))
        .returning();
      if (updated)
        await audit(
          tx,
          req,
          {
            action: "webhook.update",
            targetType: "webhook_endpoint",
            targetId: id,
            details: { ...changes, paused },
          },
          now,
        );
      return updated;
    });
    if (!row) throw notFound(NOT_FOUND);
    if (paused === false) ctx.wake.webhooks();
    res.json(toEndpointJson(row));
  });

  /** The signing secret, on request (a POST, audited): list and change answers leave it out. */
  api.post("/admin/webhooks/:id/secret", "admin", async (req, res) => {
    const id = idParam(req, "id", NOT_FOUND);
    const endpoint = await getEndpoint(ctx.db, id);
    if (!endpoint) throw notFound(NOT_FOUND);
    const now = ctx.clock.now();
    await audit(ctx.db, req, { action: "webhook.secret_reveal", targetType: "webhook_endpoint", targetId: id, details: {} }, now);
    res.json({ secret: endpointSecret(ctx, endpoint) });
  });

  /** A new signing secret; the old one signs nothing from now on. */
  api.post("/admin/webhooks/:id/rotate-secret", "admin", async (req, res) => {
    const id = idParam(req, "id", NOT_FOUND);
    const now = ctx.clock.now();
    const row = await ctx.db.transaction(async (tx) => {
      const [updated] = await tx
        .update(webhookEndpoints)
        .set({ secret: sealSecret(ctx, newSecret()), updatedAt: now })
        .where(eq(webhookEndpoints.id, id))
        .returning();
      if (updated) await audit(tx, req, { action: "webhook.secret_rotate", targetType: "webhook_endpoint", targetId: id, details: {} }, now);
      return updated;
    });
    if (!row) throw notFound(NOT_FOUND);
    res.json({ secret: endpointSecret(ctx, row) });
  });

  api.delete("/admin/webhooks/:id", "admin", async (req, res) => {
    const id = idParam(req, "id", NOT_FOUND);
    const now = ctx.clock.now();
    const deleted = await ctx.db.transaction(async (tx) => {
      const rows = await tx.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id)).returning({ url: webhookEndpoints.url });
      if (rows[0])
        await audit(
          tx,
          req,
          {
            action: "webhook.delete",
            targetType: "webhook_endpoint",
            targetId: id,
            details: { url: rows[0].url },
          },
          now,
        );
      return rows.length > 0;
    });
    if (!deleted) throw notFound(NOT_FOUND);
    res.status(204).end();
  });

  api.get("/admin/webhooks/:id/deliveries", "admin", async (req, res) => {
    const id = idParam(req, "id", NOT_FOUND);
    if (!(await getEndpoint(ctx.db, id))) throw notFound(NOT_FOUND);
    res.json(await listDeliveries(ctx.db, id));
  });

  api.post("/admin/webhooks/:id/deliveries/:deliveryId/resend", "admin", async (req, res) => {
    const id = idParam(req, "id", NOT_FOUND);
    const deliveryId = idParam(req, "deliveryId", "Delivery not found");
    const now = ctx.clock.now();
    const queued = await ctx.db.transaction(async (tx) => {
      const row = await resendDelivery(tx, id, deliveryId);
      if (row)
        await audit(
          tx,
          req,
          {
            action: "webhook.resend",
            targetType: "webhook_endpoint",
            targetId: id,
            details: { deliveryId, event: row.eventType },
          },
          now,
        );
      return row;
    });
    if (!queued) throw notFound("Delivery not found");
    ctx.wake.webhooks();
    res.status(201).json(queued);
  });

  /**
   * A test ping, sent now rather than queued (an endpoint's queue may be held up by a failing
   * event), and logged like a delivery; never retried.
   */
  api.post("/admin/webhooks/:id/ping", "admin", async (req, res) => {
    const id = idParam(req, "id", NOT_FOUND);
    const endpoint = await getEndpoint(ctx.db, id);
    if (!endpoint) throw notFound(NOT_FOUND);
    const now = ctx.clock.now();
    const message = {
      id: newMessageId(),
      body: eventBody("webhook.ping", { endpointId: id }, now),
      secret: endpointSecret(ctx, endpoint),
    };
    const result = await postWebhook(endpoint.url, message, ctx.config.webhooksAllowPrivate);
    const row = await ctx.db.transaction(async (tx) => {
      const [logged] = await tx
        .insert(webhookDeliveries)
        .values({
          endpointId: id,
          eventId: message.id,
          eventType: "webhook.ping",
          body: message.body,
          status: result.ok ? "delivered" : "failed",
          attempts: 1,
          lastAttemptAt: now,
          lastStatus: result.status,
          lastDurationMs: result.durationMs,
          lastError: result.error,
          lastResponse: result.response,
          deliveredAt: result.ok ? now : null,
          createdAt: now,
        })
        .returning();
      await audit(
        tx,
        req,
        {
          action: "webhook.ping",
          targetType: "webhook_endpoint",
          targetId: id,
          details: { status: result.status },
        },
        now,
      );
      return logged!;
    });
    res.json(toDeliveryJson(row));
  });
}
