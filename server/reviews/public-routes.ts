/** GET /api/testimonials: approved testimonials only, newest first, with `location` and `customerLocation`. */
import type { AppContext } from "../context";
import type { ApiRouter } from "../http/api-router";
import { listApprovedReviews } from "./queries";

export function registerReviewPublicRoutes(api: ApiRouter, ctx: AppContext): void {
  api.get("/testimonials", { access: "public", summary: "Approved reviews" }, async (_req, res) => {
    res.json(await listApprovedReviews(ctx.db));
  });
}
