/**
 * Errors reach someone: with SENTRY_DSN pointing at a Sentry-compatible endpoint (a local HTTP
 * server that keeps the envelopes the official SDK posts), an API error and a page loader error
 * arrive there tagged with the request id, and are logged with it; a browser render error
 * posted to /api/client-errors is logged and forwarded the same way, and that endpoint checks
 * its body and is rate limited.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../../server/logger";
import { CLIENT_ERROR_LIMIT } from "../../server/monitoring/routes";
import { driver, startTestServer } from "../helpers/server";

type Server = Awaited<ReturnType<typeof startTestServer>>;

interface SentryEvent {
  exception?: { values?: Array<{ type?: string; value?: string; stacktrace?: unknown }> };
  tags?: Record<string, string>;
  contexts?: Record<string, Record<string, unknown>>;
  extra?: Record<string, unknown>;
}

/** A stand-in for the error service: stores every event item of every envelope it is sent. */
async function startFakeSentry() {
  const events: SentryEvent[] = [];
  const paths: string[] = [];
  const srv = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      paths.push(req.url ?? "");
      let body = Buffer.concat(chunks);
      if (req.headers["content-encoding"] === "gzip") body = gunzipSync(body);
      // Envelope: a header line, then (item header, item payload) pairs.
      const lines = body.toString("utf8").split("\n").filter(Boolean);
      for (let i = 1; i + 1 < lines.length; i += 2) {
        const item = JSON.parse(lines[i]!) as { type?: string };
        if (item.type === "event") events.push(JSON.parse(lines[i + 1]!) as SentryEvent);
      }
      res.writeHead(200, { "Content-Type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => srv.listen(0, "127.0.0.1", resolve));
  const port = (srv.address() as AddressInfo).port;
  return {
    dsn: `http://publickey0123456789abcdef@127.0.0.1:${port}/42`,
    events,
    paths,
    close: () => new Promise<void>((resolve) => srv.close(() => resolve())),
  };
}

async function waitFor<T>(probe: () => T | undefined, what: string, timeoutMs = 10_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe(`error reporting (${driver})`, () => {
  let sentry: Awaited<ReturnType<typeof startFakeSentry>>;
  let server: Server;
  const logLines: Array<Record<string, unknown>> = [];

  beforeAll(async () => {
    sentry = await startFakeSentry();
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        for (const line of chunk.toString("utf8").split("\n").filter(Boolean)) logLines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    server = await startTestServer({ pages: true, env: { SENTRY_DSN: sentry.dsn }, logger: createLogger("info", sink) });
  });
  afterAll(async () => {
    await server?.cleanup();
    await sentry?.close();
  });

  /** Makes the next database reads throw an ordinary (not connection) error: a bug, as far as the app knows. */
  async function withBrokenDatabase<T>(message: string, run: () => Promise<T>): Promise<T> {
    const db = server.ctx.db as unknown as { select: unknown };
    const select = db.select;
    db.select = () => {
      throw new Error(message);
    };
    try {
      return await run();
    } finally {
      db.select = select;
    }
  }

  const eventFor = (message: string) => () => sentry.events.find((e) => e.exception?.values?.some((v) => v.value === message));

  it("sends an unexpected API error to SENTRY_DSN with the request id, and logs it", async () => {
    const res = await withBrokenDatabase("api kaboom", () => server.request("/api/services", { headers: { "X-Request-Id": "req-api-0001" } }));
    expect(res.status).toBe(500);
    expect(res.headers.get("x-request-id")).toBe("req-api-0001");
    const event = await waitFor(eventFor("api kaboom"), "the API error event");
    expect(event.tags).toMatchObject({ request_id: "req-api-0001", source: "api" });
    expect(event.contexts?.request).toMatchObject({ method: "GET", url: "/api/services" });
    expect(sentry.paths.some((p) => p.startsWith("/api/42/envelope/"))).toBe(true);
    expect(logLines.some((l) => l.reqId === "req-api-0001" && l.level === 50 && (l.err as { message?: string })?.message === "api kaboom")).toBe(true);
  });

  it("sends a page loader error with the request id", async () => {
    const res = await withBrokenDatabase("page kaboom", () => server.request("/services", { headers: { "X-Request-Id": "req-page-0002" } }));
    expect(res.status).toBe(500);
    const event = await waitFor(eventFor("page kaboom"), "the page error event");
    expect(event.tags).toMatchObject({ request_id: "req-page-0002", source: "page" });
  });

  it("logs and forwards a browser render error posted to /api/client-errors", async () => {
    const report = {
      message: "Cannot read properties of undefined (reading 'title')",
      name: "TypeError",
      stack: "TypeError: Cannot read properties of undefined (reading 'title')\n    at PostCard (http://localhost/assets/post-card.js:1:200)",
      url: "/blog?page=2",
    };
    const res = await server.request("/api/client-errors", { method: "POST", json: report, headers: { "X-Request-Id": "req-client-0003" } });
    expect(res.status).toBe(202);
    const event = await waitFor(eventFor(report.message), "the browser error event");
    expect(event.tags).toMatchObject({ request_id: "req-client-0003", source: "client" });
    expect(event.exception!.values![0]!.type).toBe("TypeError");
    expect(event.contexts?.browser).toMatchObject({ url: "/blog?page=2" });
    const logged = logLines.find((l) => l.reqId === "req-client-0003" && l.msg === "browser render error");
    expect(logged).toMatchObject({ clientError: { message: report.message, url: "/blog?page=2" } });
  });

  it("never logs or forwards a token: review-request, reset and invitation links are redacted everywhere", async () => {
    const secrets = ["REVIEWSECRET123", "RESETSECRET456", "INVITESECRET789", "UNSUBSECRET000"];
    // A page visit with a review-request token: the request's own log line.
    await server.request(`/reviews/new?request=${secrets[0]}`, { headers: { "X-Request-Id": "req-redact-0001" } });
    const report = {
      message: `Failed to load /reset-password?token=${secrets[1]}`,
      name: "Error",
      stack: `Error: at /accept-invite?token=${secrets[2]}&x=1\n    at http://localhost/assets/a.js:1:2`,
      componentStack: `in Page (at /api/mail/unsubscribe?token=${secrets[3]})`,
      url: `/reviews/new?request=${secrets[0]}`,
    };
    const res = await server.request("/api/client-errors", { method: "POST", json: report, headers: { "X-Request-Id": "req-redact-0002" } });
    expect(res.status).toBe(202);
    const event = await waitFor(eventFor(report.message.replace(secrets[1]!, "[redacted]")), "the redacted browser error event");
    await waitFor(() => logLines.find((l) => l.reqId === "req-redact-0002" && l.msg === "browser render error"), "the log line");
    await waitFor(() => logLines.find((l) => l.reqId === "req-redact-0001"), "the page's log line");
    const everything = JSON.stringify(logLines) + JSON.stringify(sentry.events);
    for (const secret of secrets) expect(everything, secret).not.toContain(secret);
    expect(event.contexts?.browser).toMatchObject({ url: "/reviews/new?request=[redacted]" });
  });

  it("checks what it is sent: a path on this site, short fields, small bodies, same origin", async () => {
    const post = (json: unknown, headers: Record<string, string> = {}) =>
      server.request("/api/client-errors", { method: "POST", json, headers: { "X-Forwarded-For": "10.0.0.1", ...headers } });
    expect((await post({ url: "/" })).status).toBe(400);
    expect((await post({ message: "x", url: "https://evil.example/" })).status).toBe(400);
    expect((await post({ message: "x".repeat(1001), url: "/" })).status).toBe(400);
    expect((await post({ message: "x", url: "/", stack: "s".repeat(20_000) })).status).toBe(413);
    const crossSite = await server.request("/api/client-errors", {
      method: "POST",
      json: { message: "x", url: "/" },
      headers: { Origin: "https://evil.example" },
    });
    expect(crossSite.status).toBe(403);
  });

  it("is rate limited per client address", async () => {
    const sentBefore = sentry.events.length;
    const statuses: number[] = [];
    for (let i = 0; i <= CLIENT_ERROR_LIMIT.points; i++) {
      const res = await server.request("/api/client-errors", { method: "POST", json: { message: `flood ${i}`, url: "/" } });
      statuses.push(res.status);
    }
    // The earlier test already used one of this address's reports.
    expect(statuses.filter((s) => s === 202).length).toBeLessThanOrEqual(CLIENT_ERROR_LIMIT.points - 1);
    expect(statuses.at(-1)).toBe(429);
    await new Promise((r) => setTimeout(r, 500));
    expect(sentry.events.length - sentBefore).toBe(statuses.filter((s) => s === 202).length);
  });
});
