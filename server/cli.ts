/**
 * `npm run db:seed` and `npm run db:reset`: the database maintenance commands, with the same
 * configuration as the server (`.env` under the environment).
 *
 *   seed          seeds the demo shop when the database has none yet
 *   reset         deletes everything (tables and uploaded files), migrates and seeds again;
 *                 on a PostgreSQL server (DATABASE_URL) it asks for `reset --yes`
 *   create-admin  makes a studio account (`npm run studio:create-admin -- --email …`)
 *   move          copies the embedded shop into an empty PostgreSQL database
 *                 (`npm run db:move -- --to postgres://…`)
 *   storage-copy  copies DATA_DIR's pictures and private files into the bucket of STORAGE_URL
 *                 (`npm run storage:copy`)
 */
import { ConfigError, loadEnvFile, parseConfig, prepareDataDir } from "#server/config.ts";
import { openDatabase } from "#server/db/client.ts";
import { moveCommand } from "#server/db/move/move-command.ts";
import { installShopHooks } from "#server/hooks.ts";
import { createLogger } from "#server/logger.ts";
import { resetDatabase } from "#server/seed/reset-database.ts";
import { type SeedResult, seedDemoShopOnce } from "#server/seed/seed-demo-shop.ts";
import { storageCopyCommand } from "#server/storage/storage-copy-command.ts";
import { fileStorageFor } from "#server/storage/storage-for-config.ts";
import { createAdminCommand } from "#server/studio/auth/create-admin-command.ts";

const usage =
  "Usage: washi-cli seed | reset [--yes] | create-admin --email <e-mail> [--reset] | move --to <postgres://…> | storage-copy";
const commands = ["seed", "reset", "create-admin", "move", "storage-copy"];

function seconds(ms: number) {
  return `${(ms / 1000).toFixed(1)} s`;
}

function summary(result: SeedResult) {
  const history = result.orders > 0 ? `, ${result.orders} past orders` : "";
  return `${result.products} products, ${result.images} product images${history}`;
}

async function run(args: string[]) {
  const [command, ...flags] = args;
  if (!command || !commands.includes(command)) {
    console.error(usage);
    return 1;
  }
  const config = parseConfig(loadEnvFile());
  if (command === "move") return moveCommand(config, flags);
  if (command === "storage-copy") return storageCopyCommand(config);
  prepareDataDir(config.dataDir);
  installShopHooks();
  const where = config.databaseUrl ? "PostgreSQL (DATABASE_URL)" : `PGlite in ${config.dataDir}`;
  if (command === "reset" && config.databaseUrl && !flags.includes("--yes")) {
    console.error(
      `Refusing to delete everything in ${where} without confirmation: run it again with --yes (npm run db:reset -- --yes).`,
    );
    return 1;
  }
  // Warnings and errors only: the command prints its own one-line summary.
  const logger = createLogger(config.logLevel === "silent" ? "silent" : "warn");
  const started = performance.now();
  const database = await openDatabase(config);
  try {
    if (command === "create-admin") {
      await database.migrate();
      return await createAdminCommand(database.db, flags);
    }
    const storage = fileStorageFor(config);
    await storage.check();
    if (command === "reset") await resetDatabase({ database, storage });
    else await database.migrate();
    const result = await seedDemoShopOnce({
      db: database.db,
      storage,
      logger,
      history: config.seedDemoHistory ? { timeZone: config.shopTimeZone } : undefined,
    });
    const took = seconds(performance.now() - started);
    if (command === "reset") {
      console.log(
        `Reset ${where}: migrated and seeded the demo shop (${summary(result)}) in ${took}.`,
      );
    } else if (result.seeded) {
      console.log(`Seeded the demo shop in ${where}: ${summary(result)} in ${took}.`);
    } else {
      console.log(
        `${where} already has a shop; nothing was seeded (npm run db:reset starts over).`,
      );
    }
    return 0;
  } finally {
    await database.close();
  }
}

try {
  process.exitCode = await run(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
