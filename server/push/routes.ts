/**
 * /api/push: a staff member's devices for Web Push — the server's public key (what the browser
 * subscribes with), turning notifications on and off on this device, and a test message. Any
 * staff role may subscribe; only those who can open leads are sent lead messages.
 */
import type { AppContext } from "../context";
import type { ApiRouter } from "../http/api-router";
import { badRequest, HttpError, notFound } from "../http/errors";
import { parseBody } from "../http/validate";
import { pushDeviceSchema, pushSubscriptionSchema } from "@common/schemas/push";
import * as staffMessages from "@common/staff-messages";
import { findOwnSubscription, removeOwnSubscription, saveSubscription } from "./subscriptions";
import { isPushServiceEndpoint } from "./services";

const m = staffMessages.push;

export function registerPushRoutes(api: ApiRouter, ctx: AppContext): void {
  api.get("/push/key", "staff", (_req, res) => {
    res.json({ publicKey: ctx.config.vapid.publicKey });
  });

  api.post("/push/subscriptions", "staff", async (req, res) => {
    const body = parseBody(pushSubscriptionSchema, req);
    if (!isPushServiceEndpoint(body.endpoint, ctx.config.env)) throw badRequest(m.endpointRefused, { endpoint: m.endpointRefused });
    const row = await saveSubscription(ctx.db, req.user!.id, body, req.get("user-agent"), ctx.clock.now());
    ctx.logger.info({ area: "push", userId: req.user!.id, subscriptionId: row.id }, "push notifications turned on for a device");
    res.status(201).json({ id: row.id, endpoint: row.endpoint, createdAt: row.createdAt.toISOString() });
  });

  /** Whether this device is on (the switch's state, checked against the server's list). */
  api.post("/push/subscriptions/status", "staff", async (req, res) => {
    const { endpoint } = parseBody(pushDeviceSchema, req);
    res.json({ subscribed: !!(await findOwnSubscription(ctx.db, req.user!.id, endpoint)) });
  });

  api.post("/push/subscriptions/remove", "staff", async (req, res) => {
    const { endpoint } = parseBody(pushDeviceSchema, req);
    await removeOwnSubscription(ctx.db, req.user!.id, endpoint);
    res.status(204).end();
  });

  api.post("/push/test", "staff", async (req, res) => {
    const { endpoint } = parseBody(pushDeviceSchema, req);
    const target = await findOwnSubscription(ctx.db, req.user!.id, endpoint);
    if (!target) throw notFound(m.notSubscribed);
    const outcome = await ctx.push.sendNow(target, { title: m.testTitle, body: m.testBody, url: "/admin", tag: "test" });
    if (outcome === "gone") throw notFound(m.subscriptionGone);
    if (outcome === "failed") throw new HttpError(502, m.testFailed);
    res.json({ delivered: true });
  });
}
