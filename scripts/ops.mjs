#!/usr/bin/env node
// `npm run backup`, `npm run restore FILE`, `npm run db:migrate`: builds first when the build is
// missing or older than the sources (as `npm start` does), then runs the command from the build.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { buildIsCurrent } from "./build-state.mjs";

if (fs.existsSync(".env")) process.loadEnvFile(".env");
const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
// A production image has the build and no sources: nothing to compare with, use it.
const hasSources = fs.existsSync("server");
if (hasSources && !buildIsCurrent(buildDir)) {
  console.log("Building the site first (sources changed)...");
  const built = spawnSync(process.execPath, [path.join(import.meta.dirname, "build.mjs")], { stdio: "inherit" });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
const run = spawnSync(process.execPath, ["--enable-source-maps", path.join(buildDir, "ops.js"), ...process.argv.slice(2)], {
  stdio: "inherit",
  env: { NODE_ENV: "production", ...process.env },
});
process.exit(run.status ?? 1);
