/** Blog comments: approved ones for visitors, unapproved ones for staff, approve and mark as spam. */
import { and, asc, desc, eq } from "drizzle-orm";
import * as messages from "@common/messages";
import type { CommentInput } from "@common/schemas/blog";
import type { AppContext } from "../context";
import type { Db } from "../db/client";
import type { Limiter } from "../http/rate-limit";
import { sharedLimiter } from "../http/shared-limiter";
import { blogComments, blogPosts } from "../db/schema";
import { pagesChanged } from "../render-cache/invalidate";

/** What visitors see of a comment: never the e-mail address. */
export interface PublicComment {
  id: string;
  authorName: string;
  content: string;
  createdAt: Date;
}

export async function listApprovedComments(db: Db, postId: string): Promise<PublicComment[]> {
  return db
    .select({ id: blogComments.id, authorName: blogComments.authorName, content: blogComments.content, createdAt: blogComments.createdAt })
    .from(blogComments)
    .where(and(eq(blogComments.blogPostId, postId), eq(blogComments.isApproved, true), eq(blogComments.isSpam, false)))
    .orderBy(asc(blogComments.createdAt));
}

/** Stores a visitor's comment unapproved (a honeypot trip is stored as spam, never shown). */
export async function createComment(db: Db, postId: string, input: CommentInput, options: { spam: boolean; now: Date }) {
  const [row] = await db
    .insert(blogComments)
    .values({
      blogPostId: postId,
      authorName: input.authorName,
      authorEmail: input.authorEmail,
      content: input.content,
      isApproved: false,
      isSpam: options.spam,
      createdAt: options.now,
    })
    .returning();
  return row!;
}

/** Per client address; the same allowance as leads and reviews (docs/decisions.md, "Blog"). */
export const COMMENT_LIMIT = { points: 20, windowSeconds: 15 * 60 };

/** One limiter per app, shared by POST /api/blog/{id}/comments and the post page's action. */
export function commentLimiter(ctx: AppContext): Limiter {
  return sharedLimiter(ctx, { name: "blog-comment", ...COMMENT_LIMIT });
}

/**
 * A validated comment on a published post, sent by script or by the post page's own form:
 * counts the client's limit (a 429 HttpError over it), then stores it unapproved.
 */
export async function submitComment(
  ctx: AppContext,
  postId: string,
  input: CommentInput,
  options: { clientKey: string; spam: boolean; via: "api" | "form" },
) {
  await commentLimiter(ctx).consume(options.clientKey, messages.blog.commentRateLimited);
  const row = await createComment(ctx.db, postId, input, { spam: options.spam, now: ctx.clock.now() });
  if (options.spam) ctx.logger.info({ postId, via: options.via }, "blog comment caught by the spam defence");
  return row;
}

/** What moderation lists show of a comment, with its post. */
const moderationFields = {
  id: blogComments.id,
  blogPostId: blogComments.blogPostId,
  authorName: blogComments.authorName,
  authorEmail: blogComments.authorEmail,
  content: blogComments.content,
  isApproved: blogComments.isApproved,
  isSpam: blogComments.isSpam,
  createdAt: blogComments.createdAt,
  postTitle: blogPosts.title,
  postSlug: blogPosts.slug,
};

/** The newest published comments, so staff can take one down (it is then kept as spam). */
export async function listRecentApprovedComments(db: Db, limit = 50) {
  return db
    .select(moderationFields)
    .from(blogComments)
    .innerJoin(blogPosts, eq(blogComments.blogPostId, blogPosts.id))
    .where(and(eq(blogComments.isApproved, true), eq(blogComments.isSpam, false)))
    .orderBy(desc(blogComments.createdAt))
    .limit(limit);
}

export async function listUnapprovedComments(db: Db) {
  return db
    .select(moderationFields)
    .from(blogComments)
    .innerJoin(blogPosts, eq(blogComments.blogPostId, blogPosts.id))
    .where(and(eq(blogComments.isApproved, false), eq(blogComments.isSpam, false)))
    .orderBy(desc(blogComments.createdAt));
}

export async function approveComment(db: Db, id: string) {
  const [row] = await db
    .update(blogComments)
    .set({ isApproved: true, isSpam: false })
    .where(eq(blogComments.id, id))
    .returning();
  if (row) pagesChanged(db, "blog");
  return row;
}

/** Mark as spam: the row is kept (isSpam true, not approved) and never shown again. */
export async function markCommentSpam(db: Db, id: string) {
  const [row] = await db
    .update(blogComments)
    .set({ isApproved: false, isSpam: true })
    .where(eq(blogComments.id, id))
    .returning();
  // An approved comment marked as spam leaves its post's page.
  if (row) pagesChanged(db, "blog");
  return row;
}
