/**
 * The site's JWTs (the staff access token, the two-factor challenge): HS256 under
 * SESSION_SECRET through jose, each kind bound to its own audience and lifetime, read against
 * the app clock. Other signed values are not JWTs: the mail links (contacts/tokens.ts) keep the
 * format of links already sent, and the form token (forms/form-token.ts) is signed synchronously
 * per response of a cached page.
 */
import { jwtVerify, SignJWT, type JWTPayload } from "jose";
import type { AppContext } from "../context";

const ISSUER = "mansfield-hvac";

const keyFor = (ctx: AppContext) => new TextEncoder().encode(ctx.config.sessionSecret);

export async function signJwt(ctx: AppContext, audience: string, subject: string, claims: JWTPayload, seconds: number): Promise<string> {
  const now = Math.floor(ctx.clock.now().getTime() / 1000);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(subject)
    .setIssuer(ISSUER)
    .setAudience(audience)
    .setIssuedAt(now)
    .setExpirationTime(now + seconds)
    .sign(keyFor(ctx));
}

/** The token's claims, or null when it is not ours, not for `audience`, or expired. */
export async function verifyJwt(ctx: AppContext, audience: string, token: string): Promise<JWTPayload | null> {
  try {
    const { payload } = await jwtVerify(token, keyFor(ctx), { algorithms: ["HS256"], issuer: ISSUER, audience, currentDate: ctx.clock.now() });
    return payload;
  } catch {
    return null;
  }
}
