/**
 * Page views counted where the page is served: every public page document a browser loads is
 * one view, the first page of a visit included, with JavaScript or without, from the render
 * cache or freshly rendered. Nothing is set on the visitor (no cookie, no id) and nothing goes
 * to another host. Client-side navigations, which load no document, are sent by the page
 * (POST /api/analytics/pageview, routes.ts).
 *
 * Counting never holds up the response: a view goes into a queue that is written as one insert,
 * at once for a lone visit and every BATCH_MS under load. Crawlers (isbot), prefetches and
 * requests that are not a document load are not views; one address counts at most as many
 * views a minute as the page-view API allows it.
 */
import type { Request } from "express";
import { isbot } from "isbot";
import type { AppContext } from "../context";
import { pageViews } from "../db/schema";
import { clientAddress } from "../http/client-address";
import { createLimiter } from "../http/rate-limit";
import { PAGEVIEW_LIMIT } from "./routes";

const BATCH_MS = 1000;
const MAX_BATCH = 500;
const MAX_URL = 2048;

export interface PageViewCounter {
  /** Counts the document answered to `req` under `path` (a page's own address). */
  count(req: Request, path: string): void;
  /** Writes what is queued (at shutdown, and for tests). */
  flush(): Promise<void>;
}

/** Whether the browser is loading `req` as the page it shows (not a prefetch, a fetch or a bot). */
export function isPageLoad(req: Request): boolean {
  if (req.method !== "GET") return false;
  const dest = req.headers["sec-fetch-dest"];
  if (dest !== undefined && dest !== "document") return false;
  const purpose = String(req.headers["sec-purpose"] ?? req.headers["purpose"] ?? "");
  if (purpose.includes("prefetch") || purpose.includes("prerender")) return false;
  return !isbot(req.headers["user-agent"] ?? "");
}

export function createPageViewCounter(ctx: AppContext): PageViewCounter {
  const limiter = createLimiter(ctx, { name: "pageview-served", ...PAGEVIEW_LIMIT });
  let queue: Array<typeof pageViews.$inferInsert> = [];
  let timer: NodeJS.Timeout | undefined;
  let lastWrite = 0;
  let writing = Promise.resolve();

  const write = () => {
    clearTimeout(timer);
    timer = undefined;
    lastWrite = Date.now();
    const rows = queue;
    queue = [];
    if (!rows.length) return writing;
    writing = writing.then(async () => {
      try {
        await ctx.db.insert(pageViews).values(rows);
      } catch (error) {
        ctx.logger.warn({ err: error, views: rows.length }, "page views not stored");
      }
    });
    return writing;
  };

  const enqueue = (row: typeof pageViews.$inferInsert) => {
    queue.push(row);
    if (queue.length >= MAX_BATCH) return void write();
    if (timer) return;
    const wait = lastWrite + BATCH_MS - Date.now();
    timer = setTimeout(write, Math.max(0, wait));
  };

  return {
    count(req, path) {
      if (!isPageLoad(req)) return;
      const referrer = typeof req.headers.referer === "string" && req.headers.referer ? req.headers.referer.slice(0, MAX_URL) : null;
      const at = ctx.clock.now();
      limiter
        .consume(clientAddress(req), "")
        .then(() => enqueue({ path: path.slice(0, MAX_URL), referrer, createdAt: at }))
        .catch(() => undefined);
    },
    flush: () => write(),
  };
}
