import { type Config, ConfigError } from "#server/config.ts";
import { paypalClientOf, simulatorOptionsOf } from "#server/http/paypal.ts";
import { startBackgroundJobs } from "#server/jobs/start-background-jobs.ts";
import { exitOnConfigError, openShop, stopOnSignals } from "#server/start-up.ts";

/** The embedded database opens in one process only: the server's, which runs the jobs itself. */
function requirePostgres(config: Config) {
  if (!config.databaseUrl) {
    throw new ConfigError(
      "Invalid configuration: DATABASE_URL must name a PostgreSQL server to run the worker: the embedded database (PGlite) opens in one process only, and the server runs the jobs itself.",
    );
  }
}

/**
 * `npm run worker`'s start-up: configuration and migrations as the server does them (no data
 * dir, no demo shop, no HTTP), then the background jobs until SIGTERM or SIGINT, which lets
 * the pass under way finish and closes the database. BACKGROUND_JOBS is the web servers'
 * switch; a worker is there to run the jobs.
 */
export function startWorker(env: NodeJS.ProcessEnv) {
  return exitOnConfigError(async () => {
    const { config, logger, database, phases } = await openShop(env, {
      check: requirePostgres,
      dataDir: false,
    });
    const jobs = startBackgroundJobs({
      config,
      db: database.db,
      logger,
      keepProcessAlive: true,
      paypal: paypalClientOf(config, database.db),
      paypalSimulator: simulatorOptionsOf(config, database.db),
    });
    logger.info(
      { jobs: jobs.jobNames, startupMs: phases.durations },
      "Washi worker is running the background jobs",
    );
    let stopping: Promise<void> | undefined;
    const stop = () => {
      stopping ??= (async () => {
        await jobs.stop();
        await database.close();
        logger.info("stopped");
      })();
      return stopping;
    };
    stopOnSignals(stop);
    return { stop };
  });
}
