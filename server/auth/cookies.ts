/** The two session cookies: httpOnly, SameSite=Lax, Path=/, Secure when PUBLIC_URL is https. */
import type { CookieOptions, Request, Response } from "express";
import type { AppContext } from "../context";
import { ACCESS_TOKEN_SECONDS } from "./access-token";

export const ACCESS_COOKIE = "mhp_access";
export const REFRESH_COOKIE = "mhp_refresh";

function baseOptions(ctx: AppContext): CookieOptions {
  return { httpOnly: true, sameSite: "lax", path: "/", secure: ctx.config.secureCookies };
}

export function readCookies(req: Request): Record<string, string> {
  const header = req.headers.cookie;
  const out: Record<string, string> = {};
  if (!header) return out;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    if (!name || name in out) continue;
    try {
      out[name] = decodeURIComponent(value);
    } catch {
      out[name] = value;
    }
  }
  return out;
}

export function hasSessionCookie(req: Request): boolean {
  const cookies = readCookies(req);
  return !!(cookies[ACCESS_COOKIE] || cookies[REFRESH_COOKIE]);
}

export function setSessionCookies(
  ctx: AppContext,
  res: Response,
  tokens: { accessToken: string; refreshToken?: string; refreshExpiresAt?: Date },
) {
  res.cookie(ACCESS_COOKIE, tokens.accessToken, { ...baseOptions(ctx), maxAge: ACCESS_TOKEN_SECONDS * 1000 });
  if (tokens.refreshToken && tokens.refreshExpiresAt) {
    const maxAge = Math.max(0, tokens.refreshExpiresAt.getTime() - ctx.clock.now().getTime());
    res.cookie(REFRESH_COOKIE, tokens.refreshToken, { ...baseOptions(ctx), maxAge });
  }
}

export function clearSessionCookies(ctx: AppContext, res: Response) {
  res.clearCookie(ACCESS_COOKIE, baseOptions(ctx));
  res.clearCookie(REFRESH_COOKIE, baseOptions(ctx));
}
