/**
 * Testimonial moderation: every testimonial for staff, approve / reject, delete.
 * Approval shows a testimonial on the public pages at once (the write drops the cached pages).
 */
import { z } from "zod";
import type { AppContext } from "../context";
import type { ApiRouter } from "../http/api-router";
import { notFound } from "../http/errors";
import { idParam, parseBody } from "../http/validate";
import { deleteReview, listAllReviews, setReviewApproval, toPublicReview, type Testimonial } from "./queries";
import { audit } from "../office/audit";

const approvalSchema = z.object({ isApproved: z.boolean({ error: "isApproved must be true or false" }) });

export const toAdminTestimonial = (t: Testimonial) => ({ ...toPublicReview(t), isSpam: t.isSpam });

export function registerReviewModerationRoutes(api: ApiRouter, ctx: AppContext): void {
  api.get("/admin/testimonials", "admin", async (_req, res) => {
    res.json((await listAllReviews(ctx.db)).map(toAdminTestimonial));
  });

  api.patch("/testimonials/:id", "admin", async (req, res) => {
    const id = idParam(req, "id", "Testimonial not found");
    const { isApproved } = parseBody(approvalSchema, req);
    const row = await setReviewApproval(ctx.db, id, isApproved);
    if (!row) throw notFound("Testimonial not found");
    await audit(ctx.db, req, { action: isApproved ? "review.approve" : "review.reject", targetType: "review", targetId: id }, ctx.clock.now());
    res.json(toAdminTestimonial(row));
  });

  api.delete("/testimonials/:id", "admin", async (req, res) => {
    const id = idParam(req, "id", "Testimonial not found");
    if (!(await deleteReview(ctx.db, id))) throw notFound("Testimonial not found");
    await audit(ctx.db, req, { action: "review.delete", targetType: "review", targetId: id }, ctx.clock.now());
    res.status(204).end();
  });
}
