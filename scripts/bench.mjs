#!/usr/bin/env node
// `npm run bench`: the server's throughput on this machine, in one run, beside a bare baseline.
// - Pages from the render cache (/ and a published blog post) against bare Express serving the
//   same bytes from memory.
// - GET /api/services.
// - With DATABASE_URL: POST /api/leads (each request from its own address, X-Forwarded-For under
//   TRUST_PROXY) against a bare Express + node-postgres insert, and a check that every 201 was
//   stored. A fresh database is created beside DATABASE_URL's and dropped afterwards; without
//   DATABASE_URL the site runs on embedded PGlite and the lead rows are skipped.
// Options: BUILD_DIR, BENCH_SECONDS (per measurement, default 10), BENCH_CONNECTIONS (default 50),
// BENCH_ENCODING (br or gzip: the pages are asked for compressed, as browsers ask, and the bare
// baseline sends the site's compressed bytes of the page),
// BENCH_ONLY (comma-separated: pages, services, leads; default all), BENCH_PROFILE (a folder: the
// site runs under `node --cpu-prof` and writes its CPU profile there when it stops), BENCH_NO_ALERT
// (no alert recipient: leads without their outbox mail, to see what the alert costs).
// Each row also gives the server process's CPU time per request (from /proc), steadier than req/s
// on a machine shared with other work. The leads row adds the CPU per lead until the site's mail
// worker has sent every mail the leads queued (the bare run waits for that).
import autocannon from "autocannon";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { BENCH_ADMIN_KEY, ensureBuild, publishPost, staffHeaders, startBare, startSite } from "./lib/bench-server.mjs";

const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const adminKey = BENCH_ADMIN_KEY;
const only = new Set((process.env.BENCH_ONLY ?? "pages,services,leads").split(",").map((s) => s.trim()));
const encoding = process.env.BENCH_ENCODING;

/** A GET whose body is kept as sent (fetch() would decompress it). */
const rawGet = (url, headers) =>
  new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks = [];
        res.on("data", (c) => chunks.push(c));
        res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
if (encoding && encoding !== "br" && encoding !== "gzip") throw new Error("BENCH_ENCODING must be br or gzip");
const work = fs.mkdtempSync(path.join(os.tmpdir(), "hvac-bench-"));

ensureBuild(buildDir);

// ---- database
let databaseUrl;
let dropDatabase = async () => {};
if (process.env.DATABASE_URL) {
  const name = `bench_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  databaseUrl = url.toString();
  dropDatabase = async () => {
    const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  };
}

const site = await startSite({
  buildDir,
  dataDir: path.join(work, "data"),
  env: {
    ADMIN_KEY: adminKey,
    TRUST_PROXY: "true",
    DATABASE_URL: databaseUrl ?? "",
    REDIS_URL: "",
  },
  nodeArgs: process.env.BENCH_PROFILE ? ["--cpu-prof", `--cpu-prof-dir=${path.resolve(process.env.BENCH_PROFILE)}`] : [],
});
let bare;
const rows = [];
/**
 * The server process's memory in MB (Linux /proc), what a small server's RAM must hold: resident
 * now (VmRSS), or the most it ever held (VmHWM, the kernel's high-water mark: the start included).
 */
const memoryMb = (pid, field = "VmRSS") => {
  const kb = new RegExp(`${field}:\\s+(\\d+)`).exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
  return kb ? Math.round(Number(kb) / 1024) : NaN;
};
// The site started on a new DATA_DIR (or a new PostgreSQL database): this is a first start's.
const memory = { afterStart: memoryMb(site.child.pid), startPeak: memoryMb(site.child.pid, "VmHWM"), peak: NaN, afterLoad: NaN };
try {
  const headers = await staffHeaders(site.origin, adminKey);
  // One office address gets the new-lead alert, as on a real site (queued with each lead).
  if (!process.env.BENCH_NO_ALERT) await fetch(`${site.origin}/api/notification-emails`, {
    method: "POST",
    headers,
    body: JSON.stringify({ email: "office@example.com", name: "Office" }),
  });
  const postPath = await publishPost(site.origin, headers, { title: "Heat Pump Care Through a Vermont Winter", kilobytes: 20 });

  // The bytes the site serves (from its render cache), for the baseline to serve from memory.
  const pages = [];
  for (const [name, pagePath] of [
    ["home", "/"],
    ["post", postPath],
    ["services", "/api/services"],
  ]) {
    await fetch(site.origin + pagePath); // renders once, into the cache
    const file = path.join(work, `${name}.body`);
    if (encoding && name !== "services") {
      // As sent: fetch() would decompress it.
      const { headers, body } = await rawGet(site.origin + pagePath, { "Accept-Encoding": encoding });
      if (headers["content-encoding"] !== encoding) throw new Error(`${pagePath} did not come as ${encoding}`);
      fs.writeFileSync(file, body);
      pages.push({ path: pagePath, type: headers["content-type"], file, encoding });
      continue;
    }
    const res = await fetch(site.origin + pagePath);
    fs.writeFileSync(file, Buffer.from(await res.arrayBuffer()));
    pages.push({ path: pagePath, type: res.headers.get("content-type"), file });
  }
  if (databaseUrl) {
    const c = new pg.Client({ connectionString: databaseUrl });
    await c.connect();
    await c.query("create table bench_leads (like leads including all)");
    await c.end();
  }
  bare = await startBare({ pages, pagesFile: path.join(work, "bare-pages.json"), databaseUrl });

  // CPU time (user + system) of a process, from its /proc stat line; with `children`, that of
  // its exited children too (cutime, cstime). Ticks are 1/100 s.
  const statCpuMs = (stat, children = false) => {
    const f = stat.split(") ")[1].split(" ").map(Number);
    return ((f[11] + f[12] + (children ? f[13] + f[14] : 0)) * 1000) / 100;
  };
  // The server's CPU: on a shared, busy machine req/s moves with the neighbours' load, CPU per
  // request much less.
  const cpuMs = (pid) => {
    try {
      return statCpuMs(fs.readFileSync(`/proc/${pid}/stat`, "utf8"));
    } catch {
      return NaN;
    }
  };
  // PostgreSQL's CPU (every postgres process on the machine): it shares the cores with the
  // server, so a statement that costs it more lowers the server's req/s too. Children's time
  // counts too: a backend or autovacuum worker that exits moves its CPU to the postmaster's
  // children total, so the sum never goes back.
  const postgresCpuMs = () => {
    let total = 0;
    for (const pid of fs.readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
      try {
        const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
        if (stat.includes(" (postgres) ")) total += statCpuMs(stat, true);
      } catch {
        /* gone meanwhile */
      }
    }
    return total;
  };
  const run = async (url, options = {}) => {
    // A short warm-up, then the measurement.
    await autocannon({ url, connections, duration: 2, ...options });
    const pid = url.startsWith(site.origin) ? site.child.pid : bare.child.pid;
    const cpu0 = cpuMs(pid);
    const pg0 = postgresCpuMs();
    const r = await autocannon({ url, connections, duration: seconds, ...options });
    const cpu = cpuMs(pid) - cpu0;
    const requests = Math.max(1, r.requests.total);
    return { rps: r.requests.average, p99: r.latency.p99, errors: r.errors + r.timeouts + r.non2xx, ok: r["2xx"], cpuPerReq: cpu / requests, pgCpuPerReq: (postgresCpuMs() - pg0) / requests };
  };
  const add = (what, result, extra = {}) =>
    rows.push({ what, "req/s": Math.round(result.rps), "p99 ms": result.p99, "CPU ms/req": result.cpuPerReq.toFixed(3), errors: result.errors, ...extra });

  for (const [label, pagePath] of only.has("pages") ? [
    ["page /", "/"],
    ["page (blog post, 20 kB)", postPath],
  ] : []) {
    const asked = encoding ? { headers: { "Accept-Encoding": encoding } } : {};
    const s = await run(site.origin + pagePath, asked);
    const b = await run(bare.origin + pagePath, asked);
    add(`${label}: site, render cache${encoding ? `, ${encoding}` : ""}`, s, { "x bare": (s.rps / b.rps).toFixed(2) });
    add(`${label}: bare Express, same bytes`, b);
  }
  if (only.has("services")) add("GET /api/services: site", await run(site.origin + "/api/services"));

  if (databaseUrl && only.has("leads")) {
    let n = 0;
    // Names take letters only: the counter in base 26.
    const letters = (k) => (k < 26 ? "" : letters(Math.floor(k / 26) - 1)) + String.fromCharCode(97 + (k % 26));
    const lead = () => {
      n += 1;
      return {
        // Each request from its own address, so the per-address limit never answers 429.
        headers: { "Content-Type": "application/json", Origin: site.origin, "X-Forwarded-For": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` },
        body: JSON.stringify({
          firstName: "Bench",
          lastName: `Lead ${letters(n)}`,
          email: `bench${n}@example.com`,
          phone: "802-555-0100",
          serviceType: "Heat Pumps",
          message: "Please call about a heat pump quote.",
        }),
      };
    };
    // Every 201 names its lead: all of them must be in the table afterwards.
    const acknowledged = [];
    const post = (keep) => ({
      method: "POST",
      requests: [
        {
          method: "POST",
          setupRequest: (req) => ({ ...req, ...lead() }),
          onResponse: (status, body) => {
            if (keep && status === 201) acknowledged.push(JSON.parse(body).id);
          },
        },
      ],
    });
    const probe = await fetch(site.origin + "/api/leads", { method: "POST", ...lead() });
    if (probe.status !== 201) throw new Error(`POST /api/leads answered ${probe.status}: ${await probe.text()}`);
    const cpuBefore = cpuMs(site.child.pid);
    const s = await run(site.origin + "/api/leads", post(true));
    const c = new pg.Client({ connectionString: databaseUrl });
    await c.connect();
    const { rows: [{ n: stored }] } = await c.query("select count(*)::int as n from leads where id = any($1::uuid[])", [acknowledged]);
    // The site's mail worker may still be rendering and writing the leads' mails when the load
    // stops: that work is part of what a lead costs, and left running it would take CPU from
    // the bare baseline measured next. Wait until the outbox has nothing left to send, and
    // count the site's CPU until then (warm-up leads included, so per request of both runs).
    const loadEnded = performance.now();
    const pendingMail = async () => (await c.query("select count(*)::int as n from mail_outbox where status = 'pending'")).rows[0].n;
    let pending = await pendingMail();
    while (pending > 0 && performance.now() - loadEnded < 120_000) {
      await new Promise((r) => setTimeout(r, 100));
      pending = await pendingMail();
    }
    const drainSeconds = (performance.now() - loadEnded) / 1000;
    const { rows: [{ n: leadCount }] } = await c.query("select count(*)::int as n from leads");
    await c.end();
    const withMail = (cpuMs(site.child.pid) - cpuBefore) / Math.max(1, leadCount - 1); // less the probe lead
    const b = await run(bare.origin + "/leads", post(false));
    add("POST /api/leads: site, PostgreSQL", s, {
      "x bare": (s.rps / b.rps).toFixed(2),
      "201s stored": `${stored} of ${acknowledged.length}`,
      "PostgreSQL CPU ms/req": s.pgCpuPerReq.toFixed(3),
      "CPU ms/lead incl. mail": withMail.toFixed(3),
      "mail left at end (drained in)": `${pending > 0 ? `${pending} NOT DRAINED` : "0"} (${drainSeconds.toFixed(1)} s)`,
    });
    add("POST /leads: bare Express + pg insert", b, { "PostgreSQL CPU ms/req": b.pgCpuPerReq.toFixed(3) });
  }
  memory.afterLoad = memoryMb(site.child.pid);
  memory.peak = memoryMb(site.child.pid, "VmHWM");
} finally {
  bare?.child.kill("SIGTERM");
  await site.stop();
  await dropDatabase();
  fs.rmSync(work, { recursive: true, force: true });
}
console.log(`\nload average ${os.loadavg().map((n) => n.toFixed(2)).join(" ")}; ${os.cpus().length} CPUs, ${connections} connections, ${seconds} s per measurement, Node ${process.version}, ${databaseUrl ? "PostgreSQL" : "PGlite"}`);
console.table(rows);
console.log(
  `resident memory of the server: ${memory.startPeak} MB at most during its first start, ${memory.afterStart} MB after it, ${memory.afterLoad} MB after the load, ${memory.peak} MB at most (${databaseUrl ? "PostgreSQL" : "embedded database"})`,
);
