/**
 * The operator's commands, run on the server's machine with the site's environment (and `.env`):
 *
 *   npm run backup [-- --out FILE]   one archive: database, uploads, secrets.json
 *   npm run restore FILE             brings a stopped site back from such an archive
 *   npm run db:migrate               brings the database's schema up to date, and exits
 *
 * On the embedded database while the site runs, only the server may read the database: the
 * backup is then asked of it (POST /api/ops/backup on this machine, with the admin key).
 */
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { ConfigError, loadConfig, type Config } from "../config";
import { DataDirLockedError, openDatabase } from "../db/client";
import { loadEnvFile } from "../env-file";
import { BackupError, backupName, createBackup } from "./backup";
import { restoreBackup } from "./restore";
import type { BackupRecord } from "../setup/records";

const say = (line: string) => console.log(line);

function outFile(args: string[], now: Date): string {
  const i = args.indexOf("--out");
  const given = i >= 0 ? args[i + 1] : undefined;
  if (i >= 0 && !given) throw new BackupError("--out needs a file or folder name");
  const target = path.resolve(given ?? "backups");
  const isFolder = !given || (fs.existsSync(target) && fs.statSync(target).isDirectory()) || given.endsWith("/");
  return isFolder ? path.join(target, backupName(now)) : target;
}

/**
 * Asks the running server to write the backup (into DATA_DIR/backups: it writes nowhere else),
 * then copies it where it was asked for. The server's copy stays: it is the one its setup checks
 * name as the last backup.
 */
async function backupThroughServer(config: Config, file: string): Promise<BackupRecord> {
  let res: Response;
  try {
    res = await fetch(`http://127.0.0.1:${config.port}/api/ops/backup`, {
      method: "POST",
      headers: { Authorization: `Bearer ${config.adminKey}`, "Content-Type": "application/json" },
      body: JSON.stringify({ name: path.basename(file) }),
    });
  } catch (error) {
    throw new BackupError(`The embedded database is in use, and the server on port ${config.port} did not answer (${(error as Error).message}): run this with the site's own PORT and DATA_DIR`);
  }
  if (res.status !== 201) throw new BackupError(`The running server refused the backup (HTTP ${res.status}): ${await res.text()}`);
  const record = (await res.json()) as BackupRecord;
  if (record.file === path.resolve(file)) return record;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.copyFileSync(record.file, file, fs.constants.COPYFILE_EXCL);
  fs.chmodSync(file, 0o600);
  return { ...record, file: path.resolve(file) };
}

async function backup(config: Config, args: string[]): Promise<void> {
  const now = new Date();
  const file = outFile(args, now);
  let record: BackupRecord;
  try {
    const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, migrate: false });
    try {
      record = await createBackup(config, database, file, now);
    } finally {
      await database.close();
    }
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    record = await backupThroughServer(config, file);
  }
  say(`Backup written: ${record.file} (${(record.bytes / 1_048_576).toFixed(1)} MB)`);
}

async function restore(config: Config, args: string[]): Promise<void> {
  const archive = args.find((a) => !a.startsWith("--"));
  if (!archive) throw new BackupError("Name the backup to restore: npm run restore FILE");
  const { manifest, movedAside } = await restoreBackup(config, path.resolve(archive));
  say(`Restored the backup of ${manifest.createdAt} (version ${manifest.appVersion}) into ${config.databaseUrl ? "DATABASE_URL" : config.dataDir}.`);
  if (movedAside) say(`What it replaced was moved to ${movedAside}.`);
  if (manifest.uploads === "s3") say("Uploads were in the S3 bucket and are not in the archive: restore the bucket from its own versioning.");
  if (manifest.secrets === "environment") say("ADMIN_KEY and SESSION_SECRET came from the environment: start the site with the same values.");
  say("Start the site: it brings the database's schema up to date if the backup is older than this version.");
}

/** How many migrations the database has applied (none on a new one: Drizzle's table is not there yet). */
async function appliedMigrations(config: Config, migrate: boolean): Promise<{ count: number; driver: string }> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, migrate });
  try {
    // Both drivers answer a raw statement with its rows (node-postgres's and PGlite's results alike).
    const result = (await database.db.execute(sql`select count(*)::int as count from drizzle.__drizzle_migrations`).catch(() => ({ rows: [] }))) as {
      rows: Array<{ count: number }>;
    };
    return { count: Number(result.rows[0]?.count ?? 0), driver: database.driver };
  } finally {
    await database.close();
  }
}

async function migrate(config: Config): Promise<void> {
  const before = await appliedMigrations(config, false);
  const after = await appliedMigrations(config, true);
  const which = after.driver === "postgres" ? "PostgreSQL" : "embedded";
  const added = after.count - before.count;
  say(
    added > 0
      ? `Applied ${added} migration${added === 1 ? "" : "s"} to the ${which} database: its schema is up to date.`
      : `The ${which} database's schema was already up to date: nothing to apply.`,
  );
}

const [command, ...args] = process.argv.slice(2);
loadEnvFile();
try {
  const config = loadConfig(process.env);
  if (command === "backup") await backup(config, args);
  else if (command === "restore") await restore(config, args);
  else if (command === "migrate") await migrate(config);
  else throw new BackupError(`Unknown command "${command ?? ""}": backup, restore FILE or migrate`);
} catch (error) {
  if (error instanceof ConfigError || error instanceof BackupError || error instanceof DataDirLockedError) {
    console.error(error.message);
    process.exit(1);
  }
  console.error(error);
  process.exit(1);
}
