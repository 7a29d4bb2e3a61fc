/**
 * One archive (.tar.gz) holding everything a site needs to come back: the database (pg_dump's
 * custom format on PostgreSQL, PGlite's own dump of its files on the embedded database), the
 * uploads (DATA_DIR/uploads; a bucket is left to its own versioning) and DATA_DIR/secrets.json,
 * without which everyone is signed out and the admin key changes. A manifest says what is in it.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as tar from "tar";
import type { Config } from "../config";
import type { Database } from "../db/client";
import { RECORD, writeRecord, type BackupRecord } from "../setup/records";

export interface BackupManifest {
  format: 1;
  createdAt: string;
  appVersion: string;
  driver: Database["driver"];
  /** "archive": DATA_DIR/uploads is in it; "s3": the uploads are in that bucket, not here. */
  uploads: "archive" | "s3";
  /** "archive": DATA_DIR/secrets.json is in it; "environment": ADMIN_KEY and SESSION_SECRET are set outside, keep them. */
  secrets: "archive" | "environment";
}

export const DB_DUMP = { postgres: "database.pgdump", pglite: "database.pglite.tar.gz" } as const;

export class BackupError extends Error {}

/**
 * The connection as libpq's environment variables: given as an argument, the password would show
 * to every user of the machine in `ps` while the tool runs.
 */
export function connectionEnv(databaseUrl: string): Record<string, string> {
  const url = new URL(databaseUrl);
  const env: Record<string, string> = {};
  if (url.hostname) env.PGHOST = decodeURIComponent(url.hostname.replace(/^\[|\]$/g, ""));
  if (url.port) env.PGPORT = url.port;
  if (url.username) env.PGUSER = decodeURIComponent(url.username);
  if (url.password) env.PGPASSWORD = decodeURIComponent(url.password);
  const database = decodeURIComponent(url.pathname.replace(/^\//, ""));
  if (database) env.PGDATABASE = database;
  for (const [key, value] of url.searchParams) {
    if (key === "sslmode") env.PGSSLMODE = value;
    else if (key === "host") env.PGHOST = value;
  }
  return env;
}

/** Runs a PostgreSQL client tool against `databaseUrl`; its error output becomes the message when it fails. */
export function runTool(command: string, args: string[], databaseUrl: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["ignore", "ignore", "pipe"], env: { ...process.env, ...connectionEnv(databaseUrl) } });
    let stderr = "";
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    child.on("error", (error) =>
      reject(new BackupError(`${command} could not run (${error.message}); install the PostgreSQL client tools (apt install postgresql-client)`)),
    );
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new BackupError(`${command} failed: ${stderr.trim().split("\n").at(-1) ?? `exit ${code}`}`))));
  });
}

export const appVersion = () => process.env.npm_package_version ?? "unknown";

/** Where the running server writes the backups it is asked for. */
export const backupsFolder = (config: Pick<Config, "dataDir">) => path.join(config.dataDir, "backups");

export function backupName(now: Date): string {
  return `backup-${now.toISOString().replace(/[:.]/g, "-").replace(/-\d{3}Z$/, "Z")}.tar.gz`;
}

/** Writes the archive to `file` and records it (the setup checks show the last one). */
export async function createBackup(config: Config, database: Database, file: string, now = new Date()): Promise<BackupRecord> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "hvac-backup-"));
  try {
    const entries: string[] = [];
    if (database.driver === "postgres") {
      await runTool("pg_dump", ["--format=custom", "--no-owner", "--no-acl", `--file=${path.join(work, DB_DUMP.postgres)}`], config.databaseUrl!);
      entries.push(DB_DUMP.postgres);
    } else {
      if (!database.dumpEmbedded) throw new BackupError("The embedded database cannot be dumped from here");
      const dump = await database.dumpEmbedded();
      fs.writeFileSync(path.join(work, DB_DUMP.pglite), Buffer.from(await dump.arrayBuffer()));
      entries.push(DB_DUMP.pglite);
    }
    const uploads = path.join(config.dataDir, "uploads");
    if (!config.s3 && fs.existsSync(uploads)) {
      fs.cpSync(uploads, path.join(work, "uploads"), { recursive: true });
      entries.push("uploads");
    }
    const secretsFile = path.join(config.dataDir, "secrets.json");
    const secretsInArchive = fs.existsSync(secretsFile);
    if (secretsInArchive) {
      fs.copyFileSync(secretsFile, path.join(work, "secrets.json"));
      entries.push("secrets.json");
    }
    const manifest: BackupManifest = {
      format: 1,
      createdAt: now.toISOString(),
      appVersion: appVersion(),
      driver: database.driver,
      uploads: config.s3 ? "s3" : "archive",
      secrets: secretsInArchive ? "archive" : "environment",
    };
    fs.writeFileSync(path.join(work, "manifest.json"), JSON.stringify(manifest, null, 2) + "\n");
    fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    // Written aside and renamed: a half-written archive never carries the final name. Mode 600:
    // it holds the secrets and every customer's details.
    // Created exclusively: a file or symlink someone left at that name is removed, never written through.
    const partial = `${file}.partial`;
    fs.rmSync(partial, { force: true });
    fs.writeFileSync(partial, "", { mode: 0o600, flag: "wx" });
    await tar.c({ gzip: true, file: partial, cwd: work, portable: true }, ["manifest.json", ...entries]);
    fs.chmodSync(partial, 0o600);
    fs.renameSync(partial, file);
    const record: BackupRecord = { at: now.toISOString(), file: path.resolve(file), bytes: fs.statSync(file).size };
    await writeRecord(database.db, RECORD.lastBackup, record, now);
    return record;
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}
