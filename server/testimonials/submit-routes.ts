/** POST /api/testimonials (01-public-site.md §5, §7): a review that waits for approval. */
import { messages } from "../../app/shared/messages";
import { reviewSubmissionSchema } from "../../app/shared/schemas/reviews";
import type { AppContext } from "../context";
import type { ApiRouter } from "../http/api-router";
import { createLimiter } from "../http/rate-limit";
import { isSpamSubmission } from "../http/spam";
import { parseBody } from "../http/validate";
import { createReview } from "./submit";

/** Valid reviews per client address per window (docs/decisions.md). */
export const REVIEW_LIMIT = { points: 20, windowSeconds: 15 * 60 };

export function registerTestimonialSubmitRoutes(api: ApiRouter, ctx: AppContext): void {
  const limiter = createLimiter(ctx, { name: "review-submit", ...REVIEW_LIMIT });

  api.post("/testimonials", "public", async (req, res) => {
    const input = parseBody(reviewSubmissionSchema, req);
    // The client address: the proxy's word only under TRUST_PROXY (Express "trust proxy").
    await limiter.consume(req.ip ?? req.socket.remoteAddress ?? "unknown", messages.api.reviewRateLimited);
    const isSpam = isSpamSubmission(req.body, ctx.clock.now().getTime());
    const review = await createReview(ctx.db, input, { isSpam });
    ctx.logger.info({ reqId: req.id, testimonialId: review.id, spam: isSpam }, "review received");
    // The stored review, awaiting approval (isApproved false); a spam trip looks the same.
    res.status(201).json(review);
  });
}
