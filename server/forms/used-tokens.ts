/**
 * Single use of a form token for forms whose rows have no idempotency key (reviews, comments):
 * the first post that claims a token's id stores its row, a replay of it stores nothing. Kept
 * in Redis when REDIS_URL is set (shared by every instance, like the rate limits), in process
 * otherwise; an entry lives as long as the token could still be accepted.
 */
import { createHash } from "node:crypto";
import type { AppContext } from "../context";
import { FORM_TOKEN_MAX_AGE_MS } from "./form-token";

/** On the AppContext under a global symbol, like the shared limiters (server/http/shared-limiter.ts). */
const SEEN = Symbol.for("mansfield.used-form-tokens");

function claimInMemory(ctx: AppContext, id: string, now: number): boolean {
  const holder = ctx as AppContext & { [SEEN]?: Map<string, number> };
  const seen = (holder[SEEN] ??= new Map());
  if (seen.size > 10_000) for (const [key, expires] of seen) if (expires <= now) seen.delete(key);
  const expires = seen.get(id);
  if (expires !== undefined && expires > now) return false;
  seen.set(id, now + FORM_TOKEN_MAX_AGE_MS);
  return true;
}

/**
 * What makes a post a replay: the same rendered form (token id) sending the same content. The
 * digest keeps a different submission from the same page (a CDN's or the back button's copy)
 * from being taken for a replay of the first.
 */
export function submissionKey(tokenId: string, content: unknown): string {
  return `${tokenId}.${createHash("sha256").update(JSON.stringify(content)).digest("base64url").slice(0, 22)}`;
}

/** Forgets a claim whose post stored nothing (refused by the limit, or the database was away). */
export async function releaseFormToken(ctx: AppContext, id: string): Promise<void> {
  const holder = ctx as AppContext & { [SEEN]?: Map<string, number> };
  holder[SEEN]?.delete(id);
  if (ctx.redis) await ctx.redis.del(`form-token:${id}`).catch(() => undefined);
}

/** True the first time a key is claimed, false for a replay. */
export async function claimFormToken(ctx: AppContext, id: string): Promise<boolean> {
  const now = ctx.clock.now().getTime();
  if (ctx.redis) {
    try {
      return (await ctx.redis.set(`form-token:${id}`, "1", "PX", FORM_TOKEN_MAX_AGE_MS, "NX")) === "OK";
    } catch (error) {
      ctx.logger.error({ err: error }, "form token store failed; using this instance's memory");
    }
  }
  return claimInMemory(ctx, id, now);
}
