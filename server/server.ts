/**
 * Starts the whole product: configuration, database (migrated and seeded), HTTP server,
 * background workers, and a graceful shutdown. Used by `npm start`, `npm run dev` and the tests.
 */
import { Redis } from "ioredis";
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
import { countUsers } from "./auth/users";
import { createLogger, type Logger } from "./logger";

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
  /** Stop accepting, let in-flight requests finish, stop workers, close the database. */
  close(): Promise<void>;
  /** Set while no staff account exists: where to create the first one, and with which key. */
  firstAccountHint: string | null;
}

export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const config: Config = loadConfig(options.env ?? process.env);
  const logger = options.logger ?? createLogger(config.logLevel);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: options.inMemoryDatabase ? undefined : config.dataDir,
    logger,
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
    wake: { mail: () => {} },
    state: { shuttingDown: false },
  };
  await seedDatabase(ctx);

  let pages: PagesOptions | undefined;
  let closeVite = async () => {};
  if (options.pages === "vite") {
    const vite = await import("vite");
    const devServer = await vite.createServer({ server: { middlewareMode: true }, appType: "custom" });
    closeVite = () => devServer.close();
    pages = {
      build: () => devServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
      viteMiddleware: devServer.middlewares as unknown as PagesOptions["viteMiddleware"],
    };
  } else if (options.pages !== "none") {
    const serverEntry = path.join(config.buildDir, "server", "index.js");
    const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
    pages = { build, clientDir: path.join(config.buildDir, "client") };
  }

  const app = createApp(ctx, pages);
  const server = await new Promise<Server>((resolve, reject) => {
    const s = app.listen(config.port, () => resolve(s));
    s.on("error", reject);
  });
  server.keepAliveTimeout = 5_000;
  const port = (server.address() as AddressInfo).port;
  const background: Worker | undefined = options.background === false ? undefined : startBackground(ctx);
  const url = `http://localhost:${port}`;

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      ctx.state.shuttingDown = true;
      await new Promise<void>((resolve) => {
        // Stop accepting; connections close as soon as their in-flight request is answered.
        const sweep = setInterval(() => server.closeIdleConnections(), 50);
        server.close(() => {
          clearInterval(sweep);
          resolve();
        });
        server.closeIdleConnections();
      });
      await background?.stop();
      await closeVite();
      redis?.disconnect();
      await database.close();
    })());

  const firstAccountHint =
    (await countUsers(ctx.db)) === 0
      ? `No staff account yet: create the first one at ${config.publicUrl}/register with the admin key ${config.adminKey}`
      : null;
  return { url, port, ctx, server, close, firstAccountHint };
}
