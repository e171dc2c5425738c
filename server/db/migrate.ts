import type { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import { migrate as migratePostgres } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type pg from "pg";
import { migrationsFolder } from "#server/paths.ts";

/** An arbitrary constant: the advisory lock that keeps two instances from migrating at once. */
const MIGRATION_LOCK = 727_274_001;

export async function migratePgliteClient(client: PGlite) {
  await migratePglite(drizzlePglite({ client }), { migrationsFolder });
}

/** Applies pending migrations on PostgreSQL while holding a session advisory lock. */
export async function migratePostgresPool(pool: pg.Pool) {
  const connection = await pool.connect();
  try {
    await connection.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
    await migratePostgres(drizzlePostgres({ client: connection }), { migrationsFolder });
  } finally {
    await connection.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => {});
    connection.release();
  }
}
