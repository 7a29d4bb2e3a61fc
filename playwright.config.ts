/**
 * End-to-end tests in Debian's Chromium against the production build, on a fresh data folder.
 * TRUST_PROXY=loopback lets each test present its own client address (tests/e2e/fixtures.ts),
 * so per-client rate limits do not leak between tests.
 */
import { defineConfig } from "@playwright/test";
import os from "node:os";
import path from "node:path";

const port = Number(process.env.E2E_PORT ?? 4173);
export const e2eDataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `hvac-e2e-${port}`);
export const E2E_ADMIN_KEY = "e2e-admin-key-0123456789abcdef";
const buildDir = process.env.BUILD_DIR ?? "build";

export default defineConfig({
  testDir: "tests/e2e",
  // Each run clears its output folder: give parallel runs (several BUILD_DIRs) their own.
  outputDir: process.env.E2E_OUTPUT_DIR ?? "test-results",
  fullyParallel: false,
  workers: 1,
  // No retries: a test that passes only on its second try hides a race the visitor meets too.
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
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
  webServer: {
    command: `rm -rf ${e2eDataDir} && node ${buildDir}/server.js`,
    env: {
      PORT: String(port),
      DATA_DIR: e2eDataDir,
      BUILD_DIR: buildDir,
      ADMIN_KEY: E2E_ADMIN_KEY,
      NODE_ENV: "production",
      TRUST_PROXY: "loopback",
      LOG_LEVEL: "warn",
      SCHEDULER_INTERVAL_MINUTES: "0.05",
    },
    url: `http://localhost:${port}/readyz`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
