/**
 * GET /api/services (active only) and GET /api/services/{slug} (404 JSON for unknown or inactive).
 * Services change only through code that reports it with pagesChanged(db, "services").
 */
import type { Request, Response } from "express";
import * as messages from "@common/messages";
import type { AppContext } from "../context";
import type { ApiRouter } from "../http/api-router";
import { notFound } from "../http/errors";
import { EncodedBody, sendEncoded } from "../http/encoded";
import { PUBLIC_PAGE_CACHE_CONTROL } from "../render-cache/handler";
import { onPagesChanged } from "../render-cache/invalidate";
import { getActiveServiceBySlug, listActiveServices } from "./queries";

/**
 * The list's JSON (with its ETag and compressed copies), made once per database and kept until
 * a service changes, so a request costs no query, serialising or compressing.
 */
const lists = new WeakMap<AppContext["db"], { current: Promise<EncodedBody> | undefined }>();

function listHolder(ctx: AppContext) {
  let holder = lists.get(ctx.db);
  if (!holder) {
    const made: { current: Promise<EncodedBody> | undefined } = { current: undefined };
    onPagesChanged(ctx.db, (topic) => {
      if (topic === "services") made.current = undefined;
    });
    lists.set(ctx.db, (holder = made));
  }
  return holder;
}

/**
 * Answers GET/HEAD /api/services. Used by the API route and by the app's fast lane, which
 * answers it before the rest of the middleware (server/app.ts).
 */
export async function sendServiceList(ctx: AppContext, req: Request, res: Response): Promise<void> {
  const holder = listHolder(ctx);
  const pending = (holder.current ??= listActiveServices(ctx.db).then((rows) => new EncodedBody(Buffer.from(JSON.stringify(rows)))));
  try {
    await sendEncoded(req, res, await pending, "application/json; charset=utf-8", PUBLIC_PAGE_CACHE_CONTROL);
  } catch (error) {
    if (holder.current === pending) holder.current = undefined; // a failed read is not kept
    throw error;
  }
}

export function registerServiceRoutes(api: ApiRouter, ctx: AppContext): void {
  listHolder(ctx); // listening for changes from the start
  api.get("/services", { access: "public", summary: "The services offered" }, (req, res) => sendServiceList(ctx, req, res));

  api.get("/services/:slug", { access: "public", summary: "One service" }, async (req, res) => {
    const slug = String(req.params.slug ?? "").toLowerCase();
    const service = await getActiveServiceBySlug(ctx.db, slug);
    if (!service) throw notFound(messages.services.notFound);
    res.json(service);
  });
}
