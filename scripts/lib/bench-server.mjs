// Shared by the benches: the production build started as a child process, and
// waiting for it to answer /readyz.
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

import { freePort } from "./free-port.mjs";

// The admin key the measuring scripts start the site with: random-looking, as the server refuses
// guessable secrets (made with `openssl rand -base64 32`).
export const BENCH_ADMIN_KEY = "yZKKPet2B5QxXtoDLNN0IlGG/xnXXgwul0C5z7HAZZo=";

export async function waitForReady(url, child, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/readyz`);
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`server did not become ready within ${timeoutMs / 1000}s`);
}

export function ensureBuild(buildDir) {
  if (fs.existsSync(path.join(buildDir, "server.js"))) return;
  console.log(`No build in ${buildDir}; building...`);
  execFileSync(process.execPath, ["scripts/build.mjs"], { stdio: "inherit", env: { ...process.env, BUILD_DIR: buildDir } });
}

/** The production server on a free port; resolves once it is ready. */
export async function startSite({ buildDir, dataDir, env = {}, nodeArgs = [] }) {
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const child = spawn(process.execPath, [...nodeArgs, path.join(buildDir, "server.js")], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), PUBLIC_URL: origin, DATA_DIR: dataDir, BUILD_DIR: buildDir, ...env },
  });
  await waitForReady(origin, child);
  return {
    origin,
    child,
    async stop() {
      child.kill("SIGTERM");
      if (child.exitCode === null) await new Promise((r) => child.once("exit", r));
    },
  };
}

/**
 * The bare baseline (scripts/bench-bare.mjs) on a free port, serving `pages` ([{ path, type, file }],
 * written to `pagesFile`), with `staticDir`'s files too and, with `databaseUrl`, a bare lead insert.
 */
export async function startBare({ pages, pagesFile, staticDir, databaseUrl }) {
  fs.writeFileSync(pagesFile, JSON.stringify(pages));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["scripts/bench-bare.mjs"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, PORT: String(port), BARE_PAGES: pagesFile, BARE_STATIC: staticDir ?? "", DATABASE_URL: databaseUrl ?? "" },
  });
  await waitForReady(origin, child);
  return { origin, child };
}

/** Signs up the first admin with the admin key; returns Cookie + Origin headers for staff calls. */
export async function staffHeaders(origin, adminKey) {
  const account = { email: "bench@mansfield.test", password: "bench password for the admin" };
  await fetch(`${origin}/api/auth/create-admin`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: origin },
    body: JSON.stringify({ ...account, adminKey }),
  });
  const login = await fetch(`${origin}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: origin },
    body: JSON.stringify(account),
  });
  if (!login.ok) throw new Error(`bench sign-in failed: ${login.status}`);
  const cookie = login.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
  return { Cookie: cookie, Origin: origin, "Content-Type": "application/json" };
}

/** A published post of about `kilobytes` of Markdown; returns its path. */
export async function publishPost(origin, headers, { title, kilobytes }) {
  const paragraph =
    "A cold-climate heat pump keeps a Vermont house warm well below zero, and a yearly service visit keeps it efficient. ";
  const sections = [];
  for (let i = 1; sections.join("\n\n").length < kilobytes * 1024; i += 1) {
    sections.push(`## Part ${i}\n\n${paragraph.repeat(6)}\n\n- Check the filters\n- Clear the snow from the outdoor unit\n- Book the tune-up`);
  }
  const res = await fetch(`${origin}/api/blog`, {
    method: "POST",
    headers,
    body: JSON.stringify({ title, content: sections.join("\n\n"), status: "published", excerpt: "What a heat pump needs each year." }),
  });
  if (res.status !== 201) throw new Error(`could not publish the bench post: ${res.status} ${await res.text()}`);
  const post = await res.json();
  return `/blog/${post.slug}`;
}
