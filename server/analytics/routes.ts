/**
 * POST /api/analytics/pageview {path, referrer}: public, validated, rate limited generously per
 * client address, answers 204. The client sends it from the second page view of a visit on.
 */
import type { AppContext } from "../context";
import type { ApiRouter } from "../http/api-router";
import { createLimiter } from "../http/rate-limit";
import { parseBody } from "../http/validate";
import { pageViewSchema, recordPageView } from "./page-views";
import { clientAddress } from "../http/client-address";
import * as messages from "@common/messages";

export const PAGEVIEW_LIMIT = { points: 120, windowSeconds: 60 } as const;
export const PAGEVIEW_RATE_LIMITED = messages.api.pageviewRateLimited;

export function registerAnalyticsRoutes(api: ApiRouter, ctx: AppContext): void {
  const limiter = createLimiter(ctx, { name: "pageview", ...PAGEVIEW_LIMIT });
  api.post("/analytics/pageview", { access: "public", summary: "Count a page view (client-side navigation)", body: pageViewSchema }, async (req, res) => {
    await limiter.consume(clientAddress(req), PAGEVIEW_RATE_LIMITED);
    const input = parseBody(pageViewSchema, req);
    await recordPageView(ctx.db, input, ctx.clock.now());
    res.status(204).end();
  });
}
