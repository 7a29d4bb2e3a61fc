/**
 * A client address of its own for each call (sent as X-Forwarded-For, which test servers trust
 * from loopback), so the per-client limits one test meets never reach another, in this process
 * or a parallel one sharing a Redis.
 */
let counter = 0;
export function uniqueClientIp(): string {
  counter += 1;
  const n = (process.pid * 997 + counter * 7919 + Date.now()) % 16_000_000;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

/** The request headers of a new client. */
export const newClient = () => ({ "X-Forwarded-For": uniqueClientIp() });
