#!/usr/bin/env node
// `npm start`: build when the build is missing or older than the sources, then run the server.
// SIGTERM and SIGINT are passed on to the server (SIGHUP, a closed terminal, as SIGTERM: the
// server stops gracefully), and this process exits only when the server has, with its exit
// code: a supervisor watching this process sees the server's real end (after the drain and the
// in-flight requests), not an early one.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildIsCurrent } from "./build-state.mjs";

// `.env` fills in what the real environment leaves unset (the server reads it too; reading it
// here lets BUILD_DIR come from it).
if (fs.existsSync(".env")) process.loadEnvFile(".env");
const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
let child;
/** How a signal reaches what runs now: the server itself, or the build's whole process group. */
let stop = (signal) => child?.kill(signal);
let signalled;
for (const [signal, passOn] of [["SIGINT", "SIGINT"], ["SIGTERM", "SIGTERM"], ["SIGHUP", "SIGTERM"]]) {
  process.on(signal, () => {
    signalled ??= signal;
    stop(passOn);
  });
}

/** Runs a child to its end; resolves with what this process should exit with. */
function run(args, env) {
  child = spawn(process.execPath, args, { stdio: "inherit", env });
  return new Promise((resolve) => {
    child.on("error", (error) => {
      console.error(error.message);
      resolve({ code: 1 });
    });
    child.on("exit", (code, signal) => resolve({ code, signal }));
  });
}

/** Leaves the way the child left: with its code, or killed by the same signal. */
function exitLike({ code, signal }) {
  if (code !== null && code !== undefined) process.exit(code);
  process.removeAllListeners(signal);
  process.kill(process.pid, signal);
  // Still here (the signal is ignored in this process): the shell convention 128 + number.
  process.exit(128 + (os.constants.signals[signal] ?? 0));
}

/**
 * Runs the build with its output kept aside: the bundlers' hundred-odd lines (chunk sizes, the
 * framework's future-flag notices) would bury the one line a first start must show, the setup
 * address. The output is shown only when the build fails.
 */
function buildQuietly() {
  // The build runs the bundlers as children of its own: in a group of its own, a stop reaches them
  // all, and none is left building after this process has gone.
  child = spawn(process.execPath, [path.join(import.meta.dirname, "build.mjs")], { stdio: ["ignore", "pipe", "pipe"], env: process.env, detached: true });
  const group = child.pid;
  stop = (signal) => {
    try {
      process.kill(-group, signal);
    } catch {
      /* the build has ended */
    }
  };
  const output = [];
  child.stdout.on("data", (chunk) => output.push(chunk));
  child.stderr.on("data", (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on("error", (error) => {
      console.error(error.message);
      resolve({ code: 1 });
    });
    child.on("close", (code, signal) => {
      stop = (next) => child?.kill(next);
      if (code !== 0 && !signalled) process.stderr.write(Buffer.concat(output));
      resolve({ code, signal });
    });
  });
}

if (!buildIsCurrent(buildDir)) {
  console.log("Building the site (first start or sources changed; about a minute)...");
  const built = await buildQuietly();
  // Asked to stop while building: stop here, as the build did.
  if (built.code !== 0 || signalled) exitLike(built);
  console.log("Built.");
}

exitLike(
  await run(["--enable-source-maps", path.join(buildDir, "server.js")], {
    NODE_ENV: "production",
    ...process.env,
    BUILD_DIR: buildDir,
  }),
);
