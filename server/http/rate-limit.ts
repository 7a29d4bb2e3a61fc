/**
 * Rate limiters over rate-limiter-flexible: counters in Redis when REDIS_URL is set (shared by
 * every instance), in process otherwise. Keys are caller-chosen (client address, account, ...).
 */
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import type { AppContext } from "../context";
import { tooManyRequests } from "./errors";

export interface LimiterOptions {
  /** Unique name, part of every key. */
  name: string;
  /** How many hits are allowed per window. */
  points: number;
  /** Window length in seconds. */
  windowSeconds: number;
  /** Once over the limit, block for this many seconds (defaults to the window). */
  blockSeconds?: number;
}

export interface Limiter {
  readonly options: LimiterOptions;
  /** Counts a hit; throws a 429 HttpError (with Retry-After) when the key is over the limit. */
  consume(key: string, message: string, points?: number): Promise<void>;
  /** Seconds until the key may try again, or 0 when it is not blocked; counts nothing. */
  blockedFor(key: string): Promise<number>;
  reset(key: string): Promise<void>;
  /** Gives back points consumed earlier (an attempt counted before it was known to succeed). */
  reward(key: string, points?: number): Promise<void>;
}

export function createLimiter(ctx: Pick<AppContext, "redis" | "logger">, options: LimiterOptions): Limiter {
  const common = {
    keyPrefix: `rl:${options.name}`,
    points: options.points,
    duration: options.windowSeconds,
    blockDuration: options.blockSeconds ?? 0,
  };
  const limiter: RateLimiterAbstract = ctx.redis
    ? new RateLimiterRedis({ ...common, storeClient: ctx.redis, insuranceLimiter: new RateLimiterMemory(common) })
    : new RateLimiterMemory(common);
  return {
    options,
    async consume(key, message, points = 1) {
      try {
        await limiter.consume(key, points);
      } catch (result) {
        if (result instanceof RateLimiterRes) throw tooManyRequests(message, result.msBeforeNext / 1000);
        ctx.logger.error({ err: result }, "rate limiter failed; allowing the request");
      }
    },
    async blockedFor(key) {
      const res = await limiter.get(key);
      if (!res || res.consumedPoints <= options.points) return 0;
      return Math.ceil(res.msBeforeNext / 1000);
    },
    async reset(key) {
      await limiter.delete(key);
    },
    async reward(key, points = 1) {
      try {
        await limiter.reward(key, points);
      } catch (error) {
        ctx.logger.error({ err: error }, "rate limiter failed to give back points");
      }
    },
  };
}
