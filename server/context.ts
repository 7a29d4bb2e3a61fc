/**
 * What every server module is handed: configuration, logger, database, clock. Created once at
 * start (server/server.ts) and passed to routers, workers and — through React Router's load
 * context — to page loaders, so tests can hand in their own.
 */
import type { Redis } from "ioredis";
import type { Config } from "./config";
import type { Database, Db } from "./db/client";
import type { Logger } from "./logger";

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export interface SessionUser {
  id: string;
  email: string;
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
  wake: { mail: () => void };
  state: { shuttingDown: boolean };
}

/** What React Router loaders and actions receive as `context`. */
export interface PageLoadContext {
  app: AppContext;
  user: SessionUser | null;
  nonce: string;
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
    }
  }
}
