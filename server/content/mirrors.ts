/**
 * Content types whose published entries are also kept in a table of the specification: a service
 * is a row of `services` (what /api/services answers). The store is the one write path; this
 * keeps the row in step in the same transaction as the publish, deletion or empty start.
 */
import { eq } from "drizzle-orm";
import type { Content } from "@common/content/types";
import type { Db } from "../db/client";
import { services } from "../db/schema";
import type { PageTopic } from "../render-cache/invalidate";

type Executor = Pick<Db, "select" | "insert" | "update" | "delete">;

/** The `services` row of a service entry (title, description, content, imageUrl, slug, isActive). */
export function serviceRow(entry: { slug: string } & Content<"service">) {
  return {
    slug: entry.slug,
    title: entry.name,
    description: entry.summary,
    content: entry.body || null,
    imageUrl: entry.photo.src || null,
    isActive: entry.active,
  };
}

/** A published entry of `type` changed from `previousSlug` (null: new) to `entry` (null: deleted). */
export async function mirrorEntry(db: Executor, type: string, previousSlug: string | null, entry: ({ slug: string } & Record<string, unknown>) | null, now: Date): Promise<void> {
  if (type !== "service") return;
  if (!entry) {
    if (previousSlug) await db.delete(services).where(eq(services.slug, previousSlug));
    return;
  }
  const row = serviceRow(entry as { slug: string } & Content<"service">);
  const updated = previousSlug ? await db.update(services).set({ ...row, updatedAt: now }).where(eq(services.slug, previousSlug)).returning({ id: services.id }) : [];
  if (!updated.length) await db.insert(services).values({ ...row, createdAt: now, updatedAt: now }).onConflictDoUpdate({ target: services.slug, set: { ...row, updatedAt: now } });
}

/** Every row mirrored for `type` goes (setup's empty start). */
export async function clearMirror(db: Executor, type: string): Promise<void> {
  if (type === "service") await db.delete(services);
}

/** The other page topics a change of `type` touches (the services list's cached JSON). */
export function mirroredTopics(type: string): PageTopic[] {
  return type === "service" ? ["services"] : [];
}
