/**
 * Brings a stopped site back from a backup archive: the database (pg_restore into DATABASE_URL,
 * or a fresh embedded database loaded from PGlite's dump), the uploads and secrets.json. What was
 * there before is moved aside (DATA_DIR/replaced-<time>/) rather than deleted.
 */
import { PGlite } from "@electric-sql/pglite";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as tar from "tar";
import type { Config } from "../config";
import { BackupError, connectionEnv, DB_DUMP, runTool, type BackupManifest } from "./backup";

export interface RestoreOutcome {
  manifest: BackupManifest;
  /** Where the replaced files were moved, when there were any. */
  movedAside: string | undefined;
}

export async function restoreBackup(config: Config, archive: string, now = new Date()): Promise<RestoreOutcome> {
  if (!fs.existsSync(archive)) throw new BackupError(`No such backup file: ${archive}`);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "hvac-restore-"));
  try {
    await tar.x({ file: archive, cwd: work, strict: true });
    const manifestFile = path.join(work, "manifest.json");
    if (!fs.existsSync(manifestFile)) throw new BackupError(`${archive} is not a backup made by npm run backup (no manifest.json)`);
    const manifest = JSON.parse(fs.readFileSync(manifestFile, "utf8")) as BackupManifest;
    const wanted = config.databaseUrl ? "postgres" : "pglite";
    if (manifest.driver !== wanted) {
      throw new BackupError(
        `This backup holds ${manifest.driver === "postgres" ? "a PostgreSQL" : "an embedded"} database, but this site is configured for ${wanted === "postgres" ? "PostgreSQL (DATABASE_URL)" : "the embedded database"}`,
      );
    }

    const aside = path.join(config.dataDir, `replaced-${now.toISOString().replace(/[:.]/g, "-")}`);
    let moved = false;
    const moveAside = (name: string) => {
      const from = path.join(config.dataDir, name);
      if (!fs.existsSync(from)) return;
      fs.mkdirSync(aside, { recursive: true });
      fs.renameSync(from, path.join(aside, name));
      moved = true;
    };

    if (manifest.driver === "postgres") {
      // --clean --if-exists: the database may be empty (a new server) or hold the old site.
      // The driver matched, so DATABASE_URL is set; pg_restore restores only when named a database.
      const databaseUrl = config.databaseUrl!;
      const database = connectionEnv(databaseUrl).PGDATABASE ?? "postgres";
      await runTool("pg_restore", ["--clean", "--if-exists", "--no-owner", "--no-acl", "--single-transaction", `--dbname=${database}`, path.join(work, DB_DUMP.postgres)], databaseUrl);
    } else {
      const lock = path.join(config.dataDir, "pglite", "postmaster.lock");
      if (fs.existsSync(lock)) {
        throw new BackupError(`The embedded database in ${config.dataDir} may be in use (${lock} exists): stop the server first`);
      }
      moveAside("pglite");
      const dump = fs.readFileSync(path.join(work, DB_DUMP.pglite));
      const pglite = await PGlite.create({ dataDir: path.join(config.dataDir, "pglite"), loadDataDir: new Blob([new Uint8Array(dump)]) });
      await pglite.close();
      // A dump taken from a running site holds that server's lock file: it names a process of the past.
      fs.rmSync(lock, { force: true });
    }

    if (manifest.uploads === "archive" && fs.existsSync(path.join(work, "uploads"))) {
      moveAside("uploads");
      fs.cpSync(path.join(work, "uploads"), path.join(config.dataDir, "uploads"), { recursive: true });
    }
    if (manifest.secrets === "archive") {
      moveAside("secrets.json");
      fs.copyFileSync(path.join(work, "secrets.json"), path.join(config.dataDir, "secrets.json"));
      fs.chmodSync(path.join(config.dataDir, "secrets.json"), 0o600);
    }
    return { manifest, movedAside: moved ? aside : undefined };
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}
