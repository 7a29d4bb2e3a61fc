/**
 * How pages read the owner's content: the published entries of the content store (a type with
 * nothing stored shows its sample). Everything published is read in one query and kept in memory
 * per database until a publish reports the "content" topic (server/render-cache/invalidate.ts),
 * which other instances hear through Redis as the render cache does.
 *
 * A staff member's preview renders the page with the drafts: the page server runs that render
 * inside `withContentPreview`, so the same loaders read drafts without knowing it.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import type { AppContext } from "../context";
import type { Db } from "../db/client";
import type { Content, ContentTypeName } from "@common/content/types";
import { onPagesChanged } from "../render-cache/invalidate";
import { currentEntrySlug, findType, loadDrafts, loadPublished, publishedOf, type PublishedContent } from "./store";

/**
 * Shared by every copy of this module (the page bundle and the server bundle may each carry one):
 * the published content per database, and the preview flag of the render under way.
 */
interface Shared {
  published: WeakMap<object, { current: Promise<PublishedContent> | undefined }>;
  preview: AsyncLocalStorage<true>;
}
const SHARED = Symbol.for("hvac.content.read");
const shared: Shared = ((globalThis as Record<symbol, unknown>)[SHARED] ??= {
  published: new WeakMap(),
  preview: new AsyncLocalStorage<true>(),
}) as Shared;

function holder(db: Db) {
  let held = shared.published.get(db);
  if (!held) {
    const made: { current: Promise<PublishedContent> | undefined } = { current: undefined };
    onPagesChanged(db, (topic) => {
      if (topic === "content") made.current = undefined;
    });
    shared.published.set(db, (held = made));
  }
  return held;
}

async function content(app: AppContext): Promise<PublishedContent> {
  if (shared.preview.getStore()) return loadDrafts(app.db);
  const held = holder(app.db);
  const pending = (held.current ??= loadPublished(app.db));
  try {
    return await pending;
  } catch (error) {
    if (held.current === pending) held.current = undefined; // a failed read is not kept
    throw error;
  }
}

/** Runs a staff member's render with the drafts in place of the published content. */
export function withContentPreview<T>(run: () => Promise<T>): Promise<T> {
  return shared.preview.run(true, run);
}

function typeNamed(name: string) {
  const type = findType(name);
  if (!type) throw new Error(`unknown content type ${name}`);
  return type;
}

/** A page's published content (Home, About...). */
export async function readPage<N extends ContentTypeName>(app: AppContext, type: N): Promise<Content<N>> {
  return publishedOf(await content(app), typeNamed(type)) as Content<N>;
}

/** A collection's published entries, in their order. */
export async function readEntries<N extends ContentTypeName>(app: AppContext, type: N): Promise<Array<{ slug: string } & Content<N>>> {
  return publishedOf(await content(app), typeNamed(type)) as unknown as Array<{ slug: string } & Content<N>>;
}

/** One published entry by slug, or null. */
export async function readEntry<N extends ContentTypeName>(app: AppContext, type: N, slug: string): Promise<({ slug: string } & Content<N>) | null> {
  return (await readEntries(app, type)).find((e) => e.slug === slug) ?? null;
}

/**
 * Where an entry's old slug moved to (its current slug), for the page's 301; undefined when
 * `slug` never named an entry of `type`.
 */
export async function movedEntrySlug(app: AppContext, type: ContentTypeName, slug: string): Promise<string | undefined> {
  return currentEntrySlug(app.db, type, slug);
}
