/**
 * The short-lived access token: a JWT (HS256, SESSION_SECRET) naming the user, the session family
 * and the user's sessionVersion. Checked against the database on every request, so deactivation,
 * logout, password reset and reuse detection take effect at once.
 */
import type { AppContext } from "../context";
import { signJwt, verifyJwt } from "./jwt";

export const ACCESS_TOKEN_SECONDS = 15 * 60;
const AUDIENCE = "staff";

export interface AccessClaims {
  sub: string;
  /** Session family (refresh token chain) this token belongs to. */
  sid: string;
  /** users.sessionVersion when issued. */
  sv: number;
}

export function signAccessToken(ctx: AppContext, claims: AccessClaims): Promise<string> {
  return signJwt(ctx, AUDIENCE, claims.sub, { sid: claims.sid, sv: claims.sv }, ACCESS_TOKEN_SECONDS);
}

export async function verifyAccessToken(ctx: AppContext, token: string): Promise<AccessClaims | null> {
  const payload = await verifyJwt(ctx, AUDIENCE, token);
  if (!payload || typeof payload.sub !== "string" || typeof payload.sid !== "string" || typeof payload.sv !== "number") return null;
  return { sub: payload.sub, sid: payload.sid, sv: payload.sv };
}
