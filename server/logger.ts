import { AsyncLocalStorage } from "node:async_hooks";
import pino from "pino";

/** Keys whose values never reach a log line, wherever they appear. */
export const redactedPaths = [
  "password",
  "newPassword",
  "currentPassword",
  "adminKey",
  "token",
  "refreshToken",
  "accessToken",
  "*.password",
  "*.newPassword",
  "*.currentPassword",
  "*.adminKey",
  "*.token",
  "req.headers.cookie",
  "req.headers.authorization",
  "res.headers[\"set-cookie\"]",
];

export type Logger = pino.Logger;

/**
 * Fields every log line written inside a piece of work carries: `reqId` within a request (set by
 * the app for the whole request, so code deep inside needs no logger handed down), `worker` in
 * the background workers. Lines written outside any work (start, stop) carry neither.
 */
export type LogContext = { reqId: string } | { worker: string };
const logContext = new AsyncLocalStorage<LogContext>();
const NO_CONTEXT = {};

/** Runs `fn` (and everything it starts, timers included) with `fields` on its log lines. */
export function withLogContext<T>(fields: LogContext, fn: () => T): T {
  return logContext.run(fields, fn);
}

export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      redact: { paths: redactedPaths, censor: "[redacted]" },
      base: { service: "web" },
      mixin: () => logContext.getStore() ?? NO_CONTEXT,
      // Fields given at the call site win over the context's. pino's own merge copies them into
      // the object the mixin returned, which here is the request's shared context: a field
      // logged once would then ride on every later line of that request.
      mixinMergeStrategy: (fields: object, context: object) => (context === NO_CONTEXT ? fields : { ...context, ...fields }),
    },
    destination,
  );
}
