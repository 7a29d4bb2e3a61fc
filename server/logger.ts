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

/** A line's fields over its context's, in a new object unless the line names them all itself. */
function mergeContext(fields: object, context: object): object {
  if (context === NO_CONTEXT) return fields;
  for (const key in context) if (!(key in fields)) return { ...context, ...fields };
  // The request line names its id itself: no copy for every request.
  return fields;
}

/** Runs `fn` (and everything it starts, timers included) with `fields` on its log lines. */
export function withLogContext<T>(fields: LogContext, fn: () => T): T {
  return logContext.run(fields, fn);
}

/**
 * Standard output, written in blocks: lines are held until 4 kB have gathered or 100 ms have
 * passed, then written in one call. One write per request line was the largest single cost of a
 * page served from memory after the socket write itself (a system call is dear on a shared
 * virtual machine). Whatever is held when the process exits, by process.exit or a crash, is
 * written before it goes.
 */
let stdout: pino.DestinationStream | undefined;
function standardOutput(): pino.DestinationStream {
  // One for the process, whatever the number of loggers: they share the one file descriptor.
  if (!stdout) {
    const stream = pino.destination({ dest: 1, sync: true, minLength: 4096, periodicFlush: 100 });
    process.once("exit", () => stream.flushSync());
    stdout = stream;
  }
  return stdout;
}

export function createLogger(level: string, destination: pino.DestinationStream = standardOutput()): Logger {
  return pino(
    {
      level,
      redact: { paths: redactedPaths, censor: "[redacted]" },
      base: { service: "web" },
      mixin: () => logContext.getStore() ?? NO_CONTEXT,
      // Fields given at the call site win over the context's. pino's own merge copies them into
      // the object the mixin returned, which here is the request's shared context: a field
      // logged once would then ride on every later line of that request.
      mixinMergeStrategy: mergeContext,
    },
    destination,
  );
}
