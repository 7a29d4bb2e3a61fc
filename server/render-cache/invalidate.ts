/**
 * The one way domain code tells the page cache that something public changed. Write functions
 * (reviews, posts, comments, categories, the scheduler, services, settings, gallery consents and jobs, the site's content) call `pagesChanged`
 * after their write succeeded; the render cache of the app that owns that database listens.
 *
 * Listeners are keyed by the database handle rather than held in one process-wide list, so two
 * app instances in one process (tests) only hear their own writes; other instances hear them
 * through Redis. The registry lives on globalThis because the page bundle and the server bundle
 * may each carry a copy of this module.
 */
import type { Db } from "../db/client";

/** What changed: decides which cached pages are dropped (see render-cache/cache.ts). */
export const PAGE_TOPICS = ["reviews", "blog", "services", "settings", "gallery", "content"] as const;
export type PageTopic = (typeof PAGE_TOPICS)[number];

/** `remote`: heard from another instance (through Redis), so not to be passed on again. */
type Listener = (topic: PageTopic, remote: boolean) => void;

const REGISTRY = Symbol.for("hvac.render-cache.listeners");
const registry: WeakMap<object, Set<Listener>> = ((globalThis as Record<symbol, unknown>)[REGISTRY] ??= new WeakMap()) as WeakMap<
  object,
  Set<Listener>
>;

/** Tells every page cache fed by `db` that pages showing `topic` are out of date. */
export function pagesChanged(db: Db, topic: PageTopic, options: { remote?: boolean } = {}): void {
  for (const listener of registry.get(db) ?? []) listener(topic, options.remote ?? false);
}

/** Subscribes to changes written through `db`; returns the unsubscribe function. */
export function onPagesChanged(db: Db, listener: Listener): () => void {
  let set = registry.get(db);
  if (!set) registry.set(db, (set = new Set()));
  set.add(listener);
  return () => void set.delete(listener);
}
