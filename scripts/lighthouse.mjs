#!/usr/bin/env node
// `npm run bench:lighthouse`: Lighthouse 12 (default mobile settings) in Debian's Chromium against
// the production build, started on a free port with a fresh data folder. Prints the four category
// scores and LCP, TBT and CLS for each page, and exits non-zero when a target is missed
// (performance >= 95; accessibility, best practices and SEO = 100).
// Options: BUILD_DIR (default ./build; built first when missing), CHROMIUM_PATH, LH_PAGES
// (comma-separated paths), LH_RUNS (runs per page, median by performance; default 1),
// LH_NO_FAIL=1 to always exit 0.
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const pages = (process.env.LH_PAGES ?? "/,/services/heat-pumps,/heat-pump-education,/reviews,/gallery").split(",").map((p) => p.trim()).filter(Boolean);
const runs = Math.max(1, Number(process.env.LH_RUNS ?? 1));
const targets = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 };
// The flags playwright.config.ts gives Chromium, plus the new headless mode.
const chromeFlags = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

async function waitForReady(url, child, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/readyz`);
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`server did not become ready within ${timeoutMs / 1000}s`);
}

if (!fs.existsSync(path.join(buildDir, "server.js"))) {
  console.log(`No build in ${buildDir}; building...`);
  execFileSync(process.execPath, ["scripts/build.mjs"], { stdio: "inherit", env: { ...process.env, BUILD_DIR: buildDir } });
}

const port = await freePort();
const origin = `http://localhost:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hvac-lighthouse-"));
const server = spawn(process.execPath, [path.join(buildDir, "server.js")], {
  stdio: ["ignore", "ignore", "inherit"],
  env: {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    PUBLIC_URL: origin,
    DATA_DIR: dataDir,
    BUILD_DIR: buildDir,
    LOG_LEVEL: "warn",
    DATABASE_URL: "",
  },
});

let chrome;
let failed = false;
try {
  await waitForReady(origin, server);
  chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  const rows = [];
  for (const page of pages) {
    const results = [];
    for (let i = 0, attempts = 0; i < runs; attempts++) {
      const result = await lighthouse(`${origin}${page}`, { port: chrome.port, output: "json", logLevel: "error" });
      if (!result) throw new Error(`no Lighthouse result for ${page}`);
      // A trace that failed to record (e.g. NO_NAVSTART on a busy machine) is retried, not scored.
      if (result.lhr.runtimeError && attempts < 3) continue;
      results.push(result.lhr);
      if (process.env.LH_SAVE_DIR) fs.writeFileSync(path.join(process.env.LH_SAVE_DIR, `${page.replace(/\W+/g, "_") || "home"}-${i}.json`), JSON.stringify(result.lhr));
      i++;
    }
    results.sort((a, b) => (a.categories.performance.score ?? 0) - (b.categories.performance.score ?? 0));
    const lhr = results[Math.floor(results.length / 2)];
    if (lhr.runtimeError) throw new Error(`${page}: ${lhr.runtimeError.message}`);
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const row = {
      page,
      performance: score("performance"),
      accessibility: score("accessibility"),
      "best-practices": score("best-practices"),
      seo: score("seo"),
      LCP: `${(lhr.audits["largest-contentful-paint"].numericValue / 1000).toFixed(2)} s`,
      TBT: `${Math.round(lhr.audits["total-blocking-time"].numericValue)} ms`,
      CLS: lhr.audits["cumulative-layout-shift"].numericValue.toFixed(3),
    };
    rows.push(row);
    const misses = Object.entries(targets).filter(([id, min]) => row[id] < min);
    if (misses.length) {
      failed = true;
      for (const [id] of misses) {
        const failing = Object.values(lhr.categories[id].auditRefs)
          .map((ref) => lhr.audits[ref.id])
          .filter((a) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode !== "informative" && a.scoreDisplayMode !== "notApplicable" && a.scoreDisplayMode !== "manual")
          .map((a) => `${a.id} (${a.displayValue ?? Math.round(a.score * 100)})${a.id === "inspector-issues" ? ` ${JSON.stringify(a.details?.items?.map((x) => x.issueType ?? x) ?? [])}` : ""}`);
        console.log(`  ${page} ${id} ${row[id]} < ${targets[id]}: ${failing.slice(0, 8).join(", ")}`);
      }
    }
  }
  console.log(`\nLighthouse ${(await import("lighthouse/package.json", { with: { type: "json" } })).default.version}, default mobile settings, ${chromePath}, ${runs} run(s) per page`);
  console.table(rows);
} finally {
  if (chrome) await chrome.kill();
  server.kill("SIGTERM");
  await new Promise((r) => server.once("exit", r));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
if (failed) {
  console.log("Some pages miss the targets (performance >= 95; accessibility, best practices, SEO = 100).");
  if (!process.env.LH_NO_FAIL) process.exitCode = 1;
}
