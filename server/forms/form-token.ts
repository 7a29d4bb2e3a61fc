/**
 * The per-render form token: every page render gets one (getLoadContext in server/app.ts), and
 * the public forms carry it in a hidden field. A form the browser sends itself (no JavaScript, or
 * a press before the scripts ran) proves with it when the page was rendered, signed with the
 * session secret so it cannot be forged: the minimum fill time is measured from that moment.
 * Its random id is single use, so a replayed post stores nothing new.
 *
 * Shape: `<issued-at ms, base 36>.<16 random bytes, base64url>.<HMAC-SHA256, base64url>`.
 * Render code must write it verbatim (the render cache substitutes it into cached pages).
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { randomText } from "../http/nonce";

/** A form left open longer than this is refused as expired (the visitor sends it again). */
export const FORM_TOKEN_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** How far ahead of our clock an issued-at may be (several instances' clocks drift a little). */
const CLOCK_SKEW_MS = 60_000;

const sign = (secret: string, payload: string) =>
  createHmac("sha256", secret).update(`form-token:${payload}`).digest("base64url");

export function issueFormToken(secret: string, now: Date): string {
  const payload = `${now.getTime().toString(36)}.${randomText(16, "base64url")}`;
  return `${payload}.${sign(secret, payload)}`;
}

export type FormTokenCheck =
  | { ok: true; id: string; issuedAt: number }
  | { ok: false; reason: "missing" | "forged" | "expired" };

const tokenPattern = /^([0-9a-z]{1,12})\.([\w-]{22})\.([\w-]{43})$/;

/** `secrets`: the current one first, then the previous one during a rotation (a page rendered before it). */
export function verifyFormToken(secrets: string | readonly string[], token: string | undefined, now: Date, maxAgeMs = FORM_TOKEN_MAX_AGE_MS): FormTokenCheck {
  if (!token) return { ok: false, reason: "missing" };
  const match = tokenPattern.exec(token);
  if (!match) return { ok: false, reason: "forged" };
  const [, issued, id, mac] = match as unknown as [string, string, string, string];
  const given = Buffer.from(mac);
  const signedBy = (secret: string) => {
    const expected = Buffer.from(sign(secret, `${issued}.${id}`));
    return expected.length === given.length && timingSafeEqual(expected, given);
  };
  if (!(typeof secrets === "string" ? [secrets] : secrets).some(signedBy)) return { ok: false, reason: "forged" };
  const issuedAt = parseInt(issued, 36);
  const age = now.getTime() - issuedAt;
  if (!Number.isSafeInteger(issuedAt) || age > maxAgeMs || age < -CLOCK_SKEW_MS) return { ok: false, reason: "expired" };
  return { ok: true, id, issuedAt };
}
