/**
 * Earlier slugs of posts and categories. Each row names the post (or category) rather than the
 * next slug, so a chain of renames A → B → C answers 301 from A straight to C. A post records
 * its old slug only once it has been public (nobody linked to a draft's address); a category
 * always, since its page exists from the start.
 */
import { and, eq, ne } from "drizzle-orm";
import { isSlug } from "@common/schemas/blog";
import type { Db } from "../db/client";
import { blogCategories, blogCategorySlugRedirects, blogPosts, blogPostSlugRedirects } from "../db/schema";

type Executor = Pick<Db, "select" | "insert" | "delete">;

/** The post `slug` used to name, when that post is public now: its current slug. */
export async function currentPostSlug(db: Db, slug: string): Promise<string | undefined> {
  if (!isSlug(slug)) return undefined;
  const [row] = await db
    .select({ slug: blogPosts.slug })
    .from(blogPostSlugRedirects)
    .innerJoin(blogPosts, eq(blogPostSlugRedirects.postId, blogPosts.id))
    .where(and(eq(blogPostSlugRedirects.slug, slug), eq(blogPosts.isPublished, true), eq(blogPosts.status, "published")))
    .limit(1);
  return row?.slug;
}

/** The category `slug` used to name: its current slug. */
export async function currentCategorySlug(db: Db, slug: string): Promise<string | undefined> {
  if (!isSlug(slug)) return undefined;
  const [row] = await db
    .select({ slug: blogCategories.slug })
    .from(blogCategorySlugRedirects)
    .innerJoin(blogCategories, eq(blogCategorySlugRedirects.categoryId, blogCategories.id))
    .where(eq(blogCategorySlugRedirects.slug, slug))
    .limit(1);
  return row?.slug;
}

/** Whether `slug` forwards to a post other than `postId`. */
export async function forwardsToOtherPost(db: Executor, slug: string, postId: string | null): Promise<boolean> {
  const rows = await db
    .select({ postId: blogPostSlugRedirects.postId })
    .from(blogPostSlugRedirects)
    .where(postId ? and(eq(blogPostSlugRedirects.slug, slug), ne(blogPostSlugRedirects.postId, postId)) : eq(blogPostSlugRedirects.slug, slug));
  return rows.length > 0;
}

/** Whether `slug` forwards to a category other than `categoryId`. */
export async function forwardsToOtherCategory(db: Executor, slug: string, categoryId: string | null): Promise<boolean> {
  const where = categoryId
    ? and(eq(blogCategorySlugRedirects.slug, slug), ne(blogCategorySlugRedirects.categoryId, categoryId))
    : eq(blogCategorySlugRedirects.slug, slug);
  return (await db.select({ id: blogCategorySlugRedirects.categoryId }).from(blogCategorySlugRedirects).where(where)).length > 0;
}

/** A post moved from `from` to `to`: `from` forwards to it; `to`, if it once forwarded here, is live again. */
export async function postSlugMoved(db: Executor, postId: string, from: string, to: string, keepOld: boolean): Promise<void> {
  await db.delete(blogPostSlugRedirects).where(eq(blogPostSlugRedirects.slug, to));
  if (keepOld) await db.insert(blogPostSlugRedirects).values({ slug: from, postId }).onConflictDoUpdate({ target: blogPostSlugRedirects.slug, set: { postId } });
}

/** A category moved from `from` to `to` (see postSlugMoved). */
export async function categorySlugMoved(db: Executor, categoryId: string, from: string, to: string): Promise<void> {
  await db.delete(blogCategorySlugRedirects).where(eq(blogCategorySlugRedirects.slug, to));
  await db
    .insert(blogCategorySlugRedirects)
    .values({ slug: from, categoryId })
    .onConflictDoUpdate({ target: blogCategorySlugRedirects.slug, set: { categoryId } });
}
