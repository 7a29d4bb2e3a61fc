/**
 * Blog post queries shared by the API and the page loaders: public reads (published only),
 * staff reads (every status), writes (slug, reading time, publish dates), related posts,
 * view counting and the scheduler's atomic publish.
 */
import { isUniqueViolation } from "../db/errors";
import { and, arrayOverlaps, asc, desc, eq, getTableColumns, isNotNull, like, ne, notInArray, or, sql, type SQL } from "drizzle-orm";
import * as staffMessages from "@common/staff-messages";
import {
  isSlug,
  readingTimeMinutes,
  RESERVED_SLUGS,
  slugify,
  type CreatePostInput,
  type PostStatus,
  type UpdatePostInput,
} from "@common/schemas/blog";
import type { Db } from "../db/client";
import { blogCategories, blogPostRevisions, blogPosts, blogPostSlugRedirects, mediaItems } from "../db/schema";
import { responsiveImage, type ResponsiveImage } from "../media/media";
import { pagesChanged } from "../render-cache/invalidate";
import { plainText } from "./markdown";
import { forwardsToOtherPost, postSlugMoved } from "./slug-redirects";

export type PostRow = typeof blogPosts.$inferSelect;
type Executor = Pick<Db, "select" | "insert" | "update" | "delete" | "execute">;

const isPublic = and(eq(blogPosts.isPublished, true), eq(blogPosts.status, "published"));

const withCategory = {
  ...getTableColumns(blogPosts),
  categoryName: blogCategories.name,
  categorySlug: blogCategories.slug,
  featuredMediaWidth: mediaItems.width,
  featuredMediaHeight: mediaItems.height,
  featuredMediaAlt: mediaItems.alt,
  featuredMediaVariants: mediaItems.variants,
};

export type PostWithCategory = PostRow & {
  categoryName: string | null;
  categorySlug: string | null;
  featuredMediaWidth?: number | null;
  featuredMediaHeight?: number | null;
  featuredMediaAlt?: string | null;
  featuredMediaVariants?: unknown;
};

/** The post's featured image ready for <picture>, share cards and RSS; null without one. */
function featuredImageOf(p: PostWithCategory): ResponsiveImage | null {
  if (!p.featuredImageId || !p.featuredMediaVariants || !p.featuredMediaWidth || !p.featuredMediaHeight) return null;
  return responsiveImage(
    { id: p.featuredImageId, width: p.featuredMediaWidth, height: p.featuredMediaHeight, alt: p.featuredMediaAlt ?? "", variants: p.featuredMediaVariants },
    p.featuredImageAlt,
  );
}

/** What visitors may see of a post (no AI prompt or campaign internals). */
export function toPublicPost(p: PostWithCategory) {
  return {
    id: p.id,
    title: p.title,
    slug: p.slug,
    excerpt: p.excerpt,
    content: p.content,
    categoryId: p.categoryId,
    category: p.categoryId && p.categoryName ? { id: p.categoryId, name: p.categoryName, slug: p.categorySlug } : null,
    status: p.status,
    isPublished: p.isPublished,
    publishedAt: p.publishedAt,
    seoTitle: p.seoTitle,
    seoDescription: p.seoDescription,
    seoKeywords: p.seoKeywords,
    tags: p.tags,
    readingTime: p.readingTime,
    viewCount: p.viewCount,
    authorName: p.authorName,
    featuredImage: featuredImageOf(p),
    createdAt: p.createdAt,
    updatedAt: p.updatedAt,
  };
}

/** A card in a list: everything but the body. */
export function toPostSummary(p: PostWithCategory) {
  const { content: _content, ...rest } = toPublicPost(p);
  return rest;
}
export type PostSummary = ReturnType<typeof toPostSummary>;

/** Staff view: the whole row plus the category. */
export function toStaffPost(p: PostWithCategory) {
  return {
    ...toPublicPost(p),
    aiGenerated: p.aiGenerated,
    aiPrompt: p.aiPrompt,
    campaignId: p.campaignId,
    scheduledAt: p.scheduledAt,
    version: p.version,
    featuredImageId: p.featuredImageId,
    featuredImageAlt: p.featuredImageAlt,
    slugEdited: p.slugEdited,
  };
}

function selectPosts(db: Executor) {
  return db
    .select(withCategory)
    .from(blogPosts)
    .leftJoin(blogCategories, eq(blogPosts.categoryId, blogCategories.id))
    .leftJoin(mediaItems, eq(blogPosts.featuredImageId, mediaItems.id));
}

/** Published posts, newest first. */
export async function listPublishedPosts(db: Db, options: { categoryId?: string; limit?: number; offset?: number } = {}) {
  const where = options.categoryId ? and(isPublic, eq(blogPosts.categoryId, options.categoryId)) : isPublic;
  // The id last: posts published in the same instant keep one order across pages.
  const query = selectPosts(db).where(where).orderBy(desc(blogPosts.publishedAt), desc(blogPosts.createdAt), desc(blogPosts.id));
  const rows = options.limit ? await query.limit(options.limit).offset(options.offset ?? 0) : await query;
  return rows.map(toPostSummary);
}

/** How many pages of `pageSize` published posts there are (1 when there are none: the empty first page). */
export async function countPublishedPages(db: Db, options: { categoryId?: string; pageSize: number }): Promise<number> {
  const where = options.categoryId ? and(isPublic, eq(blogPosts.categoryId, options.categoryId)) : isPublic;
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(blogPosts).where(where);
  return Math.max(1, Math.ceil(Number(row?.n ?? 0) / options.pageSize));
}

/** Every post in every status, for the manager: most recently changed first. */
export async function listAllPosts(db: Db) {
  const rows = await selectPosts(db).orderBy(desc(blogPosts.updatedAt), desc(blogPosts.createdAt));
  return rows.map(toStaffPost);
}

export async function getPublishedPostBySlug(db: Db, slug: string): Promise<PostWithCategory | undefined> {
  if (!isSlug(slug)) return undefined;
  const [row] = await selectPosts(db).where(and(isPublic, eq(blogPosts.slug, slug))).limit(1);
  return row;
}

export async function getPublishedPostById(db: Db, id: string): Promise<PostWithCategory | undefined> {
  const [row] = await selectPosts(db).where(and(isPublic, eq(blogPosts.id, id))).limit(1);
  return row;
}

/** Staff preview: any status, by slug or id. */
export async function getAnyPost(db: Db, slugOrId: string, isId: boolean): Promise<PostWithCategory | undefined> {
  if (!isId && !isSlug(slugOrId)) return undefined;
  const where = isId ? or(eq(blogPosts.id, slugOrId), eq(blogPosts.slug, slugOrId)) : eq(blogPosts.slug, slugOrId);
  const [row] = await selectPosts(db).where(where).limit(1);
  return row;
}

export async function getPostRow(db: Executor, id: string): Promise<PostRow | undefined> {
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id)).limit(1);
  return row;
}

/**
 * Counts one view (once per server-rendered or client-navigated page view, also when the page
 * comes from the render cache). Views arriving while a write is in flight are added together
 * into the next single UPDATE per post, so a popular post costs a few writes a second rather
 * than one per view. Resolves once the view is stored.
 */
export function countView(db: Db, id: string): Promise<void> {
  let batch = viewBatches.get(db);
  if (!batch) viewBatches.set(db, (batch = { pending: new Map(), flushing: null, next: null }));
  batch.pending.set(id, (batch.pending.get(id) ?? 0) + 1);
  return (batch.next ??= flushViews(db, batch));
}

interface ViewBatch {
  pending: Map<string, number>;
  flushing: Promise<void> | null;
  next: Promise<void> | null;
}
const viewBatches = new WeakMap<Db, ViewBatch>();

async function flushViews(db: Db, batch: ViewBatch): Promise<void> {
  // Wait for the write in flight; views counted meanwhile join this one.
  await batch.flushing?.catch(() => {});
  const counts = batch.pending;
  batch.pending = new Map();
  batch.next = null;
  const write = Promise.all(
    [...counts].map(([postId, n]) =>
      db.update(blogPosts).set({ viewCount: sql`${blogPosts.viewCount} + ${n}` }).where(eq(blogPosts.id, postId)),
    ),
  ).then(() => {});
  batch.flushing = write;
  await write;
}

/**
 * Up to `limit` other published posts: same category first, then by the number of shared tags,
 * newest first within a rank; when fewer than `limit` share either, the most recent other
 * published posts fill the rest. Never the post itself, never an unpublished post.
 */
export async function listRelatedPosts(db: Db, options: { postId?: string; categoryId?: string | null; limit: number }) {
  let categoryId = options.categoryId ?? null;
  let tags: string[] = [];
  if (options.postId) {
    const post = await getPostRow(db, options.postId);
    if (post) {
      tags = post.tags;
      categoryId ??= post.categoryId;
    }
  }
  const notSelf = options.postId ? [ne(blogPosts.id, options.postId)] : [];
  const related: SQL[] = [];
  if (categoryId) related.push(eq(blogPosts.categoryId, categoryId));
  if (tags.length) related.push(arrayOverlaps(blogPosts.tags, tags));
  const rows = related.length
    ? await selectPosts(db)
        .where(and(isPublic, or(...related), ...notSelf))
        .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.createdAt))
        .limit(200)
    : [];
  const tagSet = new Set(tags);
  const score = (p: PostWithCategory) => [
    categoryId && p.categoryId === categoryId ? 1 : 0,
    p.tags.filter((t) => tagSet.has(t)).length,
  ];
  const ranked = rows
    .map((p, i) => ({ p, s: score(p), i }))
    .sort((a, b) => b.s[0]! - a.s[0]! || b.s[1]! - a.s[1]! || a.i - b.i)
    .slice(0, options.limit)
    .map(({ p }) => p);
  if (ranked.length < options.limit) {
    const taken = ranked.map((p) => p.id);
    const recent = await selectPosts(db)
      .where(and(isPublic, ...notSelf, ...(taken.length ? [notInArray(blogPosts.id, taken)] : [])))
      .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.createdAt))
      .limit(options.limit - ranked.length);
    ranked.push(...recent);
  }
  return ranked.map(toPostSummary);
}

// ------------------------------------------------------------------ writes

/**
 * The title's slug, or the first free "-2", "-3"... variant. Taken are other posts' slugs, the
 * blog's own words ("campaigns" → "campaigns-2") and addresses that still forward to another post.
 */
export async function nextFreeSlug(db: Executor, title: string, selfId: string | null = null): Promise<string> {
  const base = slugify(title) || "post";
  const pattern = `${base.replace(/[%_\\]/g, "\\$&")}-%`;
  const notSelf = selfId ? [ne(blogPosts.id, selfId)] : [];
  const notSelfRedirect = selfId ? [ne(blogPostSlugRedirects.postId, selfId)] : [];
  const [posts, redirects] = await Promise.all([
    db
      .select({ slug: blogPosts.slug })
      .from(blogPosts)
      .where(and(or(eq(blogPosts.slug, base), like(blogPosts.slug, pattern)), ...notSelf)),
    db
      .select({ slug: blogPostSlugRedirects.slug })
      .from(blogPostSlugRedirects)
      .where(and(or(eq(blogPostSlugRedirects.slug, base), like(blogPostSlugRedirects.slug, pattern)), ...notSelfRedirect)),
  ]);
  const taken = new Set([...posts, ...redirects].map((r) => r.slug));
  if (RESERVED_SLUGS.has(base)) taken.add(base);
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/**
 * The slug for a post going public (published or scheduled). A draft that was never public and
 * whose address only follows its working title does not hold that address against it: left by
 * an editor session nobody finished, it would push the public post to "-2", "-3"... Such a draft
 * moves to the next free variant instead (nobody has linked to it) and the public post takes the
 * title's own address. Anything else holding it (a public post, a hand-set slug, a forwarding
 * address, the blog's own words) still does.
 */
export async function claimTitleSlug(db: Executor, title: string, selfId: string | null = null): Promise<string> {
  const base = slugify(title) || "post";
  const [holder] = await db
    .select({ id: blogPosts.id, publishedAt: blogPosts.publishedAt, slugEdited: blogPosts.slugEdited, status: blogPosts.status })
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, base), ...(selfId ? [ne(blogPosts.id, selfId)] : [])))
    .limit(1);
  if (holder && holder.status === "draft" && !holder.publishedAt && !holder.slugEdited) {
    // Every other variant is checked as usual; the draft's own address is the one being given up.
    const aside = await nextFreeSlug(db, title);
    await db.update(blogPosts).set({ slug: aside }).where(eq(blogPosts.id, holder.id));
  }
  return nextFreeSlug(db, title, selfId);
}


/** A slug typed by hand that cannot be used: `message` is the slug field's error. */
export class SlugError extends Error {}

/** Refuses a hand-typed slug another post has, or one that still forwards to another post. */
async function assertSlugFree(db: Executor, slug: string, selfId: string | null): Promise<void> {
  const notSelf = selfId ? [ne(blogPosts.id, selfId)] : [];
  const [other] = await db.select({ id: blogPosts.id }).from(blogPosts).where(and(eq(blogPosts.slug, slug), ...notSelf)).limit(1);
  if (other) throw new SlugError(staffMessages.blog.slugTaken);
  if (await forwardsToOtherPost(db, slug, selfId)) throw new SlugError(staffMessages.blog.slugForwards);
}

/** Resolves status, isPublished, publishedAt and scheduledAt from a save. */
function publishState(
  input: { status?: PostStatus; isPublished?: boolean; scheduledAt?: Date | null },
  existing: Pick<PostRow, "status" | "publishedAt" | "scheduledAt"> | undefined,
  now: Date,
) {
  const status: PostStatus =
    input.status ??
    (input.isPublished === true ? "published" : input.isPublished === false ? "draft" : ((existing?.status as PostStatus) ?? "draft"));
  const scheduledAt = input.scheduledAt !== undefined ? input.scheduledAt : (existing?.scheduledAt ?? null);
  return {
    status,
    isPublished: status === "published",
    publishedAt: status === "published" ? (existing?.publishedAt ?? now) : (existing?.publishedAt ?? null),
    scheduledAt,
  };
}

export class ScheduleMissingError extends Error {}

export interface PostExtras {
  aiGenerated?: boolean;
  campaignId?: string | null;
  authorName?: string | null;
}

export async function createPost(db: Db, input: CreatePostInput & PostExtras, now: Date): Promise<PostRow> {
  const state = publishState(input, undefined, now);
  if (state.status === "scheduled" && !state.scheduledAt) throw new ScheduleMissingError();
  const values = {
    title: input.title,
    content: input.content,
    excerpt: input.excerpt ?? (plainText(input.content).slice(0, 200) || null),
    categoryId: input.categoryId ?? null,
    seoTitle: input.seoTitle ?? null,
    seoDescription: input.seoDescription ?? null,
    seoKeywords: input.seoKeywords ?? [],
    tags: input.tags ?? [],
    aiPrompt: input.aiPrompt ?? null,
    aiGenerated: input.aiGenerated ?? !!input.aiPrompt,
    campaignId: input.campaignId ?? null,
    authorName: input.authorName ?? null,
    featuredImageId: input.featuredImageId ?? null,
    featuredImageAlt: input.featuredImageAlt ?? null,
    readingTime: readingTimeMinutes(input.content),
    ...state,
    createdAt: now,
    updatedAt: now,
  };
  if (input.slug) {
    await assertSlugFree(db, input.slug, null);
    try {
      return inserted(db, await db.insert(blogPosts).values({ ...values, slug: input.slug, slugEdited: true }).returning());
    } catch (error) {
      if (isUniqueViolation(error)) throw new SlugError(staffMessages.blog.slugTaken);
      throw error;
    }
  }
  // Two saves of the same title at once may pick the same slug: the unique index decides, we retry.
  for (let attempt = 0; ; attempt += 1) {
    const slug = state.status === "draft" ? await nextFreeSlug(db, input.title) : await claimTitleSlug(db, input.title);
    try {
      return inserted(db, await db.insert(blogPosts).values({ ...values, slug }).returning());
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 5) throw error;
    }
  }
}

/** Tells the pages that a new post is public, or the scheduler's timer that one is scheduled. */
function inserted(db: Db, [row]: PostRow[]): PostRow {
  if (row!.isPublished || row!.status === "scheduled") pagesChanged(db, "blog");
  return row!;
}

/** A save that named an older version than the stored one: `current` is the newer copy. */
export class VersionConflictError extends Error {
  constructor(readonly current: PostRow) {
    super("version conflict");
  }
}

/** Statuses whose every save keeps a copy of what it replaces. */
const KEEPS_REVISIONS = new Set(["published", "scheduled"]);
/** A draft's autosaves keep a copy once this long has passed since its last revision. */
export const DRAFT_REVISION_EVERY_MS = 10 * 60_000;
/** Revisions kept per post; the oldest go first. */
export const REVISIONS_KEPT = 50;

/**
 * Whether this save keeps a copy of what it replaces: every save of a published or scheduled
 * post and every explicit save; a draft's autosave only when the last copy (or the post's
 * creation) is at least DRAFT_REVISION_EVERY_MS old.
 */
async function keepsRevision(db: Executor, existing: PostRow, autosave: boolean, now: Date): Promise<boolean> {
  if (KEEPS_REVISIONS.has(existing.status) || !autosave) return true;
  const [last] = await db
    .select({ at: blogPostRevisions.createdAt })
    .from(blogPostRevisions)
    .where(eq(blogPostRevisions.postId, existing.id))
    .orderBy(desc(blogPostRevisions.createdAt))
    .limit(1);
  return now.getTime() - (last?.at ?? existing.createdAt).getTime() >= DRAFT_REVISION_EVERY_MS;
}

/**
 * Applies a full or partial save. The slug follows the title until the post is first published,
 * unless set by hand (SlugError when another post has it or it forwards to another post). With
 * `input.version`, the save only lands on that version (else VersionConflictError); every save
 * raises the version. A save may first keep a revision of what it replaces (keepsRevision).
 */
export async function updatePost(
  db: Db,
  id: string,
  input: UpdatePostInput,
  now: Date,
  savedBy: string | null = null,
): Promise<PostRow | undefined> {
  const existing = await getPostRow(db, id);
  if (!existing) return undefined;
  if (input.version !== undefined && input.version !== existing.version) throw new VersionConflictError(existing);
  const state = publishState(input, existing, now);
  if (state.status === "scheduled" && !state.scheduledAt) throw new ScheduleMissingError();
  const changes: Partial<typeof blogPosts.$inferInsert> = { ...state, updatedAt: now };
  if (input.slug !== undefined && input.slug !== existing.slug) {
    await assertSlugFree(db, input.slug, id);
    changes.slug = input.slug;
    changes.slugEdited = true;
  } else if (input.title !== undefined && !existing.publishedAt && !existing.slugEdited) {
    // Until its first publication the address follows the working title.
    changes.slug = state.status === "draft" ? await nextFreeSlug(db, input.title, id) : await claimTitleSlug(db, input.title, id);
  }
  if (input.title !== undefined) changes.title = input.title;
  if (input.content !== undefined) {
    changes.content = input.content;
    changes.readingTime = readingTimeMinutes(input.content);
  }
  if (input.excerpt !== undefined) changes.excerpt = input.excerpt;
  if (input.categoryId !== undefined) changes.categoryId = input.categoryId;
  if (input.seoTitle !== undefined) changes.seoTitle = input.seoTitle;
  if (input.seoDescription !== undefined) changes.seoDescription = input.seoDescription;
  if (input.seoKeywords !== undefined) changes.seoKeywords = input.seoKeywords;
  if (input.tags !== undefined) changes.tags = input.tags;
  if (input.aiPrompt !== undefined) {
    changes.aiPrompt = input.aiPrompt;
    if (input.aiPrompt) changes.aiGenerated = true;
  }
  if (input.featuredImageId !== undefined) changes.featuredImageId = input.featuredImageId;
  if (input.featuredImageAlt !== undefined) changes.featuredImageAlt = input.featuredImageAlt;
  changes.version = sql`${blogPosts.version} + 1` as unknown as number;
  // The version in the WHERE as well: of two saves racing from the same version, one lands.
  // (A save naming no version, like the publish switch, applies to whatever is stored.)
  const sameVersion = input.version !== undefined ? [eq(blogPosts.version, existing.version)] : [];
  const keepRevision = await keepsRevision(db, existing, input.autosave ?? false, now);
  const [row] = await db.transaction(async (tx) => {
    const updated = await tx
      .update(blogPosts)
      .set(changes)
      .where(and(eq(blogPosts.id, id), ...sameVersion))
      .returning()
      .catch((error: unknown) => {
        if (isUniqueViolation(error) && changes.slug) throw new SlugError(staffMessages.blog.slugTaken);
        throw error;
      });
    // Links to a post once public keep working: its old address forwards to the new one.
    if (updated.length && changes.slug && changes.slug !== existing.slug) {
      await postSlugMoved(tx, id, existing.slug, changes.slug, !!existing.publishedAt);
    }
    if (updated.length && keepRevision) {
      await tx.insert(blogPostRevisions).values({
        postId: id,
        version: existing.version,
        title: existing.title,
        content: existing.content,
        excerpt: existing.excerpt,
        status: existing.status,
        seoTitle: existing.seoTitle,
        seoDescription: existing.seoDescription,
        tags: existing.tags,
        featuredImageId: existing.featuredImageId,
        featuredImageAlt: existing.featuredImageAlt,
        savedBy,
        createdAt: now,
      });
      const kept = tx
        .select({ id: blogPostRevisions.id })
        .from(blogPostRevisions)
        .where(eq(blogPostRevisions.postId, id))
        .orderBy(desc(blogPostRevisions.createdAt), desc(blogPostRevisions.version))
        .limit(REVISIONS_KEPT);
      await tx.delete(blogPostRevisions).where(and(eq(blogPostRevisions.postId, id), notInArray(blogPostRevisions.id, kept)));
    }
    return updated;
  });
  if (!row) {
    const current = await getPostRow(db, id);
    if (!current) return undefined;
    throw new VersionConflictError(current);
  }
  // A draft's edits show nowhere public; publishing, unpublishing and editing a live post do.
  if (existing.isPublished || row?.isPublished) pagesChanged(db, "blog");
  return row;
}

export async function deletePost(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(blogPosts).where(eq(blogPosts.id, id)).returning({ isPublished: blogPosts.isPublished });
  if (rows.some((r) => r.isPublished)) pagesChanged(db, "blog");
  return rows.length > 0;
}

/**
 * Publishes every scheduled post whose time has come, in ONE conditional UPDATE: with two
 * processes racing, each row matches the WHERE for exactly one of them.
 */
export async function publishDuePosts(db: Db, now: Date): Promise<Array<{ id: string; slug: string; title: string }>> {
  const published = await db
    .update(blogPosts)
    .set({
      status: "published",
      isPublished: true,
      publishedAt: sql`coalesce(${blogPosts.publishedAt}, ${now.toISOString()}::timestamptz)`,
      updatedAt: now,
    })
    .where(and(eq(blogPosts.status, "scheduled"), sql`${blogPosts.scheduledAt} <= ${now.toISOString()}::timestamptz`))
    .returning({ id: blogPosts.id, slug: blogPosts.slug, title: blogPosts.title });
  if (published.length > 0) pagesChanged(db, "blog");
  return published;
}

/** When the next scheduled post is due (the scheduler's timer), or null when none is. */
export async function nextScheduledAt(db: Db): Promise<Date | null> {
  const [row] = await db
    .select({ at: blogPosts.scheduledAt })
    .from(blogPosts)
    .where(and(eq(blogPosts.status, "scheduled"), isNotNull(blogPosts.scheduledAt)))
    .orderBy(asc(blogPosts.scheduledAt))
    .limit(1);
  return row?.at ?? null;
}

// ------------------------------------------------------------------ revisions

export type RevisionRow = typeof blogPostRevisions.$inferSelect;

/** A post's revisions, newest first, without their text (the list view). */
export async function listRevisions(db: Db, postId: string) {
  return db
    .select({
      id: blogPostRevisions.id,
      version: blogPostRevisions.version,
      title: blogPostRevisions.title,
      status: blogPostRevisions.status,
      savedBy: blogPostRevisions.savedBy,
      createdAt: blogPostRevisions.createdAt,
    })
    .from(blogPostRevisions)
    .where(eq(blogPostRevisions.postId, postId))
    .orderBy(desc(blogPostRevisions.createdAt), desc(blogPostRevisions.version));
}

export async function getRevision(db: Db, postId: string, revisionId: string): Promise<RevisionRow | undefined> {
  const [row] = await db
    .select()
    .from(blogPostRevisions)
    .where(and(eq(blogPostRevisions.postId, postId), eq(blogPostRevisions.id, revisionId)))
    .limit(1);
  return row;
}

/** Puts a revision's text back as a new save (so the text it replaces is itself kept as a revision). */
export async function restoreRevision(db: Db, postId: string, revision: RevisionRow, now: Date, savedBy: string | null) {
  return updatePost(
    db,
    postId,
    {
      title: revision.title,
      content: revision.content,
      excerpt: revision.excerpt,
      seoTitle: revision.seoTitle,
      seoDescription: revision.seoDescription,
      tags: revision.tags,
      featuredImageId: revision.featuredImageId,
      featuredImageAlt: revision.featuredImageAlt,
    },
    now,
    savedBy,
  );
}
