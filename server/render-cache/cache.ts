/**
 * Rendered public pages kept in memory, per URL (path and the query parameters pages read):
 * the HTML documents and the `.data` responses of client navigations. A render is the same
 * bytes for every anonymous visitor, so its compressed copies are made once too.
 *
 * - Bounded by total size, least recently used dropped first.
 * - One render per URL at a time: concurrent misses wait for the same render.
 * - Dropped by topic when domain code reports a change (invalidate.ts); a render that was under
 *   way when its topic changed is answered to its waiters but not kept.
 * - A "not found" page is kept too, for a minute and in a small share of its own, so that a
 *   burst of requests for a missing URL costs one render without pushing real pages out.
 */
import type { EncodedBody } from "../http/encoded";
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
  renderedAt: number;
}

export interface RenderCacheOptions {
  /** Upper bound of the stored bytes. */
  maxBytes?: number;
  /** A render older than this is made anew even without a change (dates, the footer's year). */
  maxAgeMs?: number;
  /** How long a "not found" page is kept. */
  notFoundMaxAgeMs?: number;
  /** How many "not found" pages are kept at most (the oldest go first). */
  notFoundEntries?: number;
  now?: () => number;
}

/** Which cached URLs show what a topic covers. Reviews feed every page's rating summary. */
const TOPIC_SCOPE: Record<PageTopic, (path: string) => boolean> = {
  reviews: () => true,
  services: () => true,
  settings: () => true,
  blog: (path) => path === "/blog" || path.startsWith("/blog/") || path.startsWith("/blog.data"),
};

export class RenderCache {
  private readonly entries = new Map<string, Rendered>();
  /** Kept "not found" pages, apart from the pages so that they never push one out. */
  private readonly notFound = new Map<string, Rendered>();
  private readonly inflight = new Map<string, { promise: Promise<Rendered>; generation: number }>();
  private bytes = 0;
  private generation = 0;
  private readonly maxBytes: number;
  private readonly maxAgeMs: number;
  private readonly notFoundMaxAgeMs: number;
  private readonly notFoundEntries: number;
  private readonly now: () => number;

  constructor(options: RenderCacheOptions = {}) {
    this.maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
    this.maxAgeMs = options.maxAgeMs ?? 60 * 60 * 1000;
    this.notFoundMaxAgeMs = options.notFoundMaxAgeMs ?? 60 * 1000;
    this.notFoundEntries = options.notFoundEntries ?? 128;
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size + this.notFound.size;
  }

  /** The stored render of `key` while fresh (counted as a use), without rendering anything. */
  peek(key: string): Rendered | undefined {
    const page = this.entries.get(key);
    if (page) {
      if (this.now() - page.renderedAt >= this.maxAgeMs) return undefined;
      // Most recently used last: Map keeps insertion order.
      this.entries.delete(key);
      this.entries.set(key, page);
      return page;
    }
    const missing = this.notFound.get(key);
    if (missing && this.now() - missing.renderedAt < this.notFoundMaxAgeMs) return missing;
    return undefined;
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
    this.remove(key);
    const running = this.inflight.get(key);
    if (running) return { rendered: await running.promise, source: "shared" };

    const generation = this.generation;
    const promise = render();
    this.inflight.set(key, { promise, generation });
    try {
      const rendered = await promise;
      // A change reported while rendering may not be in this render: answer it, do not keep it.
      if (rendered.cacheable && this.generation === generation) this.store(key, rendered);
      return { rendered, source: "miss" };
    } finally {
      if (this.inflight.get(key)?.promise === promise) this.inflight.delete(key);
    }
  }

  /** Drops every stored (and under-way) render that shows `topic`. */
  invalidate(topic: PageTopic): void {
    this.generation += 1;
    const inScope = TOPIC_SCOPE[topic];
    for (const key of [...this.entries.keys()]) if (inScope(pathOf(key))) this.remove(key);
    // A change can make a missing page exist (a post published): no "not found" outlives it.
    this.notFound.clear();
    // Requests from now on must not join a render that began before the change.
    for (const key of [...this.inflight.keys()]) if (inScope(pathOf(key))) this.inflight.delete(key);
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.notFound.clear();
    this.inflight.clear();
    this.bytes = 0;
  }

  private store(key: string, rendered: Rendered): void {
    if (rendered.status === 404) {
      this.notFound.delete(key);
      this.notFound.set(key, rendered);
      for (const [oldest] of this.notFound) {
        if (this.notFound.size <= this.notFoundEntries) break;
        this.notFound.delete(oldest);
      }
      return;
    }
    const size = rendered.body.body.length;
    if (size > this.maxBytes / 8) return;
    if (this.entries.has(key)) this.remove(key);
    this.entries.set(key, rendered);
    this.bytes += size;
    for (const [oldest] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.remove(oldest);
    }
  }

  private remove(key: string): void {
    this.notFound.delete(key);
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.body.body.length;
  }
}

function pathOf(key: string): string {
  const q = key.indexOf("?");
  return q === -1 ? key : key.slice(0, q);
}
