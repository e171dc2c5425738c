import { sql } from "drizzle-orm";
import { ConfigError } from "#server/config.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { rowsOf } from "#server/db/query-rows.ts";

/**
 * The table a move makes in the target before anything else and drops only once every table
 * has been compared: while it exists, the database holds part of a shop.
 */
export const UNFINISHED_MOVE_TABLE = "washi_unfinished_move";

export const emptyTheTarget =
  "empty it (drop the database and create it again) and run npm run db:move again";

/** Refuses to start a shop on a database a move did not finish copying. */
export async function refuseUnfinishedMove(database: DatabaseHandle) {
  if (database.kind !== "postgres") return;
  const [marker] = await rowsOf<{ unfinished: boolean }>(
    database.db,
    sql`select to_regclass(${`public.${UNFINISHED_MOVE_TABLE}`}) is not null as unfinished`,
  );
  if (marker?.unfinished) {
    throw new ConfigError(
      `Invalid configuration: DATABASE_URL holds a move from the embedded database that did not finish: ${emptyTheTarget}.`,
    );
  }
}
