/**
 * Process entry: start the server and stop it gracefully on SIGTERM / SIGINT.
 *
 * SIGTERM (a supervisor, a deploy, a load balancer's orchestrator) drains first: /readyz answers
 * 503 for SHUTDOWN_DRAIN_SECONDS while requests are still served, so load balancers stop sending
 * here before the port closes. SIGINT (Ctrl-C at a terminal) skips the drain. Either way in-flight
 * requests finish, workers stop and the database closes; exit 0, or 1 when that takes longer
 * than SHUTDOWN_TIMEOUT_SECONDS.
 */
import { ConfigError } from "./config";
import { loadEnvFile } from "./env-file";
import { DataDirLockedError } from "./db/client";
import { PortInUseError, startServer } from "./server";

const dev = process.argv.includes("--dev");
loadEnvFile();

// The handlers go in before the server starts: it answers /readyz while it is still starting its
// workers, and a signal in that moment must stop it the same way. One that comes before the
// server is up is kept and acted on once it is.
let running: Awaited<ReturnType<typeof startServer>> | undefined;
let pending: NodeJS.Signals | undefined;
let stopping = false;
process.on("SIGTERM", () => stop("SIGTERM"));
process.on("SIGINT", () => stop("SIGINT"));

function stop(signal: NodeJS.Signals) {
  if (!running) return void (pending ??= signal);
  // A second signal (a process group's Ctrl-C reaches this process twice through npm) changes nothing.
  if (stopping) return;
  stopping = true;
  const { config, logger } = running.ctx;
  const drainMs = signal === "SIGTERM" ? config.shutdownDrainSeconds * 1000 : 0;
  logger.info({ signal, drainSeconds: drainMs / 1000 }, "shutting down");
  const force = setTimeout(
    () => {
      logger.error({ timeoutSeconds: config.shutdownTimeoutSeconds }, "shutdown took too long; exiting");
      process.exit(1);
    },
    drainMs + config.shutdownTimeoutSeconds * 1000,
  );
  force.unref();
  running
    .close({ drainMs })
    .then(() => {
      logger.info("stopped");
      process.exit(0);
    })
    .catch((error: unknown) => {
      logger.error({ err: error }, "error during shutdown");
      process.exit(1);
    });
}

try {
  const started = await startServer({
    pages: dev ? "vite" : "build",
    env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? (dev ? "development" : "production") },
  });
  running = started;
  started.ctx.logger.info(
    { metricsPort: started.metricsPort },
    `Listening on ${started.url} (${started.ctx.database.driver} database)`,
  );
  // A plain line, not JSON, so whoever starts the server for the first time reads it at once.
  if (started.firstAccountHint) console.log(started.firstAccountHint);
  if (pending) stop(pending);
} catch (error) {
  if (error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof PortInUseError) {
    console.error(error.message);
    process.exit(1);
  }
  console.error(error);
  process.exit(1);
}
