/**
 * What every request gets before anything else runs, in one step: its id (X-Request-Id, kept
 * from the client when well formed), the security headers (precomputed; a page rendered for this
 * response adds its own CSP nonce, server/render-cache/request-values.ts), one log line when it
 * ends ("request completed", as pino-http wrote it) and its
 * metrics observation, and the log context that puts its id on every line logged while serving
 * it. One middleware and one listener per request instead of five, with no per-request child
 * logger: on a page served from memory these used to cost more than the page itself.
 */
import type { Request, RequestHandler, Response } from "express";
import { randomUUID } from "node:crypto";
import type { Logger } from "../logger";
import { withLogContext } from "../logger";
import { loggableUrl } from "./log-url";
import type { SecurityHeaders } from "./security-headers";

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** The request id, also sent back as X-Request-Id and on every log line of the request. */
      id: string;
    }
  }
}

const REQUEST_ID = /^[\w-]{1,64}$/;

/** Requests not worth a log line each (probes, hashed assets): still counted in the metrics. */
const UNLOGGED = new Set(["/healthz", "/readyz", "/metrics"]);

export interface BaselineOptions {
  logger: Logger;
  headers: SecurityHeaders;
  /** Extra fixed headers on every response (Permissions-Policy). */
  extraHeaders: Array<[string, string]>;
  /** Counts the finished request (server/metrics). */
  record(req: Request, res: Response, seconds: number): void;
  /**
   * The process's state: while shutting down, responses close their connection; the requests
   * being served are counted here (the mail worker gives way to them).
   */
  state: { shuttingDown: boolean; requestsInFlight: number };
  /**
   * Whether a URL names one of the build's hashed scripts or stylesheets. Those get only the
   * headers that govern a subresource (nosniff, same-origin), not the policies of a document: a
   * page loads twenty of them, and their copies of the CSP and Permissions-Policy were a
   * kilobyte each on the wire, for nothing, on every visitor's first load.
   */
  isBuildAsset?: (url: string) => boolean;
}

const SUBRESOURCE_HEADERS: Array<[string, string]> = [
  ["X-Content-Type-Options", "nosniff"],
  ["Cross-Origin-Resource-Policy", "same-origin"],
];

export function requestBaseline(options: BaselineOptions): RequestHandler {
  const { logger, headers, extraHeaders, record, state, isBuildAsset } = options;
  // The request line holds only the fields written below (its URL already without secrets), so
  // it skips the redaction every other line goes through: that scan of each logged object was
  // most of the line's cost, and a cached page is answered in about the time of four such lines.
  const access = logger.child({}, { redact: [] });
  return (req, res, next) => {
    const started = performance.now();
    // A build asset is neither logged nor given an id: only its subresource headers.
    const asset = isBuildAsset?.(req.url) === true;
    let id = "";
    if (asset) {
      for (const [name, value] of SUBRESOURCE_HEADERS) res.setHeader(name, value);
    } else {
      const incoming = req.headers["x-request-id"];
      id = typeof incoming === "string" && REQUEST_ID.test(incoming) ? incoming : randomUUID();
      req.id = id;
      res.setHeader("X-Request-Id", id);
      headers.apply(res);
      for (const [name, value] of extraHeaders) res.setHeader(name, value);
    }
    // While shutting down, finish the request but do not keep its connection alive.
    if (state.shuttingDown) res.setHeader("Connection", "close");

    const url = req.url;
    const logged = !UNLOGGED.has(url) && !url.startsWith("/assets/");
    state.requestsInFlight += 1;
    // "close" follows "finish" on every response, and comes alone when the client went away.
    res.once("close", () => {
      state.requestsInFlight -= 1;
      const finished = res.writableFinished;
      const elapsed = performance.now() - started;
      if (finished) record(req, res, elapsed / 1000);
      if (!logged) return;
      const msg = !finished ? "request aborted" : res.statusCode >= 500 ? "request errored" : "request completed";
      access.info(
        {
          reqId: id,
          req: { id, method: req.method, url: loggableUrl(req.originalUrl) },
          res: { statusCode: res.statusCode },
          responseTime: Math.round(elapsed),
          // Which API token made the request (server/api-tokens), so every use can be traced.
          ...(res.locals.apiTokenId ? { apiToken: res.locals.apiTokenId as string } : {}),
        },
        msg,
      );
    });
    if (asset) next();
    else withLogContext({ reqId: id }, next);
  };
}
