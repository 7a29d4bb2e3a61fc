/** Service reads shared by the /api handlers and the page loaders: active services only. */
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { contentEntries, services } from "../db/schema";

export type ServiceRow = typeof services.$inferSelect;

export function toPublicService(s: ServiceRow) {
  return {
    id: s.id,
    title: s.title,
    description: s.description,
    content: s.content,
    slug: s.slug,
    imageUrl: s.imageUrl,
    isActive: s.isActive,
    createdAt: s.createdAt.toISOString(),
    updatedAt: s.updatedAt.toISOString(),
  };
}

export type PublicService = ReturnType<typeof toPublicService>;

/**
 * Active services in the order the Site section gives them (their entries' places), the pages'
 * order; a service with no entry (the sample, before any edit) after them, oldest first.
 */
export async function listActiveServices(db: Db): Promise<PublicService[]> {
  const rows = await db
    .select({ service: services })
    .from(services)
    .leftJoin(contentEntries, and(eq(contentEntries.type, "service"), eq(contentEntries.slug, services.slug)))
    .where(eq(services.isActive, true))
    .orderBy(sql`${contentEntries.position} asc nulls last`, asc(services.createdAt), asc(services.title));
  return rows.map((r) => toPublicService(r.service));
}

/** One active service by slug, or null when it does not exist or is inactive. */
export async function getActiveServiceBySlug(db: Db, slug: string): Promise<PublicService | null> {
  if (!/^[a-z0-9][a-z0-9-]{0,99}$/.test(slug)) return null;
  const [row] = await db
    .select()
    .from(services)
    .where(and(eq(services.slug, slug), eq(services.isActive, true)))
    .limit(1);
  return row ? toPublicService(row) : null;
}
