import { rm } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "#server/db/client.ts";

/**
 * Deletes every table, type and row (the public schema and Drizzle's migration journal) and
 * the files in `<dataDir>/uploads` and `<dataDir>/private` (products' downloads), then applies the migrations to the empty schema.
 */
export async function resetDatabase(options: { database: DatabaseHandle; dataDir: string }) {
  const { database, dataDir } = options;
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`drop schema if exists public cascade`);
    await tx.execute(sql`drop schema if exists drizzle cascade`);
    await tx.execute(sql`create schema public`);
  });
  for (const folder of ["uploads", "private"]) {
    await rm(path.join(dataDir, folder), { recursive: true, force: true });
  }
  await database.migrate();
}
