/**
 * The /api router. Every route declares who may call it — "public", or one of the rules of
 * ROLES_FOR in common/roles.ts ("staff": admin or editor; "admin"; "field": admin or technician;
 * "account": any staff member) — and the declaration is enforced here, before the handler runs. A test walks the
 * registry and fails when a route has none. A route may also declare the API-token scope that
 * opens it and the zod schemas it validates with, from which the OpenAPI document is made
 * (server/api-tokens/openapi.ts); a route declaring no scope refuses every API token.
 */
import express, { type NextFunction, type Request, type RequestHandler, type Response } from "express";
import type { z } from "zod";
import type { AppContext } from "../context";
import { ROLES_FOR, isStaffRole } from "@common/roles";
import * as staffMessages from "@common/staff-messages";
import type { ApiScope } from "@common/schemas/api-tokens";
import { forbidden, HttpError, unauthorized } from "./errors";
import { audit, isAccountedFor } from "../office/audit";
import { auditTokenReads } from "../api-tokens/read-audit";

export type Access = "public" | keyof typeof ROLES_FOR;

export interface RouteSpec {
  access: Access;
  /** The API-token scope that opens the route. Without one no token is accepted (public routes: it counts for nothing). */
  scope?: ApiScope;
  /** One line for the API reference. */
  summary?: string;
  /** Left out of the API reference: the operator's own routes (reachable from the server's machine only). */
  operator?: true;
  /** The schemas the handler validates its body and query with (the same objects, for the document). */
  body?: z.ZodType;
  query?: z.ZodType;
}

export interface RouteDeclaration extends RouteSpec {
  method: string;
  path: string;
}

type Handler = (req: Request, res: Response, next: NextFunction) => unknown;
type Method = "get" | "post" | "patch" | "put" | "delete";

export interface ApiRouter {
  readonly router: express.Router;
  readonly declarations: RouteDeclaration[];
  get(path: string, access: Access | RouteSpec, ...handlers: Handler[]): void;
  post(path: string, access: Access | RouteSpec, ...handlers: Handler[]): void;
  patch(path: string, access: Access | RouteSpec, ...handlers: Handler[]): void;
  put(path: string, access: Access | RouteSpec, ...handlers: Handler[]): void;
  delete(path: string, access: Access | RouteSpec, ...handlers: Handler[]): void;
}

const outOfScope = () => new HttpError(403, staffMessages.api.tokenOutOfScope, undefined, { "WWW-Authenticate": 'Bearer realm="api", error="insufficient_scope"' });

/**
 * Enforces a route's declaration using the user the session middleware (or an API token) put on
 * `req.user`. A token counts only where the route declares a scope it holds: elsewhere a staff
 * route answers 403, and a public route serves it as an anonymous visitor (never its staff view).
 */
export function requireAccess(ctx: AppContext, spec: RouteSpec, route: string): RequestHandler {
  const { access, scope } = spec;
  return (req, _res, next) => {
    const token = req.apiToken;
    if (token && !(scope && token.scopes.includes(scope))) {
      if (access === "public") {
        req.user = undefined;
        req.apiToken = undefined;
        return next();
      }
      ctx.logger.warn({ route, reqId: req.id, apiToken: token.id }, "authorization failed: API token scope");
      return next(outOfScope());
    }
    if (access === "public") return next();
    const user = req.user;
    if (!user) {
      ctx.logger.info({ route, reqId: req.id }, "authorization failed: no session");
      return next(unauthorized());
    }
    if (!(isStaffRole(user.role) && (ROLES_FOR[access] as readonly string[]).includes(user.role))) {
      ctx.logger.warn({ route, reqId: req.id, userId: user.id, role: user.role }, "authorization failed: role");
      return next(forbidden());
    }
    next();
  };
}

/**
 * Every staff write is in the audit log: a route that records its own entry (in its transaction)
 * or says it changed nothing is left alone; any other that succeeded gets an entry naming its
 * route and record once it has answered.
 */
function auditByRoute(ctx: AppContext, action: string): RequestHandler {
  return (req, res, next) => {
    const targetId = typeof req.params.id === "string" ? req.params.id : null;
    res.on("finish", () => {
      if (res.statusCode >= 400 || isAccountedFor(req)) return;
      audit(ctx.db, req, { action, targetType: "route", targetId }, ctx.clock.now()).catch((error: unknown) =>
        ctx.logger.error({ err: error, reqId: req.id, action }, "audit entry not written"),
      );
    });
    next();
  };
}

export function createApiRouter(ctx: AppContext): ApiRouter {
  const router = express.Router();
  const declarations: RouteDeclaration[] = [];
  const add =
    (method: Method) =>
    (path: string, declared: Access | RouteSpec, ...handlers: Handler[]) => {
      const route = `${method.toUpperCase()} ${path}`;
      const spec = typeof declared === "string" ? { access: declared } : declared;
      declarations.push({ ...spec, method: method.toUpperCase(), path });
      const audited = spec.access !== "public" && method !== "get" ? [auditByRoute(ctx, route)] : [];
      const tokenReads = spec.scope && method === "get" ? [auditTokenReads(ctx, route)] : [];
      router[method](path, requireAccess(ctx, spec, route), ...audited, ...tokenReads, ...(handlers as RequestHandler[]));
    };
  return {
    router,
    declarations,
    get: add("get"),
    post: add("post"),
    patch: add("patch"),
    put: add("put"),
    delete: add("delete"),
  };
}
