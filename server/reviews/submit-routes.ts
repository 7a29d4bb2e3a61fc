/** POST /api/testimonials: a review that waits for approval. */
import { reviewSubmissionSchema } from "@common/schemas/reviews";
import type { AppContext } from "../context";
import type { ApiRouter } from "../http/api-router";
import { isSpamSubmission } from "../http/spam";
import { parseBody } from "../http/validate";
import { submitReview } from "./submit";

export { REVIEW_LIMIT } from "./submit";

export function registerReviewSubmitRoutes(api: ApiRouter, ctx: AppContext): void {
  api.post("/testimonials", { access: "public", summary: "Send a review (held for approval)", body: reviewSubmissionSchema }, async (req, res) => {
    const input = parseBody(reviewSubmissionSchema, req);
    const isSpam = isSpamSubmission(req.body, ctx.clock.now().getTime());
    // The client address: the proxy's word only under TRUST_PROXY (Express "trust proxy").
    const clientKey = req.ip ?? req.socket.remoteAddress ?? "unknown";
    const requestToken = typeof req.body?.requestToken === "string" ? (req.body.requestToken as string) : undefined; // a review-request link
    const review = await submitReview(ctx, input, { clientKey, isSpam, reqId: req.id, via: "api", requestToken });
    // The stored review, awaiting approval (isApproved false); a spam trip looks the same.
    res.status(201).json(review);
  });
}
