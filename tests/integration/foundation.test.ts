/**
 * The foundation over HTTP: schema and migrations, persistence across restarts, health and
 * readiness, the JSON error shapes, security headers and graceful shutdown — on whichever
 * driver this project runs (embedded PGlite, or PostgreSQL with TEST_DATABASE_URL).
 */
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { count, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leads, services } from "../../server/db/schema";
import { inlineScripts, scriptSources, sha256Source } from "../helpers/csp";
import { copyEmbeddedTemplate, createPostgresDatabase, driver, freePort, startTestServer, TEST_ADMIN_KEY } from "../helpers/server";
import { signInAsAdmin } from "../helpers/session";

type Server = Awaited<ReturnType<typeof startTestServer>>;

const specTables = [
  "services", "blog_posts", "blog_categories", "blog_comments", "blog_campaigns", "testimonials", "leads",
  "site_settings", "contacts", "communications", "customer_services", "email_templates",
  "notification_emails", "users", "refresh_tokens", "password_reset_tokens",
];

describe(`foundation (${driver})`, () => {
  let server: Server;
  beforeAll(async () => {
    server = await startTestServer({ pages: true });
  });
  afterAll(() => server.cleanup());

  it("migrates every table of the schema", async () => {
    const rows = await server.ctx.db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public'`,
    );
    const names = (rows as unknown as { rows: { table_name: string }[] }).rows.map((r) => r.table_name);
    for (const table of [...specTables, "mail_outbox", "page_views", "user_invitations"]) expect(names).toContain(table);
  });

  it("seeds the site's services, categories and e-mail templates", async () => {
    const slugs = (await server.ctx.db.select({ slug: services.slug }).from(services)).map((s) => s.slug);
    for (const slug of ["plumbing", "heating", "air-conditioning", "heat-pumps", "high-efficiency-boilers", "maintenance-contracts", "hybrid-water-heaters", "ductless-mini-splits"]) {
      expect(slugs).toContain(slug);
    }
  });

  it("answers /healthz without the database and /readyz when the database answers", async () => {
    const health = await server.request("/healthz");
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: "ok" });
    const ready = await server.request("/readyz");
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: "ready" });
  });

  it("answers an unknown /api path with a JSON 404", async () => {
    const res = await server.request("/api/no-such-thing");
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
    expect(await res.json()).toEqual({ message: "Not found" });
  });

  it("answers malformed JSON with a JSON 400", async () => {
    const res = await server.request("/api/leads", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: '{"firstName": "Ann",',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: "Malformed JSON in request body" });
  });

  it("answers a body over 100 kB with a JSON 413", async () => {
    const res = await server.request("/api/leads", { method: "POST", json: { message: "x".repeat(120_000) } });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: "Request body is too large (limit 100 kB)" });
  });

  it("answers a write with a wrong content type with a JSON 415", async () => {
    const res = await server.request("/api/leads", {
      method: "POST",
      headers: { "Content-Type": "text/plain" },
      body: "firstName=Ann",
    });
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ message: "Content-Type must be application/json" });
  });

  it("sends security headers on JSON answers and no X-Powered-By", async () => {
    const res = await server.request("/api/no-such-thing");
    expect(res.headers.get("x-powered-by")).toBeNull();
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("x-request-id")).toMatch(/^[\w-]+$/);
  });

  it("serves a page every visitor shares with a policy naming each of its inline scripts by hash", async () => {
    const [a, b] = await Promise.all([server.request("/"), server.request("/")]);
    expect(a.status).toBe(200);
    expect(a.headers.get("x-powered-by")).toBeNull();
    const csp = a.headers.get("content-security-policy")!;
    for (const directive of ["base-uri 'none'", "object-src 'none'", "frame-ancestors 'none'"]) expect(csp).toContain(directive);
    const html = await a.text();
    // The same bytes and the same policy for both visitors: nothing in them is a response's own.
    expect(await b.text()).toBe(html);
    expect(b.headers.get("content-security-policy")).toBe(csp);
    const sources = scriptSources(csp);
    expect(sources[0]).toBe("'self'");
    expect(sources.some((s) => s.startsWith("'nonce-") || s === "'unsafe-inline'")).toBe(false);
    const scripts = inlineScripts(html);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      expect(sources).toContain(sha256Source(script.text));
      expect(script.attributes.nonce).toBeUndefined();
    }
    expect(html).toMatch(/^<!DOCTYPE html><html lang="en"/);
  });

  it("serves a signed-in visitor's page with a per-request CSP nonce that every inline script carries", async () => {
    const admin = await signInAsAdmin(server);
    const [a, b] = await Promise.all([server.request("/", { headers: admin.headers }), server.request("/", { headers: admin.headers })]);
    expect(a.status).toBe(200);
    const csp = a.headers.get("content-security-policy")!;
    const nonce = /'nonce-([^']+)'/.exec(csp)![1]!;
    expect(/'nonce-([^']+)'/.exec(b.headers.get("content-security-policy")!)![1]).not.toBe(nonce);
    const scripts = inlineScripts(await a.text());
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(script.attributes.nonce).toBe(nonce);
  });

  it("serves hashed assets with immutable long-lived caching", async () => {
    const html = await (await server.request("/")).text();
    const asset = /href="(\/assets\/[^"]+\.css)"/.exec(html)![1]!;
    const res = await server.request(asset);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toMatch(/max-age=31536000.*immutable|immutable.*max-age=31536000/);
  });

  it("answers an unknown page with the 404 page and status 404", async () => {
    const res = await server.request("/definitely/not/here");
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain("404 - Page Not Found");
    expect(html).toContain("We couldn&#x27;t find the page you&#x27;re looking for.");
  });

  it("redirects /about permanently to /about-us", async () => {
    const res = await server.request("/about");
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/about-us");
  });

  it("serves the public forms' submit buttons working: the page answers a form the browser sends itself", async () => {
    for (const path of ["/", "/contact", "/services/areas/burlington", "/quote", "/reviews/new"]) {
      const html = await (await server.request(path)).text();
      const submits = html.match(/<button[^>]*type="submit"[^>]*>/g) ?? [];
      expect(submits.length, path).toBeGreaterThan(0);
      for (const tag of submits) expect(tag, path).not.toMatch(/\sdisabled=""/);
      expect(html, path).toMatch(/<form[^>]*method="post"/);
      expect(html, path).toMatch(/<input type="hidden" name="formToken" value="[\w.-]+"/);
    }
  });

  it("serves the staff pages' submit buttons enabled: their forms work before and without the script", async () => {
    // (/register, open only until the first account exists, is checked in setup-first-run.test.ts.)
    for (const path of ["/login", "/forgot-password", "/reset-password?token=x"]) {
      const html = await (await server.request(path)).text();
      const submits = html.match(/<button[^>]*type="submit"[^>]*>/g) ?? [];
      expect(submits.length, path).toBeGreaterThan(0);
      for (const tag of submits) expect(tag, path).not.toMatch(/\sdisabled=""/);
      expect(html, path).toMatch(/<form[^>]*method="post"/);
    }
  });

  it("reloads a page without a form action whose form the browser sent itself instead of answering 405", async () => {
    // (Pages with forms answer such posts themselves: native-forms and auth-native-forms tests.)
    for (const [path, body] of [
      ["/about-us", "firstName=Jane&lastName=Doe&email=jane%40example.com&phone=8025550100"],
      ["/gallery?category=boilers", "email=a%40b.co&password=secret-password"],
    ] as const) {
      const res = await server.request(path, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body,
        redirect: "manual",
      });
      expect(res.status).toBe(303);
      expect(res.headers.get("location")).toBe(path);
    }
  });
});

describe(`lifecycle (${driver})`, () => {
  it("keeps data across a restart and does not seed twice", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hvac-restart-"));
    const pgDb = driver === "postgres" ? await createPostgresDatabase() : undefined;
    const opts = { dataDir, databaseUrl: pgDb?.url };
    try {
      const first = await startTestServer(opts);
      await first.ctx.db.insert(leads).values({ firstName: "Ruth", lastName: "Aldrich", email: "ruth@example.com", phone: "8025550100" });
      const [{ n: servicesBefore }] = await first.ctx.db.select({ n: count() }).from(services) as [{ n: number }];
      await first.close();

      const second = await startTestServer(opts);
      const rows = await second.ctx.db.select().from(leads);
      expect(rows.map((r) => r.email)).toContain("ruth@example.com");
      const [{ n: servicesAfter }] = await second.ctx.db.select({ n: count() }).from(services) as [{ n: number }];
      expect(servicesAfter).toBe(servicesBefore);
      await second.close();
    } finally {
      await pgDb?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it.runIf(driver === "pglite")("refuses to open a data folder another running server holds", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hvac-lock-"));
    const first = await startTestServer({ dataDir });
    try {
      await expect(startTestServer({ dataDir })).rejects.toThrow(/in use by another running process/);
    } finally {
      await first.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("turns readiness to 503 while shutting down and lets an in-flight request finish", async () => {
    const server = await startTestServer();
    const port = server.port;
    // Start a request whose body is still arriving when shutdown begins.
    const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(
        { host: "127.0.0.1", port, path: "/api/no-such-thing", method: "POST", headers: { "Content-Type": "application/json", "Content-Length": "12" } },
        (res) => {
          let body = "";
          res.on("data", (c) => (body += c));
          res.on("end", () => resolve({ status: res.statusCode!, body }));
        },
      );
      req.on("error", reject);
      req.write('{"a":');
      setTimeout(() => req.end('"slow"}'), 400);
    });
    await new Promise((r) => setTimeout(r, 100));
    const closing = server.close();
    expect(server.ctx.state.shuttingDown).toBe(true);
    const finished = await response;
    expect(finished.status).toBe(404);
    expect(JSON.parse(finished.body)).toEqual({ message: "Not found" });
    await closing;
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
    await server.cleanup();
  });

  it("answers /readyz 503 when the database does not answer", async () => {
    const server = await startTestServer();
    try {
      server.ctx.state.shuttingDown = true;
      expect((await server.request("/readyz")).status).toBe(503);
      server.ctx.state.shuttingDown = false;
      const realPing = server.ctx.database.ping;
      server.ctx.database.ping = async () => {
        throw new Error("connection refused");
      };
      const res = await server.request("/readyz");
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ status: "database unavailable" });
      expect((await server.request("/healthz")).status).toBe(200);
      server.ctx.database.ping = realPing;
    } finally {
      await server.cleanup();
    }
  });

  // Refused before any database is opened: the PostgreSQL project would only repeat it.
  it.runIf(driver === "pglite")("stops at start with a one-line message naming a bad variable", () => {
    const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
    const result = spawnSync(process.execPath, [path.join(buildDir, "server.js")], {
      env: { PATH: process.env.PATH, PORT: "eighty", DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "hvac-bad-")) },
      encoding: "utf8",
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe('Invalid environment variable PORT: must be a port number from 0 to 65535 (got "eighty")');
  });

  /** Starts the built server as `npm start` does and collects what it prints until `until` matches. */
  async function startBuilt(env: Record<string, string>, until: RegExp) {
    const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
    const child = spawn(process.execPath, [path.join(buildDir, "server.js")], {
      env: { PATH: process.env.PATH, NODE_ENV: "production", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
    const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
    const deadline = Date.now() + 30_000;
    while (!until.test(stdout)) {
      if (Date.now() > deadline || child.exitCode !== null) throw new Error(`server did not start:\n${stdout}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    return {
      stdout: () => stdout,
      stop: async () => {
        child.kill("SIGTERM");
        return exited;
      },
    };
  }

  it.runIf(driver === "pglite")(
    "prints one plain line with the setup address (never the admin key) while no staff account exists, and exits 0 on SIGTERM",
    async () => {
      const port = await freePort();
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hvac-first-"));
      // Migrated, with no account yet (as after any first start): initdb is not what is tested.
      copyEmbeddedTemplate(dataDir);
      const env = { PORT: String(port), DATA_DIR: dataDir, ADMIN_KEY: TEST_ADMIN_KEY, LOG_LEVEL: "warn" };
      const first = await startBuilt(env, /\/setup\?token=.*\n/);
      const lines = first.stdout().split("\n").filter(Boolean);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(new RegExp(`^Set up the site in your browser: http://localhost:${port}/setup\\?token=[A-Za-z0-9_-]{43}$`));
      expect(first.stdout()).not.toContain(TEST_ADMIN_KEY);
      const created = await fetch(`http://localhost:${port}/api/auth/create-admin`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "owner@example.com", password: "a-long-password", adminKey: TEST_ADMIN_KEY }),
      });
      expect(created.status).toBe(201);
      expect(await first.stop()).toBe(0);

      const second = await startBuilt({ ...env, LOG_LEVEL: "info" }, /Listening on/);
      expect(second.stdout()).not.toContain("/setup");
      expect(await second.stop()).toBe(0);
    },
    90_000,
  );
});
