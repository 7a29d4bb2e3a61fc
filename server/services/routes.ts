/**
 * GET /api/services (active only) and GET /api/services/{slug} (404 JSON for unknown or inactive).
 * Services change only through code that reports it with pagesChanged(db, "services").
 */
import { messages } from "~/shared/messages";
import type { AppContext } from "../context";
import type { ApiRouter } from "../http/api-router";
import { notFound } from "../http/errors";
import { prepareBody, sendPrepared, type PreparedBody } from "../render-cache/encoded";
import { PUBLIC_PAGE_CACHE_CONTROL } from "../render-cache/handler";
import { onPagesChanged } from "../render-cache/invalidate";
import { getActiveServiceBySlug, listActiveServices } from "./queries";

export function registerServiceRoutes(api: ApiRouter, ctx: AppContext): void {
  // The list changes only when a service does: its JSON (with its ETag and compressed copies) is
  // made once and kept until then, so a request costs no query, serialising or compressing.
  let list: Promise<PreparedBody> | undefined;
  onPagesChanged(ctx.db, (topic) => {
    if (topic === "services") list = undefined;
  });
  api.get("/services", "public", async (req, res) => {
    const pending = (list ??= listActiveServices(ctx.db).then((rows) => prepareBody(JSON.stringify(rows))));
    try {
      sendPrepared(req, res, await pending, "application/json; charset=utf-8", PUBLIC_PAGE_CACHE_CONTROL);
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
