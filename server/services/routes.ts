/**
 * GET /api/services (active only) and GET /api/services/{slug} (404 JSON for unknown or inactive).
 * Services change only through code that reports it with pagesChanged(db, "services").
 */
import { messages } from "~/shared/messages";
import type { AppContext } from "../context";
import type { ApiRouter } from "../http/api-router";
import { notFound } from "../http/errors";
import { onPagesChanged } from "../render-cache/invalidate";
import { getActiveServiceBySlug, listActiveServices } from "./queries";

export function registerServiceRoutes(api: ApiRouter, ctx: AppContext): void {
  // The list changes only when a service does: its JSON is made once and kept until then.
  let list: Promise<string> | undefined;
  onPagesChanged(ctx.db, (topic) => {
    if (topic === "services") list = undefined;
  });
  api.get("/services", "public", async (_req, res) => {
    const pending = (list ??= listActiveServices(ctx.db).then((rows) => JSON.stringify(rows)));
    try {
      res.type("application/json").send(await pending);
    } catch (error) {
      if (list === pending) list = undefined; // a failed read is not kept
      throw error;
    }
  });

  api.get("/services/:slug", "public", async (req, res) => {
    const slug = String(req.params.slug ?? "").toLowerCase();
    const service = await getActiveServiceBySlug(ctx.db, slug);
    if (!service) throw notFound(messages.services.notFound);
    res.json(service);
  });
}
