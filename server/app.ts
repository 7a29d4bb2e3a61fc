/**
 * The Express application: security headers, logging, health checks, the JSON API under /api
 * and the server-rendered pages (React Router). Built from an AppContext so tests can make one
 * on a fresh database.
 */
import compression from "compression";
import { adoptSiteStylesheet } from "./http/link-page";
import express, { type ErrorRequestHandler, type RequestHandler } from "express";
import path from "node:path";
import { createApi } from "./api";
import { attachUser, sameOriginWrites } from "./auth/session";
import { apiTokenAuth } from "./api-tokens/bearer";
import type { AppContext } from "./context";
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from "./db/client";
import { HttpError } from "./http/errors";
import { loggableUrl } from "./http/log-url";
import { lowerCaseRedirect } from "./http/lowercase-redirect";
import { refuseNulCharacters } from "./http/nul-guard";
import { requestBaseline } from "./http/request-baseline";
import { siteSecurityHeaders } from "./http/site-policy";
import { sendServiceList } from "./services/routes";
import { createAppMetrics } from "./metrics";
import { precompressedStatic } from "./http/precompressed";
import type { ServerBuild } from "react-router";
import type { PageServing } from "./render-cache/handler";
import { registerBackOfficeAppFiles } from "./push/app-files";
import { registerSiteFiles } from "./seo/site-files";
import { registerMediaFiles } from "./media/routes";
import { registerBrandFiles } from "./brand/routes";
import { registerGate, setupGate } from "./setup/gate";
import { phoneHref } from "@common/business-settings";
import { lastReadBusinessSettings } from "./office/settings";
import { errorCatalog } from "@common/error-catalog";
import { escapeHtml } from "./http/escape-html";
import { watchForProxy } from "./http/proxy-watch";
import { isMultipartUpload } from "./http/uploads";
import { rawBodies, STRIPE_WEBHOOK_PATH } from "./invoices/stripe-webhook";

export interface PagesOptions {
  /** React Router's pages with the render cache (server/render-cache). */
  serving: PageServing;
  /** The production server build, when known up front: metrics label requests by its route patterns. */
  build?: ServerBuild;
  /** Folder of the client build (hashed assets), in production. */
  clientDir?: string;
  /** Vite's connect middleware, in development. */
  viteMiddleware?: RequestHandler;
}

const JSON_LIMIT = "100kb";

/**
 * Browser features the site never uses, switched off for it and for anything it might embed.
 * Only feature names current browsers recognise (an unknown one is a console error in Chromium).
 */
export const PERMISSIONS_POLICY = [
  "accelerometer", "browsing-topics", "camera", "display-capture", "geolocation", "gyroscope", "hid",
  "idle-detection", "magnetometer", "microphone", "midi", "payment", "screen-wake-lock", "serial", "usb",
  "xr-spatial-tracking",
].map((feature) => `${feature}=()`).join(", ");

export function createApp(ctx: AppContext, pages?: PagesOptions) {
  adoptSiteStylesheet(pages?.build);
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", ctx.config.trustProxy);

  const metrics = createAppMetrics(ctx, pages?.build);
  app.locals.metricsHandler = metrics.handler;
  // Built by helmet once; a page rendered for one response adds its nonce (server/http/security-headers.ts).
  const securityHeaders = siteSecurityHeaders(ctx.config);
  // Hashed names never change content: cached for a year. Both serve the build's brotli/gzip copies.
  const assets = pages?.clientDir ? precompressedStatic(path.join(pages.clientDir, "assets"), { immutable: true, maxAge: "1y" }) : undefined;
  // Request id, security headers, the log line and metrics of every request, and the log
  // context that puts the id on every line logged while serving it.
  app.use(
    requestBaseline({
      isBuildAsset: assets && ((url) => url.startsWith("/assets/") && assets.has(url.slice("/assets".length).split("?", 1)[0]!)),
      logger: ctx.logger,
      headers: securityHeaders,
      extraHeaders: [["Permissions-Policy", PERMISSIONS_POLICY]],
      record: metrics.record,
      state: ctx.state,
    }),
  );

  app.use(watchForProxy(ctx));

  // ---- answered from memory, before the rest of the stack
  // The services list and anonymous visits of stored pages need no session, routing or
  // compression wrapper: their bodies (and compressed copies) are ready. Anything else, or any
  // doubt (a query string, a session cookie, a page not stored), goes on below.
  app.use((req, res, next) => {
    if (req.originalUrl === "/api/services" && (req.method === "GET" || req.method === "HEAD")) {
      res.locals.routeLabel = "/api/services";
      return void sendServiceList(ctx, req, res).catch((error: unknown) => {
        res.locals.routeLabel = undefined;
        res.setHeader("Cache-Control", "no-store");
        apiError(error, req, res, next);
      });
    }
    if (pages) return pages.serving.fromMemory(req, res, next);
    next();
  });

  // A write to the API answers with a few hundred bytes of JSON, under compression's threshold:
  // its wrapper would cost every lead and review for nothing.
  const compress = compression();
  app.use((req, res, next) => (isApiWrite(req) ? next() : compress(req, res, next)));

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
  // With METRICS_PORT the metrics live on that internal port only (server/server.ts); with
  // neither a port nor a token they are not served at all.
  if (ctx.config.metrics.token && ctx.config.metrics.port === undefined) app.get("/metrics", metrics.handler);

  app.use(attachUser(ctx));

  // ---- JSON API
  const api = createApi(ctx);
  app.locals.apiDeclarations = api.declarations;
  app.use(
    "/api",
    // Cookie-session writes keep their origin check even when a bearer token comes along.
    sameOriginWrites(ctx),
    apiTokenAuth(ctx),
    (req, res, next) => {
      res.set("Cache-Control", "no-store");
      const hasBody = req.headers["content-length"] !== undefined || req.headers["transfer-encoding"] !== undefined;
      const bodyLength = Number(req.headers["content-length"] ?? 0);
      // Two exceptions: mail programs send the one-click unsubscribe (RFC 8058) as a form (its body
      // is never read), and uploads are multipart (server/http/uploads.ts).
      const oneClick = req.path === "/mail/unsubscribe" && req.is("application/x-www-form-urlencoded");
      const upload = isMultipartUpload(req);
      if (["POST", "PUT", "PATCH"].includes(req.method) && hasBody && bodyLength !== 0 && !req.is("application/json") && !oneClick && !upload) {
        return next(new HttpError(415, "Content-Type must be application/json"));
      }
      next();
    },
    express.json({
      limit: JSON_LIMIT,
      strict: true,
      // Stripe signs the bytes it sent: its webhook keeps them to check the signature against.
      verify: (req, _res, buf) => {
        if ((req as express.Request).path === STRIPE_WEBHOOK_PATH) rawBodies.set(req, Buffer.from(buf));
      },
    }),
    refuseNulCharacters,
    api.router,
    (_req, _res, next) => next(new HttpError(404, "Not found")),
  );
  const apiError = apiErrorHandler(ctx);
  app.use("/api", apiError);

  registerSiteFiles(app, ctx);
  registerBackOfficeAppFiles(app, ctx);
  registerMediaFiles(app, ctx);
  registerBrandFiles(app, ctx);

  // ---- pages
  if (pages) {
    if (pages.viteMiddleware) app.use(pages.viteMiddleware);
    if (pages.clientDir) {
      if (assets) app.use("/assets", assets);
      app.use(precompressedStatic(pages.clientDir, { immutable: false, maxAge: "1h" }));
    }
    // One URL per page: /Services answers 301 to /services (query kept).
    app.use(lowerCaseRedirect());
    // Public pages come from the render cache; the load context is built there
    // (server/render-cache/request-values.ts lists the per-request values).
    app.use(setupGate(ctx), registerGate(ctx));
    app.all("/{*path}", pages.serving.handler);
  }
  app.use(pageErrorHandler(ctx));
  return app;
}

const isApiWrite = (req: express.Request) => req.method !== "GET" && req.method !== "HEAD" && req.originalUrl.startsWith("/api/");

/** What an error report says about the request (never its body or cookies). */
const requestDetails = (req: express.Request) => ({
  reqId: String(req.id),
  method: req.method,
  url: loggableUrl(req.originalUrl),
  userId: req.user?.id,
});

/** What a visitor is told while the database is away; nothing about their request was wrong. */
const unavailableMessage = `${errorCatalog["503"].description} ${errorCatalog["503"].action}`;
const unavailableHeaders = { "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS) };

/** Logs (warn, not error: it is an outage, not a bug) that a request met the database away. */
function logUnavailable(ctx: AppContext, req: express.Request, error: unknown) {
  const cause = (error as { cause?: { message?: string; code?: string } }).cause ?? (error as { message?: string; code?: string });
  ctx.logger.warn({ reqId: req.id, url: loggableUrl(req.originalUrl), cause: cause?.code ?? cause?.message }, "database unavailable");
}

function apiErrorHandler(ctx: AppContext): ErrorRequestHandler {
  return (error, req, res, next) => {
    if (res.headersSent) return next(error);
    if (isDatabaseUnavailable(error)) {
      logUnavailable(ctx, req, error);
      return void res.status(503).set(unavailableHeaders).json({ message: unavailableMessage });
    }
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
    ctx.errors.capture(error, { source: "api", ...requestDetails(req) });
    res.status(500).json({ message: "Something went wrong on our side. Please try again." });
  };
}

/**
 * A self-contained page (no database, no scripts) for requests answered without React Router:
 * the 503 of an outage (with no database to read Settings from, it names the business as this
 * process last read it, or nobody) and the 429 of an address that caused too many renders
 * (rendering it would defeat the limit).
 */
function plainPage(entry: { title: string }, message: string): string {
  const business = lastReadBusinessSettings();
  return [
    '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">',
    `<title>${escapeHtml(entry.title)}${business ? ` | ${escapeHtml(business.name)}` : ""}</title></head>`,
    '<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#0f172a">',
    `<h1>${escapeHtml(entry.title)}</h1><p>${escapeHtml(message)}</p>`,
    `<p><a href="">Try again</a>${business ? ` · <a href="${escapeHtml(phoneHref(business.phone))}">Call ${escapeHtml(business.phone)}</a>` : ""}</p>`,
    "</body></html>",
  ].join("");
}

function pageErrorHandler(ctx: AppContext): ErrorRequestHandler {
  return (error, req, res, next) => {
    if (res.headersSent) return next(error);
    if (isDatabaseUnavailable(error)) {
      logUnavailable(ctx, req, error);
      res.status(503).set(unavailableHeaders).set("Cache-Control", "no-store");
      return void res.type("html").send(plainPage(errorCatalog["503"], unavailableMessage));
    }
    const status = errorStatus(error);
    if (status === 429 && error instanceof HttpError) {
      res.status(429).set(error.headers ?? {}).set("Cache-Control", "no-store");
      return void res.type("html").send(plainPage(errorCatalog["429"], error.message));
    }
    if (status >= 500) ctx.errors.capture(error, { source: "page", ...requestDetails(req) });
    res.status(status).type("text/plain").send(status >= 500 ? "Something went wrong" : "Bad request");
  };
}

function errorStatus(error: unknown): number {
  if (error instanceof HttpError) return error.status;
  const e = error as { status?: unknown; statusCode?: unknown };
  const status = typeof e.status === "number" ? e.status : typeof e.statusCode === "number" ? e.statusCode : 500;
  return status >= 400 && status < 600 ? status : 500;
}
