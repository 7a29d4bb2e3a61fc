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
import type { Logger } from "../logger";
import { schema, type Schema } from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  driver: "pglite" | "postgres";
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
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

/** One process at a time may open an embedded database folder. */
function lockDataDir(dir: string): () => void {
  const lockFile = path.join(dir, "postmaster.lock");
  const take = () => fs.writeFileSync(lockFile, String(process.pid), { flag: "wx" });
  try {
    take();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    const holder = Number(fs.readFileSync(lockFile, "utf8").trim());
    let alive = false;
    if (holder === process.pid) alive = true;
    else if (holder) {
      try {
        process.kill(holder, 0);
        alive = true;
      } catch (e) {
        alive = (e as NodeJS.ErrnoException).code === "EPERM";
      }
    }
    if (alive) {
      throw new DataDirLockedError(
        `The database folder ${dir} is in use by another running process (pid ${holder}). Stop it or set DATA_DIR to another folder.`,
      );
    }
    fs.rmSync(lockFile, { force: true });
    take();
  }
  return () => {
    try {
      if (fs.readFileSync(lockFile, "utf8").trim() === String(process.pid)) fs.rmSync(lockFile);
    } catch {
      /* already gone */
    }
  };
}

export interface OpenOptions {
  databaseUrl?: string;
  /** Folder for PGlite; omit for an in-memory database (tests). */
  dataDir?: string;
  logger?: Logger;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle client's error (e.g. the server restarting) must not crash the process.
    pool.on("error", (error) => options.logger?.error({ err: error }, "postgres pool error"));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    const client = await pool.connect();
    try {
      // Serialise migrations across processes starting at once.
      await client.query("select pg_advisory_lock(7244031)");
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder: findMigrationsFolder() });
      await client.query("select pg_advisory_unlock(7244031)");
    } finally {
      client.release();
    }
    return {
      db,
      driver: "postgres",
      ping: async () => void (await pool.query("select 1")),
      close: () => pool.end(),
    };
  }

  let unlock = () => {};
  let pglite: PGlite;
  if (options.dataDir) {
    const dir = path.join(options.dataDir, "pglite");
    fs.mkdirSync(dir, { recursive: true });
    unlock = lockDataDir(dir);
    try {
      pglite = await PGlite.create({ dataDir: dir });
    } catch (error) {
      unlock();
      throw error;
    }
  } else {
    pglite = await PGlite.create();
  }
  const db = drizzlePglite(pglite, { schema }) as unknown as Db;
  await migratePglite(drizzlePglite(pglite, { schema }), { migrationsFolder: findMigrationsFolder() });
  let closed = false;
  return {
    db,
    driver: "pglite",
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
