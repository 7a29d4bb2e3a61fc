/**
 * The media library: store an upload (files first, then its row), list and search, change the
 * alt text, and delete an image only when no post shows it (as featured image or in its text)
 * and no customer's job has it among its photos.
 */
import { and, desc, eq, ilike, inArray, lte, or, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { blogPosts, customerServices, mediaFileDeletions, mediaItems } from "../db/schema";
import type { AppContext } from "../context";
import { contentTypeOf, processImage, type Variant } from "./process";
import type { MediaStore } from "./store";
import { retryDelayMs } from "../worker-loop";

export type MediaRow = typeof mediaItems.$inferSelect;

export const mediaUrl = (key: string) => `/media/${key}`;

/** What a page needs to show an image: a fallback src, srcset per format, its size and alt. */
export interface ResponsiveImage {
  id: string;
  src: string;
  width: number;
  height: number;
  alt: string;
  /** Largest fallback variant, for share cards and RSS. */
  large: { src: string; width: number; height: number; type: string; bytes: number };
  sources: Array<{ type: string; srcset: string }>;
  srcset: string;
}

export function responsiveImage(row: Pick<MediaRow, "id" | "width" | "height" | "alt" | "variants">, alt?: string | null): ResponsiveImage {
  const variants = row.variants as Variant[];
  const byFormat = (f: string) => variants.filter((v) => v.format === f).sort((a, b) => a.width - b.width);
  const fallback = byFormat("jpeg").length ? byFormat("jpeg") : byFormat("png");
  const srcset = (list: Variant[]) => list.map((v) => `${mediaUrl(v.key)} ${v.width}w`).join(", ");
  const largest = fallback.at(-1)!;
  // The src shown without srcset support: the middle width is a fair compromise for a post body.
  const middle = fallback[Math.min(1, fallback.length - 1)]!;
  return {
    id: row.id,
    src: mediaUrl(middle.key),
    width: largest.width,
    height: largest.height,
    alt: alt || row.alt,
    large: { src: mediaUrl(largest.key), width: largest.width, height: largest.height, type: contentTypeOf[largest.format], bytes: largest.bytes },
    sources: (["avif", "webp"] as const).map((f) => ({ type: contentTypeOf[f], srcset: srcset(byFormat(f)) })),
    srcset: srcset(fallback),
  };
}

export function toMediaJson(row: MediaRow) {
  return {
    id: row.id,
    originalName: row.originalName,
    sourceType: row.sourceType,
    width: row.width,
    height: row.height,
    alt: row.alt,
    bytes: row.bytes,
    createdAt: row.createdAt,
    uploadedBy: row.uploadedBy,
    image: responsiveImage(row),
    /** The markdown a writer pastes into a post. */
    markdown: `![${row.alt.replace(/[[\]\\]/g, "")}](${responsiveImage(row).large.src})`,
  };
}

/** The editors' blog library, or customers' job photos (admins only). */
export const MEDIA_COLLECTIONS = ["blog", "job"] as const;
export type MediaCollection = (typeof MEDIA_COLLECTIONS)[number];

/** Called in the transaction of a library change, with the row changed (the audit entry). */
type RecordChange = (tx: Db, row: MediaRow) => Promise<void>;
const nothingToRecord: RecordChange = async () => {};

/** Serialises the writes of one picture's files (uploads and deletes of rows sharing its hash). */
const lockPicture = (tx: Db, hash: string) => tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`media:${hash}`}))`);

/** Whether any library image has this picture's files (a deleted one's files are never served). */
export async function pictureExists(db: Pick<Db, "select">, hash: string): Promise<boolean> {
  const [row] = await db.select({ id: mediaItems.id }).from(mediaItems).where(eq(mediaItems.hash, hash)).limit(1);
  return !!row;
}

/** Runs image work in turn (p-limit): see server/media/routes.ts. */
type ImageQueue = <T>(work: () => Promise<T>) => Promise<T>;

export async function uploadMedia(
  queue: ImageQueue,
  db: Db,
  store: MediaStore,
  input: { data: Buffer; originalName: string; alt: string; uploadedBy: string | null; collection: MediaCollection },
  record: RecordChange = nothingToRecord,
): Promise<MediaRow> {
  const image = await queue(() => processImage(input.data));
  return db.transaction(async (tx) => {
    // Under the picture's lock: a delete of another row of the same picture either removed the
    // files before these are written, or sees this row and keeps them.
    await lockPicture(tx, image.hash);
    await Promise.all(image.variants.map((v) => store.put(v.key, v.data, contentTypeOf[v.format])));
    const [row] = await tx
      .insert(mediaItems)
      .values({
        hash: image.hash,
        originalName: input.originalName.slice(0, 200) || "image",
        sourceType: image.sourceType,
        width: image.width,
        height: image.height,
        alt: input.alt,
        variants: image.variants.map(({ data: _data, ...v }) => v),
        bytes: input.data.length,
        uploadedBy: input.uploadedBy,
        collection: input.collection,
      })
      .returning();
    await record(tx, row!);
    return row!;
  });
}

export async function listMedia(db: Db, options: { q?: string; limit: number; offset: number; collection: MediaCollection }) {
  const q = options.q?.trim();
  const pattern = q ? `%${q.replace(/[%_\\]/g, "\\$&")}%` : undefined;
  const inCollection = eq(mediaItems.collection, options.collection);
  const where = pattern ? and(inCollection, or(ilike(mediaItems.alt, pattern), ilike(mediaItems.originalName, pattern))) : inCollection;
  const [rows, [count]] = await Promise.all([
    db.select().from(mediaItems).where(where).orderBy(desc(mediaItems.createdAt), desc(mediaItems.id)).limit(options.limit).offset(options.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(mediaItems).where(where),
  ]);
  return { items: rows.map(toMediaJson), total: Number(count?.n ?? 0) };
}

export async function getMedia(db: Pick<Db, "select">, id: string): Promise<MediaRow | undefined> {
  const [row] = await db.select().from(mediaItems).where(eq(mediaItems.id, id)).limit(1);
  return row;
}

export async function updateMediaAlt(db: Db, id: string, alt: string, record: RecordChange = nothingToRecord): Promise<MediaRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx.update(mediaItems).set({ alt }).where(eq(mediaItems.id, id)).returning();
    if (row) await record(tx, row);
    return row;
  });
}

/** Posts that show the image: as featured image, or any of its files named in the text. */
export async function postsUsingMedia(db: Pick<Db, "select">, row: MediaRow) {
  return db
    .select({ id: blogPosts.id, title: blogPosts.title })
    .from(blogPosts)
    .where(or(eq(blogPosts.featuredImageId, row.id), ilike(blogPosts.content, `%/media/${row.hash}-%`)));
}

/** Jobs on a customer's service history that have the image among their photos. */
export async function jobsUsingMedia(db: Pick<Db, "select">, id: string) {
  return db
    .select({ id: customerServices.id, title: customerServices.title })
    .from(customerServices)
    .where(sql`${id} = any(${customerServices.photos})`);
}

export class MediaInUseError extends Error {
  constructor(
    readonly posts: Array<{ id: string; title: string }>,
    readonly jobs: Array<{ id: string; title: string }> = [],
  ) {
    super("in use");
  }
}

/**
 * Deletes the row, then its files; refuses while a post shows it or a job has it. The row is
 * locked while it is checked: a job attaching it (which locks it to share) waits, or is waited for.
 */
export async function deleteMedia(db: Db, store: MediaStore, id: string, record: RecordChange = nothingToRecord, log?: (error: unknown) => void): Promise<boolean> {
  let row: MediaRow | undefined;
  try {
    row = await db.transaction(async (tx) => {
      const [found] = await tx.select().from(mediaItems).where(eq(mediaItems.id, id)).for("update");
      if (!found) return undefined;
      const [posts, jobs] = [await postsUsingMedia(tx, found), await jobsUsingMedia(tx, found.id)];
      if (posts.length || jobs.length) throw new MediaInUseError(posts, jobs);
      await lockPicture(tx, found.hash);
      await tx.delete(mediaItems).where(and(eq(mediaItems.id, id)));
      await record(tx, found);
      // The same picture uploaded twice shares its files: they go with the last row naming them,
      // under the picture's lock so a re-upload of it waits and writes them again.
      const [others] = await tx.select({ n: sql<number>`count(*)::int` }).from(mediaItems).where(eq(mediaItems.hash, found.hash));
      if (Number(others?.n ?? 0) === 0) {
        // A failed removal is queued and retried; meanwhile the files answer 404 (their name
        // names no image any more).
        const keys = (found.variants as Variant[]).map((v) => v.key);
        await store.delete(keys).catch(async (error: unknown) => {
          log?.(error);
          await tx.insert(mediaFileDeletions).values({ hash: found.hash, keys, lastError: String((error as Error)?.message ?? error).slice(0, 500) });
        });
      }
      return found;
    });
  } catch (error) {
    // A post took it as featured image in the meantime: the foreign key refuses.
    const e = error as { code?: string; cause?: { code?: string } };
    if (e?.code === "23503" || e?.cause?.code === "23503") {
      const found = await getMedia(db, id);
      throw new MediaInUseError(found ? await postsUsingMedia(db, found) : []);
    }
    throw error;
  }
  return !!row;
}

const RETRY_BASE_MS = 60_000;
const RETRY_MAX_MS = 6 * 60 * 60_000;

/**
 * Retries the queued removals that are due, each under its picture's lock: one whose picture was
 * uploaded again meanwhile is dropped (the files belong to the new row). Returns how many were done.
 */
export async function retryMediaDeletions(ctx: Pick<AppContext, "db" | "clock" | "logger">, store: MediaStore): Promise<number> {
  const now = ctx.clock.now();
  const due = await ctx.db.select().from(mediaFileDeletions).where(lte(mediaFileDeletions.nextAttemptAt, now)).limit(50);
  let done = 0;
  for (const job of due) {
    await ctx.db.transaction(async (tx) => {
      await lockPicture(tx, job.hash);
      const [still] = await tx.select({ id: mediaFileDeletions.id }).from(mediaFileDeletions).where(eq(mediaFileDeletions.id, job.id)).for("update");
      if (!still) return;
      try {
        if (!(await pictureExists(tx, job.hash))) await store.delete(job.keys);
        await tx.delete(mediaFileDeletions).where(eq(mediaFileDeletions.id, job.id));
        done += 1;
      } catch (error) {
        const delay = retryDelayMs(job.attempts + 1, { baseMs: RETRY_BASE_MS, maxMs: RETRY_MAX_MS });
        await tx
          .update(mediaFileDeletions)
          .set({ attempts: job.attempts + 1, nextAttemptAt: new Date(now.getTime() + delay), lastError: String((error as Error)?.message ?? error).slice(0, 500) })
          .where(eq(mediaFileDeletions.id, job.id));
        ctx.logger.warn({ err: error, hash: job.hash, attempts: job.attempts + 1 }, "media files still not removed; will retry");
      }
    });
  }
  return done;
}

/** Width and height of every library file a post body names, for the renderer (see MediaSizes). */
export async function mediaSizesIn(db: Pick<Db, "select">, content: string): Promise<Map<string, { width: number; height: number }>> {
  const hashes = [...new Set([...content.matchAll(/\/media\/([0-9a-f]{16})-\d/g)].map((m) => m[1]!))].slice(0, 100);
  const sizes = new Map<string, { width: number; height: number }>();
  if (!hashes.length) return sizes;
  const rows = await db.select({ variants: mediaItems.variants }).from(mediaItems).where(inArray(mediaItems.hash, hashes));
  for (const row of rows) for (const v of row.variants as Variant[]) sizes.set(v.key, { width: v.width, height: v.height });
  return sizes;
}
