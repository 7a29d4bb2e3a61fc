/**
 * Rendered public pages kept in memory, per URL (path and query): the HTML documents and the
 * `.data` responses of client navigations. Entries hold the bytes with a placeholder for each
 * per-request value (see request-values.ts), so one render serves every anonymous visitor.
 *
 * - Bounded by total size, least recently used dropped first.
 * - One render per URL at a time: concurrent misses wait for the same render.
 * - Dropped by topic when domain code reports a change (invalidate.ts); a render that was under
 *   way when its topic changed is answered to its waiters but not kept.
 */
import { createHash } from "node:crypto";
import { encode, EncodedBody, type Encoding } from "./encoded";
import type { PageTopic } from "./invalidate";
import type { RequestValueName, RequestValues } from "./request-values";

/** Stored bytes split at the placeholders: parts[0] value[0] parts[1] … parts[n]. */
export class Template {
  private constructor(
    readonly parts: Buffer[],
    readonly slots: RequestValueName[],
  ) {}

  static parse(body: Buffer, placeholders: RequestValues): Template {
    const hits: Array<{ at: number; name: RequestValueName; length: number }> = [];
    for (const [name, placeholder] of Object.entries(placeholders) as Array<[RequestValueName, string]>) {
      const needle = Buffer.from(placeholder);
      for (let at = body.indexOf(needle); at !== -1; at = body.indexOf(needle, at + needle.length)) {
        hits.push({ at, name, length: needle.length });
      }
    }
    hits.sort((a, b) => a.at - b.at);
    const parts: Buffer[] = [];
    let from = 0;
    for (const hit of hits) {
      parts.push(body.subarray(from, hit.at));
      from = hit.at + hit.length;
    }
    parts.push(body.subarray(from));
    return new Template(parts, hits.map((h) => h.name));
  }

  /** The bytes with their encodings, kept when they are the same for every response (no slots). */
  private fixed: EncodedBody | undefined;

  /** Each value name the render has a slot for, once. */
  get slotNames(): RequestValueName[] {
    return (this.distinctSlots ??= [...new Set(this.slots)]);
  }
  private distinctSlots: RequestValueName[] | undefined;

  get size(): number {
    // The raw bytes (encodings, made later and a fifth of them or less, are not counted: the
    // cache's total must drop by what it added).
    return this.parts.reduce((n, p) => n + p.length, 0);
  }

  /** The body of one response in `encoding`: made once when it is the same for all, else per response. */
  encoded(values: RequestValues, encoding: Encoding): Promise<Buffer> {
    if (this.slots.length > 0) return encode(Buffer.concat(this.fill(values)), encoding);
    this.fixed ??= new EncodedBody(Buffer.concat(this.parts));
    return this.fixed.encoded(encoding);
  }

  /** The bytes of one response, as chunks (written out together, never copied into one buffer). */
  fill(values: RequestValues): Buffer[] {
    if (this.slots.length === 0) return this.parts;
    const chunks: Buffer[] = [this.parts[0]!];
    this.slots.forEach((name, i) => chunks.push(Buffer.from(values[name]), this.parts[i + 1]!));
    return chunks;
  }

  /** A validator of the stored render: the same for every request until the page changes. */
  etag(): string {
    const hash = createHash("sha1");
    this.parts.forEach((p, i) => hash.update(p).update(i < this.slots.length ? `\0${this.slots[i]}\0` : ""));
    return `W/"${hash.digest("base64url").slice(0, 22)}"`;
  }
}

/** A render as every anonymous visitor gets it. */
export interface Rendered {
  status: number;
  headers: Array<[string, string]>;
  template: Template;
  etag: string;
  /** Kept only when true (a 200 without cookies or a private cache policy). */
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
  private readonly inflight = new Map<string, { promise: Promise<Rendered>; generation: number }>();
  private bytes = 0;
  private generation = 0;
  private readonly maxBytes: number;
  private readonly maxAgeMs: number;
  private readonly now: () => number;

  constructor(options: RenderCacheOptions = {}) {
    this.maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
    this.maxAgeMs = options.maxAgeMs ?? 60 * 60 * 1000;
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The stored render of `key` while fresh (counted as a use), without rendering anything. */
  peek(key: string): Rendered | undefined {
    const stored = this.entries.get(key);
    if (!stored || this.now() - stored.renderedAt >= this.maxAgeMs) return undefined;
    this.entries.delete(key);
    this.entries.set(key, stored);
    return stored;
  }

  /**
   * The stored render of `key`, or the one under way, or a new one from `render`.
   * `source` says which: "hit" (stored), "shared" (joined a render under way), "miss" (rendered now).
   */
  async get(key: string, render: () => Promise<Rendered>): Promise<{ rendered: Rendered; source: "hit" | "shared" | "miss" }> {
    const stored = this.entries.get(key);
    if (stored && this.now() - stored.renderedAt < this.maxAgeMs) {
      // Most recently used last: Map keeps insertion order.
      this.entries.delete(key);
      this.entries.set(key, stored);
      return { rendered: stored, source: "hit" };
    }
    if (stored) this.remove(key);
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
    // Requests from now on must not join a render that began before the change.
    for (const key of [...this.inflight.keys()]) if (inScope(pathOf(key))) this.inflight.delete(key);
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.inflight.clear();
    this.bytes = 0;
  }

  private store(key: string, rendered: Rendered): void {
    const size = rendered.template.size;
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
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.template.size;
  }
}

function pathOf(key: string): string {
  const q = key.indexOf("?");
  return q === -1 ? key : key.slice(0, q);
}
