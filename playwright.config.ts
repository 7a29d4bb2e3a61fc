/**
 * End-to-end tests in Debian's Chromium against the production build. Two workers, each with its
 * own server and fresh data folder (started by the `e2eServer` fixture in tests/e2e/fixtures.ts),
 * so tests that change settings or create the first account never meet another worker's data.
 * Tests within a file run in order on one worker (they share their beforeAll's staff session).
 * TRUST_PROXY=loopback lets each test present its own client address (tests/e2e/fixtures.ts),
 * so per-client rate limits do not leak between tests.
 */
import { defineConfig } from "@playwright/test";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

// Each worker process's data folder: <E2E_DATA_DIR or tmp/hvac-e2e-<E2E_PORT>>-<worker slot>-<worker>.
// A worker restarted after a failure gets a folder of its own (its worker index is new), so
// nothing the previous worker's server left running can write into the new server's folder.
const dataRoot = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `hvac-e2e-${process.env.E2E_PORT ?? 4173}`);
export const e2eDataDir = `${dataRoot}-${process.env.TEST_PARALLEL_INDEX ?? 0}-${process.env.TEST_WORKER_INDEX ?? 0}`;
// Random-looking, as the server refuses guessable secrets (made with `openssl rand -base64 32`).
export const E2E_ADMIN_KEY = "pM+sq72DtsHh0Bb/biKKb8/ObKvhy02tF5uHxzZu93U=";
export const buildDir = process.env.BUILD_DIR ?? "build";

// Debian's headless shell (package chromium-headless-shell) is what Playwright itself runs for
// headless tests: the same Blink as chromium without the whole browser around it. The suite's
// browser phase took a third less time in it than in full chromium on this 2-core machine
// (docs/performance.md); full chromium serves when only it is installed.
const chromiumPath =
  process.env.CHROMIUM_PATH ?? ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"].find((file) => fs.existsSync(file)) ?? "/usr/bin/chromium";

export default defineConfig({
  testDir: "tests/e2e",
  // Each run clears its output folder: give parallel runs (several BUILD_DIRs) their own.
  outputDir: process.env.E2E_OUTPUT_DIR ?? "test-results",
  fullyParallel: false,
  // One worker per core: the suite waits on the browser and the server about as much as it computes.
  workers: 2,
  // No retries: a test that passes only on its second try hides a race the visitor meets too.
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    // Recording a trace costs every test its screencast and DOM snapshots, about a sixth of the
    // browser phase's time on this 2-core machine, even when the trace is thrown away after a pass:
    // a failure keeps its screenshot, and E2E_TRACE=1 records traces to look into one.
    trace: process.env.E2E_TRACE ? "retain-on-failure" : "off",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [{ name: "chromium", use: { browserName: "chromium" } }],
});
