/** Process entry: start the server and stop it gracefully on SIGTERM / SIGINT. */
import { ConfigError } from "./config";
import { DataDirLockedError } from "./db/client";
import { startServer } from "./server";

const dev = process.argv.includes("--dev");

try {
  const running = await startServer({
    pages: dev ? "vite" : "build",
    env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? (dev ? "development" : "production") },
  });
  running.ctx.logger.info(`Listening on ${running.url} (${running.ctx.database.driver} database)`);
  // A plain line, not JSON, so whoever starts the server for the first time reads it at once.
  if (running.firstAccountHint) console.log(running.firstAccountHint);
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    running.ctx.logger.info({ signal }, "shutting down");
    const force = setTimeout(() => {
      running.ctx.logger.error("shutdown took too long; exiting");
      process.exit(1);
    }, 20_000);
    force.unref();
    running
      .close()
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        running.ctx.logger.error({ err: error }, "error during shutdown");
        process.exit(1);
      });
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
} catch (error) {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
    process.exit(1);
  }
  console.error(error);
  process.exit(1);
}
