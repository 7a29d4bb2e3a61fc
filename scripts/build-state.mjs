// Whether BUILD_DIR holds a build at least as new as the sources (shared by start.mjs and fleet.mjs).
import fs from "node:fs";
import path from "node:path";

const sources = ["app", "server", "common", "public", "drizzle", "package.json", "vite.config.ts", "react-router.config.ts"];

function newestMtime(entry) {
  const stat = fs.statSync(entry, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

/** True when BUILD_DIR was built after the last change to the sources (relative to the working directory). */
export function buildIsCurrent(buildDir) {
  const builtAt = fs.statSync(path.join(buildDir, ".stamp"), { throwIfNoEntry: false })?.mtimeMs ?? 0;
  return builtAt > 0 && Math.max(...sources.map(newestMtime)) <= builtAt;
}
