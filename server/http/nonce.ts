/**
 * Random values made per response (a fresh render's CSP nonce, the form token's id), drawn from a
 * block of random bytes filled at once: the same generator as randomBytes(), without a system call
 * for every response.
 */
import { randomFillSync } from "node:crypto";

const POOL_BYTES = 4096;

let pool = Buffer.alloc(0);
let offset = 0;

/** `bytes` fresh random bytes (at most 256), as text in `encoding`. */
export function randomText(bytes: number, encoding: "base64" | "base64url"): string {
  if (offset + bytes > pool.length) {
    // A new block each time: bytes once handed out are never handed out again.
    pool = randomFillSync(Buffer.allocUnsafe(POOL_BYTES));
    offset = 0;
  }
  const text = pool.toString(encoding, offset, offset + bytes);
  offset += bytes;
  return text;
}

/** A per-response CSP nonce: 16 random bytes, base64. */
export const newNonce = () => randomText(16, "base64");
