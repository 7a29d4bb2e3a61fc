import type { Request } from "express";

/**
 * The one reading of who is calling, for rate limits, sessions and logs. `req.ip` honours
 * X-Forwarded-For only when TRUST_PROXY says a proxy sits in front; a request whose socket has
 * already closed has no address at all, and then every such caller shares the key "unknown"
 * (never the string "undefined", which would pool them under a key nobody meant).
 */
export function clientAddress(req: Request): string {
  return req.ip || req.socket?.remoteAddress || "unknown";
}
