/** GET /api/services (active only) and GET /api/services/{slug} (404 JSON for unknown or inactive). */
import { messages } from "../../app/shared/messages";
import type { AppContext } from "../context";
import type { ApiRouter } from "../http/api-router";
import { notFound } from "../http/errors";
import { getActiveServiceBySlug, listActiveServices } from "./queries";

export function registerServiceRoutes(api: ApiRouter, ctx: AppContext): void {
  api.get("/services", "public", async (_req, res) => {
    res.json(await listActiveServices(ctx.db));
  });

  api.get("/services/:slug", "public", async (req, res) => {
    const slug = String(req.params.slug ?? "").toLowerCase();
    const service = await getActiveServiceBySlug(ctx.db, slug);
    if (!service) throw notFound(messages.services.notFound);
    res.json(service);
  });
}
