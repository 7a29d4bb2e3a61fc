/**
 * Starts the real server for an integration test: an ephemeral port and a fresh database —
 * embedded PGlite in a new data folder, or (TEST_DRIVER=postgres) a new PostgreSQL database on
 * TEST_DATABASE_URL that is dropped afterwards. Both start as copies of a database migrated once
 * per run (tests/helpers/template-database.ts).
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { inject } from "vitest";
import { createLogger, type Logger } from "../../server/logger";
import { startServer, type RunningServer, type StartOptions } from "../../server/server";
import type { Clock } from "../../server/context";
import { scratchRoot } from "./template-database";
import { freePort } from "../../scripts/lib/free-port.mjs";

/** A free TCP port, so PUBLIC_URL can name the real origin before the server starts. */
export { freePort };

// Random-looking, as the server refuses guessable secrets (made with `openssl rand -base64 32`).
export const TEST_ADMIN_KEY = "MsMQ2XKYv2Su5PhJazsGvD48RMAWn+hB99x2y0vRH7E=";
export const TEST_SESSION_SECRET = "y7inTfgdGC+la+55G0LZOK4+sFmIY/c4539VDrEY7i0=";
/** A second session secret, for rotating from TEST_SESSION_SECRET. */
export const TEST_NEXT_SESSION_SECRET = "G3N1TIpKfy6ApT4860B0vV/FjyyuuevUZNIAOFx2Afg=";
export const TEST_METRICS_TOKEN = "p1IC+y4MgBo2Rly6TyD96rcIfAwYCS3tX+gwBWx1xhk=";
export const driver = process.env.TEST_DRIVER === "postgres" ? "postgres" : "pglite";

export interface TestServer extends RunningServer {
  dataDir: string;
  /** fetch relative to the server, JSON-encoding `json` when given. */
  request(path: string, init?: RequestInit & { json?: unknown }): Promise<Response>;
}

export interface TestServerOptions {
  env?: Record<string, string | undefined>;
  /** Serve the pages from the production build in BUILD_DIR (must be built: npm run build). */
  pages?: boolean;
  background?: boolean;
  clock?: Clock;
  /** Reuse a data folder / database (restart tests). */
  dataDir?: string;
  databaseUrl?: string;
  /** Log here instead of a logger at TEST_LOG_LEVEL (tests that read the log). */
  logger?: Logger;
}

/** A fresh PostgreSQL database for one test file; returns its URL and a drop function. */
export async function createPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is required for TEST_DRIVER=postgres");
  const name = `test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${inject("postgresTemplate")}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}


/**
 * An embedded database in `dataDir`, copied from the migrated template unless the folder holds
 * one already (a restart test reopening its data). Tests that start the built server themselves
 * call it too: a new folder would otherwise cost PGlite's initdb and every migration first.
 */
export function copyEmbeddedTemplate(dataDir: string) {
  const target = path.join(dataDir, "pglite");
  if (!fs.existsSync(target)) fs.cpSync(path.join(inject("pgliteTemplate"), "pglite"), target, { recursive: true });
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer & { cleanup(): Promise<void> }> {
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(scratchRoot, "hvac-test-"));
  let dropDatabase = async () => {};
  let databaseUrl = options.databaseUrl;
  if (!databaseUrl && driver === "postgres") {
    const created = await createPostgresDatabase();
    databaseUrl = created.url;
    dropDatabase = created.drop;
  }
  if (!databaseUrl) copyEmbeddedTemplate(dataDir);
  const port = options.env?.PORT ?? String(await freePort());
  const env: Record<string, string | undefined> = {
    NODE_ENV: "test",
    PORT: port,
    PUBLIC_URL: `http://localhost:${port}`,
    DATA_DIR: dataDir,
    ADMIN_KEY: TEST_ADMIN_KEY,
    SESSION_SECRET: TEST_SESSION_SECRET,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? "silent",
    BUILD_DIR: process.env.BUILD_DIR ?? "build",
    DATABASE_URL: databaseUrl,
    ...options.env,
  };
  const startOptions: StartOptions = {
    env,
    pages: options.pages ? "build" : "none",
    inMemoryDatabase: false,
    background: options.background ?? false,
    clock: options.clock,
    logger: options.logger ?? createLogger(env.LOG_LEVEL ?? "silent"),
  };
  const running = await startServer(startOptions);
  return {
    ...running,
    dataDir,
    request(p, init = {}) {
      const { json, headers, ...rest } = init;
      return fetch(new URL(p, running.url), {
        ...rest,
        headers: {
          // What a browser on the site itself sends with every non-GET request.
          Origin: running.url,
          ...(json !== undefined ? { "Content-Type": "application/json" } : {}),
          ...(headers as Record<string, string> | undefined),
        },
        body: json !== undefined ? JSON.stringify(json) : rest.body,
        redirect: rest.redirect ?? "manual",
      });
    },
    async cleanup() {
      await running.close();
      await dropDatabase();
      if (!options.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A clock tests can move forward. */
export function testClock(start = new Date()): Clock & { advance(ms: number): void; set(date: Date): void } {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance: (ms) => void (now += ms),
    set: (date) => void (now = date.getTime()),
  };
}
