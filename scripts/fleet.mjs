#!/usr/bin/env node
// `npm run fleet`: several instances of the production build on one PostgreSQL (DATABASE_URL)
// and one Redis (REDIS_URL), behind Debian's HAProxy on one port, health-checked on /readyz.
// For development and for the tests; the same topology as compose.yaml without Docker.
//
//   DATABASE_URL=postgres://... REDIS_URL=redis://... npm run fleet -- [--instances 3] [--port 8080]
//
// A rolling restart (each instance in turn: SIGTERM, wait for HAProxy to take it out and for it to
// exit, start it again, wait until HAProxy sends to it again) on SIGHUP or by typing "restart".
// Also a module: startFleet() is what the fleet tests use.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { buildIsCurrent } from "./build-state.mjs";
import { freePort } from "./lib/free-port.mjs";

const root = path.resolve(import.meta.dirname, "..");

/** HAProxy health checks: every 400 ms; two failures take an instance out, two passes put it back. */
const CHECK = { interMs: 400, fall: 2, rise: 2 };
/** Long enough for HAProxy to see /readyz fail (fall × inter) with room to spare. */
const DEFAULT_DRAIN_SECONDS = 2;

export function findHaproxy() {
  for (const dir of [...(process.env.PATH ?? "").split(path.delimiter), "/usr/sbin", "/usr/local/sbin"]) {
    const candidate = path.join(dir, "haproxy");
    try {
      fs.accessSync(candidate, fs.constants.X_OK);
      return candidate;
    } catch {
      /* keep looking */
    }
  }
  return undefined;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until probe() is true; a failing probe counts as "not yet", unless its error is marked `fatal`. */
async function waitFor(what, probe, timeoutMs) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const ok = await probe().catch((error) => {
      if (error?.fatal) throw error;
      return false;
    });
    if (ok) return;
    if (Date.now() > end) throw new Error(`fleet: timed out waiting for ${what}`);
    await sleep(100);
  }
}

/** Secrets every instance must share (sessions signed by one are read by all); kept in the fleet's folder. */
function sharedSecrets(dir, env) {
  const file = path.join(dir, "secrets.json");
  let stored = {};
  try {
    stored = JSON.parse(fs.readFileSync(file, "utf8"));
  } catch {
    /* first run */
  }
  const secrets = {
    ADMIN_KEY: env.ADMIN_KEY ?? stored.ADMIN_KEY ?? randomBytes(32).toString("base64url"),
    SESSION_SECRET: env.SESSION_SECRET ?? stored.SESSION_SECRET ?? randomBytes(48).toString("base64url"),
  };
  fs.writeFileSync(file, JSON.stringify(secrets, null, 2) + "\n", { mode: 0o600 });
  return secrets;
}

function haproxyConfig({ port, host, instances, socket }) {
  const servers = instances
    .map((i) => `  server ${i.name} 127.0.0.1:${i.port} check`)
    .join("\n");
  return `# Written by scripts/fleet.mjs; rewritten at every start.
global
  maxconn 4096
  stats socket ${socket} mode 600 level admin

defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 120s
  timeout http-request 10s
  timeout queue 10s
  # One request per server-side connection: an instance closing an idle keep-alive connection
  # can never race a request HAProxy is about to send on it.
  option http-server-close
  option forwardfor
  # A connection an instance refuses (it stopped listening) is tried on another instance; a
  # request that reached an instance is never sent twice.
  retries 3
  retry-on conn-failure
  option redispatch 1

frontend web
  bind ${host}:${port}
  http-request set-header X-Forwarded-Proto http
  default_backend app

backend app
  balance roundrobin
  option httpchk GET /readyz
  http-check expect status 200
  default-server inter ${CHECK.interMs}ms fastinter ${CHECK.interMs}ms downinter ${CHECK.interMs}ms rise ${CHECK.rise} fall ${CHECK.fall}
${servers}
`;
}

/** One command on HAProxy's runtime socket. */
function haproxyCommand(socket, command) {
  return new Promise((resolve, reject) => {
    const conn = net.createConnection(socket);
    let out = "";
    conn.on("connect", () => conn.write(`${command}\n`));
    conn.on("data", (chunk) => (out += chunk.toString()));
    conn.on("end", () => resolve(out));
    conn.on("error", reject);
  });
}

/** A local S3-compatible server under `dir`/s3 with a "media" bucket, unless one is configured. */
async function localS3IfNeeded(dir, env) {
  if (env.S3_URL || env.S3_BUCKET) return undefined;
  const { default: S3rver } = await import("s3rver");
  const server = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory: path.join(dir, "s3"), configureBuckets: [{ name: "media", configs: [] }] });
  const { port } = await server.run();
  return { url: `http://S3RVER:S3RVER@127.0.0.1:${port}/media`, close: () => server.close() };
}

/**
 * Starts the fleet. Options: instances (3), port (8080; 0 for a free one), host ("127.0.0.1"),
 * databaseUrl, redisUrl (required), buildDir ("build"), dir (".fleet": HAProxy's files and the
 * instances' data folders), drainSeconds (2), env (more variables for every instance),
 * instanceEnv(name) (more variables for one instance, e.g. its own SMTP server in a test),
 * output(name, line) (each log line; default: printed with the instance's name).
 */
export async function startFleet(options = {}) {
  const count = options.instances ?? 3;
  const host = options.host ?? "127.0.0.1";
  const databaseUrl = options.databaseUrl;
  const redisUrl = options.redisUrl;
  if (!databaseUrl) throw new Error("fleet: DATABASE_URL is required (every instance shares one PostgreSQL database)");
  if (!redisUrl) throw new Error("fleet: REDIS_URL is required (rate limits are shared through Redis)");
  const haproxy = findHaproxy();
  if (!haproxy) throw new Error("fleet: HAProxy is missing: install it with 'sudo apt-get install haproxy'");
  const buildDir = path.resolve(root, options.buildDir ?? "build");
  if (!fs.existsSync(path.join(buildDir, "server.js"))) {
    throw new Error(`fleet: no build in ${buildDir}: run 'npm run build' first`);
  }
  const dir = path.resolve(options.dir ?? path.join(root, ".fleet"));
  fs.mkdirSync(dir, { recursive: true });
  const output = options.output ?? ((name, line) => process.stdout.write(`[${name}] ${line}\n`));

  const port = options.port === 0 ? await freePort() : (options.port ?? 8080);
  const url = `http://${host === "0.0.0.0" ? "127.0.0.1" : host}:${port}`;
  const extraEnv = options.env ?? {};
  const secrets = sharedSecrets(dir, { ...process.env, ...extraEnv });
  // Uploads must be on shared storage when several instances run (they refuse to start otherwise):
  // without S3_URL / S3_BUCKET, a local S3-compatible server (s3rver) stands in for development.
  const s3 = await localS3IfNeeded(dir, { ...process.env, ...extraEnv });
  const instances = [];
  for (let n = 1; n <= count; n += 1) {
    const name = `app${n}`;
    const instancePort = options.port === 0 ? await freePort() : port + n;
    instances.push({ name, port: instancePort, dataDir: path.join(dir, name), process: undefined, exited: undefined, stopping: false });
  }
  const socket = path.join(dir, "haproxy.sock");
  const configFile = path.join(dir, "haproxy.cfg");

  const pipeLines = (name, stream) => {
    let rest = "";
    stream.on("data", (chunk) => {
      const lines = (rest + chunk.toString()).split("\n");
      rest = lines.pop();
      for (const line of lines) output(name, line);
    });
    stream.on("end", () => rest && output(name, rest));
  };

  // METRICS_PORT, if given, is the first instance's; the others take the next ports.
  const metricsBase = Number((extraEnv.METRICS_PORT ?? process.env.METRICS_PORT) || 0);
  const instanceEnv = (instance) => ({
    ...process.env,
    NODE_ENV: "production",
    PUBLIC_URL: `http://localhost:${port}`,
    ...extraEnv,
    ...secrets,
    ...(metricsBase ? { METRICS_PORT: String(metricsBase + instances.indexOf(instance)) } : {}),
    PORT: String(instance.port),
    DATA_DIR: instance.dataDir,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    INSTANCES: String(instances.length),
    ...(s3 ? { S3_URL: s3.url } : {}),
    // HAProxy, on this machine, names the client in X-Forwarded-For.
    TRUST_PROXY: "loopback",
    SHUTDOWN_DRAIN_SECONDS: String(options.drainSeconds ?? DEFAULT_DRAIN_SECONDS),
    BUILD_DIR: buildDir,
    // PostgreSQL shows each connection's instance (pg_stat_activity.application_name): which one
    // holds a lock or a long transaction.
    PGAPPNAME: instance.name,
    ...options.instanceEnv?.(instance.name),
  });

  const readyz = async (instance) => (await fetch(`http://127.0.0.1:${instance.port}/readyz`)).status === 200;

  /** Starts (or starts again) one instance and waits until it answers /readyz. */
  async function launch(instance) {
    fs.mkdirSync(instance.dataDir, { recursive: true });
    const child = spawn(process.execPath, ["--enable-source-maps", path.join(buildDir, "server.js")], {
      cwd: root,
      env: instanceEnv(instance),
      stdio: ["ignore", "pipe", "pipe"],
    });
    instance.process = child;
    instance.stopping = false;
    instance.exited = new Promise((resolve) =>
      child.on("exit", (code, signal) => {
        if (!instance.stopping && !stopped) output("fleet", `${instance.name} exited on its own (code ${code}, signal ${signal})`);
        resolve({ code, signal });
      }),
    );
    pipeLines(instance.name, child.stdout);
    pipeLines(instance.name, child.stderr);
    let gone;
    instance.exited.then((result) => (gone = result));
    await waitFor(
      `${instance.name} to be ready`,
      async () => {
        if (gone) throw Object.assign(new Error(`fleet: ${instance.name} exited while starting (${JSON.stringify(gone)})`), { fatal: true });
        return readyz(instance);
      },
      120_000,
    ).catch((error) => {
      if (gone) throw new Error(`fleet: ${instance.name} exited while starting (code ${gone.code}, signal ${gone.signal})`);
      throw error;
    });
  }

  /** HAProxy's view of each instance: "UP", "DOWN", "UP 1/2" (going down), "DOWN 1/2" (coming up), "MAINT". */
  async function balancerState() {
    const csv = await haproxyCommand(socket, "show stat");
    const [header, ...rows] = csv.trim().split("\n");
    const columns = header.replace(/^# /, "").split(",");
    const at = (name) => columns.indexOf(name);
    const state = {};
    for (const row of rows) {
      const cells = row.split(",");
      if (cells[at("pxname")] === "app" && instances.some((i) => i.name === cells[at("svname")])) {
        state[cells[at("svname")]] = cells[at("status")];
      }
    }
    return state;
  }
  const waitForBalancer = (instance, status, timeoutMs = 60_000) =>
    waitFor(`HAProxy to see ${instance.name} ${status}`, async () => (await balancerState())[instance.name] === status, timeoutMs);

  let haproxyProcess;
  let haproxyExited;
  let stopped = false;

  async function stopInstance(instance, signal) {
    const child = instance.process;
    if (!child || child.exitCode !== null || child.signalCode !== null) return instance.exited;
    instance.stopping = true;
    child.kill(signal);
    return instance.exited;
  }

  /**
   * Restarts one instance without a failed request: SIGTERM (it answers /readyz 503 while still
   * serving), HAProxy takes it out, it finishes what it was doing and exits; then it starts again
   * and is back in once HAProxy has seen it healthy.
   */
  async function restartInstance(instance) {
    const exited = stopInstance(instance, "SIGTERM");
    await waitForBalancer(instance, "DOWN");
    const result = await exited;
    if (result.code !== 0) output("fleet", `${instance.name} stopped with code ${result.code}, signal ${result.signal}`);
    await launch(instance);
    await waitForBalancer(instance, "UP");
    return result;
  }

  let rolling;
  /** Every instance in turn; resolves with each one's exit ({ code, signal }). */
  function rollingRestart() {
    rolling ??= (async () => {
      try {
        const results = [];
        for (const instance of instances) {
          output("fleet", `restarting ${instance.name}`);
          results.push(await restartInstance(instance));
        }
        output("fleet", "rolling restart done");
        return results;
      } finally {
        rolling = undefined;
      }
    })();
    return rolling;
  }

  async function stop() {
    if (stopped) return;
    stopped = true;
    // Nothing to drain for when everything stops: SIGINT skips the drain.
    await Promise.all(instances.map((i) => stopInstance(i, "SIGINT")));
    await s3?.close();
    if (haproxyProcess && haproxyProcess.exitCode === null && haproxyProcess.signalCode === null) {
      haproxyProcess.kill("SIGTERM");
      await haproxyExited;
    }
  }

  try {
    // The first instance migrates the database alone; the others start together after it.
    await launch(instances[0]);
    await Promise.all(instances.slice(1).map(launch));
    fs.rmSync(socket, { force: true });
    fs.writeFileSync(configFile, haproxyConfig({ port, host, instances, socket }));
    haproxyProcess = spawn(haproxy, ["-f", configFile, "-db"], { stdio: ["ignore", "pipe", "pipe"] });
    haproxyExited = new Promise((resolve) => haproxyProcess.on("exit", (code, signal) => resolve({ code, signal })));
    pipeLines("haproxy", haproxyProcess.stdout);
    pipeLines("haproxy", haproxyProcess.stderr);
    let haproxyGone = false;
    haproxyExited.then(() => (haproxyGone = true));
    await waitFor(
      "HAProxy to see every instance UP",
      async () => {
        if (haproxyGone) throw Object.assign(new Error("fleet: HAProxy exited at start (see its lines above)"), { fatal: true });
        const state = await balancerState();
        return instances.every((i) => state[i.name] === "UP");
      },
      30_000,
    );
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    url,
    port,
    publicUrl: `http://localhost:${port}`,
    adminKey: secrets.ADMIN_KEY,
    instances: instances.map((i) => ({
      name: i.name,
      port: i.port,
      get pid() {
        return i.process?.pid;
      },
    })),
    balancerState,
    rollingRestart,
    /** Restart the instance at `index` the graceful way (see rollingRestart). */
    restart: (index) => restartInstance(instances[index]),
    /** Send a signal to one instance (e.g. SIGKILL, to test a crash); resolves when it has exited. */
    kill: (index, signal = "SIGKILL") => stopInstance(instances[index], signal),
    /** Start a stopped instance again and wait until HAProxy sends to it. */
    async start(index) {
      await launch(instances[index]);
      await waitForBalancer(instances[index], "UP");
    },
    stop,
  };
}

async function main() {
  const { values } = parseArgs({
    options: {
      instances: { type: "string", short: "n", default: "3" },
      port: { type: "string", short: "p", default: process.env.FLEET_PORT ?? "8080" },
      host: { type: "string", default: "127.0.0.1" },
      help: { type: "boolean", short: "h" },
    },
  });
  if (values.help) {
    console.log(
      "Usage: DATABASE_URL=postgres://... REDIS_URL=redis://... npm run fleet -- [--instances 3] [--port 8080] [--host 127.0.0.1]\n" +
        "Rolling restart: type 'restart' (or send SIGHUP to this process). Stop: Ctrl-C.",
    );
    return;
  }
  const instances = Number(values.instances);
  const port = Number(values.port);
  if (!Number.isInteger(instances) || instances < 1 || instances > 16) throw new Error("fleet: --instances must be 1 to 16");
  if (!Number.isInteger(port) || port < 1 || port > 65535 - instances) throw new Error("fleet: --port must be a free port number");
  const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");
  if (!buildIsCurrent(buildDir)) {
    console.log("Building the site (first start or sources changed)...");
    await new Promise((resolve, reject) => {
      const build = spawn(process.execPath, [path.join(root, "scripts/build.mjs")], { cwd: root, stdio: "inherit" });
      build.on("exit", (code) => (code === 0 ? resolve() : reject(new Error("fleet: the build failed"))));
    });
  }
  const fleet = await startFleet({
    instances,
    port,
    host: values.host,
    databaseUrl: process.env.DATABASE_URL,
    redisUrl: process.env.REDIS_URL,
    buildDir,
    drainSeconds: process.env.SHUTDOWN_DRAIN_SECONDS ? Number(process.env.SHUTDOWN_DRAIN_SECONDS) : undefined,
  });
  console.log(
    `\nFleet of ${instances} on ${fleet.publicUrl} (HAProxy; instances on ports ${fleet.instances.map((i) => i.port).join(", ")}).\n` +
      `Type 'restart' for a rolling restart (or: kill -HUP ${process.pid}); Ctrl-C stops.\n`,
  );
  const roll = () =>
    fleet.rollingRestart().catch((error) => console.error(`rolling restart failed: ${error.message}`));
  process.on("SIGHUP", roll);
  if (process.stdin.isTTY) {
    process.stdin.setEncoding("utf8");
    process.stdin.on("data", (text) => {
      if (/^\s*r(estart)?\s*$/i.test(text)) roll();
    });
  }
  const shutdown = async () => {
    process.stdin.pause();
    await fleet.stop();
    process.exit(0);
  };
  process.once("SIGINT", shutdown);
  process.once("SIGTERM", shutdown);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
