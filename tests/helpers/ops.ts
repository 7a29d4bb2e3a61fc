/** `npm run <command>` (backup, restore, db:migrate) as the operator runs it: the build's ops.js in a process of its own. */
import { spawn } from "node:child_process";
import path from "node:path";

const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");

export async function runOps(args: string[], env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, [path.join(buildDir, "ops.js"), ...args], {
    env: { PATH: process.env.PATH, NODE_ENV: "production", LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.setEncoding("utf8").on("data", (c: string) => (stdout += c));
  child.stderr.setEncoding("utf8").on("data", (c: string) => (stderr += c));
  const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
  return { code, stdout, stderr };
}
