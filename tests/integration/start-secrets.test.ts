/**
 * Starting the production server with a placeholder or guessable secret: it refuses in one line
 * naming the variable and how to make a good one, and exits non-zero. A `.env` file in the
 * working directory is read, and the real environment wins over it.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { driver, freePort, TEST_ADMIN_KEY } from "../helpers/server";

const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

async function start(env: Record<string, string>, cwd?: string): Promise<{ code: number | null; stderr: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hvac-secrets-"));
  dirs.push(dataDir);
  const child = spawn(process.execPath, [path.join(buildDir, "server.js")], {
    cwd,
    env: { PATH: process.env.PATH, NODE_ENV: "production", PORT: String(await freePort()), DATA_DIR: dataDir, LOG_LEVEL: "warn", BUILD_DIR: buildDir, ...env },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
  const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
  return { code, stderr: stderr.trim() };
}

const MAKE_ONE = "; make one with: openssl rand -base64 32";
const PREDICTABLE = "is too predictable (needs 128 random bits: no words, repeated patterns or few different characters)";

// The settings are refused before any database is opened, so the PostgreSQL project would only
// repeat this file: it runs in the embedded database's project alone.
describe.runIf(driver === "pglite")("secrets at start", () => {
  it.each([
    ["ADMIN_KEY", "change-me-to-a-long-random-string", "is a placeholder from an example file"],
    ["SESSION_SECRET", "change-me-to-at-least-32-random-characters", "is a placeholder from an example file"],
    ["ADMIN_KEY", "replace-me-with-a-real-admin-key", "is a placeholder from an example file"],
    ["ADMIN_KEY", "aaaaaaaaaaaaaaaaaaaa", PREDICTABLE],
    ["SESSION_SECRET", "abcabcabcabcabcabcabcabcabcabcabcabc", PREDICTABLE],
  ])("%s=%s is refused in one line, exit 1", async (name, value, reason) => {
    const { code, stderr } = await start({ [name]: value });
    expect(code).toBe(1);
    expect(stderr).toBe(`Invalid environment variable ${name}: ${reason}${MAKE_ONE}`);
  }, 30_000);

  it("reads .env from the working directory, the real environment winning over it", async () => {
    const cwd = fs.mkdtempSync(path.join(os.tmpdir(), "hvac-dotenv-"));
    dirs.push(cwd);
    fs.writeFileSync(path.join(cwd, ".env"), "ADMIN_KEY=change-me-to-a-long-random-string\nLOG_LEVEL=warn\n");
    const fromFile = await start({}, cwd);
    expect(fromFile.code).toBe(1);
    expect(fromFile.stderr).toBe(`Invalid environment variable ADMIN_KEY: is a placeholder from an example file${MAKE_ONE}`);
    // The environment's ADMIN_KEY wins over the file's placeholder: the next problem reported is
    // the environment's SESSION_SECRET (ADMIN_KEY is checked first).
    const overridden = await start({ ADMIN_KEY: TEST_ADMIN_KEY, SESSION_SECRET: "s".repeat(40) }, cwd);
    expect(overridden.code).toBe(1);
    expect(overridden.stderr).toBe(`Invalid environment variable SESSION_SECRET: ${PREDICTABLE}${MAKE_ONE}`);
  }, 30_000);
});
