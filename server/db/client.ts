/**
 * Opens the database: embedded PGlite persisted in DATA_DIR by default, or a node-postgres pool
 * when DATABASE_URL is set. Both give the same Drizzle API over the same schema and migrations.
 */
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import * as tar from "tar";
import type { Logger } from "../logger";
import { schema, type Schema } from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  driver: "pglite" | "postgres";
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /** The embedded database's files as a gzipped tar (PGlite's own dump), for backups. */
  dumpEmbedded?: () => Promise<Blob>;
  close(): Promise<void>;
}

/** Seconds a client is told to wait before trying again while the database is unreachable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Socket-level failures: the server is down, restarting or unreachable. */
const networkCodes = new Set([
  "ECONNREFUSED", "ECONNRESET", "ECONNABORTED", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH", "EHOSTDOWN", "ENETUNREACH",
  "ENETDOWN", "ENOTFOUND", "EAI_AGAIN",
]);
/**
 * PostgreSQL SQLSTATEs that say "not now" rather than "wrong query": admin / crash shutdown,
 * cannot connect now (starting or recovering), too many connections; class 08 is "connection
 * exception".
 */
const unavailableStates = new Set(["57P01", "57P02", "57P03", "53300"]);
/** node-postgres and pg-pool give these (a lost connection, a pool that could not connect in time) in words only. */
const unavailableMessages =
  /Connection terminated|timeout exceeded when trying to connect|connection timeout|not queryable|Query read timeout|Connection closed unexpectedly/i;

function isConnectionFailure(error: unknown): boolean {
  if (!error || typeof error !== "object") return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === "string" && (networkCodes.has(code) || unavailableStates.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
  return typeof message === "string" && unavailableMessages.test(message);
}

/**
 * True when the error says the database cannot be reached (restarting, network cut, pool
 * exhausted), anywhere in its cause chain: Drizzle wraps driver errors. Nothing about the request
 * was wrong, so where errors become answers it is a 503 with Retry-After, and the background
 * workers wait for their next turn.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 6 && current; depth++) {
    if (isConnectionFailure(current)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export const migrationsFolder = path.resolve(import.meta.dirname, "../../drizzle");

function findMigrationsFolder(): string {
  // Works from the source tree (server/db) and from the bundled server (build/server.js).
  const bundled = path.resolve(import.meta.dirname, "../drizzle");
  for (const candidate of [migrationsFolder, bundled, path.resolve(process.cwd(), "drizzle")]) {
    if (fs.existsSync(path.join(candidate, "meta", "_journal.json"))) return candidate;
  }
  throw new Error("Migrations folder (drizzle/) not found");
}

export class DataDirLockedError extends Error {}

/**
 * When a process started, in clock ticks since boot (field 22 of /proc/<pid>/stat), or null when
 * there is no such live process: gone, or a zombie that was killed but not yet reaped by its parent
 * (kill(pid, 0) still succeeds for those). undefined where /proc is not available.
 */
function processStartTime(pid: number): string | null | undefined {
  let stat: string;
  try {
    stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return fs.existsSync("/proc/self/stat") ? null : undefined;
    return undefined;
  }
  // The command name (field 2) is in parentheses and may hold spaces: read after the last ")".
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const state = fields[0];
  if (state === "Z" || state === "X" || state === "x") return null;
  return fields[19] ?? null;
}

interface LockOwner {
  pid: number;
  /** The owner's start time, so a recycled pid is not taken for the owner. */
  started?: string;
}

function readLock(file: string): LockOwner | undefined {
  const text = fs.readFileSync(file, "utf8").trim();
  if (/^\d+$/.test(text)) return { pid: Number(text) }; // written by an older version
  try {
    const parsed = JSON.parse(text) as Partial<LockOwner>;
    return typeof parsed.pid === "number" ? { pid: parsed.pid, started: parsed.started } : undefined;
  } catch {
    return undefined;
  }
}

function ownerIsAlive(owner: LockOwner): boolean {
  if (owner.pid === process.pid) return true;
  if (!Number.isInteger(owner.pid) || owner.pid <= 0) return false;
  const started = processStartTime(owner.pid);
  if (started === null) return false;
  if (started !== undefined) return owner.started === undefined || owner.started === started;
  // No /proc (macOS, Windows): the signal-0 probe is all there is.
  try {
    process.kill(owner.pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * One process at a time may open an embedded database folder. The lock file names the owner's
 * pid and start time; it is stale (and taken over) when that process has exited — including a
 * SIGKILLed one its parent has not reaped yet, so an immediate restart works — or when the pid
 * now belongs to another process.
 */
function lockDataDir(dir: string): () => void {
  const lockFile = path.join(dir, LOCK_FILE);
  const self = JSON.stringify({ pid: process.pid, started: processStartTime(process.pid) ?? undefined });
  const take = () => fs.writeFileSync(lockFile, self, { flag: "wx" });
  try {
    take();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    const owner = readLock(lockFile);
    if (owner && ownerIsAlive(owner)) {
      throw new DataDirLockedError(
        `The database folder ${dir} is in use by another running process (pid ${owner.pid}). Stop it or set DATA_DIR to another folder.`,
      );
    }
    fs.rmSync(lockFile, { force: true });
    take();
  }
  return () => {
    try {
      if (fs.readFileSync(lockFile, "utf8").trim() === self) fs.rmSync(lockFile);
    } catch {
      /* already gone */
    }
  };
}

/**
 * PostgreSQL's memory settings for the embedded database, through PGlite's documented
 * `postgresqlconf`. Its defaults are a server's (128 MB of shared buffers) and PGlite's memory
 * never shrinks once grown: a small site's working set fits in 16 MB, and the process holds about
 * 120 MB less (docs/performance.md, "Memory").
 */
const EMBEDDED_CONF = ["shared_buffers=16MB", "work_mem=2MB", "maintenance_work_mem=16MB", "temp_buffers=2MB", "wal_buffers=1MB"];

/**
 * The empty, migrated embedded database the build makes (scripts/build.mjs), beside the bundled
 * server. A new folder starts from it: made by initdb instead, in this process, PostgreSQL's
 * initdb is a second WebAssembly instance that the first start would hold on to (about 400 MB
 * more than a restart; docs/performance.md, "Memory").
 */
const EMBEDDED_TEMPLATE = path.resolve(import.meta.dirname, "embedded-template.tar.gz");
const LOCK_FILE = "postmaster.lock";

/**
 * Opens the embedded database in `dir`. A new folder is loaded from the build's template; without
 * one (the sources run directly, in tests), PGlite's initdb makes it, closed once made and opened
 * again so that the process lets initdb's instance go when it next collects garbage.
 */
async function openEmbedded(dir: string): Promise<PGlite> {
  const options = { dataDir: dir, postgresqlconf: EMBEDDED_CONF };
  if (fs.existsSync(path.join(dir, "PG_VERSION"))) return PGlite.create(options);
  if (fs.existsSync(EMBEDDED_TEMPLATE)) {
    await copyTemplate(dir);
    return PGlite.create(options);
  }
  await (await PGlite.create(options)).close();
  return PGlite.create(options);
}

/**
 * Unpacks the template into `dir` on disk, with Node's own memory (PGlite's `loadDataDir` would
 * unpack it inside the database's, which keeps it). PG_VERSION comes last, so an interrupted copy
 * is not taken for a database: the next start clears it and copies again.
 */
async function copyTemplate(dir: string): Promise<void> {
  for (const entry of fs.readdirSync(dir)) if (entry !== LOCK_FILE) fs.rmSync(path.join(dir, entry), { recursive: true, force: true });
  const staging = fs.mkdtempSync(path.join(dir, ".template-"));
  await tar.x({ file: EMBEDDED_TEMPLATE, cwd: staging });
  const entries = fs.readdirSync(staging).sort((a, b) => Number(a === "PG_VERSION") - Number(b === "PG_VERSION"));
  for (const entry of entries) fs.renameSync(path.join(staging, entry), path.join(dir, entry));
  fs.rmdirSync(staging);
}

export interface OpenOptions {
  databaseUrl?: string;
  /** Folder for PGlite; omit for an in-memory database (tests). */
  dataDir?: string;
  logger?: Logger;
  /** Bring the schema up to date on opening (default); a backup reads the database as it is. */
  migrate?: boolean;
  /** A running site's: hold the site lock while open, so a restore refuses to replace the database under it. */
  holdSiteLock?: boolean;
}

/**
 * Held (shared) by every running site on a PostgreSQL database, on a connection of its own; a
 * restore takes it exclusively, so it refuses while any instance runs, and an instance starting
 * during a restore waits for it to finish.
 */
export const SITE_LOCK = 7244032;

/** Keeps the shared site lock on a dedicated client, taking it again after the connection is lost. */
function holdSiteLock(pool: pg.Pool, logger: Logger | undefined): () => void {
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let drop: (() => void) | undefined;
  // One pending attempt at most, however many ways the last one failed.
  const later = () => {
    clearTimeout(retry);
    if (!closed) retry = setTimeout(() => void take(), DATABASE_RETRY_AFTER_SECONDS * 1000);
  };
  const take = async () => {
    try {
      const held = await pool.connect();
      // A connection can report more than one error, and may report one after it was given back:
      // it goes back to the pool once, and only a loss while it holds the lock takes it again.
      let dropped = false;
      drop = () => {
        if (dropped) return;
        dropped = true;
        held.release(true);
      };
      const dropHeld = drop;
      held.on("error", () => {
        if (dropped) return;
        dropHeld();
        later();
      });
      try {
        await held.query("select pg_advisory_lock_shared($1)", [SITE_LOCK]);
      } catch (error) {
        dropHeld();
        throw error;
      }
      if (closed) dropHeld();
    } catch (error) {
      logger?.warn({ err: error }, "could not take the site lock; trying again");
      later();
    }
  };
  void take();
  return () => {
    closed = true;
    clearTimeout(retry);
    drop?.();
  };
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      // While the database is unreachable, a request waits at most this long for a connection,
      // then answers 503; an idle connection is dropped after 30 s, a silent one found by keep-alive.
      connectionTimeoutMillis: 3_000,
      idleTimeoutMillis: 30_000,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      // A query whose answer never comes (a half-open connection) fails instead of holding its client.
      query_timeout: 60_000,
    });
    const logger = options.logger;
    let lastWarned = 0;
    const warn = (error: unknown, where: string) => {
      // One line per few seconds is enough while the database is away.
      if (Date.now() - lastWarned < 5_000) return;
      lastWarned = Date.now();
      logger?.warn({ err: error }, `postgres connection lost (${where})`);
    };
    // An "error" event with no listener kills the process. pg-pool listens on idle clients only,
    // so every client gets its own listener for the time it is checked out; the query it was
    // running fails on its own (a 503 where it is answered), and the pool drops the client.
    pool.on("error", (error) => warn(error, "idle client"));
    pool.on("connect", (client) => client.on("error", (error) => warn(error, "client in use")));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    const client = await pool.connect();
    try {
      if (options.migrate !== false) {
        // Serialise migrations across processes starting at once.
        await client.query("select pg_advisory_lock(7244031)");
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder: findMigrationsFolder() });
        await client.query("select pg_advisory_unlock(7244031)");
      }
    } finally {
      client.release();
    }
    const releaseSiteLock = options.holdSiteLock ? holdSiteLock(pool, logger) : () => {};
    return {
      db,
      driver: "postgres",
      ping: async () => void (await pool.query("select 1")),
      close: () => {
        releaseSiteLock();
        return pool.end();
      },
    };
  }

  let unlock = () => {};
  let pglite: PGlite;
  if (options.dataDir) {
    const dir = path.join(options.dataDir, "pglite");
    fs.mkdirSync(dir, { recursive: true });
    unlock = lockDataDir(dir);
    try {
      pglite = await openEmbedded(dir);
    } catch (error) {
      unlock();
      throw error;
    }
  } else {
    pglite = await PGlite.create();
  }
  takeTurns(pglite);
  const db = drizzlePglite(pglite, { schema }) as unknown as Db;
  if (options.migrate !== false) await migratePglite(drizzlePglite(pglite, { schema }), { migrationsFolder: findMigrationsFolder() });
  let closed = false;
  return {
    db,
    driver: "pglite",
    dumpEmbedded: () => pglite.dumpDataDir("gzip"),
    ping: async () => {
      if (closed) throw new Error("database closed");
      await db.execute(sql`select 1`);
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await pglite.close();
      unlock();
    },
  };
}

/**
 * PGlite runs each statement on this thread, one at a time. Left to itself, a queue of statements
 * runs back to back in one turn of the event loop (each one's end starts the next), and for as long
 * as that lasts no other request is read or answered: under a flood of form posts a visitor's page
 * from the render cache, or a health check, waited seconds. Here statements (and transactions) run
 * in the order they were asked for, but once they have held the thread for TURN_MS the next one
 * waits for the event loop's next turn, so what arrived meanwhile gets in between. Not a turn per
 * statement: that cost a tenth of the lead throughput, and a page waits at most TURN_MS anyway.
 */
const TURN_MS = 5;

function takeTurns(pglite: PGlite): void {
  let last: Promise<unknown> = Promise.resolve();
  let turnStarted = performance.now();
  const nextTurn = () =>
    new Promise<void>((resolve) =>
      setImmediate(() => {
        turnStarted = performance.now();
        resolve();
      }),
    );
  for (const name of ["query", "exec", "transaction"] as const) {
    const run = pglite[name].bind(pglite) as (...args: unknown[]) => Promise<unknown>;
    const taking = (...args: unknown[]) => {
      const result = last.then(() => (performance.now() - turnStarted < TURN_MS ? run(...args) : nextTurn().then(() => run(...args))));
      last = result.catch(() => undefined);
      return result;
    };
    (pglite as unknown as Record<typeof name, typeof taking>)[name] = taking;
  }
}
