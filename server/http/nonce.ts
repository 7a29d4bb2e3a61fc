/**
 * Per-response CSP nonces (16 random bytes, base64). Drawn from a block of random bytes filled
 * at once: the same generator as randomBytes(16), without a system call for every response.
 */
import { randomFillSync } from "node:crypto";

const NONCE_BYTES = 16;
const POOL_NONCES = 256;

let pool = Buffer.alloc(0);
let offset = 0;

export function newNonce(): string {
  if (offset + NONCE_BYTES > pool.length) {
    // A new buffer each time: a nonce already handed out must never be rewritten.
    pool = randomFillSync(Buffer.allocUnsafe(NONCE_BYTES * POOL_NONCES));
    offset = 0;
  }
  const nonce = pool.toString("base64", offset, offset + NONCE_BYTES);
  offset += NONCE_BYTES;
  return nonce;
}
