/**
 * Observability: Prometheus metrics at /metrics (only with METRICS_TOKEN, or on the internal
 * METRICS_PORT), labelled by route pattern, with outbox, scheduler, pool, render-cache and process
 * figures; and the request id on every log line written while serving a request.
 */
import { Writable } from "node:stream";
import os from "node:os";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPostSchema } from "@common/schemas/blog";
import { createPost } from "../../server/blog/posts";
import { notificationEmails } from "../../server/db/schema";
import { createLogger } from "../../server/logger";
import { renderCacheRequests } from "../../server/metrics";
import { driver, startTestServer, testClock, TEST_METRICS_TOKEN } from "../helpers/server";

const TOKEN = TEST_METRICS_TOKEN;
const lead = (email: string) => ({ firstName: "Metric", lastName: "Reader", email, phone: "802-555-0177" });

/** The value of one sample in Prometheus text format, or undefined when the series is absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split("\n")) {
    if (line.startsWith("#")) continue;
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries([...(match[2] ?? "").matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([k, v]) => found[k] === v)) return Number(match[3]);
  }
  return undefined;
}

describe(`/metrics (${driver})`, () => {
  const clock = testClock();
  let server: Awaited<ReturnType<typeof startTestServer>>;
  const scrape = async () => {
    const res = await server.request("/metrics", { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    return res.text();
  };

  beforeAll(async () => {
    server = await startTestServer({ pages: true, clock, env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(async () => {
    await server?.cleanup();
  });

  it("refuses a scrape without the token", async () => {
    const none = await server.request("/metrics");
    expect(none.status).toBe(401);
    expect(none.headers.get("www-authenticate")).toMatch(/^Bearer/);
    expect((await server.request("/metrics", { headers: { Authorization: "Bearer wrong-token-0123456789" } })).status).toBe(401);
    expect((await server.request("/metrics", { headers: { Authorization: `Basic ${TOKEN}` } })).status).toBe(401);
  });

  it("counts and times requests per route pattern, never per raw URL", async () => {
    // Bodies read to the end: a request is counted when its response has been sent.
    for (const url of [
      "/api/services",
      "/api/blog/a-post-nobody-wrote",
      "/api/blog/another-missing-post",
      "/services/heat-pumps",
      "/blog/some-article.data",
      "/no-such-page-here",
      "/favicon.svg",
    ]) {
      await (await server.request(url)).arrayBuffer();
    }
    const text = await scrape();
    const count = (route: string, status: string, method = "GET") =>
      sample(text, "http_request_duration_seconds_count", { method, route, status });
    expect(count("/api/services", "200")).toBe(1);
    expect(count("/api/blog/:slug", "404")).toBe(2);
    expect(count("/services/:slug", "200")).toBe(1);
    expect(count("/blog/:slug.data", "404")).toBe(1);
    expect(count("/*", "404")).toBe(1);
    expect(count("static", "200")).toBe(1);
    expect(sample(text, "http_request_duration_seconds_bucket", { route: "/api/services", status: "200", le: "+Inf", method: "GET" })).toBe(1);
    for (const raw of ["a-post-nobody-wrote", "another-missing-post", "heat-pumps", "some-article", "no-such-page-here"]) {
      expect(text).not.toContain(raw);
    }
  });

  it("reports the outbox depth and the age of the oldest unsent mail", async () => {
    clock.set(new Date()); // rows are stamped by the database's clock
    const before = await scrape();
    expect(sample(before, "mail_outbox_pending")).toBe(0);
    expect(sample(before, "mail_outbox_oldest_pending_age_seconds")).toBe(0);
    await server.ctx.db.insert(notificationEmails).values([{ email: "office@mansfield.test" }, { email: "owner@mansfield.test" }]);
    expect((await server.request("/api/leads", { method: "POST", json: lead("metrics@example.com") })).status).toBe(201);
    clock.advance(90_000); // no worker runs in this server: the two alerts and the visitor's confirmation wait
    const after = await scrape();
    expect(sample(after, "mail_outbox_pending")).toBe(3);
    expect(sample(after, "mail_outbox_failed")).toBe(0);
    expect(sample(after, "mail_outbox_oldest_pending_age_seconds")).toBeGreaterThanOrEqual(89);
  });

  it("reports scheduler lag: overdue scheduled posts and how long the oldest has waited", async () => {
    expect(sample(await scrape(), "scheduler_overdue_posts")).toBe(0);
    const due = new Date(clock.now().getTime() - 10 * 60_000);
    await createPost(
      server.ctx.db,
      createPostSchema.parse({ title: "Overdue post", content: "x", status: "scheduled", scheduledAt: due.toISOString() }),
      due,
    );
    const text = await scrape();
    expect(sample(text, "scheduler_overdue_posts")).toBe(1);
    expect(sample(text, "scheduler_lag_seconds")).toBeGreaterThanOrEqual(600);
    expect(sample(text, "scheduler_last_check_timestamp_seconds")).toBe(0); // this server runs no scheduler
  });

  it("exposes the render-cache hit counter, requests in flight, process metrics and, on PostgreSQL, the pool", async () => {
    const before = sample(await scrape(), "render_cache_requests_total", { result: "hit" })!;
    expect(before).toBeGreaterThanOrEqual(0);
    renderCacheRequests.inc({ result: "hit" });
    const text = await scrape();
    expect(sample(text, "render_cache_requests_total", { result: "hit" })).toBe(before + 1);
    expect(sample(text, "render_cache_requests_total", { result: "miss" })).toBeGreaterThanOrEqual(0);
    expect(sample(text, "process_cpu_user_seconds_total")).toBeGreaterThan(0);
    expect(sample(text, "nodejs_eventloop_lag_seconds")).toBeGreaterThanOrEqual(0);
    // The scrape itself is the one request being served.
    expect(sample(text, "http_requests_in_flight")).toBe(1);
    if (driver === "postgres") {
      expect(sample(text, "db_pool_max_connections")).toBe(10);
      expect(sample(text, "db_pool_connections", { state: "idle" })).toBeGreaterThanOrEqual(0);
      expect(sample(text, "db_pool_connections", { state: "in_use" })).toBeGreaterThanOrEqual(0);
      expect(sample(text, "db_pool_waiting_clients")).toBe(0);
    } else {
      expect(text).not.toContain("db_pool_"); // the embedded database has no pool
    }
  });
});

describe(`where /metrics is served (${driver})`, () => {
  it("is not served at all without a token or a metrics port", async () => {
    const server = await startTestServer();
    try {
      expect((await server.request("/metrics")).status).toBe(404);
      expect(server.metricsPort).toBeUndefined();
    } finally {
      await server.cleanup();
    }
  });

  it("with METRICS_PORT, is served on that internal port only", async () => {
    const server = await startTestServer({ env: { METRICS_PORT: "0" } });
    try {
      expect((await server.request("/metrics")).status).toBe(404);
      expect(server.metricsPort).toBeGreaterThan(0);
      const res = await fetch(`http://127.0.0.1:${server.metricsPort}/metrics`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain("http_request_duration_seconds");
      expect((await fetch(`http://127.0.0.1:${server.metricsPort}/api/services`)).status).toBe(404);
    } finally {
      await server.cleanup();
    }
  });

  it("with METRICS_PORT, listens on the loopback interface only unless METRICS_HOST says otherwise", async () => {
    const outside = Object.values(os.networkInterfaces())
      .flat()
      .find((i) => i?.family === "IPv4" && !i.internal)?.address;
    expect(outside, "this test needs a network interface besides loopback").toBeDefined();
    const local = await startTestServer({ env: { METRICS_PORT: "0" } });
    try {
      expect((await fetch(`http://127.0.0.1:${local.metricsPort}/metrics`)).status).toBe(200);
      await expect(fetch(`http://${outside}:${local.metricsPort}/metrics`)).rejects.toThrow();
    } finally {
      await local.cleanup();
    }
    const everywhere = await startTestServer({ env: { METRICS_PORT: "0", METRICS_HOST: "0.0.0.0" } });
    try {
      expect((await fetch(`http://${outside}:${everywhere.metricsPort}/metrics`)).status).toBe(200);
    } finally {
      await everywhere.cleanup();
    }
  });

  it("with METRICS_PORT and METRICS_TOKEN, asks for the token there too", async () => {
    const server = await startTestServer({ env: { METRICS_PORT: "0", METRICS_TOKEN: TOKEN } });
    try {
      expect((await server.request("/metrics", { headers: { Authorization: `Bearer ${TOKEN}` } })).status).toBe(404);
      const url = `http://127.0.0.1:${server.metricsPort}/metrics`;
      expect((await fetch(url)).status).toBe(401);
      expect((await fetch(url, { headers: { Authorization: `Bearer ${TOKEN}` } })).status).toBe(200);
    } finally {
      await server.cleanup();
    }
  });
});

describe(`request id on log lines (${driver})`, () => {
  const lines: Array<Record<string, unknown>> = [];
  let server: Awaited<ReturnType<typeof startTestServer>>;

  beforeAll(async () => {
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split("\n").filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    server = await startTestServer({ background: true, logger: createLogger("info", sink) });
    await server.ctx.db.insert(notificationEmails).values({ email: "alerts@mansfield.test" });
  });
  afterAll(async () => {
    await server?.cleanup();
  });

  const waitForLine = async (match: (line: Record<string, unknown>) => boolean) => {
    for (let i = 0; i < 200; i += 1) {
      const found = lines.find(match);
      if (found) return found;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error("log line not written");
  };

  it("puts the request's id on lines logged deep inside it, without the code passing it along", async () => {
    const post = await createPost(
      server.ctx.db,
      createPostSchema.parse({ title: "Comments welcome", content: "x", status: "published" }),
      new Date(),
    );
    const res = await server.request(`/api/blog/${post.id}/comments`, {
      method: "POST",
      headers: { "X-Request-Id": "req-comment-spam-1" },
      json: { authorName: "Bot", authorEmail: "bot@example.com", content: "Buy now", website: "http://spam.example" },
    });
    expect(res.status).toBe(201);
    expect(res.headers.get("x-request-id")).toBe("req-comment-spam-1");
    const line = await waitForLine((l) => l.msg === "blog comment caught by the spam defence");
    expect(line).toMatchObject({ reqId: "req-comment-spam-1", postId: post.id });
    const completed = await waitForLine((l) => l.msg === "request completed" && (l.req as { url?: string }).url?.includes(post.id) === true);
    expect(completed.reqId).toBe("req-comment-spam-1");
  });

  it("names the worker on background lines, never the request that woke it", async () => {
    const res = await server.request("/api/leads", { method: "POST", json: lead("woken@example.com"), headers: { "X-Request-Id": "req-lead-7" } });
    expect(res.status).toBe(201);
    expect(await waitForLine((l) => l.msg === "lead received")).toMatchObject({ reqId: "req-lead-7" });
    const mail = await waitForLine((l) => l.msg === "mail written to file (no SMTP_URL)");
    expect(mail).toMatchObject({ worker: "mail", kind: "lead_alert" });
    expect(mail.reqId).toBeUndefined();
    const started = lines.find((l) => l.msg === "blog scheduler started");
    expect(started).toMatchObject({ worker: "scheduler" });
    // Every line written while serving the two requests carries an id; every other line a worker
    // (or neither: start-up and shut-down lines).
    for (const l of lines) expect(l.reqId !== undefined && l.worker !== undefined).toBe(false);
  });
});
