/**
 * The /api router. Every route declares who may call it — "public", "staff" (admin or editor)
 * or "admin" — and the declaration is enforced here, before the handler runs. A test walks the
 * registry and fails when a route has none.
 */
import express, { type NextFunction, type Request, type RequestHandler, type Response } from "express";
import type { AppContext } from "../context";
import { ROLES_FOR, isStaffRole } from "~/shared/roles";
import { forbidden, unauthorized } from "./errors";
import { audit, isAccountedFor } from "../office/audit";

export type Access = "public" | keyof typeof ROLES_FOR;

export interface RouteDeclaration {
  method: string;
  path: string;
  access: Access;
}

type Handler = (req: Request, res: Response, next: NextFunction) => unknown;
type Method = "get" | "post" | "patch" | "put" | "delete";

export interface ApiRouter {
  readonly router: express.Router;
  readonly declarations: RouteDeclaration[];
  get(path: string, access: Access, ...handlers: Handler[]): void;
  post(path: string, access: Access, ...handlers: Handler[]): void;
  patch(path: string, access: Access, ...handlers: Handler[]): void;
  put(path: string, access: Access, ...handlers: Handler[]): void;
  delete(path: string, access: Access, ...handlers: Handler[]): void;
}

/** Enforces a route's declaration using the user the session middleware put on `req.user`. */
export function requireAccess(ctx: AppContext, access: Access, route: string): RequestHandler {
  return (req, _res, next) => {
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
    (path: string, access: Access, ...handlers: Handler[]) => {
      const route = `${method.toUpperCase()} ${path}`;
      declarations.push({ method: method.toUpperCase(), path, access });
      const audited = access !== "public" && method !== "get" ? [auditByRoute(ctx, route)] : [];
      router[method](path, requireAccess(ctx, access, route), ...audited, ...(handlers as RequestHandler[]));
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
