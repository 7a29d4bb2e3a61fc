import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { randomBytes } from "node:crypto";
import { parseEnv as nodeParseEnv } from "node:util";
import { ConfigError, environmentVariables, loadConfig, parseEnv } from "../../server/config";

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), "cfg-"));

// Random-looking, as the server refuses guessable secrets (made with `openssl rand -base64 32`).
const STRONG_ADMIN_KEY = "MsMQ2XKYv2Su5PhJazsGvD48RMAWn+hB99x2y0vRH7E=";
const STRONG_SESSION_SECRET = "y7inTfgdGC+la+55G0LZOK4+sFmIY/c4539VDrEY7i0=";

describe("configuration", () => {
  it("applies the documented defaults", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe("./data");
    expect(env.LOG_LEVEL).toBe("info");
    expect(env.TRUST_PROXY).toBe(false);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.MAIL_RETRY_HOURS).toBe(48);
    expect(env.LEASE_SECONDS).toBe(120);
    expect(env.SENTRY_DSN).toBeUndefined();
  });

  it.each([
    [{ PORT: "eighty" }, /^Invalid environment variable PORT: .*\(got "eighty"\)$/],
    [{ PORT: "70000" }, /^Invalid environment variable PORT:/],
    [{ DATABASE_URL: "mysql://x" }, /^Invalid environment variable DATABASE_URL: must be a URL starting with postgres:\/\/ or postgresql:\/\//],
    [{ PUBLIC_URL: "example.com" }, /^Invalid environment variable PUBLIC_URL:/],
    [{ SMTP_URL: "http://mail" }, /^Invalid environment variable SMTP_URL:/],
    [{ REDIS_URL: "localhost:6379" }, /^Invalid environment variable REDIS_URL:/],
    [{ LOG_LEVEL: "loud" }, /^Invalid environment variable LOG_LEVEL:/],
    [{ TRUST_PROXY: "maybe?" }, /^Invalid environment variable TRUST_PROXY:/],
    [{ SESSION_SECRET: "short" }, /^Invalid environment variable SESSION_SECRET: must be at least 32 characters$/],
    [{ ADMIN_KEY: "short" }, /^Invalid environment variable ADMIN_KEY: must be at least 16 characters$/],
    [{ MAIL_RETRY_HOURS: "0" }, /^Invalid environment variable MAIL_RETRY_HOURS: must be a number of hours from 1 to 720/],
    [{ MAIL_RETRY_HOURS: "forever" }, /^Invalid environment variable MAIL_RETRY_HOURS:/],
    [{ LEASE_SECONDS: "1" }, /^Invalid environment variable LEASE_SECONDS: must be a number of seconds from 2 to 3600 \(got "1"\)$/],
    [{ LEASE_SECONDS: "a minute" }, /^Invalid environment variable LEASE_SECONDS: must be a number of seconds from 2 to 3600/],
    [{ SENTRY_DSN: "sentry.example/1" }, /^Invalid environment variable SENTRY_DSN: must be a URL starting with http:\/\/ or https:\/\//],
  ])("rejects %o with a one-line message naming the variable", (raw, message) => {
    let error: unknown;
    try {
      parseEnv(raw);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(message);
    expect((error as Error).message).not.toContain("\n");
  });

  it("never echoes secret values in its error", () => {
    expect(() => parseEnv({ SESSION_SECRET: "tiny-secret" })).toThrow(/^(?!.*tiny-secret).*$/);
  });

  it("requires AI_MODEL with AI_BASE_URL", () => {
    expect(() => loadConfig({ DATA_DIR: tmp(), AI_BASE_URL: "http://127.0.0.1:9" })).toThrow(
      "Invalid environment variable AI_MODEL: required when AI_BASE_URL is set",
    );
  });

  it("parses TRUST_PROXY booleans, hop counts and subnet names", () => {
    expect(parseEnv({ TRUST_PROXY: "true" }).TRUST_PROXY).toBe(true);
    expect(parseEnv({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    expect(parseEnv({ TRUST_PROXY: "loopback" }).TRUST_PROXY).toBe("loopback");
  });

  it("derives PUBLIC_URL from PORT and Secure cookies from https", () => {
    const dir = tmp();
    expect(loadConfig({ DATA_DIR: dir, PORT: "4321" }).publicUrl).toBe("http://localhost:4321");
    const https = loadConfig({ DATA_DIR: dir, PUBLIC_URL: "https://example.com/" });
    expect(https.publicUrl).toBe("https://example.com");
    expect(https.secureCookies).toBe(true);
  });

  it("generates secrets once, stores them mode 600 and reuses them", () => {
    const dir = tmp();
    const first = loadConfig({ DATA_DIR: dir });
    const second = loadConfig({ DATA_DIR: dir });
    expect(first.adminKey.length).toBeGreaterThanOrEqual(16);
    expect(first.sessionSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.adminKey).toBe(first.adminKey);
    expect(second.sessionSecret).toBe(first.sessionSecret);
    const mode = fs.statSync(path.join(dir, "secrets.json")).mode & 0o777;
    expect(mode).toBe(0o600);
  });

  it("prefers secrets given in the environment", () => {
    const config = loadConfig({ DATA_DIR: tmp(), ADMIN_KEY: STRONG_ADMIN_KEY, SESSION_SECRET: STRONG_SESSION_SECRET });
    expect(config.adminKey).toBe(STRONG_ADMIN_KEY);
    expect(config.sessionSecret).toBe(STRONG_SESSION_SECRET);
  });

  it.each([
    ["ADMIN_KEY", "change-me-to-a-long-random-string", "is a placeholder from an example file"],
    ["SESSION_SECRET", "change-me-to-at-least-32-random-characters", "is a placeholder from an example file"],
    ["ADMIN_KEY", "changeme-changeme-changeme", "is a placeholder from an example file"],
    ["ADMIN_KEY", "your-admin-key-goes-here-123", "is a placeholder from an example file"],
    ["ADMIN_KEY", "k".repeat(20), "is too predictable"],
    ["SESSION_SECRET", "abababababababababababababababab", "is too predictable"],
    ["SESSION_SECRET", "0123456701234567012345670123456701234567", "is too predictable"],
    // Guessable though long and of mixed characters: a word, a name and a year, a sequence, a sentence.
    ["ADMIN_KEY", "Password1234567890", "is too predictable"],
    ["ADMIN_KEY", "Mansfield2026Admin!", "is too predictable"],
    ["ADMIN_KEY", "abcdefghijklmnop", "is too predictable"],
    ["SESSION_SECRET", "thisisaverysecretsessionsecretvalue", "is too predictable"],
    ["SESSION_SECRET", "thisisaverysecretsessionsecretvaluethatnobodyknows", "is too predictable"],
    ["SESSION_SECRET", "correct-horse-battery-staple-42-Zebra!", "is too predictable"],
    // Every secret is judged, not only the two the server needs.
    ["SESSION_SECRET_PREVIOUS", "thisisaverysecretsessionsecretvalue", "is too predictable"],
    ["SESSION_SECRET_PREVIOUS", "change-me-to-at-least-32-random-characters", "is a placeholder from an example file"],
    ["METRICS_TOKEN", "Password1234567890", "is too predictable"],
    ["METRICS_TOKEN", "metrics-token-0123456789abcdef", "is too predictable"],
    ["ADMIN_KEY", "test-admin-key-0123456789abcdef", "is too predictable"],
  ])("refuses %s=%s with a one-line reason and a command that makes a good one", (name, value, reason) => {
    let error: unknown;
    try {
      loadConfig({ DATA_DIR: tmp(), [name]: value });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toBe(`Invalid environment variable ${name}: ${reason}${message.slice(`Invalid environment variable ${name}: ${reason}`.length)}`);
    expect(message).toMatch(/; make one with: openssl rand -base64 32$/);
    expect(message).not.toContain(value);
    expect(message).not.toContain("\n");
  });

  it("accepts a random secret that happens to hold a placeholder word", () => {
    const value = "q7Rk+TodoVx2m9Lw/Bz4XXXXnP0sYc6Hf3Jt8aE1uGi5=";
    expect(loadConfig({ DATA_DIR: tmp(), ADMIN_KEY: value, SESSION_SECRET: value }).sessionSecret).toBe(value);
  });

  it("accepts what `openssl rand -base64 32`, `openssl rand -hex 32` and the generated secrets look like, for every secret", () => {
    const dir = tmp();
    for (let i = 0; i < 2000; i++) {
      for (const value of [randomBytes(32).toString("base64"), randomBytes(32).toString("hex"), randomBytes(32).toString("base64url")]) {
        const env = { DATA_DIR: dir, ADMIN_KEY: value, SESSION_SECRET: value, SESSION_SECRET_PREVIOUS: value, METRICS_TOKEN: value };
        expect(loadConfig(env).adminKey).toBe(value);
      }
    }
    // What the server generates when no ADMIN_KEY is given can be moved into the environment as is.
    const generated = loadConfig({ DATA_DIR: tmp() });
    expect(loadConfig({ DATA_DIR: tmp(), ADMIN_KEY: generated.adminKey, SESSION_SECRET: generated.sessionSecret }).adminKey).toBe(generated.adminKey);
  });

  it(".env.example lists every variable the server reads, with the real defaults", () => {
    const listed = nodeParseEnv(fs.readFileSync(".env.example", "utf8"));
    expect(Object.keys(listed).sort()).toEqual([...environmentVariables].sort());
    expect(parseEnv(listed)).toEqual(parseEnv({}));
  });
});
