/**
 * The environment, read and validated once at start. A bad variable stops the process with a
 * one-line message naming it. Secrets that are not given are generated once and kept in DATA_DIR.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import webpush from "web-push";
import { z } from "zod";

const booleanish = z
  .string()
  .trim()
  .toLowerCase()
  .transform((v, ctx) => {
    if (["1", "true", "yes", "on"].includes(v)) return true;
    if (["0", "false", "no", "off", ""].includes(v)) return false;
    ctx.addIssue({ code: "custom", message: "must be true or false" });
    return z.NEVER;
  });

const urlWithProtocol = (protocols: string[]) =>
  z
    .string()
    .trim()
    .refine((v) => {
      try {
        return protocols.includes(new URL(v).protocol);
      } catch {
        return false;
      }
    }, `must be a URL starting with ${protocols.map((p) => p + "//").join(" or ")}`);

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce
    .number({ error: "must be a port number from 0 to 65535" })
    .int("must be a port number from 0 to 65535")
    .min(0, "must be a port number from 0 to 65535")
    .max(65535, "must be a port number from 0 to 65535")
    .default(3000),
  DATA_DIR: z.string().trim().min(1).default("./data"),
  DATABASE_URL: urlWithProtocol(["postgres:", "postgresql:"]).optional(),
  PUBLIC_URL: urlWithProtocol(["http:", "https:"]).optional(),
  ADMIN_KEY: z.string().min(16, "must be at least 16 characters").optional(),
  SESSION_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  /** The secret SESSION_SECRET replaces, while tokens and records made under it are still read. */
  SESSION_SECRET_PREVIOUS: z.string().min(32, "must be at least 32 characters").optional(),
  SMTP_URL: urlWithProtocol(["smtp:", "smtps:"]).optional(),
  MAIL_FROM: z.string().trim().min(3).optional(),
  AI_BASE_URL: urlWithProtocol(["http:", "https:"]).optional(),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().trim().min(1).optional(),
  REDIS_URL: urlWithProtocol(["redis:", "rediss:"]).optional(),
  TRUST_PROXY: z
    .string()
    .trim()
    .optional()
    .transform((v, ctx): boolean | number | string => {
      if (v === undefined || v === "") return false;
      const b = booleanish.safeParse(v);
      if (b.success) return b.data;
      if (/^\d+$/.test(v)) return Number(v);
      if (/^[\w.:/, -]+$/.test(v)) return v; // express trust-proxy names / subnets
      ctx.addIssue({ code: "custom", message: "must be true, false, a hop count or a subnet list" });
      return z.NEVER;
    }),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SCHEDULER_INTERVAL_MINUTES: z.coerce.number().positive().max(24 * 60).default(60),
  SHUTDOWN_DRAIN_SECONDS: z.coerce
    .number({ error: "must be a number of seconds from 0 to 300" })
    .min(0, "must be a number of seconds from 0 to 300")
    .max(300, "must be a number of seconds from 0 to 300")
    .default(5),
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce
    .number({ error: "must be a number of seconds from 1 to 3600" })
    .min(1, "must be a number of seconds from 1 to 3600")
    .max(3600, "must be a number of seconds from 1 to 3600")
    .default(20),
  // Web Push's application server keys (base64url, as web-push generates them); kept in DATA_DIR when not given.
  VAPID_PUBLIC_KEY: z.string().trim().regex(/^[A-Za-z0-9_-]{80,100}$/, "must be a base64url P-256 public key").optional(),
  VAPID_PRIVATE_KEY: z.string().trim().regex(/^[A-Za-z0-9_-]{40,50}$/, "must be a base64url P-256 private key").optional(),
  METRICS_TOKEN: z.string().trim().min(16, "must be at least 16 characters").optional(),
  METRICS_PORT: z.coerce
    .number({ error: "must be a port number from 0 to 65535" })
    .int("must be a port number from 0 to 65535")
    .min(0, "must be a port number from 0 to 65535")
    .max(65535, "must be a port number from 0 to 65535")
    .optional(),
  /** The interface METRICS_PORT listens on: the machine itself unless told otherwise (0.0.0.0 for a scraper elsewhere). */
  METRICS_HOST: z.string().trim().min(1).default("127.0.0.1"),
  BUILD_DIR: z.string().trim().min(1).default("build"),
  SENTRY_DSN: urlWithProtocol(["http:", "https:"]).optional(),
  MAIL_RETRY_HOURS: z.coerce
    .number({ error: "must be a number of hours from 1 to 720" })
    .min(1, "must be a number of hours from 1 to 720")
    .max(720, "must be a number of hours from 1 to 720")
    .default(48),
  LEASE_SECONDS: z.coerce
    .number({ error: "must be a number of seconds from 2 to 3600" })
    .min(2, "must be a number of seconds from 2 to 3600")
    .max(3600, "must be a number of seconds from 2 to 3600")
    .default(120),
  PAGE_RENDERS_PER_MINUTE: z.coerce
    .number({ error: "must be a whole number from 1 to 100000" })
    .int("must be a whole number from 1 to 100000")
    .min(1, "must be a whole number from 1 to 100000")
    .max(100_000, "must be a whole number from 1 to 100000")
    .default(300),
  API_TOKEN_REQUESTS_PER_MINUTE: z.coerce
    .number({ error: "must be a whole number from 1 to 100000" })
    .int("must be a whole number from 1 to 100000")
    .min(1, "must be a whole number from 1 to 100000")
    .max(100_000, "must be a whole number from 1 to 100000")
    .default(120),
  // Uploads on an S3-compatible bucket, and how many instances share the database.
  S3_URL: urlWithProtocol(["http:", "https:"]).optional(),
  S3_ENDPOINT: urlWithProtocol(["http:", "https:"]).optional(),
  S3_BUCKET: z.string().trim().min(3, "must be a bucket name").optional(),
  S3_REGION: z.string().trim().min(1).default("us-east-1"),
  S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().trim().min(1).optional(),
  INSTANCES: z.coerce
    .number({ error: "must be a whole number from 1 to 1000" })
    .int("must be a whole number from 1 to 1000")
    .min(1, "must be a whole number from 1 to 1000")
    .max(1000, "must be a whole number from 1 to 1000")
    .default(1),
  /** Development only: lets webhooks go to private, loopback and link-local addresses, and over plain http. */
  WEBHOOKS_ALLOW_PRIVATE: booleanish.default(false),
  /** Card payments on invoices through Stripe Checkout: the secret (or restricted) key and the webhook's signing secret, both or neither. */
  STRIPE_SECRET_KEY: z.string().trim().regex(/^(sk|rk)_(test|live)_[A-Za-z0-9]+$/, "must be a Stripe secret key (sk_live_..., sk_test_... or rk_...)").optional(),
  STRIPE_WEBHOOK_SECRET: z.string().trim().regex(/^whsec_[A-Za-z0-9+/=]+$/, "must be the webhook's signing secret (whsec_...)").optional(),
  /** Where the Stripe client sends its calls: Stripe's own unless staging or tests point it at stripe-mock or a fake. */
  STRIPE_API_URL: urlWithProtocol(["http:", "https:"]).default("https://api.stripe.com"),
});

export type Env = z.infer<typeof envSchema>;

/** Every variable the server reads (`.env.example` lists each, tested). */
export const environmentVariables = Object.keys(envSchema.shape);

export interface Config {
  env: Env["NODE_ENV"];
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  /** True when PUBLIC_URL is https: cookies get the Secure flag. */
  secureCookies: boolean;
  adminKey: string;
  sessionSecret: string;
  /** Web Push: the keys browsers check our messages against. */
  vapid: { publicKey: string; privateKey: string };
  /** During a rotation: the secret being replaced, still accepted when reading. */
  previousSessionSecret: string | undefined;
  /** SMTP_URL, else the address the setup in the browser saved (DATA_DIR/smtp-url); changes when that step saves one. */
  smtpUrl: string | undefined;
  /** True when SMTP_URL came from the environment: the setup then leaves mail as it is. */
  smtpFromEnvironment: boolean;
  /** MAIL_FROM as given; unset, the sender is worked out per message (server/mail/sender.ts). */
  mailFrom: string | undefined;
  ai: { baseUrl: string; apiKey: string | undefined; model: string } | undefined;
  redisUrl: string | undefined;
  trustProxy: boolean | number | string;
  logLevel: Env["LOG_LEVEL"];
  schedulerIntervalMinutes: number;
  /** After SIGTERM: seconds /readyz answers 503 while requests are still served, for load balancers to notice. */
  shutdownDrainSeconds: number;
  /** After the drain: seconds in-flight work may take before the process gives up and exits 1. */
  shutdownTimeoutSeconds: number;
  /** /metrics: a Bearer token, and/or an internal port of its own; with neither, /metrics is 404. */
  metrics: { token: string | undefined; port: number | undefined; host: string };
  buildDir: string;
  /** Unexpected errors are sent here (a Sentry-compatible DSN) as well as logged. */
  sentryDsn: string | undefined;
  /** How long a message the mail server did not refuse for good keeps being retried. */
  mailRetryHours: number;
  /** Public page renders the render cache did not answer, per client address and minute. */
  pageRendersPerMinute: number;
  /** Requests one API token may make a minute (server/api-tokens). */
  apiTokenRequestsPerMinute: number;
  /**
   * How long work one instance claimed (an outbox message being sent, a campaign run) stays its
   * own; a live instance keeps renewing it, so this is how long a dead one's work waits.
   */
  leaseSeconds: number;
  /** Where uploads go: DATA_DIR/uploads, or an S3-compatible bucket (required when INSTANCES > 1). */
  s3: S3Config | undefined;
  instances: number;
  /** Webhook URLs may name private, loopback and link-local addresses and use http (development). */
  webhooksAllowPrivate: boolean;
  /** Card payments on invoices (server/invoices/stripe.ts); undefined: the invoice page says how to pay otherwise. */
  stripe: { secretKey: string; webhookSecret: string; apiUrl: string } | undefined;
}

export interface S3Config {
  endpoint: string | undefined;
  bucket: string;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
}

/**
 * S3_URL is http(s)://KEY:SECRET@host[:port]/bucket (path-style, as MinIO, Garage and R2 take it);
 * the separate S3_* variables say the same and win over it. Without a bucket there is no S3 store.
 */
function s3From(env: Env): S3Config | undefined {
  let fromUrl: Partial<S3Config> = {};
  if (env.S3_URL) {
    const url = new URL(env.S3_URL);
    const bucket = url.pathname.replace(/^\/+|\/+$/g, "");
    if (!bucket) throw new ConfigError("Invalid environment variable S3_URL: must name the bucket as its path (http://key:secret@host/bucket)");
    fromUrl = {
      endpoint: url.origin,
      bucket,
      accessKeyId: url.username ? decodeURIComponent(url.username) : undefined,
      secretAccessKey: url.password ? decodeURIComponent(url.password) : undefined,
    };
  }
  const bucket = env.S3_BUCKET ?? fromUrl.bucket;
  if (!bucket) {
    if (env.S3_ENDPOINT) throw new ConfigError("Invalid environment variable S3_BUCKET: required when S3_ENDPOINT is set");
    return undefined;
  }
  return {
    endpoint: env.S3_ENDPOINT ?? fromUrl.endpoint,
    bucket,
    region: env.S3_REGION,
    accessKeyId: env.S3_ACCESS_KEY_ID ?? fromUrl.accessKeyId,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? fromUrl.secretAccessKey,
  };
}

export class ConfigError extends Error {}

const MAKE_ONE = "make one with: openssl rand -base64 32";

/**
 * Words that mark a value copied from an example file rather than chosen: left as is, anyone who
 * read the same example could create an admin account or forge a session.
 */
// Placeholder words count only as words (at an end or beside a separator): a truly random secret
// holds "todo" or "xxxx" by chance (a 32-byte base64 value about once in 25,000) and must pass.
const PLACEHOLDER =
  /(?:^|[-_ .:])(?:change[-_ ]?me|replace[-_ ]?me|changeit|placeholder|your|example|random[-_](?:string|characters|token)|xxxx|todo|fixme)(?:[-_ .:]|$)|^secret$|^password$/i;

/**
 * How a secret is judged (it must carry at least SECRET_BITS bits): we cannot see how a value was
 * made, so we estimate, from the value alone, the fewest bits an attacker needs, and take the lower
 * of two estimates:
 * - what its characters can carry: length × log2 of the alphabet its character classes span
 *   (hex 16; lower 26, upper 26, digits 10, anything else 33, added up);
 * - what its characters do carry: length × their Shannon entropy per character, with the
 *   Miller–Madow correction, as a short sample under-counts the symbols it could have drawn.
 * Before both, a run that reads like a word (a lower-case or Capitalised run of 6+ letters, or an
 * upper-case run of 6+, at least 30 % vowels) counts 2 bits a letter, about what English text
 * carries: "Plumbing2026Admin!" or a sentence without spaces spans many characters yet is
 * guessed from a dictionary. A repeated pattern is refused too (few new three-character runs).
 * `openssl rand -base64 32` (≥ 136 bits over 200,000 draws) and `openssl rand -hex 32` (≥ 200) pass;
 * a 16-byte value sits at the bar (a short sample under-counts), so the message asks for 32 bytes.
 */
const SECRET_BITS = 128;
const WORD_LIKE_RUN = /[A-Z]?[a-z]{5,}|[A-Z]{6,}/g;
const BITS_PER_WORD_LETTER = 2;

function alphabetSize(value: string): number {
  if (/^[0-9a-f]+$/.test(value) || /^[0-9A-F]+$/.test(value)) return 16;
  let size = 0;
  if (/[a-z]/.test(value)) size += 26;
  if (/[A-Z]/.test(value)) size += 26;
  if (/[0-9]/.test(value)) size += 10;
  if (/[^a-zA-Z0-9]/.test(value)) size += 33;
  return size;
}

/** Shannon entropy of the characters, in bits over the whole value, bias-corrected (Miller–Madow). */
function shannonBits(value: string): number {
  if (value.length === 0) return 0;
  const counts = new Map<string, number>();
  for (const char of value) counts.set(char, (counts.get(char) ?? 0) + 1);
  let perChar = 0;
  for (const count of counts.values()) {
    const p = count / value.length;
    perChar -= p * Math.log2(p);
  }
  perChar += (counts.size - 1) / (2 * value.length) / Math.LN2;
  return perChar * value.length;
}

/** Estimated bits an attacker must guess (the lower of the two estimates described above). */
function secretStrengthBits(value: string): number {
  let wordLetters = 0;
  const rest = value.replace(WORD_LIKE_RUN, (run) => {
    const vowels = run.match(/[aeiouy]/gi)?.length ?? 0;
    if (vowels / run.length < 0.3) return run;
    wordLetters += run.length;
    return "";
  });
  const fromWords = wordLetters * BITS_PER_WORD_LETTER;
  const capacity = rest.length * Math.log2(alphabetSize(value)) + fromWords;
  return Math.min(capacity, shannonBits(rest) + fromWords);
}

/** The share of its three-character runs that are new: a repeated pattern scores low. */
function novelty(value: string): number {
  const runs = new Set<string>();
  for (let i = 0; i + 3 <= value.length; i++) runs.add(value.slice(i, i + 3));
  return runs.size / Math.max(1, value.length - 2);
}

/** Why a given secret must not be used, or undefined when it will do. */
function weakSecretReason(value: string): string | undefined {
  if (PLACEHOLDER.test(value)) return `is a placeholder from an example file; ${MAKE_ONE}`;
  if (novelty(value) < 0.6 || secretStrengthBits(value) < SECRET_BITS) {
    return `is too predictable (needs ${SECRET_BITS} random bits: no words, repeated patterns or few different characters); ${MAKE_ONE}`;
  }
  return undefined;
}

function refuseWeakSecrets(env: Env): void {
  // Every secret this server itself checks; AI_API_KEY and the S3 keys are issued by their services.
  for (const name of ["ADMIN_KEY", "SESSION_SECRET", "SESSION_SECRET_PREVIOUS", "METRICS_TOKEN"] as const) {
    const value = env[name];
    const reason = value === undefined ? undefined : weakSecretReason(value);
    if (reason) throw new ConfigError(`Invalid environment variable ${name}: ${reason}`);
  }
}

/** Parse the environment; throws ConfigError with a one-line message naming the bad variable. */
export function parseEnv(raw: Record<string, string | undefined>): Env {
  // Empty strings count as unset, as shells and .env files commonly leave them.
  const cleaned = Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== undefined && v !== ""));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const name = String(issue.path[0] ?? "environment");
    const value = cleaned[name];
    const shown = name.includes("KEY") || name.includes("SECRET") || name.includes("TOKEN") || name === "S3_URL" ? "" : value ? ` (got "${value}")` : "";
    throw new ConfigError(`Invalid environment variable ${name}: ${issue.message}${shown}`);
  }
  return result.data;
}

interface StoredSecrets {
  adminKey: string;
  sessionSecret: string;
  vapidPublicKey: string;
  vapidPrivateKey: string;
}

/**
 * Read or create DATA_DIR/secrets.json (mode 600) so generated secrets survive restarts. A file
 * from before a secret existed gets it added, keeping the others: the VAPID keys in particular
 * must never change, or every browser's subscription stops working.
 */
function loadOrCreateSecrets(dataDir: string): StoredSecrets {
  const file = path.join(dataDir, "secrets.json");
  let stored: Partial<StoredSecrets> = {};
  try {
    stored = JSON.parse(fs.readFileSync(file, "utf8")) as Partial<StoredSecrets>;
    if (stored.adminKey && stored.sessionSecret && stored.vapidPublicKey && stored.vapidPrivateKey) return stored as StoredSecrets;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") {
      throw new ConfigError(`Cannot read ${file}: ${(error as Error).message}`);
    }
  }
  const vapid = stored.vapidPublicKey && stored.vapidPrivateKey ? undefined : webpush.generateVAPIDKeys();
  const secrets: StoredSecrets = {
    // 32 bytes: the same value is refused as ADMIN_KEY below the 128-bit estimate a shorter one reaches.
    adminKey: stored.adminKey ?? randomBytes(32).toString("base64url"),
    sessionSecret: stored.sessionSecret ?? randomBytes(48).toString("base64url"),
    vapidPublicKey: stored.vapidPublicKey ?? vapid!.publicKey,
    vapidPrivateKey: stored.vapidPrivateKey ?? vapid!.privateKey,
  };
  fs.writeFileSync(file, JSON.stringify(secrets, null, 2) + "\n", { mode: 0o600 });
  fs.chmodSync(file, 0o600);
  return secrets;
}

/** Where the setup in the browser keeps the SMTP address it was given (mode 600: it holds a password). */
export const SMTP_URL_FILE = "smtp-url";

/** The SMTP address the setup saved, if it is still a valid one. */
function savedSmtpUrl(dataDir: string): string | undefined {
  let saved: string;
  try {
    saved = fs.readFileSync(path.join(dataDir, SMTP_URL_FILE), "utf8").trim();
  } catch {
    return undefined;
  }
  return envSchema.shape.SMTP_URL.safeParse(saved).data;
}

export function loadConfig(raw: Record<string, string | undefined> = process.env): Config {
  const env = parseEnv(raw);
  refuseWeakSecrets(env);
  const dataDir = path.resolve(env.DATA_DIR);
  try {
    fs.mkdirSync(dataDir, { recursive: true });
  } catch (error) {
    throw new ConfigError(`Invalid environment variable DATA_DIR: cannot create ${dataDir} (${(error as Error).message})`);
  }
  if (!env.VAPID_PUBLIC_KEY !== !env.VAPID_PRIVATE_KEY) {
    throw new ConfigError(`Invalid environment variable ${env.VAPID_PUBLIC_KEY ? "VAPID_PRIVATE_KEY" : "VAPID_PUBLIC_KEY"}: set both VAPID keys or neither`);
  }
  const needsStored = !env.ADMIN_KEY || !env.SESSION_SECRET || !env.VAPID_PUBLIC_KEY;
  const stored = needsStored ? loadOrCreateSecrets(dataDir) : undefined;
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, "");
  if (env.AI_BASE_URL && !env.AI_MODEL) {
    throw new ConfigError("Invalid environment variable AI_MODEL: required when AI_BASE_URL is set");
  }
  if (env.METRICS_PORT !== undefined && env.METRICS_PORT !== 0 && env.METRICS_PORT === env.PORT) {
    throw new ConfigError("Invalid environment variable METRICS_PORT: must differ from PORT (it is the internal metrics port)");
  }
  const s3 = s3From(env);
  if (env.INSTANCES > 1 && !s3) {
    throw new ConfigError(
      `Invalid environment variable INSTANCES: ${env.INSTANCES} instances need S3_URL (or S3_ENDPOINT and S3_BUCKET) for uploads — ` +
        "an image saved on one instance's disk would be missing on the others",
    );
  }
  if (!env.STRIPE_SECRET_KEY !== !env.STRIPE_WEBHOOK_SECRET) {
    throw new ConfigError(
      `Invalid environment variable ${env.STRIPE_SECRET_KEY ? "STRIPE_WEBHOOK_SECRET" : "STRIPE_SECRET_KEY"}: set both Stripe secrets or neither (a payment is recorded only from the signed webhook)`,
    );
  }
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    publicUrl,
    secureCookies: publicUrl.startsWith("https:"),
    adminKey: env.ADMIN_KEY ?? stored!.adminKey,
    sessionSecret: env.SESSION_SECRET ?? stored!.sessionSecret,
    vapid: { publicKey: env.VAPID_PUBLIC_KEY ?? stored!.vapidPublicKey, privateKey: env.VAPID_PRIVATE_KEY ?? stored!.vapidPrivateKey },
    previousSessionSecret: env.SESSION_SECRET_PREVIOUS,
    smtpUrl: env.SMTP_URL ?? savedSmtpUrl(dataDir),
    smtpFromEnvironment: env.SMTP_URL !== undefined,
    mailFrom: env.MAIL_FROM,
    ai: env.AI_BASE_URL
      ? { baseUrl: env.AI_BASE_URL.replace(/\/+$/, ""), apiKey: env.AI_API_KEY, model: env.AI_MODEL! }
      : undefined,
    redisUrl: env.REDIS_URL,
    trustProxy: env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL,
    schedulerIntervalMinutes: env.SCHEDULER_INTERVAL_MINUTES,
    shutdownDrainSeconds: env.SHUTDOWN_DRAIN_SECONDS,
    shutdownTimeoutSeconds: env.SHUTDOWN_TIMEOUT_SECONDS,
    metrics: { token: env.METRICS_TOKEN, port: env.METRICS_PORT, host: env.METRICS_HOST },
    buildDir: path.resolve(env.BUILD_DIR),
    sentryDsn: env.SENTRY_DSN,
    mailRetryHours: env.MAIL_RETRY_HOURS,
    leaseSeconds: env.LEASE_SECONDS,
    pageRendersPerMinute: env.PAGE_RENDERS_PER_MINUTE,
    apiTokenRequestsPerMinute: env.API_TOKEN_REQUESTS_PER_MINUTE,
    s3,
    instances: env.INSTANCES,
    webhooksAllowPrivate: env.WEBHOOKS_ALLOW_PRIVATE,
    stripe:
      env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
        ? { secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET, apiUrl: env.STRIPE_API_URL.replace(/\/+$/, "") }
        : undefined,
  };
}
