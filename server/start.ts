import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { getRequestListener } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { ConfigError, loadEnvFile } from "#server/config.ts";
import { createHttpApp } from "#server/http/app.ts";
import type { ServerBuildSource } from "#server/http/pages.ts";
import { paypalClientOf, simulatorOptionsOf } from "#server/http/paypal.ts";
import { startBackgroundJobs } from "#server/jobs/start-background-jobs.ts";
import { settleDeferredWork } from "#server/lib/deferred-work.ts";
import { provisionSimulatorPlans } from "#server/mail-club/subscriptions/provision-simulator-plans.ts";
import { seedDemoShopOnce } from "#server/seed/seed-demo-shop.ts";
import { exitOnConfigError, openShop, stopOnSignals } from "#server/start-up.ts";
import { fileStorageFor } from "#server/storage/storage-for-config.ts";
import { ensureAdminAccount } from "#server/studio/auth/studio-accounts.ts";

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

export interface StartOptions {
  /** The pages' build, or its import under way (awaited once the database is open). */
  build: ServerBuildSource | Promise<ServerBuild>;
  /** Vite's dev middleware, in front of the app during `npm run dev`. */
  devMiddleware?: Middleware;
  env?: NodeJS.ProcessEnv;
}

/** Milliseconds a graceful stop waits for requests in flight before closing anyway. */
const STOP_GRACE_MS = 10_000;

/**
 * Start-up in order: configuration, data dir, database, migrations, file storage (the bucket
 * of STORAGE_URL answers), demo shop, HTTP, jobs
 * (unless BACKGROUND_JOBS=off). A configuration problem prints one line naming the variable
 * and exits non-zero.
 */
export function startServer(options: StartOptions) {
  return exitOnConfigError(() => boot(options));
}

async function boot({ build, devMiddleware, env = loadEnvFile() }: StartOptions) {
  const { config, logger, database, phases } = await openShop(env);
  const storage = fileStorageFor(config);
  await storage.check();
  if (config.seedDemoShop) {
    await seedDemoShopOnce({
      db: database.db,
      storage,
      logger,
      history: config.seedDemoHistory ? { timeZone: config.shopTimeZone } : undefined,
    });
    phases.mark("seed");
  }
  if (config.paypal.mode === "simulator") await provisionSimulatorPlans(database.db);
  const admin = await ensureAdminAccount(database.db, config.admin);
  if (admin) logger.info({ email: admin.account.email }, "studio account created from ADMIN_EMAIL");

  const app = createHttpApp({ config, database, logger, build: await build, storage });
  const listener = getRequestListener(app.fetch);
  const server = createServer(
    devMiddleware ? (req, res) => devMiddleware(req, res, () => listener(req, res)) : listener,
  );
  await listen(server, config.port, config.host);
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  phases.mark("listen");
  logger.info(
    {
      port,
      database: database.kind,
      files: storage.where,
      backgroundJobs: config.backgroundJobs ? "on" : "off",
      startupMs: phases.durations,
      uptimeMs: Math.round(process.uptime() * 1000),
    },
    `Washi is serving http://localhost:${port}`,
  );

  // With BACKGROUND_JOBS=off another process (`npm run worker`) runs them on the database.
  const jobs = config.backgroundJobs
    ? startBackgroundJobs({
        config,
        db: database.db,
        logger,
        paypal: paypalClientOf(config, database.db),
        paypalSimulator: simulatorOptionsOf(config, database.db),
      })
    : undefined;

  const stop = onceStop(server, async () => {
    // A pass under way finishes its message before the database closes under it.
    await jobs?.stop();
    await settleDeferredWork();
    await database.close();
    logger.info("stopped");
  });
  stopOnSignals(stop);
  return { server, port, stop };
}

function listen(server: Server, port: number, host: string) {
  return new Promise<void>((resolve, reject) => {
    server.once("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "EADDRINUSE" || error.code === "EACCES") {
        const problem = error.code === "EADDRINUSE" ? "is already in use" : "may not be used";
        reject(new ConfigError(`Invalid configuration: PORT ${port} ${problem} (${error.code}).`));
      } else reject(error);
    });
    server.listen(port, host, resolve);
  });
}

function onceStop(server: Server, afterClose: () => Promise<void>) {
  let stopping: Promise<void> | undefined;
  return () => {
    stopping ??= (async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const timer = setTimeout(() => server.closeAllConnections(), STOP_GRACE_MS);
      await closed;
      clearTimeout(timer);
      await afterClose();
    })();
    return stopping;
  };
}
