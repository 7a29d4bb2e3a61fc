/**
 * Starting on a port another program holds: the server says so in one plain line and exits 1,
 * leaving its data folder free (no half-started process keeping the embedded database's lock).
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { copyEmbeddedTemplate, driver, freePort, startTestServer, TEST_ADMIN_KEY } from "../helpers/server";

// The server here runs on DATA_DIR alone (the embedded database) whatever the project: on the
// PostgreSQL project it would repeat the same run, so it runs with the embedded one only.
describe.runIf(driver === "pglite")("a port already in use", () => {
  it("is named in one line, and the server exits 1 without holding its data folder", async () => {
    const port = await freePort();
    const other = net.createServer().listen(port);
    await new Promise((resolve) => other.once("listening", resolve));
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hvac-port-"));
    // A migrated database already there: the start reaches the port in a second, not after initdb.
    copyEmbeddedTemplate(dataDir);
    try {
      const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
      const child = spawn(process.execPath, [path.join(buildDir, "server.js")], {
        env: { PATH: process.env.PATH, NODE_ENV: "production", PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "warn", ADMIN_KEY: TEST_ADMIN_KEY },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let stderr = "";
      child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
      const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
      expect(code).toBe(1);
      expect(stderr.trim()).toBe(`Port ${port} is already in use by another program. Stop it, or start this one on another port (for example PORT=${port + 1}).`);

      // The folder's lock went with the process: the next start on it is not refused.
      const again = await startTestServer({ dataDir });
      try {
        expect((await again.request("/readyz")).status).toBe(200);
      } finally {
        await again.close();
      }
    } finally {
      other.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
