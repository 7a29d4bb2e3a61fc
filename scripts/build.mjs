#!/usr/bin/env node
// Production build: the React Router app (client + SSR bundle) and the Express server bundle,
// both into BUILD_DIR (default ./build).
import { execFileSync } from "node:child_process";
import { build } from "esbuild";
import fs from "node:fs";
import path from "node:path";
import { precompress } from "./precompress.mjs";

const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
/** Named in server/db/client.ts too, which opens it beside the bundled server. */
const EMBEDDED_TEMPLATE = "embedded-template.tar.gz";
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
// The embedded database a new DATA_DIR starts from: empty, its schema migrated. Made here, where
// memory is cheap: made at a first start instead, PostgreSQL's initdb is a second WebAssembly
// instance in the server's process, and the first start would hold twice a restart's memory.
{
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  const template = await PGlite.create();
  await migrate(drizzle(template), { migrationsFolder: path.resolve("drizzle") });
  const dump = await template.dumpDataDir("gzip");
  fs.writeFileSync(path.join(buildDir, EMBEDDED_TEMPLATE), Buffer.from(await dump.arrayBuffer()));
  await template.close();
}
const compressed = await precompress(path.join(buildDir, "client"));
console.log(`Precompressed ${compressed} static files (brotli and gzip)`);
fs.writeFileSync(path.join(buildDir, ".stamp"), new Date().toISOString());
console.log(`Built into ${path.relative(process.cwd(), buildDir) || "."}`);
