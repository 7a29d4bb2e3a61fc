/**
 * Where unexpected errors go: every one is logged with its request id, and — when SENTRY_DSN is
 * set — sent to that Sentry-compatible service through the official SDK (@sentry/node). The SDK
 * is loaded only when a DSN is configured, and runs as its own client (no global hooks, no
 * tracing), so an installation without a DSN pays nothing for it.
 */
import type { Scope as SentryScope, NodeClient } from "@sentry/node";
import type { Config } from "../config";
import type { Logger } from "../logger";

export type ErrorSource = "api" | "page" | "client" | "worker";

export interface ErrorDetails {
  source: ErrorSource;
  reqId?: string;
  method?: string;
  /** Path and query as logged (see loggableUrl): never a token. */
  url?: string;
  userId?: string;
  /** Anything else worth seeing next to the error (small, no personal data). */
  extra?: Record<string, unknown>;
}

/** What a browser posts to /api/client-errors, already validated. */
export interface ClientErrorReport {
  message: string;
  name?: string;
  stack?: string;
  componentStack?: string;
  digest?: string;
  url: string;
  userAgent?: string;
}

export interface ErrorReporter {
  /** Logs an unexpected server error and forwards it. */
  capture(error: unknown, details: ErrorDetails): void;
  /** Logs a browser render error and forwards it. */
  captureClientError(report: ClientErrorReport, details: Omit<ErrorDetails, "source">): void;
  /** Waits for queued reports to leave (shutdown). */
  close(): Promise<void>;
  /**
   * Sends one test event and waits for the service's answer: its HTTP status, or null when the
   * event did not leave within 10 s (or reporting is off).
   */
  sendTestEvent(message: string): Promise<number | null>;
  readonly forwarding: boolean;
}

interface Sentry {
  client: NodeClient;
  scope: SentryScope;
}

async function startSentry(config: Config, dsn: string): Promise<Sentry> {
  const sdk = await import("@sentry/node");
  const client = new sdk.NodeClient({
    dsn,
    environment: config.env,
    release: process.env.npm_package_version,
    transport: sdk.makeNodeTransport,
    stackParser: sdk.defaultStackParser,
    // Only what is captured here: no automatic instrumentation or tracing.
    integrations: [sdk.linkedErrorsIntegration(), sdk.dedupeIntegration()],
    tracesSampleRate: 0,
    serverName: new URL(config.publicUrl).hostname,
  });
  client.init();
  const scope = new sdk.Scope();
  scope.setClient(client);
  return { client, scope };
}

function scopeFor(sentry: Sentry, details: ErrorDetails): SentryScope {
  const scope = sentry.scope.clone();
  scope.setTag("source", details.source);
  if (details.reqId) scope.setTag("request_id", details.reqId);
  if (details.method || details.url) scope.setContext("request", { method: details.method, url: details.url });
  if (details.userId) scope.setUser({ id: details.userId });
  if (details.extra) scope.setContext("details", details.extra);
  return scope;
}

export async function createErrorReporter(config: Config, logger: Logger): Promise<ErrorReporter> {
  let sentry: Sentry | undefined;
  if (config.sentryDsn) {
    try {
      sentry = await startSentry(config, config.sentryDsn);
    } catch (error) {
      // Reporting must never keep the site from starting: log it, go on with the log alone.
      logger.error({ err: error }, "could not start error reporting to SENTRY_DSN; errors are logged only");
    }
  }
  return {
    forwarding: !!sentry,
    capture(error, details) {
      logger.error({ err: error, reqId: details.reqId, source: details.source, method: details.method, url: details.url }, `unhandled ${details.source} error`);
      if (!sentry) return;
      try {
        sentry.client.captureException(error, { originalException: error }, scopeFor(sentry, details));
      } catch (e) {
        logger.warn({ err: e }, "error report not sent");
      }
    },
    captureClientError(report, details) {
      logger.error(
        { reqId: details.reqId, source: "client", clientError: { ...report, stack: report.stack?.slice(0, 2000) } },
        "browser render error",
      );
      if (!sentry) return;
      // Rebuild an Error so the service groups it and shows the browser's stack.
      const error = new Error(report.message);
      error.name = report.name || "Error";
      error.stack = report.stack || `${error.name}: ${report.message}`;
      const scope = scopeFor(sentry, { ...details, source: "client" });
      scope.setContext("browser", { url: report.url, userAgent: report.userAgent, digest: report.digest });
      if (report.componentStack) scope.setExtra("componentStack", report.componentStack);
      try {
        sentry.client.captureException(error, { originalException: error }, scope);
      } catch (e) {
        logger.warn({ err: e }, "error report not sent");
      }
    },
    async close() {
      await sentry?.client.close(2_000);
    },
    async sendTestEvent(message) {
      if (!sentry) return null;
      const client = sentry.client;
      const scope = sentry.scope.clone();
      scope.setTag("source", "setup-check");
      // The event is processed and sent asynchronously: listening once it is captured misses nothing.
      const eventId = client.captureMessage(message, "info", undefined, scope);
      let stop = () => {};
      const answered = new Promise<number | null>((resolve) => {
        stop = client.on("afterSendEvent", (event, response) => {
          if (event.event_id === eventId) resolve(response.statusCode ?? null);
        });
        setTimeout(() => resolve(null), 10_000).unref();
      });
      try {
        return await answered;
      } finally {
        stop();
      }
    },
  };
}
