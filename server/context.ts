/**
 * What every server module is handed: configuration, logger, database, clock. Created once at
 * start (server/server.ts) and passed to routers, workers and — through React Router's load
 * context — to page loaders, so tests can hand in their own.
 */
import type { Redis } from "ioredis";
import type { PageAuth } from "./auth/page-auth";
import type { Config } from "./config";
import type { Database, Db } from "./db/client";
import type { Logger } from "./logger";
import type { ForwardedSighting } from "./http/proxy-watch";
import type { ErrorReporter } from "./monitoring/reporter";
import type { PushNotifier } from "./push/notifier";
import type { BackOfficeBanners } from "./setup/routes";

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export interface SessionUser {
  id: string;
  email: string;
  /** The display name colleagues read. */
  name: string;
  role: string;
}

export interface AppContext {
  config: Config;
  logger: Logger;
  database: Database;
  db: Db;
  clock: Clock;
  /** Present when REDIS_URL is set: shared rate-limit counters across instances. */
  redis: Redis | undefined;
  /** Background workers register a wake-up here (e.g. the outbox after a message is queued). */
  wake: { mail: () => void; webhooks: () => void };
  /** Web Push to staff devices, sent after the change that caused it (server/push). */
  push: PushNotifier;
  /**
   * Mutable process state: shutting down, how many requests are being served right now, and the
   * first request seen with forwarded headers while TRUST_PROXY is off.
   */
  state: { shuttingDown: boolean; requestsInFlight: number; forwardedSeen: ForwardedSighting | null };
  /** Unexpected errors: logged with the request id and sent to SENTRY_DSN when set. */
  errors: ErrorReporter;
}

/**
 * What React Router loaders and actions receive as `context`. A page kept in the render cache
 * is rendered once for every visitor: without a nonce (its scripts are allowed by hash) and with
 * one form token for the render (server/render-cache/request-values.ts).
 */
export interface PageLoadContext {
  app: AppContext;
  user: SessionUser | null;
  /** This response's CSP nonce; empty in a render for the cache. */
  nonce: string;
  /** True when this render is kept and served to every anonymous visitor (render it whole). */
  cacheRender: boolean;
  /** Registers work to repeat each time the page is served, from the cache too (view counts). */
  onServe(effect: () => Promise<void>): void;
  /** This render's signed form token (server/forms/form-token.ts), written into public forms. */
  formToken: string;
  /** The client address rate limits count against (req.ip: the proxy's word only under TRUST_PROXY). */
  clientKey: string;
  /** The X-Request-Id of the page request, for error reports. */
  requestId: string;
  /** Sign-in and account forms sent without JavaScript: the same service as /api/auth. */
  auth: PageAuth;
  /**
   * What the back office's banners say for this request. Only a signed-in document request has
   * it: a back-office page is then served with its banners instead of being pushed down when they
   * arrive; a navigation keeps the banners the page already shows. Null when they could not be
   * read: the page then fetches them itself.
   */
  backOfficeBanners?: () => Promise<BackOfficeBanners | null>;
  /**
   * The connection error, set by the renderer's handleError when a loader or action met the
   * database away: the page server then answers with the 503 page instead of React Router's 500.
   */
  databaseUnavailable?: unknown;
}

declare module "react-router" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends PageLoadContext {}
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      user?: SessionUser;
      /** Set when the request came with an API token (server/api-tokens): `user` is then its admin. */
      apiToken?: { id: string; name: string; scopes: readonly string[] };
    }
  }
}
