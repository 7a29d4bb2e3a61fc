import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = { "~": path.resolve(import.meta.dirname, "app"), "@common": path.resolve(import.meta.dirname, "common") };
const integration = {
  include: ["tests/integration/**/*.test.ts"],
  // Each file starts its own server on its own database; the server's modules are loaded once per
  // worker instead of once per file (most of the suite's time was spent importing them).
  isolate: false,
  // The schema is migrated once per run into a template that every test server copies.
  globalSetup: ["tests/helpers/template-database.ts"],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  resolve: { alias },
  test: {
    pool: "forks",
    // Three on two cores: about half of the suite's time is spent waiting (servers starting, leases
    // running out, mail arriving), so a third file keeps the cores busy meanwhile.
    maxWorkers: 3,
    projects: [
      { extends: true, test: { name: "unit", include: ["tests/unit/**/*.test.{ts,tsx}"], environment: "node" } },
      { extends: true, test: { name: "pglite", ...integration, env: { TEST_DRIVER: "pglite" } } },
      // The same integration suite against PostgreSQL when TEST_DATABASE_URL is set.
      ...(process.env.TEST_DATABASE_URL
        ? [{ extends: true as const, test: { name: "postgres", ...integration, env: { TEST_DRIVER: "postgres" } } }]
        : []),
    ],
  },
});
