/** Storing a submitted review: always unapproved; a spam trip is kept apart and never shown. */
import * as messages from "@common/messages";
import type { ReviewSubmission } from "@common/schemas/reviews";
import type { AppContext } from "../context";
import type { Db } from "../db/client";
import type { Limiter } from "../http/rate-limit";
import { sharedLimiter } from "../http/shared-limiter";
import { testimonials } from "../db/schema";
import { afterReview } from "../contacts/confirmations";
import { queueWebhookEvent } from "../webhooks/events";
import { toPublicReview, type PublicTestimonial } from "./queries";

/** Stores the review and returns it as the public list shows it (never its spam flag). */
export async function createReview(db: Db, input: ReviewSubmission, options: { isSpam: boolean }): Promise<PublicTestimonial> {
  const store = async (tx: Db) => {
    const [row] = await tx
      .insert(testimonials)
      .values({
        customerName: input.customerName,
        customerLocation: input.customerLocation,
        rating: input.rating,
        content: input.content,
        serviceType: input.serviceType,
        // Moderated: published only once staff approve it, whatever the request said.
        isApproved: false,
        isSpam: options.isSpam,
      })
      .returning();
    const review = toPublicReview(row!);
    // A real review's webhooks are queued with it; spam is no event.
    if (!options.isSpam) await queueWebhookEvent(tx, "review.submitted", review, row!.createdAt);
    return review;
  };
  return options.isSpam ? store(db) : db.transaction(store);
}

/** Valid reviews per client address per window (docs/decisions.md). */
export const REVIEW_LIMIT = { points: 20, windowSeconds: 15 * 60 };

/** One limiter per app, shared by POST /api/testimonials and the review page's action. */
export function reviewLimiter(ctx: AppContext): Limiter {
  return sharedLimiter(ctx, { name: "review-submit", ...REVIEW_LIMIT });
}

/**
 * A validated review from the dialog (POST /api/testimonials) or the review page's own form:
 * counts the client's limit (a 429 HttpError over it), then stores it awaiting approval.
 */
export async function submitReview(
  ctx: AppContext,
  input: ReviewSubmission,
  options: { clientKey: string; isSpam: boolean; reqId?: unknown; via: "api" | "form"; requestToken?: string | null },
): Promise<PublicTestimonial> {
  await reviewLimiter(ctx).consume(options.clientKey, messages.api.reviewRateLimited);
  const review = await createReview(ctx.db, input, { isSpam: options.isSpam });
  if (!options.isSpam) ctx.wake.webhooks();
  await afterReview(ctx, review, options); // review-request link and confirmation
  ctx.logger.info({ reqId: options.reqId, testimonialId: review.id, spam: options.isSpam, via: options.via }, "review received");
  return review;
}
