/**
 * The embedded database's folder lock after a crash: a server SIGKILLed on a DATA_DIR — and not
 * yet reaped by its parent, which is what a supervisor restarting it at once sees — must not
 * keep the next start out. A live owner still does.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { copyEmbeddedTemplate, driver, freePort, startTestServer, TEST_ADMIN_KEY } from "../helpers/server";

/** A process state from /proc: "Z" for a zombie (exited, not yet reaped). */
const stateOf = (pid: number) => {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[0];
  } catch {
    return "gone";
  }
};

describe.runIf(driver === "pglite")("embedded database lock after SIGKILL", () => {
  it("starts again at once on the folder of a killed, not yet reaped server", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hvac-kill-"));
    // A migrated database already there, as after any first start: the lock is what is tested.
    copyEmbeddedTemplate(dataDir);
    const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
    const port = await freePort();
    // The server runs under a parent that never reaps it (sh replaced by sleep), like a
    // supervisor that has not yet collected a killed child.
    const parent = spawn("sh", ["-c", `"${process.execPath}" "${path.join(buildDir, "server.js")}" & echo "pid=$!"; exec sleep 120`], {
      env: { PATH: process.env.PATH, NODE_ENV: "production", PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "info", ADMIN_KEY: TEST_ADMIN_KEY },
      stdio: ["ignore", "pipe", "pipe"],
    });
    try {
      let out = "";
      parent.stdout.setEncoding("utf8").on("data", (chunk: string) => (out += chunk));
      const deadline = Date.now() + 30_000;
      while (!/Listening on/.test(out)) {
        if (Date.now() > deadline || parent.exitCode !== null) throw new Error(`server did not start:\n${out}`);
        await new Promise((r) => setTimeout(r, 100));
      }
      const pid = Number(/pid=(\d+)/.exec(out)![1]);
      expect(fs.readFileSync(path.join(dataDir, "pglite", "postmaster.lock"), "utf8")).toContain(String(pid));

      // While it lives, the folder is its own.
      await expect(startTestServer({ dataDir })).rejects.toThrow(/in use by another running process/);

      process.kill(pid, "SIGKILL");
      while (stateOf(pid) !== "Z") await new Promise((r) => setTimeout(r, 20));

      const again = await startTestServer({ dataDir });
      try {
        const ready = await again.request("/readyz");
        expect(ready.status).toBe(200);
        expect(await ready.json()).toEqual({ status: "ready" });
      } finally {
        await again.close();
      }
    } finally {
      parent.kill("SIGKILL");
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
