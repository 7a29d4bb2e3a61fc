/**
 * Keys derived from SESSION_SECRET: one per purpose (HKDF-SHA256), so a key that leaks for one
 * kind of token or record signs or opens nothing else. During a rotation SESSION_SECRET_PREVIOUS
 * names the secret being replaced: what was made under it is still read, while everything new is
 * made under the current one.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import type { Config } from "../config";

/** Encrypting two-factor secrets and webhook secrets, signing calendar feed addresses, or signing one kind of JWT (by its audience). */
export type KeyPurpose = "totp-secret" | "webhook-secret" | "calendar-feed" | `jwt:${string}`;

type Secrets = Pick<Config, "sessionSecret" | "previousSessionSecret">;

const cache = new Map<string, Buffer>();

function derive(secret: string, purpose: KeyPurpose): Buffer {
  const id = `${purpose}\u0000${secret}`;
  let key = cache.get(id);
  if (!key) {
    key = Buffer.from(hkdfSync("sha256", secret, "mansfield-hvac", `mansfield-hvac:${purpose}`, 32));
    cache.set(id, key);
  }
  return key;
}

/** The current key for `purpose`, then the previous secret's while it is set. */
export function keysFor(config: Secrets, purpose: KeyPurpose): Buffer[] {
  const keys = [derive(config.sessionSecret, purpose)];
  if (config.previousSessionSecret) keys.push(derive(config.previousSessionSecret, purpose));
  return keys;
}

/** The secrets themselves, current first, for the signatures that are not derived per purpose (see contacts/tokens.ts). */
export const secretsOf = (config: Secrets): string[] => [config.sessionSecret, ...(config.previousSessionSecret ? [config.previousSessionSecret] : [])];

const SEALED_PREFIX = "v1:";

/** Text encrypted (AES-256-GCM) under the current key for `purpose`. */
export function seal(config: Secrets, purpose: KeyPurpose, text: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keysFor(config, purpose)[0]!, iv);
  const body = Buffer.concat([cipher.update(text, "utf8"), cipher.final()]);
  return SEALED_PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url");
}

export const isSealed = (stored: string) => stored.startsWith(SEALED_PREFIX);

/** The text `seal` made, under the current or the previous key; null when neither opens it. */
export function open(config: Secrets, purpose: KeyPurpose, stored: string): string | null {
  const raw = Buffer.from(stored.slice(SEALED_PREFIX.length), "base64url");
  if (!isSealed(stored) || raw.length < 28) return null;
  for (const key of keysFor(config, purpose)) {
    try {
      const decipher = createDecipheriv("aes-256-gcm", key, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
    } catch {
      // Not this key: try the next.
    }
  }
  return null;
}
