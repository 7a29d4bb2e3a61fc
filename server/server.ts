/**
 * Starts the whole product: configuration, database (migrated and seeded), HTTP server,
 * background workers, and a graceful shutdown. Used by `npm start`, `npm run dev` and the tests.
 */
import express from "express";
import { Redis } from "ioredis";
import type { RequestHandler } from "express";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { createApp, type PagesOptions } from "./app";
import { startBackground, type Worker } from "./background";
import { loadConfig, type Config } from "./config";
import { systemClock, type AppContext, type Clock } from "./context";
import { openDatabase } from "./db/client";
import { seedDatabase } from "./db/seed";
import { getBusinessSettings, seedBusinessSettings } from "./office/settings";
import { sealStoredSecrets } from "./auth/two-factor";
import { prepareSetupAddress } from "./setup/first-run";
import { createLogger, type Logger } from "./logger";
import { createPageServing } from "./render-cache/handler";
import { createPushNotifier } from "./push/notifier";
import { createErrorReporter } from "./monitoring/reporter";

export interface StartOptions {
  env?: Record<string, string | undefined>;
  /** "build": serve the production build from BUILD_DIR; "vite": dev server; "none": API only. */
  pages?: "build" | "vite" | "none";
  /** Use an in-memory embedded database instead of DATA_DIR (tests). */
  inMemoryDatabase?: boolean;
  clock?: Clock;
  logger?: Logger;
  background?: boolean;
}

export interface RunningServer {
  url: string;
  port: number;
  ctx: AppContext;
  server: Server;
  /** The internal metrics port, when METRICS_PORT is set. */
  metricsPort: number | undefined;
  /**
   * Stop: /readyz answers 503 at once while requests are still served for `drainMs` (for load
   * balancers to take the instance out), then stop accepting, let in-flight requests finish,
   * close idle keep-alive connections, stop the workers and close the database.
   */
  close(options?: { drainMs?: number }): Promise<void>;
  /** Set while no staff account exists: the one line that gives the setup address. */
  firstAccountHint: string | null;
}

export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const config: Config = loadConfig(options.env ?? process.env);
  const logger = options.logger ?? createLogger(config.logLevel);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: options.inMemoryDatabase ? undefined : config.dataDir,
    logger,
    holdSiteLock: true,
  });
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: false })
    : undefined;
  redis?.on("error", (error) => logger.warn({ err: error }, "redis error"));
  const ctx: AppContext = {
    config,
    logger,
    database,
    db: database.db,
    clock: options.clock ?? systemClock,
    redis,
    wake: { mail: () => {}, webhooks: () => {} },
    push: createPushNotifier({ config, logger, db: database.db, clock: options.clock ?? systemClock }),
    state: { shuttingDown: false, requestsInFlight: 0, forwardedSeen: null },
    errors: await createErrorReporter(config, logger),
  };
  await seedDatabase(ctx);
  await seedBusinessSettings(ctx.db, ctx.clock.now());
  // The business's time zone, before the workers ask what day it is.
  await getBusinessSettings(ctx.db);
  // Two-factor secrets stored in the clear (before encryption) or under a rotated-out secret.
  const resealed = await sealStoredSecrets(ctx);
  if (resealed > 0) logger.info({ count: resealed }, "two-factor secrets encrypted under the current key");

  let pages: PagesOptions | undefined;
  let closeVite = async () => {};
  if (options.pages === "vite") {
    const vite = await import("vite");
    const devServer = await vite.createServer({ server: { middlewareMode: true }, appType: "custom" });
    closeVite = () => devServer.close();
    pages = {
      serving: createPageServing(ctx, {
        build: () => devServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
        mode: "development",
        cache: false,
      }),
      viteMiddleware: devServer.middlewares as unknown as PagesOptions["viteMiddleware"],
    };
  } else if (options.pages !== "none") {
    const serverEntry = path.join(config.buildDir, "server", "index.js");
    const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
    const mode = config.env === "development" ? "development" : "production";
    pages = { serving: createPageServing(ctx, { build, mode, cache: true }), build, clientDir: path.join(config.buildDir, "client") };
  }

  const app = createApp(ctx, pages);
  let server: Server | undefined;
  let metricsServer: Server | undefined;
  try {
    server = await listen(app, config.port);
    if (config.metrics.port !== undefined) metricsServer = await listenForMetrics(config.metrics.port, config.metrics.host, app.locals.metricsHandler);
  } catch (error) {
    // Not started: close what is open, the database (and the data folder's lock) included, before saying why.
    server?.close();
    redis?.disconnect();
    await database.close();
    throw error;
  }
  server.keepAliveTimeout = 5_000;
  const port = (server.address() as AddressInfo).port;
  const metricsPort = metricsServer ? (metricsServer.address() as AddressInfo).port : undefined;
  const background: Worker | undefined = options.background === false ? undefined : startBackground(ctx);
  const url = `http://localhost:${port}`;

  let closing: Promise<void> | undefined;
  const close = ({ drainMs = 0 }: { drainMs?: number } = {}) =>
    (closing ??= (async () => {
      // Not ready from now on (and responses stop keeping their connection alive), while still
      // answering everything: a load balancer's health check sees 503 and stops sending here.
      ctx.state.shuttingDown = true;
      if (drainMs > 0) {
        ctx.logger.info({ drainSeconds: drainMs / 1000 }, "draining: /readyz answers 503, requests still served");
        await new Promise((resolve) => setTimeout(resolve, drainMs));
      }
      const stopServing = new Promise<void>((resolve) => {
        // Stop accepting; connections close as soon as their in-flight request is answered.
        const sweep = setInterval(() => server.closeIdleConnections(), 50);
        server.close(() => {
          clearInterval(sweep);
          resolve();
        });
        server.closeIdleConnections();
      });
      await Promise.all([stopServing, background?.stop(), ctx.push.settled()]);
      await closeVite();
      await pages?.serving.close();
      redis?.disconnect();
      await database.close();
      // Last, so metrics stay scrapeable through the drain.
      if (metricsServer) {
        await new Promise((resolve) => {
          metricsServer.close(resolve);
          metricsServer.closeAllConnections();
        });
      }
      await ctx.errors.close();
    })());

  // The admin key is never printed: it is kept for recovery (in DATA_DIR/secrets.json when it was
  // generated, in the operator's environment otherwise).
  const setupAddress = await prepareSetupAddress(ctx);
  const firstAccountHint = setupAddress ? `Set up the site in your browser: ${setupAddress}` : null;
  return { url, port, ctx, server, metricsPort, close, firstAccountHint };
}

/** The internal metrics port: /metrics and nothing else. */
async function listenForMetrics(port: number, host: string, handler: RequestHandler): Promise<Server> {
  const app = express();
  app.disable("x-powered-by");
  app.get("/metrics", handler);
  app.use((_req, res) => void res.status(404).type("text/plain").send("Not found\n"));
  return listen(app, port, host);
}

/** The port is taken by another program (or another copy of this one). */
export class PortInUseError extends Error {
  constructor(readonly port: number) {
    super(`Port ${port} is already in use by another program. Stop it, or start this one on another port (for example PORT=${port + 1}).`);
  }
}

function listen(app: express.Express, port: number, host?: string): Promise<Server> {
  return new Promise<Server>((resolve, reject) => {
    // Express 5 hands a failed listen (a port in use) to this callback rather than throwing.
    const done = (error?: Error) => {
      if (!error) return resolve(s);
      reject((error as NodeJS.ErrnoException).code === "EADDRINUSE" ? new PortInUseError(port) : error);
    };
    const s = host ? app.listen(port, host, done) : app.listen(port, done);
  });
}
