/**
 * `Authorization: Bearer <API token>` on /api. A live token makes its admin the request's user and
 * marks the request as a token's (the API router then lets it through only on routes declaring a
 * scope it holds). A value with the tokens' prefix that is not a live token is a 401 that says
 * nothing about why: revoked, expired and made-up tokens look alike. Other bearer values name
 * nobody (the route decides: a staff route answers 401). Each token is limited per minute, across instances with Redis.
 */
import type { Request, RequestHandler } from "express";
import * as staffMessages from "@common/staff-messages";
import type { AppContext } from "../context";
import { HttpError } from "../http/errors";
import { sharedLimiter } from "../http/shared-limiter";
import { TOKEN_PREFIX, verifyApiToken } from "./tokens";

const BEARER = /^Bearer[ \t]+(\S+)\s*$/i;

/** The bearer credential of a request, if it carries one. */
const bearerOf = (req: Pick<Request, "get">): string | undefined => BEARER.exec(req.get("authorization") ?? "")?.[1];

/** An Authorization header naming the Bearer scheme at all (well formed or not). */
export const hasBearer = (req: Pick<Request, "get">) => /^Bearer\b/i.test(req.get("authorization") ?? "");

export function apiTokenAuth(ctx: AppContext): RequestHandler {
  const limiter = sharedLimiter(ctx, { name: "api-token", points: ctx.config.apiTokenRequestsPerMinute, windowSeconds: 60 });
  return async (req, res, next) => {
    const credential = bearerOf(req);
    // Another bearer (the operator's admin key for /api/ops/backup) is its route's business.
    if (!credential?.startsWith(TOKEN_PREFIX)) return next();
    try {
      const token = await verifyApiToken(ctx.db, credential, ctx.clock.now());
      if (!token) {
        ctx.logger.info({ reqId: req.id }, "authorization failed: API token not accepted");
        return next(new HttpError(401, "Authentication required", undefined, { "WWW-Authenticate": 'Bearer realm="api"' }));
      }
      // The request log names the token even where a route then serves it as a visitor.
      res.locals.apiTokenId = token.id;
      await limiter.consume(token.id, staffMessages.api.tokenRateLimited);
      req.user = token.user;
      req.apiToken = { id: token.id, name: token.name, scopes: token.scopes };
      next();
    } catch (error) {
      next(error);
    }
  };
}
