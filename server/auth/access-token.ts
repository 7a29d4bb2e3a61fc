/**
 * The short-lived access token: a JWT (HS256, SESSION_SECRET) naming the user, the session family
 * and the user's sessionVersion. Checked against the database on every request, so deactivation,
 * logout, password reset and reuse detection take effect at once.
 */
import { jwtVerify, SignJWT } from "jose";
import type { AppContext } from "../context";

export const ACCESS_TOKEN_SECONDS = 15 * 60;
const ISSUER = "mansfield-hvac";
const AUDIENCE = "staff";

export interface AccessClaims {
  sub: string;
  /** Session family (refresh token chain) this token belongs to. */
  sid: string;
  /** users.sessionVersion when issued. */
  sv: number;
}

const keyFor = (ctx: AppContext) => new TextEncoder().encode(ctx.config.sessionSecret);

export async function signAccessToken(ctx: AppContext, claims: AccessClaims): Promise<string> {
  const now = Math.floor(ctx.clock.now().getTime() / 1000);
  return new SignJWT({ sid: claims.sid, sv: claims.sv })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(claims.sub)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(now)
    .setExpirationTime(now + ACCESS_TOKEN_SECONDS)
    .sign(keyFor(ctx));
}

export async function verifyAccessToken(ctx: AppContext, token: string): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, keyFor(ctx), {
      algorithms: ["HS256"],
      issuer: ISSUER,
      audience: AUDIENCE,
      currentDate: ctx.clock.now(),
    });
    if (typeof payload.sub !== "string" || typeof payload.sid !== "string" || typeof payload.sv !== "number") return null;
    return { sub: payload.sub, sid: payload.sid, sv: payload.sv };
  } catch {
    return null;
  }
}
