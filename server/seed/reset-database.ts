import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "#server/db/client.ts";
import type { FileStorage } from "#server/storage/file-storage.ts";

/**
 * Deletes every table, type and row (the public schema and Drizzle's migration journal) and
 * every picture and private file (products' downloads) where the shop keeps them, then applies
 * the migrations to the empty schema.
 */
export async function resetDatabase(options: { database: DatabaseHandle; storage: FileStorage }) {
  const { database, storage } = options;
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`drop schema if exists public cascade`);
    await tx.execute(sql`drop schema if exists drizzle cascade`);
    await tx.execute(sql`create schema public`);
  });
  await storage.removeEverything();
  await database.migrate();
}
