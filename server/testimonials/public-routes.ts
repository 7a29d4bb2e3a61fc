/** GET /api/testimonials: approved testimonials only, newest first, with `location` and `customerLocation`. */
import type { AppContext } from "../context";
import type { ApiRouter } from "../http/api-router";
import { listApprovedTestimonials } from "./queries";

export function registerTestimonialPublicRoutes(api: ApiRouter, ctx: AppContext): void {
  api.get("/testimonials", "public", async (_req, res) => {
    res.json(await listApprovedTestimonials(ctx.db));
  });
}
