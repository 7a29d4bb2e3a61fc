/**
 * Blog category queries: list, by slug, create/update with a unique strict slug (an old slug
 * forwards to the new one, and no other category may take it), delete.
 */
import { isUniqueViolation } from "../db/errors";
import { asc, eq } from "drizzle-orm";
import { isSlug, pickPresent, slugify, type CategoryInput, type CategoryPatch } from "@common/schemas/blog";
import type { Db } from "../db/client";
import { blogCategories } from "../db/schema";
import { pagesChanged } from "../render-cache/invalidate";
import { categorySlugMoved, forwardsToOtherCategory } from "./slug-redirects";

export type CategoryRow = typeof blogCategories.$inferSelect;

export function toPublicCategory(c: CategoryRow) {
  return { id: c.id, name: c.name, slug: c.slug, description: c.description, parentId: c.parentId, order: c.order };
}
export type PublicCategory = ReturnType<typeof toPublicCategory>;

export async function listCategories(db: Db) {
  const rows = await db.select().from(blogCategories).orderBy(asc(blogCategories.order), asc(blogCategories.name));
  return rows.map(toPublicCategory);
}

export async function getCategoryBySlug(db: Db, slug: string) {
  if (!isSlug(slug)) return undefined;
  const [row] = await db.select().from(blogCategories).where(eq(blogCategories.slug, slug)).limit(1);
  return row ? toPublicCategory(row) : undefined;
}

export class DuplicateCategoryError extends Error {}

function values(input: Pick<CategoryInput, "name"> & Partial<CategoryInput>) {
  return {
    name: input.name,
    slug: input.slug ?? (slugify(input.name) || "category"),
    description: input.description ?? null,
    ...(input.order !== undefined ? { order: input.order } : {}),
  };
}

export async function createCategory(db: Db, input: CategoryInput) {
  const set = values(input);
  if (await forwardsToOtherCategory(db, set.slug, null)) throw new DuplicateCategoryError();
  try {
    const [row] = await db.insert(blogCategories).values(set).returning();
    pagesChanged(db, "blog");
    return toPublicCategory(row!);
  } catch (error) {
    if (isUniqueViolation(error)) throw new DuplicateCategoryError();
    throw error;
  }
}

/**
 * Updates a category. Keys the request did not send keep their stored values (a rename alone
 * never moves the category's URL or loses its description; a slug or description can be sent
 * alone); a slug sent empty is derived anew from the (new or stored) name.
 */
export async function updateCategory(db: Db, id: string, input: CategoryPatch, raw: unknown) {
  const [current] = await db.select().from(blogCategories).where(eq(blogCategories.id, id)).limit(1);
  if (!current) return undefined;
  const set = pickPresent(values({ ...input, name: input.name ?? current.name }), raw);
  if (Object.keys(set).length === 0) return toPublicCategory(current);
  const moved = set.slug !== undefined && set.slug !== current.slug ? set.slug : undefined;
  if (moved && (await forwardsToOtherCategory(db, moved, id))) throw new DuplicateCategoryError();
  try {
    const row = await db.transaction(async (tx) => {
      const [updated] = await tx.update(blogCategories).set(set).where(eq(blogCategories.id, id)).returning();
      // Links to the old category page keep working: its address forwards to the new one.
      if (updated && moved) await categorySlugMoved(tx, id, current.slug, moved);
      return updated;
    });
    if (row) pagesChanged(db, "blog");
    return row ? toPublicCategory(row) : undefined;
  } catch (error) {
    if (isUniqueViolation(error)) throw new DuplicateCategoryError();
    throw error;
  }
}

/** Deletes the category; its posts and campaigns become uncategorised (ON DELETE SET NULL). */
export async function deleteCategory(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(blogCategories).where(eq(blogCategories.id, id)).returning({ id: blogCategories.id });
  if (rows.length > 0) pagesChanged(db, "blog");
  return rows.length > 0;
}
