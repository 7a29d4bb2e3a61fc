/**
 * Rendered public pages kept in memory, per URL (path and the query parameters pages read):
 * the HTML documents and the `.data` responses of client navigations. A render is the same
 * bytes for every anonymous visitor, so its compressed copies are made once too.
 *
 * - Bounded by total size, least recently used dropped first (lru-cache).
 * - One render per URL at a time: concurrent misses wait for the same render.
 * - Dropped by topic when domain code reports a change (invalidate.ts); a render that was under
 *   way when its topic changed is answered to its waiters but not kept.
 * - A "not found" page is kept too, for a minute and in a small share of its own, so that a
 *   burst of requests for a missing URL costs one render without pushing real pages out.
 */
import { LRUCache } from "lru-cache";
import type { EncodedBody } from "../http/encoded";
import { pageOf } from "../http/data-requests";
import type { PageTopic } from "./invalidate";

/** A render as every anonymous visitor gets it. */
export interface Rendered {
  status: number;
  headers: Array<[string, string]>;
  body: EncodedBody;
  /** The Content-Security-Policy naming this page's inline scripts by hash (HTML only). */
  policy: string | undefined;
  /** Kept only when true (a 200 or 404 without cookies or a private cache policy). */
  cacheable: boolean;
  /** Work to repeat each time the page is served (a blog post's view count). */
  effects: Array<() => Promise<void>>;
}

/** Upper bound of the stored bytes of pages. */
const MAX_BYTES = 64 * 1024 * 1024;
/** A render older than this is made anew even without a change (dates, the footer's year). */
const MAX_AGE_MS = 60 * 60 * 1000;
/** How long a "not found" page is kept, and how many at most (the oldest go first). */
const NOT_FOUND_MAX_AGE_MS = 60 * 1000;
const NOT_FOUND_ENTRIES = 128;

/** Which cached pages show what a topic covers. Reviews feed every page's rating summary. */
const TOPIC_SCOPE: Record<PageTopic, (page: string) => boolean> = {
  reviews: () => true,
  services: () => true,
  settings: () => true,
  // The site's content feeds the header's and footer's links, so every page.
  content: () => true,
  blog: (page) => page === "/blog" || page.startsWith("/blog/"),
  gallery: (page) => page === "/gallery",
};

export class RenderCache {
  private readonly pages = new LRUCache<string, Rendered>({
    maxSize: MAX_BYTES,
    // One page is at most an eighth of the whole, so that it never empties the cache alone.
    maxEntrySize: MAX_BYTES / 8,
    sizeCalculation: (rendered) => Math.max(1, rendered.body.body.length),
    ttl: MAX_AGE_MS,
  });
  /** Kept "not found" pages, apart from the pages so that they never push one out. */
  private readonly notFound = new LRUCache<string, Rendered>({ max: NOT_FOUND_ENTRIES, ttl: NOT_FOUND_MAX_AGE_MS });
  private readonly inflight = new Map<string, Promise<Rendered>>();
  private generation = 0;

  /** The stored render of `key` while fresh (counted as a use), without rendering anything. */
  peek(key: string): Rendered | undefined {
    return this.pages.get(key) ?? this.notFound.peek(key);
  }

  /** True when a request for `key` now would start a render (nothing stored, none under way). */
  wouldRender(key: string): boolean {
    return !this.peek(key) && !this.inflight.has(key);
  }

  /**
   * The stored render of `key`, or the one under way, or a new one from `render`.
   * `source` says which: "hit" (stored), "shared" (joined a render under way), "miss" (rendered now).
   */
  async get(key: string, render: () => Promise<Rendered>): Promise<{ rendered: Rendered; source: "hit" | "shared" | "miss" }> {
    const stored = this.peek(key);
    if (stored) return { rendered: stored, source: "hit" };
    const running = this.inflight.get(key);
    if (running) return { rendered: await running, source: "shared" };

    const generation = this.generation;
    const promise = render();
    this.inflight.set(key, promise);
    try {
      const rendered = await promise;
      // A change reported while rendering may not be in this render: answer it, do not keep it.
      if (rendered.cacheable && this.generation === generation) (rendered.status === 404 ? this.notFound : this.pages).set(key, rendered);
      return { rendered, source: "miss" };
    } finally {
      if (this.inflight.get(key) === promise) this.inflight.delete(key);
    }
  }

  /** Drops every stored (and under-way) render that shows `topic`. */
  invalidate(topic: PageTopic): void {
    this.generation += 1;
    const inScope = (key: string) => TOPIC_SCOPE[topic](pageOf(pathOf(key)));
    for (const key of [...this.pages.keys()]) if (inScope(key)) this.pages.delete(key);
    // A change can make a missing page exist (a post published): no "not found" outlives it.
    this.notFound.clear();
    // Requests from now on must not join a render that began before the change.
    for (const key of [...this.inflight.keys()]) if (inScope(key)) this.inflight.delete(key);
  }

  clear(): void {
    this.generation += 1;
    this.pages.clear();
    this.notFound.clear();
    this.inflight.clear();
  }
}

function pathOf(key: string): string {
  const q = key.indexOf("?");
  return q === -1 ? key : key.slice(0, q);
}
