/**
 * The start-up the web server (`server/start.ts`) and the worker (`server/worker.ts`) share:
 * configuration, data dir, database, migrations, and the way a bad configuration ends it.
 */
import { type Config, ConfigError, parseConfig, prepareDataDir } from "#server/config.ts";
import { type DatabaseHandle, openDatabase } from "#server/db/client.ts";
import { refuseUnfinishedMove } from "#server/db/move/unfinished-move.ts";
import { installShopHooks } from "#server/hooks.ts";
import { createLogger, type Logger } from "#server/logger.ts";

export interface OpenedShop {
  config: Config;
  logger: Logger;
  database: DatabaseHandle;
  phases: StartupPhases;
}

/**
 * Runs a start-up; a configuration problem prints its one line (naming the variable) and
 * exits with code 1, anything else is thrown as usual.
 */
export async function exitOnConfigError<T>(start: () => Promise<T>): Promise<T> {
  try {
    return await start();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/**
 * Parses the configuration, installs the order's effects, prepares the data dir, opens the
 * database and migrates it.
 * `check` refuses a configuration this process cannot run with before anything is opened.
 */
export async function openShop(
  env: NodeJS.ProcessEnv,
  options: { check?: (config: Config) => void; dataDir?: boolean } = {},
): Promise<OpenedShop> {
  const config = parseConfig(env);
  options.check?.(config);
  installShopHooks();
  const logger = createLogger(config.logLevel);
  // Uploaded images live in DATA_DIR on PostgreSQL too, so the server needs it either way.
  if (options.dataDir !== false) prepareDataDir(config.dataDir);
  const phases = startupPhases();
  const database = await openDatabase({
    ...config,
    // Every statement's SQL (not its values) at debug level: how many queries a page needs.
    onQuery: logger.isLevelEnabled("debug") ? (sql) => logger.debug({ sql }, "query") : undefined,
  });
  phases.mark("database");
  await refuseUnfinishedMove(database);
  await database.migrate();
  phases.mark("migrations");
  return { config, logger, database, phases };
}

export type StartupPhases = ReturnType<typeof startupPhases>;

/** Milliseconds spent in each start-up phase, for the start-up log line. */
export function startupPhases() {
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

/** Calls `stop` once on SIGTERM or SIGINT (a second signal while stopping changes nothing). */
export function stopOnSignals(stop: () => Promise<void>) {
  process.once("SIGTERM", stop);
  process.once("SIGINT", stop);
}
