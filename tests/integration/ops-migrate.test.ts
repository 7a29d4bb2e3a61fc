/**
 * `npm run db:migrate` as an operator runs it before a release: on a new PostgreSQL database it says
 * how many migrations it applied, and run again it says there was nothing to apply. A new embedded
 * database starts from the build's template, migrated already.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { runOps } from "../helpers/ops";
import { driver } from "../helpers/server";

const journal = JSON.parse(fs.readFileSync(path.resolve("drizzle/meta/_journal.json"), "utf8")) as { entries: unknown[] };
const cleanups: Array<() => Promise<unknown> | void> = [];
afterAll(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

const migrate = (env: Record<string, string>) => runOps(["migrate"], env);

/** A database with nothing in it (not the suite's migrated template). */
async function emptyDatabase(): Promise<Record<string, string>> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hvac-migrate-"));
  cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  if (driver === "pglite") return { DATA_DIR: dataDir };
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `test_migrate_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  cleanups.push(async () => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { DATA_DIR: dataDir, DATABASE_URL: url.toString() };
}

describe(`npm run db:migrate (${driver})`, () => {
  it("says how many migrations it applied to a new database (none to a new embedded one), then that there is nothing to apply", async () => {
    const env = await emptyDatabase();
    const first = await migrate(env);
    expect(first.stderr).toBe("");
    expect(first.code).toBe(0);
    const which = driver === "postgres" ? "PostgreSQL" : "embedded";
    const upToDate = `The ${which} database's schema was already up to date: nothing to apply.`;
    expect(first.stdout.trim()).toBe(
      driver === "postgres" ? `Applied ${journal.entries.length} migrations to the PostgreSQL database: its schema is up to date.` : upToDate,
    );

    const again = await migrate(env);
    expect(again.code).toBe(0);
    expect(again.stdout.trim()).toBe(upToDate);
  }, 120_000);
});
