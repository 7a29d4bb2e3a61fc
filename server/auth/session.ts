/**
 * Per-request session handling, mounted before the API and the pages:
 * - attachUser: reads the access cookie, checks it against the database and sets req.user. On a
 *   page navigation whose access token has lapsed, a valid refresh cookie renews it transparently.
 *   An /api request with an `Authorization: Bearer` header is an API token's (server/api-tokens):
 *   its cookies name nobody and it is never given one.
 * - sameOriginWrites: a state-changing /api request that carries a session cookie must come from
 *   the site's own origin and carry JSON, otherwise 403 (cross-site request forgery).
 */
import type { Request, RequestHandler } from "express";
import type { AppContext } from "../context";
import { HttpError } from "../http/errors";
import * as messages from "@common/messages";
import { verifyAccessToken } from "./access-token";
import { ACCESS_COOKIE, clearSessionCookies, hasSessionCookie, readCookies, REFRESH_COOKIE, setSessionCookies } from "./cookies";
import { loadSessionUser, rotateRefreshToken } from "./sessions";
import { loggableUrl } from "../http/log-url";
import { clientAddress } from "../http/client-address";
import { hasBearer } from "../api-tokens/bearer";
import { isMultipartUpload } from "../http/uploads";
import { isDataRequest } from "../http/data-requests";

const STATIC_FILE = /\.[a-z0-9]{2,5}$/i;

/** Two page loads racing with the same refresh cookie are not a theft. */
const PAGE_REFRESH_GRACE_MS = 10_000;

export const clientInfo = (req: Request) => ({ userAgent: req.get("user-agent") ?? undefined, ipAddress: clientAddress(req) });

function isPageNavigation(req: Request): boolean {
  if (req.method !== "GET" || req.path.startsWith("/api/") || req.path.startsWith("/assets/")) return false;
  if (isDataRequest(req.path)) return false;
  const dest = req.get("sec-fetch-dest");
  if (dest) return dest === "document";
  return (req.get("accept") ?? "").includes("text/html");
}

export function attachUser(ctx: AppContext): RequestHandler {
  return async (req, res, next) => {
    // Static files (hashed assets, images, favicon) need no session: skip the database.
    const isApi = req.path.startsWith("/api/");
    if (!isApi && (req.path.startsWith("/assets/") || (STATIC_FILE.test(req.path) && !isDataRequest(req.path)))) return next();
    if (isApi && hasBearer(req)) return next();
    try {
      const cookies = readCookies(req);
      const access = cookies[ACCESS_COOKIE];
      if (access) {
        const claims = await verifyAccessToken(ctx, access);
        if (claims) {
          const user = await loadSessionUser(ctx.db, claims, ctx.clock.now());
          if (user) {
            req.user = user;
            res.locals.sessionFamily = claims.sid;
            return next();
          }
        }
      }
      const refresh = cookies[REFRESH_COOKIE];
      if (refresh && isPageNavigation(req)) {
        const result = await rotateRefreshToken(ctx, refresh, clientInfo(req), { graceMs: PAGE_REFRESH_GRACE_MS });
        if (result.ok) {
          setSessionCookies(ctx, res, result.session);
          req.user = result.session.user;
          res.locals.sessionFamily = result.session.familyId;
        } else if (result.reason !== "revoked") {
          clearSessionCookies(ctx, res);
        }
      }
      next();
    } catch (error) {
      next(error);
    }
  };
}

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

function ownOrigins(ctx: AppContext, req: Request): string[] {
  const origins = [new URL(ctx.config.publicUrl).origin];
  const host = req.get("host");
  if (host) origins.push(`${req.protocol}://${host}`);
  return origins;
}

/**
 * Whether a request comes from the site's own pages, read as browsers state it: Sec-Fetch-Site
 * first ("same-origin", or "none" for a user-typed request), else Origin against our own origins.
 * A request with neither header is not from a browser that could have been tricked into sending
 * it (every current browser sends one of them on a cross-site POST), so scripts and API clients
 * holding a session cookie pass.
 */
export function fromOwnOrigin(ctx: AppContext, req: Request, origin: string | undefined, fetchSite: string | undefined): boolean {
  if (fetchSite) return fetchSite === "same-origin" || fetchSite === "none";
  if (origin) return origin !== "null" && ownOrigins(ctx, req).includes(origin);
  return true;
}

/** Mounted on /api: cookie-authenticated writes must be same-origin JSON requests. */
export function sameOriginWrites(ctx: AppContext): RequestHandler {
  return (req, _res, next) => {
    if (!STATE_CHANGING.has(req.method) || !hasSessionCookie(req)) return next();
    const origin = req.get("origin");
    const fetchSite = req.get("sec-fetch-site");
    if (!fromOwnOrigin(ctx, req, origin, fetchSite)) {
      ctx.logger.warn({ reqId: req.id, method: req.method, url: loggableUrl(req.originalUrl), origin, fetchSite }, "cross-site request refused");
      return next(new HttpError(403, messages.auth.crossSite));
    }
    const hasBody = Number(req.get("content-length") ?? 0) > 0 || req.get("transfer-encoding") !== undefined;
    // Uploads are multipart; the origin check above already holds them to this site.
    const upload = isMultipartUpload(req);
    if (hasBody && !req.is("application/json") && !upload) return next(new HttpError(403, messages.auth.jsonRequired));
    next();
  };
}
