#!/usr/bin/env node
// Production build: the React Router app (client + SSR bundle) and the Express server bundle,
// both into BUILD_DIR (default ./build).
import { execFileSync } from "node:child_process";
import { build } from "esbuild";
import fs from "node:fs";
import path from "node:path";
import { precompress } from "./precompress.mjs";

const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
execFileSync(process.execPath, ["node_modules/@react-router/dev/bin.js", "build"], {
  stdio: "inherit",
  env: { ...process.env, BUILD_DIR: buildDir, NODE_ENV: "production" },
});
// The server, and the operator's commands (backup, restore, migrate: server/ops/cli.ts).
await build({
  entryPoints: { server: "server/main.ts", ops: "server/ops/cli.ts" },
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  outdir: buildDir,
  logLevel: "warning",
});
const compressed = await precompress(path.join(buildDir, "client"));
console.log(`Precompressed ${compressed} static files (brotli and gzip)`);
fs.writeFileSync(path.join(buildDir, ".stamp"), new Date().toISOString());
console.log(`Built into ${path.relative(process.cwd(), buildDir) || "."}`);
