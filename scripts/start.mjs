#!/usr/bin/env node
// `npm start`: build when the build is missing or older than the sources, then run the server.
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const stamp = path.join(buildDir, ".stamp");

function newestMtime(entry) {
  const stat = fs.statSync(entry, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

const sources = ["app", "server", "public", "drizzle", "package.json", "vite.config.ts", "react-router.config.ts"];
const builtAt = fs.statSync(stamp, { throwIfNoEntry: false })?.mtimeMs ?? 0;
if (!builtAt || Math.max(...sources.map(newestMtime)) > builtAt) {
  console.log("Building the site (first start or sources changed)...");
  execFileSync(process.execPath, ["scripts/build.mjs"], { stdio: "inherit" });
}

const child = spawn(process.execPath, ["--enable-source-maps", path.join(buildDir, "server.js")], {
  stdio: "inherit",
  env: { NODE_ENV: "production", ...process.env, BUILD_DIR: buildDir },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
