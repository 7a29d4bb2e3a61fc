import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../server/config";

// Random-looking, as the server refuses a guessable METRICS_TOKEN (made with `openssl rand -base64 32`).
const TEST_METRICS_TOKEN = "p1IC+y4MgBo2Rly6TyD96rcIfAwYCS3tX+gwBWx1xhk=";

const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "cfg-ops-")), ...env });
const failure = (env: Record<string, string>) => {
  try {
    load(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error("expected a ConfigError");
};

describe("shutdown and metrics settings", () => {
  it("defaults: a 5 s drain, 20 s for in-flight work, no metrics", () => {
    const config = load({});
    expect(config.shutdownDrainSeconds).toBe(5);
    expect(config.shutdownTimeoutSeconds).toBe(20);
    expect(config.metrics).toEqual({ token: undefined, port: undefined, host: "127.0.0.1" });
  });

  it("reads them", () => {
    const config = load({ SHUTDOWN_DRAIN_SECONDS: "0", SHUTDOWN_TIMEOUT_SECONDS: "45", METRICS_TOKEN: TEST_METRICS_TOKEN, METRICS_PORT: "9464" });
    expect(config).toMatchObject({ shutdownDrainSeconds: 0, shutdownTimeoutSeconds: 45, metrics: { token: TEST_METRICS_TOKEN, port: 9464 } });
  });

  it("names a bad value, never printing the token", () => {
    expect(failure({ SHUTDOWN_DRAIN_SECONDS: "soon" })).toMatch(/^Invalid environment variable SHUTDOWN_DRAIN_SECONDS: must be a number of seconds from 0 to 300/);
    expect(failure({ SHUTDOWN_TIMEOUT_SECONDS: "0" })).toMatch(/^Invalid environment variable SHUTDOWN_TIMEOUT_SECONDS:/);
    expect(failure({ METRICS_TOKEN: "short-secret" })).toBe("Invalid environment variable METRICS_TOKEN: must be at least 16 characters");
    expect(failure({ METRICS_PORT: "99999" })).toMatch(/^Invalid environment variable METRICS_PORT:/);
    expect(failure({ PORT: "8080", METRICS_PORT: "8080" })).toMatch(/^Invalid environment variable METRICS_PORT: must differ from PORT/);
  });
});
