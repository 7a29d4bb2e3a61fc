import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { blogPosts } from "../db/schema";

/** Published posts for /sitemap.xml (drafts and scheduled posts never appear). */
export async function listSitemapPosts(db: Db): Promise<Array<{ slug: string; updatedAt: Date }>> {
  return db
    .select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt })
    .from(blogPosts)
    .where(and(eq(blogPosts.isPublished, true), eq(blogPosts.status, "published")))
    .orderBy(desc(blogPosts.publishedAt));
}
