/**
 * Prometheus metrics (prom-client). One process is one scrape target: process metrics and the
 * render-cache counter are process-wide; request, outbox, scheduler and pool metrics belong to
 * the app they were made for (tests run several apps in one process). Served at /metrics only
 * with METRICS_TOKEN (Bearer) or on the internal METRICS_PORT; otherwise /metrics does not exist.
 */
import type { NextFunction, Request, RequestHandler, Response } from "express";
import { createHash, timingSafeEqual } from "node:crypto";
import pg from "pg";
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import type { ServerBuild } from "react-router";
import { and, eq, min, sql } from "drizzle-orm";
import type { AppContext } from "../context";
import { blogPosts, mailOutbox } from "../db/schema";
import { schedulerStatus } from "../scheduler";
import { routeLabeller } from "./routes";

/** Process-wide metrics (CPU, memory, event-loop lag, handles, GC) and counters shared by every app. */
export const processRegistry = new Registry();
collectDefaultMetrics({ register: processRegistry });

/**
 * Page render cache lookups, counted by the cache: `renderCacheRequests.inc({ result: "hit" })`
 * or `{ result: "miss" }`. Hit rate: rate(render_cache_requests_total{result="hit"}[5m]) divided by
 * rate(render_cache_requests_total[5m]).
 */
export const renderCacheRequests = new Counter({
  name: "render_cache_requests_total",
  help: "Page render cache lookups, by result (hit or miss)",
  labelNames: ["result"] as const,
  registers: [processRegistry],
});
// Both series exist from the start, so the hit rate reads 0, not "no data", before the first hit.
renderCacheRequests.inc({ result: "hit" }, 0);
renderCacheRequests.inc({ result: "miss" }, 0);

const KNOWN_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

export interface AppMetrics {
  /**
   * Counts a finished request under its route pattern (never the raw URL) with its duration;
   * called once per request by the request baseline (server/http/request-baseline.ts).
   */
  record(req: Request, res: Response, seconds: number): void;
  /** GET /metrics, behind the token when one is set. */
  handler: RequestHandler;
}

export function createAppMetrics(ctx: AppContext, pagesBuild?: ServerBuild | (() => Promise<ServerBuild>)): AppMetrics {
  const registry = new Registry();
  const labelRoute = routeLabeller(typeof pagesBuild === "object" ? pagesBuild : undefined);

  const requestDuration = new Histogram({
    name: "http_request_duration_seconds",
    help: "HTTP requests by route pattern: latency, and through _count the request rate",
    labelNames: ["method", "route", "status"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });

  // One database read per scrape feeds the outbox and scheduler gauges: the handler starts it,
  // each gauge's collect awaits it.
  let snapshot: Promise<DatabaseSnapshot | undefined> = Promise.resolve(undefined);
  const takeSnapshot = () => {
    snapshot = databaseSnapshot(ctx).catch((error: unknown) => {
      ctx.logger.warn({ err: error }, "metrics: database figures unavailable");
      return undefined;
    });
  };
  const fromSnapshot = (name: string, help: string, pick: (s: DatabaseSnapshot) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        const s = await snapshot;
        // No figure rather than a stale one while the database does not answer.
        if (s) this.set(pick(s));
        else this.reset();
      },
    });
  fromSnapshot("mail_outbox_pending", "Messages waiting in the outbox (not yet sent)", (s) => s.pending);
  fromSnapshot("mail_outbox_failed", "Messages given up on after permanent refusals", (s) => s.failed);
  fromSnapshot("mail_outbox_oldest_pending_age_seconds", "Age of the oldest unsent message (0 when none)", (s) => s.oldestPendingAgeSeconds);
  fromSnapshot("scheduler_overdue_posts", "Scheduled posts whose time has passed but are not published yet", (s) => s.overduePosts);
  fromSnapshot(
    "scheduler_lag_seconds",
    "How long the most overdue scheduled post has waited past its time (0 when none)",
    (s) => s.schedulerLagSeconds,
  );

  new Gauge({
    name: "scheduler_last_check_timestamp_seconds",
    help: "When this instance's scheduler last looked for due posts (Unix time; 0 before its first check)",
    registers: [registry],
    collect() {
      const last = schedulerStatus(ctx).lastCheck;
      this.set(last ? Date.parse(last) / 1000 : 0);
    },
  });

  new Gauge({
    name: "http_requests_in_flight",
    help: "Requests this instance is serving right now (while there are many, the mail worker waits)",
    registers: [registry],
    collect() {
      this.set(ctx.state.requestsInFlight);
    },
  });

  const pool = postgresPool(ctx);
  if (pool) {
    new Gauge({
      name: "db_pool_connections",
      help: "PostgreSQL pool connections of this instance, by state (in_use, idle)",
      labelNames: ["state"] as const,
      registers: [registry],
      collect() {
        this.set({ state: "idle" }, pool.idleCount);
        this.set({ state: "in_use" }, pool.totalCount - pool.idleCount);
      },
    });
    new Gauge({
      name: "db_pool_waiting_clients",
      help: "Queries waiting for a free PostgreSQL pool connection",
      registers: [registry],
      collect() {
        this.set(pool.waitingCount);
      },
    });
    new Gauge({
      name: "db_pool_max_connections",
      help: "Size limit of this instance's PostgreSQL pool",
      registers: [registry],
      collect() {
        this.set(pool.options.max ?? 10);
      },
    });
  }

  // One child per label set, looked up by a joined key: prom-client would otherwise sort and
  // hash the label object on every observation. Bounded like the route labels themselves.
  const series = new Map<string, ReturnType<typeof requestDuration.labels>>();
  const record = (req: Request, res: Response, seconds: number) => {
    const method = KNOWN_METHODS.has(req.method) ? req.method : "OTHER";
    const route = labelRoute(req, res);
    const status = String(res.statusCode);
    const key = `${method} ${status} ${route}`;
    let child = series.get(key);
    if (!child) {
      if (series.size >= 5000) series.clear();
      series.set(key, (child = requestDuration.labels(method, route, status)));
    }
    child.observe(seconds);
  };

  const token = ctx.config.metrics.token;
  const expected = token ? digest(token) : undefined;
  const handler: RequestHandler = async (req: Request, res: Response, next: NextFunction) => {
    try {
      res.set("Cache-Control", "no-store");
      if (expected) {
        const presented = /^Bearer (.+)$/i.exec(req.get("Authorization") ?? "")?.[1]?.trim();
        if (!presented || !timingSafeEqual(digest(presented), expected)) {
          res.set("WWW-Authenticate", 'Bearer realm="metrics"');
          return void res.status(401).type("text/plain").send("Unauthorized\n");
        }
      }
      takeSnapshot();
      const merged = Registry.merge([processRegistry, registry]);
      res.type(merged.contentType).send(await merged.metrics());
    } catch (error) {
      next(error);
    }
  };

  return { record, handler };
}

const digest = (value: string) => createHash("sha256").update(value).digest();

interface DatabaseSnapshot {
  pending: number;
  failed: number;
  oldestPendingAgeSeconds: number;
  overduePosts: number;
  schedulerLagSeconds: number;
}

async function databaseSnapshot(ctx: AppContext): Promise<DatabaseSnapshot> {
  const now = ctx.clock.now();
  const [outbox] = await ctx.db
    .select({
      pending: sql<number>`count(*) filter (where ${mailOutbox.status} = 'pending')`.mapWith(Number),
      failed: sql<number>`count(*) filter (where ${mailOutbox.status} = 'failed')`.mapWith(Number),
      oldestPending: sql<Date | null>`min(${mailOutbox.createdAt}) filter (where ${mailOutbox.status} = 'pending')`.mapWith(
        mailOutbox.createdAt,
      ),
    })
    .from(mailOutbox);
  const [posts] = await ctx.db
    .select({ overdue: sql<number>`count(*)`.mapWith(Number), oldest: min(blogPosts.scheduledAt) })
    .from(blogPosts)
    .where(and(eq(blogPosts.status, "scheduled"), sql`${blogPosts.scheduledAt} <= ${now.toISOString()}::timestamptz`));
  const ageSeconds = (since: Date | null | undefined) => (since ? Math.max(0, (now.getTime() - since.getTime()) / 1000) : 0);
  return {
    pending: outbox?.pending ?? 0,
    failed: outbox?.failed ?? 0,
    oldestPendingAgeSeconds: ageSeconds(outbox?.oldestPending),
    overduePosts: posts?.overdue ?? 0,
    schedulerLagSeconds: ageSeconds(posts?.oldest),
  };
}

/** The node-postgres pool behind the Drizzle instance, when the database is PostgreSQL. */
function postgresPool(ctx: AppContext): pg.Pool | undefined {
  const client = (ctx.db as unknown as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : undefined;
}
