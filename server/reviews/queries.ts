/** Testimonial reads shared by the API and page loaders, and the moderation writes. */
import { and, avg, count, desc, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import type { Logger } from "../logger";
import { testimonials } from "../db/schema";
import { pagesChanged } from "../render-cache/invalidate";

export type Testimonial = typeof testimonials.$inferSelect;

const publicWhere = and(eq(testimonials.isApproved, true), eq(testimonials.isSpam, false));

/** Approved testimonials, newest first, with `location` as an alias of customerLocation. */
export async function listApprovedReviews(db: Db) {
  const rows = await db.select().from(testimonials).where(publicWhere).orderBy(desc(testimonials.createdAt));
  return rows.map(toPublicReview);
}

/**
 * For pages: the approved testimonials, or none when the database does not answer, so the page
 * shows its no-reviews state without a message instead of failing.
 */
export async function approvedTestimonialsForPage(app: { db: Db; logger: Logger }, page: string) {
  try {
    return await listApprovedReviews(app.db);
  } catch (error) {
    app.logger.warn({ err: error, page }, "testimonials unavailable; showing no reviews");
    return [];
  }
}

export function toPublicReview(t: Testimonial) {
  return {
    id: t.id,
    customerName: t.customerName,
    customerLocation: t.customerLocation,
    location: t.customerLocation,
    rating: t.rating,
    content: t.content,
    serviceType: t.serviceType,
    isApproved: t.isApproved,
    createdAt: t.createdAt.toISOString(),
  };
}

export type PublicTestimonial = ReturnType<typeof toPublicReview>;

/** Count and average rating of approved testimonials (for the aggregateRating). */
export async function getRatingSummary(db: Db): Promise<{ count: number; average: number | null }> {
  const [row] = await db
    .select({ n: count(), avg: avg(testimonials.rating) })
    .from(testimonials)
    .where(publicWhere);
  const n = row?.n ?? 0;
  return { count: n, average: n > 0 && row?.avg != null ? Number(row.avg) : null };
}

/**
 * Approves or withdraws a testimonial. Approving a spam-flagged review is the admin's judgement
 * that it is genuine. Every page shows the rating summary, so all cached pages are dropped.
 */
export async function setReviewApproval(db: Db, id: string, isApproved: boolean): Promise<Testimonial | undefined> {
  const [row] = await db
    .update(testimonials)
    .set(isApproved ? { isApproved, isSpam: false } : { isApproved })
    .where(eq(testimonials.id, id))
    .returning();
  if (row) pagesChanged(db, "reviews");
  return row;
}

export async function deleteReview(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(testimonials).where(eq(testimonials.id, id)).returning({ isApproved: testimonials.isApproved });
  if (rows.some((r) => r.isApproved)) pagesChanged(db, "reviews");
  return rows.length > 0;
}

/** Every review, approved or not, newest first: the moderation list. */
export async function listAllReviews(db: Db) {
  return db.select().from(testimonials).orderBy(desc(testimonials.createdAt), desc(testimonials.id));
}
