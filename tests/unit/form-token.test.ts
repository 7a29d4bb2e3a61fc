/** The per-render form token: signed issue time and id, refused when forged, tampered or stale. */
import { describe, expect, it } from "vitest";
import { FORM_TOKEN_MAX_AGE_MS, issueFormToken, verifyFormToken } from "../../server/forms/form-token";

const secret = "unit-secret-0123456789abcdef0123456789abcdef";
const at = new Date("2025-01-15T12:00:00Z");

describe("form token", () => {
  it("verifies its own token, giving the issue time and a random id", () => {
    const token = issueFormToken(secret, at);
    const check = verifyFormToken(secret, token, new Date(at.getTime() + 5_000));
    expect(check).toEqual({ ok: true, id: expect.stringMatching(/^[\w-]{22}$/), issuedAt: at.getTime() });
    const other = verifyFormToken(secret, issueFormToken(secret, at), at);
    expect(other.ok && check.ok && other.id !== check.id).toBe(true);
  });

  it("refuses a missing, malformed, tampered or foreign token", () => {
    const token = issueFormToken(secret, at);
    const [issued, id, mac] = token.split(".") as [string, string, string];
    expect(verifyFormToken(secret, undefined, at)).toEqual({ ok: false, reason: "missing" });
    expect(verifyFormToken(secret, "", at)).toEqual({ ok: false, reason: "missing" });
    for (const bad of [
      "not-a-token",
      `${issued}.${id}`,
      // An earlier issue time, to get past the fill time.
      `${(at.getTime() - 60_000).toString(36)}.${id}.${mac}`,
      `${issued}.${id.replace(/^./, (c) => (c === "A" ? "B" : "A"))}.${mac}`,
      issueFormToken("another-secret-0123456789abcdef0123456789", at),
      `${token} `,
    ]) {
      expect(verifyFormToken(secret, bad, at), bad).toEqual({ ok: false, reason: "forged" });
    }
  });

  it("expires after the maximum age, and is not accepted from the future", () => {
    const token = issueFormToken(secret, at);
    expect(verifyFormToken(secret, token, new Date(at.getTime() + FORM_TOKEN_MAX_AGE_MS)).ok).toBe(true);
    expect(verifyFormToken(secret, token, new Date(at.getTime() + FORM_TOKEN_MAX_AGE_MS + 1))).toEqual({ ok: false, reason: "expired" });
    expect(verifyFormToken(secret, token, new Date(at.getTime() - 10 * 60_000))).toEqual({ ok: false, reason: "expired" });
  });
});
