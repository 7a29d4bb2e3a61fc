/**
 * POST /api/client-errors: the browser's root error boundary reports a render error here (the
 * public pages carry no error SDK, to keep their scripts small); it is logged with this request's
 * id and forwarded to SENTRY_DSN when set. Public but from the site's own pages only (a browser
 * on another site is refused, so nobody's visitors can be used to flood the error service),
 * limited per client address, small bodies only.
 */
import type { Request } from "express";
import { z } from "zod";
import * as messages from "@common/messages";
import type { AppContext } from "../context";
import type { ApiRouter } from "../http/api-router";
import { forbidden, HttpError } from "../http/errors";
import { createLimiter } from "../http/rate-limit";
import { parseBody } from "../http/validate";
import { clientAddress as clientKey } from "../http/client-address";
import { loggableUrl, redactUrlsIn } from "../http/log-url";

/** A report is a message and two stacks: 16 kB is plenty, anything larger is refused unread. */
export const CLIENT_ERROR_MAX_BYTES = 16 * 1024;
export const CLIENT_ERROR_LIMIT = { points: 10, windowSeconds: 10 * 60 };

const line = (max: number) => z.string().trim().max(max);
const pagePath = /^\/(?!\/)[^\s\\]*$/;

export const clientErrorSchema = z.object({
  message: line(1000).min(1),
  name: line(100).optional(),
  stack: z.string().max(8000).optional(),
  componentStack: z.string().max(8000).optional(),
  digest: line(100).optional(),
  /** The page's path and query on this site (never another origin). */
  url: line(2000).regex(pagePath, "url must be a path on this site"),
});

/** What the browser says about where the request comes from; no header at all is a script, allowed (and limited). */
function fromAnotherSite(ctx: AppContext, req: Request): boolean {
  const fetchSite = req.get("sec-fetch-site");
  if (fetchSite) return fetchSite !== "same-origin";
  const origin = req.get("origin");
  if (!origin) return false;
  const own = [new URL(ctx.config.publicUrl).origin, `${req.protocol}://${req.get("host")}`];
  return !own.includes(origin);
}

export function registerClientErrorRoutes(api: ApiRouter, ctx: AppContext): void {
  const limiter = createLimiter(ctx, { name: "client-errors", ...CLIENT_ERROR_LIMIT });

  api.post("/client-errors", { access: "public", summary: "Report a browser error", body: clientErrorSchema }, async (req, res) => {
    if (fromAnotherSite(ctx, req)) throw forbidden();
    if (Number(req.headers["content-length"] ?? 0) > CLIENT_ERROR_MAX_BYTES) {
      throw new HttpError(413, `Error reports are limited to ${CLIENT_ERROR_MAX_BYTES / 1024} kB`);
    }
    const sent = parseBody(clientErrorSchema, req);
    await limiter.consume(clientKey(req), messages.api.clientErrorRateLimited);
    // The page's address (a reset link, a review request) may hold a token, and so may a message
    // or a stack that quotes it: none of it is logged or forwarded as sent.
    const report = {
      ...sent,
      url: loggableUrl(sent.url),
      message: redactUrlsIn(sent.message),
      stack: redactUrlsIn(sent.stack),
      componentStack: redactUrlsIn(sent.componentStack),
    };
    ctx.errors.captureClientError(
      { ...report, userAgent: req.get("user-agent")?.slice(0, 300) },
      { reqId: String(req.id), method: req.method, url: report.url, userId: req.user?.id },
    );
    res.status(202).json({ received: true });
  });
}
