/**
 * The Express application: security headers, logging, health checks, the JSON API under /api
 * and the server-rendered pages (React Router). Built from an AppContext so tests can make one
 * on a fresh database.
 */
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type ErrorRequestHandler, type RequestHandler } from "express";
import helmet from "helmet";
import { randomBytes, randomUUID } from "node:crypto";
import path from "node:path";
import { pinoHttp } from "pino-http";
import type { AppLoadContext, ServerBuild } from "react-router";
import { createApi } from "./api";
import { attachUser, sameOriginWrites } from "./auth/session";
import type { AppContext, PageLoadContext } from "./context";
import { HttpError } from "./http/errors";
import { loggableUrl } from "./http/log-url";
import { lowerCaseRedirect } from "./http/lowercase-redirect";
import { refuseNulCharacters } from "./http/nul-guard";
import { registerSiteFiles } from "./seo/site-files";

export interface PagesOptions {
  /** The React Router server build, or a loader for it (Vite dev server). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Folder of the client build (hashed assets), in production. */
  clientDir?: string;
  /** Vite's connect middleware, in development. */
  viteMiddleware?: RequestHandler;
}

const JSON_LIMIT = "100kb";

export function createApp(ctx: AppContext, pages?: PagesOptions) {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", ctx.config.trustProxy);
  const dev = ctx.config.env === "development";

  app.use(
    pinoHttp({
      logger: ctx.logger,
      genReqId: (req, res) => {
        const incoming = req.headers["x-request-id"];
        const id = typeof incoming === "string" && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
        res.setHeader("X-Request-Id", id);
        return id;
      },
      autoLogging: { ignore: (req) => req.url === "/healthz" || req.url === "/readyz" || !!req.url?.startsWith("/assets/") },
      serializers: {
        req: (req: { id: string; method: string; url: string }) => ({ id: req.id, method: req.method, url: loggableUrl(req.url) }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
    }),
  );

  app.use((_req, res, next) => {
    // While shutting down, finish the request but do not keep its connection alive.
    if (ctx.state.shuttingDown) res.set("Connection", "close");
    res.locals.nonce = randomBytes(16).toString("base64");
    next();
  });
  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          "default-src": ["'self'"],
          "base-uri": ["'none'"],
          "object-src": ["'none'"],
          "frame-ancestors": ["'none'"],
          "form-action": ["'self'"],
          "img-src": ["'self'", "data:"],
          "font-src": ["'self'"],
          "style-src": ["'self'", "'unsafe-inline'"],
          "script-src": dev
            ? ["'self'", "'unsafe-inline'"]
            : ["'self'", (_req, res) => `'nonce-${(res as express.Response).locals.nonce}'`],
          "connect-src": dev ? ["'self'", "ws:"] : ["'self'"],
          "upgrade-insecure-requests": ctx.config.secureCookies ? [] : null,
        },
      },
      strictTransportSecurity: ctx.config.secureCookies ? { maxAge: 15552000, includeSubDomains: true } : false,
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.use(compression());

  app.get("/healthz", (_req, res) => {
    res.set("Cache-Control", "no-store").json({ status: "ok" });
  });
  app.get("/readyz", async (_req, res) => {
    res.set("Cache-Control", "no-store");
    if (ctx.state.shuttingDown) return void res.status(503).json({ status: "shutting down" });
    try {
      await ctx.database.ping();
      res.json({ status: "ready" });
    } catch {
      res.status(503).json({ status: "database unavailable" });
    }
  });

  app.use(attachUser(ctx));

  // ---- JSON API
  const api = createApi(ctx);
  app.locals.apiDeclarations = api.declarations;
  app.use(
    "/api",
    sameOriginWrites(ctx),
    (req, res, next) => {
      res.set("Cache-Control", "no-store");
      const hasBody = req.headers["content-length"] !== undefined || req.headers["transfer-encoding"] !== undefined;
      const bodyLength = Number(req.headers["content-length"] ?? 0);
      if (["POST", "PUT", "PATCH"].includes(req.method) && hasBody && bodyLength !== 0 && !req.is("application/json")) {
        return next(new HttpError(415, "Content-Type must be application/json"));
      }
      next();
    },
    express.json({ limit: JSON_LIMIT, strict: true }),
    refuseNulCharacters,
    api.router,
    (_req, _res, next) => next(new HttpError(404, "Not found")),
  );
  app.use("/api", apiErrorHandler(ctx));

  registerSiteFiles(app, ctx);

  // ---- pages
  if (pages) {
    if (pages.viteMiddleware) app.use(pages.viteMiddleware);
    if (pages.clientDir) {
      app.use(
        "/assets",
        express.static(path.join(pages.clientDir, "assets"), { immutable: true, maxAge: "1y", index: false }),
      );
      app.use(express.static(pages.clientDir, { maxAge: "1h", index: false }));
    }
    // One URL per page: /Services answers 301 to /services (query kept).
    app.use(lowerCaseRedirect());
    // Pages have no form actions: every form is sent by script to /api. A form the browser sends
    // itself (before the scripts have run, or without JavaScript) reloads its page instead of
    // meeting a 405; the body is never read, kept or logged.
    app.post("/{*path}", (req, res, next) => {
      if (!req.is(["application/x-www-form-urlencoded", "multipart/form-data"])) return next();
      res.redirect(303, req.originalUrl);
    });
    app.all(
      "/{*path}",
      createRequestHandler({
        build: pages.build,
        mode: dev ? "development" : "production",
        getLoadContext: (req, res) => {
          const loadContext: PageLoadContext = { app: ctx, user: req.user ?? null, nonce: res.locals.nonce as string };
          return loadContext as AppLoadContext;
        },
      }),
    );
  }
  app.use(pageErrorHandler(ctx));
  return app;
}

function apiErrorHandler(ctx: AppContext): ErrorRequestHandler {
  return (error, req, res, next) => {
    if (res.headersSent) return next(error);
    const status = errorStatus(error);
    if (error instanceof HttpError) {
      if (error.headers) res.set(error.headers);
      return void res.status(status).json({ message: error.message, ...(error.errors ? { errors: error.errors } : {}) });
    }
    if (status === 400 && (error as { type?: string }).type === "entity.parse.failed") {
      return void res.status(400).json({ message: "Malformed JSON in request body" });
    }
    if (status === 413) return void res.status(413).json({ message: "Request body is too large (limit 100 kB)" });
    if (status === 415) return void res.status(415).json({ message: "Unsupported request encoding" });
    if (status >= 400 && status < 500) return void res.status(status).json({ message: "Invalid request" });
    ctx.logger.error({ err: error, reqId: req.id }, "unhandled API error");
    res.status(500).json({ message: "Something went wrong on our side. Please try again." });
  };
}

function pageErrorHandler(ctx: AppContext): ErrorRequestHandler {
  return (error, req, res, next) => {
    if (res.headersSent) return next(error);
    const status = errorStatus(error);
    if (status >= 500) ctx.logger.error({ err: error, reqId: req.id }, "unhandled page error");
    res.status(status).type("text/plain").send(status >= 500 ? "Something went wrong" : "Bad request");
  };
}

function errorStatus(error: unknown): number {
  if (error instanceof HttpError) return error.status;
  const e = error as { status?: unknown; statusCode?: unknown };
  const status = typeof e.status === "number" ? e.status : typeof e.statusCode === "number" ? e.statusCode : 500;
  return status >= 400 && status < 600 ? status : 500;
}
