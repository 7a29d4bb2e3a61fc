/**
 * The first start on a new DATA_DIR, as a newcomer's `npm start` makes it: the embedded database
 * comes from the build's template (no initdb in the server's process), so the first start holds
 * no more memory than a small server has (400 MB at most, the kernel's high-water mark), its schema
 * is the newest, and a copy that an earlier start left half-done is made again.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../server/db/client";
import { driver, freePort, TEST_ADMIN_KEY, TEST_SESSION_SECRET } from "../helpers/server";

const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const journal = JSON.parse(fs.readFileSync(path.resolve("drizzle/meta/_journal.json"), "utf8")) as { entries: unknown[] };
const cleanups: Array<() => void> = [];
afterAll(() => cleanups.forEach((c) => c()));

/** Starts the built server on `dataDir`, waits until it answers, and gives its peak memory in MB. */
async function firstStart(dataDir: string): Promise<number> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(buildDir, "server.js")], {
    env: { PATH: process.env.PATH, NODE_ENV: "production", PORT: String(port), DATA_DIR: dataDir, ADMIN_KEY: TEST_ADMIN_KEY, SESSION_SECRET: TEST_SESSION_SECRET, LOG_LEVEL: "warn" },
    stdio: "ignore",
  });
  const exited = new Promise((resolve) => child.on("exit", resolve));
  try {
    for (;;) {
      const up = await fetch(`http://127.0.0.1:${port}/readyz`).then((r) => r.ok, () => false);
      if (up) break;
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    const status = fs.readFileSync(`/proc/${child.pid}/status`, "utf8");
    return Math.round(Number(/VmHWM:\s+(\d+)/.exec(status)![1]) / 1024);
  } finally {
    child.kill("SIGINT");
    await exited;
  }
}

async function appliedMigrations(dataDir: string): Promise<number> {
  const database = await openDatabase({ dataDir, migrate: false });
  try {
    const result = (await database.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)) as unknown as { rows: Array<{ n: number }> };
    return result.rows[0]!.n;
  } finally {
    await database.close();
  }
}

describe.runIf(driver === "pglite" && process.platform === "linux")("the first start on the embedded database", () => {
  it("starts from the build's template within 400 MB, its schema up to date", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hvac-first-"));
    cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    const peak = await firstStart(dataDir);
    expect(peak).toBeLessThan(400);
    expect(await appliedMigrations(dataDir)).toBe(journal.entries.length);
  }, 120_000);

  it("makes again a copy an earlier start left half-done", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hvac-first-"));
    cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    // Killed while copying: some of the files, the staging folder, no PG_VERSION.
    fs.mkdirSync(path.join(dataDir, "pglite", "base", "1"), { recursive: true });
    fs.writeFileSync(path.join(dataDir, "pglite", "base", "1", "112"), "half a page");
    fs.mkdirSync(path.join(dataDir, "pglite", ".template-abc123", "global"), { recursive: true });
    await firstStart(dataDir);
    expect(await appliedMigrations(dataDir)).toBe(journal.entries.length);
    expect(fs.readdirSync(path.join(dataDir, "pglite")).filter((e) => e.startsWith(".template-"))).toEqual([]);
  }, 120_000);
});
