/**
 * Stopping `npm start` the way a supervisor does: SIGTERM to npm reaches the server through
 * scripts/start.mjs (npm waits for it, the script for the server), /readyz answers 503 while pages are still served (the drain), then the port
 * closes, the request in flight is answered, and both processes exit with the server's code.
 * Runs the production build (BUILD_DIR, built by `npm test`; start.mjs builds it when missing).
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../server/db/client";
import { leads } from "../../server/db/schema";
import { createPostgresDatabase, driver, freePort, TEST_ADMIN_KEY, TEST_SESSION_SECRET } from "../helpers/server";

const root = path.resolve(import.meta.dirname, "../..");
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");

interface Started {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

type Cleanup = () => Promise<void> | void;
const afterEachTest: Cleanup[] = [];
const afterAllTests: Cleanup[] = [];
const runAll = async (list: Cleanup[]) => {
  for (const cleanup of list.splice(0).reverse()) await cleanup();
};
afterEach(() => runAll(afterEachTest));
afterAll(() => runAll(afterAllTests));

/**
 * One database for the file's servers, which run one after another (a PGlite folder or a new
 * PostgreSQL database): creating the embedded one is most of a start's time.
 */
let database: { env: Record<string, string>; open: () => ReturnType<typeof openDatabase> };
beforeAll(async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hvac-stop-"));
  afterAllTests.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  if (driver === "postgres") {
    const created = await createPostgresDatabase();
    afterAllTests.push(created.drop);
    database = { env: { DATA_DIR: dataDir, DATABASE_URL: created.url }, open: () => openDatabase({ databaseUrl: created.url }) };
  } else {
    database = { env: { DATA_DIR: dataDir }, open: () => openDatabase({ dataDir }) };
  }
});

/** `npm start` as an operator or a supervisor runs it; `script` runs scripts/start.mjs itself, without npm. */
async function startNpmStart(env: Record<string, string>, how: "npm" | "script" = "npm"): Promise<Started> {
  const port = await freePort();
  let output = "";
  const [command, args] = how === "npm" ? ["npm", ["start"]] : [process.execPath, [path.join(root, "scripts/start.mjs")]];
  const child = spawn(command, args, {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      ADMIN_KEY: TEST_ADMIN_KEY,
      SESSION_SECRET: TEST_SESSION_SECRET,
      BUILD_DIR: buildDir,
      LOG_LEVEL: "info",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on("exit", (code, signal) => resolve({ code, signal })),
  );
  afterEachTest.push(async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGKILL");
      await exited;
    }
  });
  return { child, url: `http://127.0.0.1:${port}`, output: () => output, exited };
}

async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 90_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const readyStatus = async (url: string) => (await fetch(`${url}/readyz`)).status;
const waitReady = (s: Started) => waitFor("the server to be ready", async () => ((await readyStatus(s.url)) === 200 ? true : undefined));

/** A lead whose body arrives in two parts: the request stays in flight until `finish()`. */
function slowLead(url: string, email: string) {
  const body = Buffer.from(
    JSON.stringify({ firstName: "Slow", lastName: "Upload", email, phone: "802-555-0142", message: "Sent from a weak signal." }),
  );
  const half = Math.floor(body.length / 2);
  const req = http.request(`${url}/api/leads`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "Content-Length": body.length, Origin: url },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.on("response", (res) => {
      let text = "";
      res.on("data", (c: Buffer) => (text += c.toString()));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on("error", reject);
  });
  answer.catch(() => {}); // observed by the test; never an unhandled rejection meanwhile
  req.flushHeaders();
  req.write(body.subarray(0, half));
  return {
    finish() {
      req.end(body.subarray(half));
      return answer;
    },
    abandon() {
      req.destroy();
    },
  };
}

/** One request answered after the slow one's first bytes were sent: by then the server has read them. */
const roundTrip = async (s: Started) => expect((await fetch(`${s.url}/healthz`)).status).toBe(200);

/** The pid of start.mjs's child (the server itself). */
function serverPidOf(start: ChildProcess): number {
  const children = fs.readFileSync(`/proc/${start.pid}/task/${start.pid}/children`, "utf8").trim().split(/\s+/);
  return Number(children[0]);
}

describe(`stopping npm start (${driver})`, () => {
  it("drains on SIGTERM: /readyz 503 while pages are served, then closes the port, answers the request in flight and exits 0", async () => {
    const server = await startNpmStart({ ...database.env, SHUTDOWN_DRAIN_SECONDS: "5" });
    await waitReady(server);

    const email = `slow-${Date.now()}@example.com`;
    const lead = slowLead(server.url, email);
    await roundTrip(server);
    server.child.kill("SIGTERM");

    await waitFor("/readyz to answer 503", async () => ((await readyStatus(server.url)) === 503 ? true : undefined));
    const page = await fetch(`${server.url}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("</html>");

    // After the drain the port is closed to new connections...
    await waitFor("the port to close", () =>
      fetch(`${server.url}/healthz`).then(
        () => undefined,
        (error: { cause?: { code?: string } }) => (error.cause?.code === "ECONNREFUSED" ? true : undefined),
      ),
    );
    // ...while the request that was in flight is still answered.
    const answer = await lead.finish();
    expect(answer.status).toBe(201);
    expect(JSON.parse(answer.body)).toMatchObject({ email, status: "Lead" });

    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(server.output()).toContain('"msg":"stopped"');

    const db = await database.open();
    try {
      expect(await db.db.select({ id: leads.id }).from(leads).where(eq(leads.email, email))).toHaveLength(1);
    } finally {
      await db.close();
    }
  }, 120_000);

  it("skips the drain on SIGINT (Ctrl-C) and still exits 0", async () => {
    // A drain this long would outlast the test: exiting at all shows SIGINT skipped it.
    const server = await startNpmStart({ ...database.env, SHUTDOWN_DRAIN_SECONDS: "300" });
    await waitReady(server);
    server.child.kill("SIGINT");
    expect(await server.exited).toEqual({ code: 0, signal: null });
  }, 120_000);

  it("exits with the server's code when the server fails: a request outlasting SHUTDOWN_TIMEOUT_SECONDS, a bad setting", async () => {
    const server = await startNpmStart({ ...database.env, SHUTDOWN_DRAIN_SECONDS: "0", SHUTDOWN_TIMEOUT_SECONDS: "1" });
    await waitReady(server);
    const stuck = slowLead(server.url, "stuck@example.com");
    await roundTrip(server);
    server.child.kill("SIGTERM");
    expect(await server.exited).toEqual({ code: 1, signal: null });
    expect(server.output()).toContain("shutdown took too long");
    stuck.abandon();

    const misconfigured = await startNpmStart({ ...database.env, SHUTDOWN_DRAIN_SECONDS: "soon" });
    expect(await misconfigured.exited).toEqual({ code: 1, signal: null });
    expect(misconfigured.output()).toContain("Invalid environment variable SHUTDOWN_DRAIN_SECONDS");
  }, 120_000);

  it("leaves the way the server left when it is killed outright", async () => {
    // npm itself reports a killed script as exit 1: the script is what leaves by the same signal.
    const server = await startNpmStart(database.env, "script");
    await waitReady(server);
    process.kill(serverPidOf(server.child), "SIGKILL");
    expect(await server.exited).toEqual({ code: null, signal: "SIGKILL" });
  }, 120_000);
});
