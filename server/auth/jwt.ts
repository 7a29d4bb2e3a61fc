/**
 * The site's JWTs (the staff access token, the two-factor challenge): HS256 through jose, each
 * kind bound to its own audience and lifetime and signed with its own key derived from
 * SESSION_SECRET (auth/keys.ts; during a rotation one made under SESSION_SECRET_PREVIOUS is still
 * read), checked against the app clock. Other signed values are not JWTs: the mail links (contacts/tokens.ts) keep the
 * format of links already sent, and the form token (forms/form-token.ts) is signed synchronously
 * per response of a cached page.
 */
import { jwtVerify, SignJWT, type JWTPayload } from "jose";
import type { AppContext } from "../context";
import { keysFor } from "./keys";

const ISSUER = "mansfield-hvac";

const keys = (ctx: Pick<AppContext, "config">, audience: string) => keysFor(ctx.config, `jwt:${audience}`);

export async function signJwt(ctx: Pick<AppContext, "config" | "clock">, audience: string, subject: string, claims: JWTPayload, seconds: number): Promise<string> {
  const now = Math.floor(ctx.clock.now().getTime() / 1000);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(subject)
    .setIssuer(ISSUER)
    .setAudience(audience)
    .setIssuedAt(now)
    .setExpirationTime(now + seconds)
    .sign(keys(ctx, audience)[0]!);
}

/** The token's claims, or null when it is not ours, not for `audience`, or expired. */
export async function verifyJwt(ctx: AppContext, audience: string, token: string): Promise<JWTPayload | null> {
  for (const key of keys(ctx, audience)) {
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: ["HS256"], issuer: ISSUER, audience, currentDate: ctx.clock.now() });
      return payload;
    } catch {
      // Not this key (or not valid at all): try the previous secret's, if any.
    }
  }
  return null;
}
