import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { getRequestListener } from "@hono/node-server";
import { ConfigError, loadEnvFile, parseConfig, prepareDataDir } from "#server/config.ts";
import { openDatabase } from "#server/db/client.ts";
import { seedDemoShopOnce } from "#server/db/seed/seed-demo-shop.ts";
import { createHttpApp } from "#server/http/app.ts";
import type { GetServerBuild } from "#server/http/pages.ts";
import { settleDeferredWork } from "#server/jobs/deferred-work.ts";
import { startBackgroundJobs } from "#server/jobs/start-background-jobs.ts";
import { createLogger } from "#server/logger.ts";
import { ensureAdminAccount } from "#server/studio/auth/studio-accounts.ts";
import { provisionSimulatorPlans } from "#server/subscriptions/provision-simulator-plans.ts";

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

export interface StartOptions {
  getBuild: GetServerBuild;
  /** Vite's dev middleware, in front of the app during `npm run dev`. */
  devMiddleware?: Middleware;
  env?: NodeJS.ProcessEnv;
}

/** Milliseconds a graceful stop waits for requests in flight before closing anyway. */
const STOP_GRACE_MS = 10_000;

/**
 * Start-up in order: configuration, data dir, database, migrations, demo shop, HTTP, jobs.
 * A configuration problem prints one line naming the variable and exits non-zero.
 */
export async function startServer(options: StartOptions) {
  try {
    return await boot(options);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function boot({ getBuild, devMiddleware, env = loadEnvFile() }: StartOptions) {
  const config = parseConfig(env);
  const logger = createLogger(config.logLevel);
  // Uploaded images live in DATA_DIR on PostgreSQL too, so it must be writable either way.
  prepareDataDir(config.dataDir);
  const phases = startupPhases();
  const database = await openDatabase({
    ...config,
    // Every statement's SQL (not its values) at debug level: how many queries a page needs.
    onQuery: logger.isLevelEnabled("debug") ? (sql) => logger.debug({ sql }, "query") : undefined,
  });
  phases.mark("database");
  await database.migrate();
  phases.mark("migrations");
  if (config.seedDemoShop) {
    await seedDemoShopOnce({ db: database.db, dataDir: config.dataDir, logger });
    phases.mark("seed");
  }
  if (config.paypal.mode === "simulator") await provisionSimulatorPlans(database.db);
  const admin = await ensureAdminAccount(database.db, config.admin);
  if (admin) logger.info({ email: admin.account.email }, "studio account created from ADMIN_EMAIL");

  const app = createHttpApp({ config, database, logger, getBuild });
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
      startupMs: phases.durations,
      uptimeMs: Math.round(process.uptime() * 1000),
    },
    `Washi is serving http://localhost:${port}`,
  );

  const jobs = startBackgroundJobs({ config, db: database.db, logger });

  const stop = onceStop(server, async () => {
    // A pass under way finishes its message before the database closes under it.
    await jobs.stop();
    await settleDeferredWork();
    await database.close();
    logger.info("stopped");
  });
  process.once("SIGTERM", stop);
  process.once("SIGINT", stop);
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

/** Milliseconds spent in each start-up phase, for the start-up log line. */
function startupPhases() {
  const durations: Record<string, number> = {};
  let last = performance.now();
  return {
    durations,
    mark(phase: string) {
      const now = performance.now();
      durations[phase] = Math.round(now - last);
      last = now;
    },
  };
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
