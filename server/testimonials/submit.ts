/** Storing a submitted review: always unapproved; a spam trip is kept apart and never shown. */
import type { ReviewSubmission } from "../../app/shared/schemas/reviews";
import type { Db } from "../db/client";
import { testimonials } from "../db/schema";
import { toPublicTestimonial, type PublicTestimonial } from "./queries";

/** Stores the review and returns it as the public list shows it (never its spam flag). */
export async function createReview(db: Db, input: ReviewSubmission, options: { isSpam: boolean }): Promise<PublicTestimonial> {
  const [row] = await db
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
  return toPublicTestimonial(row!);
}
