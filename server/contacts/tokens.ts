/**
 * Signed links in customer mail (opt-out, review request): a small JSON payload and an
 * HMAC-SHA256 of it under SESSION_SECRET (the MAC input names its use, so the key serves nothing
 * else; links already sent keep working, so it is not derived like the JWT keys), each bound to
 * one purpose and an expiry. During a rotation a link made under SESSION_SECRET_PREVIOUS still works. Nothing is
 * stored, so a link cannot be guessed from another and reveals only its own recipient.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

export type TokenPurpose = "unsubscribe" | "review" | "gallery";

export interface TokenPayload {
  /** Purpose. */
  p: TokenPurpose;
  /** Subject: a lower-cased e-mail address (unsubscribe), a review request id (review) or a gallery consent id and its nonce (gallery). */
  s: string;
  /** Expiry, seconds since the epoch. */
  x: number;
}

const mac = (secret: string, body: string) => createHmac("sha256", secret).update(`follow:${body}`).digest("base64url");

export function signToken(secret: string, purpose: TokenPurpose, subject: string, expires: Date): string {
  const body = Buffer.from(JSON.stringify({ p: purpose, s: subject, x: Math.floor(expires.getTime() / 1000) })).toString("base64url");
  return `${body}.${mac(secret, body)}`;
}

export type TokenCheck = { ok: true; subject: string } | { ok: false; reason: "invalid" | "expired" };

/** `secrets`: the current one first, then the previous one during a rotation. */
export function verifyToken(secrets: string | readonly string[], purpose: TokenPurpose, token: unknown, now: Date): TokenCheck {
  if (typeof token !== "string" || token.length > 1000) return { ok: false, reason: "invalid" };
  const [body, sig, extra] = token.split(".");
  if (!body || !sig || extra !== undefined) return { ok: false, reason: "invalid" };
  const given = Buffer.from(sig);
  const signedBy = (secret: string) => {
    const expected = Buffer.from(mac(secret, body));
    return expected.length === given.length && timingSafeEqual(expected, given);
  };
  if (!(typeof secrets === "string" ? [secrets] : secrets).some(signedBy)) return { ok: false, reason: "invalid" };
  let payload: Partial<TokenPayload>;
  try {
    payload = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as Partial<TokenPayload>;
  } catch {
    return { ok: false, reason: "invalid" };
  }
  if (payload.p !== purpose || typeof payload.s !== "string" || typeof payload.x !== "number") return { ok: false, reason: "invalid" };
  if (payload.x * 1000 < now.getTime()) return { ok: false, reason: "expired" };
  return { ok: true, subject: payload.s };
}
