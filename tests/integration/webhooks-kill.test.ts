/**
 * A webhook sender SIGKILLed while a receiver holds its post: once the claim's lease has run out,
 * the next server on the same database sends that event again (same webhook-id) and then the
 * rest, so the receiver gets every event, in order, each accepted once. Runs the production
 * build (BUILD_DIR), like the shutdown tests.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createPostgresDatabase, driver, freePort, TEST_ADMIN_KEY, TEST_SESSION_SECRET } from "../helpers/server";
import { cookiesFrom } from "../helpers/session";
import { waitFor } from "../helpers/smtp";
import { startReceiver } from "../helpers/webhook-receiver";

const buildDir = path.resolve(import.meta.dirname, "../..", process.env.BUILD_DIR ?? "build");

describe.runIf(fs.existsSync(path.join(buildDir, "server.js")))(`webhook sender killed mid-post (${driver})`, () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hvac-hooks-kill-"));
  const cleanups: Array<() => unknown> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function startServer(env: Record<string, string>) {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const child: ChildProcess = spawn(process.execPath, [path.join(buildDir, "server.js")], {
      env: {
        PATH: process.env.PATH,
        NODE_ENV: "production",
        PORT: String(port),
        PUBLIC_URL: url,
        DATA_DIR: dataDir,
        BUILD_DIR: buildDir,
        ADMIN_KEY: TEST_ADMIN_KEY,
        SESSION_SECRET: TEST_SESSION_SECRET,
        LOG_LEVEL: "warn",
        LEASE_SECONDS: "2",
        WEBHOOKS_ALLOW_PRIVATE: "1",
        ...env,
      },
      stdio: "ignore",
    });
    const exited = new Promise<NodeJS.Signals | null>((resolve) => child.on("exit", (_code, signal) => resolve(signal)));
    cleanups.push(() => child.exitCode === null && child.signalCode === null && child.kill("SIGKILL") && exited);
    await waitFor(async () => ((await fetch(`${url}/readyz`).catch(() => undefined))?.status === 200 ? true : undefined), 60_000);
    return { url, child, exited };
  }

  it("delivers every event once, in order, across a SIGKILL of the sender", async () => {
    const env: Record<string, string> = {};
    if (driver === "postgres") {
      const database = await createPostgresDatabase();
      cleanups.push(database.drop);
      env.DATABASE_URL = database.url;
    }
    const receiver = await startReceiver();
    cleanups.push(() => receiver.close());
    // The first post is held: the sender is mid-way through it when it dies.
    let first = true;
    receiver.answer(() => (first ? ((first = false), "hold") : 200));

    const a = await startServer(env);
    const post = (p: string, json: unknown, cookie = "") =>
      fetch(`${a.url}${p}`, { method: "POST", headers: { "Content-Type": "application/json", Origin: a.url, Cookie: cookie }, body: JSON.stringify(json) });
    const owner = { email: "owner@mansfield.test", password: "correct horse battery staple" };
    expect((await post("/api/auth/create-admin", { ...owner, adminKey: TEST_ADMIN_KEY })).status).toBe(201);
    const cookie = cookiesFrom(await post("/api/auth/login", owner));
    const endpoint = await post("/api/admin/webhooks", { url: `${receiver.origin}/kill`, events: ["lead.created"] }, cookie);
    expect(endpoint.status).toBe(201);
    receiver.secretFor("/kill", ((await endpoint.json()) as { secret: string }).secret);

    for (const name of ["One", "Two", "Three"]) {
      const res = await post("/api/leads", { firstName: name, lastName: "Kill", email: `${name.toLowerCase()}@example.com`, phone: "802-555-0199" });
      expect(res.status).toBe(201);
    }
    await waitFor(() => receiver.holding === 1 || undefined);
    a.child.kill("SIGKILL");
    expect(await a.exited).toBe("SIGKILL");

    await startServer(env);
    await waitFor(() => receiver.accepted("/kill").length === 3 || undefined, 30_000);
    const received = receiver.received.filter((r) => r.path === "/kill");
    expect(received.every((r) => r.verified)).toBe(true);
    expect(receiver.accepted("/kill").map((r) => r.body.data.firstName)).toEqual(["One", "Two", "Three"]);
    // The held one came again with its webhook-id; no event was accepted twice.
    expect(received.map((r) => [r.body.data.firstName, r.status])).toEqual([
      ["One", 0],
      ["One", 200],
      ["Two", 200],
      ["Three", 200],
    ]);
    expect(received[0]!.id).toBe(received[1]!.id);
  }, 120_000);
});
