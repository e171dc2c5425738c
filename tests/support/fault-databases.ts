import path from "node:path";
import type { SQL } from "drizzle-orm";
import { type DatabaseHandle, openPglite, openPostgres } from "#server/db/client.ts";
import type { DatabaseKind } from "#tests/support/fixtures.ts";
import { newSeededShop } from "#tests/support/seeded-shop.ts";

export interface FaultDatabase {
  kind: DatabaseKind;
  /** The server's environment: its DATA_DIR, and DATABASE_URL on PostgreSQL. */
  env: Record<string, string>;
  /** Runs `query` on the database (PGlite: only while no server has it open). */
  rows<Row>(query: SQL): Promise<Row[]>;
  remove(): Promise<void>;
}

async function rowsOn<Row>(open: () => Promise<DatabaseHandle>, query: SQL) {
  const handle = await open();
  try {
    return ((await handle.db.execute(query)) as unknown as { rows: Row[] }).rows;
  } finally {
    await handle.close();
  }
}

/** A copy of the demo shop for a drill, with a way to read its database between starts. */
export async function faultDatabase(kind: DatabaseKind): Promise<FaultDatabase> {
  const shop = await newSeededShop(kind, "faults");
  const { databaseUrl, dataDir } = shop;
  const open = databaseUrl
    ? () => openPostgres(databaseUrl)
    : () => openPglite(path.join(dataDir, "db"));
  return {
    kind,
    // Behind the runner as behind a proxy: each buyer of a drill comes from an address of its own.
    env: { ...(shop.env as Record<string, string>), TRUST_PROXY: "true" },
    rows: (query) => rowsOn(open, query),
    remove: shop.remove,
  };
}
