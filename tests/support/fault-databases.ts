import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { SQL } from "drizzle-orm";
import { type DatabaseHandle, openPglite, openPostgres } from "#server/db/client.ts";
import { createScratchDatabase } from "#tests/support/scratch-database.ts";

export interface FaultDatabase {
  kind: "pglite" | "postgres";
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

export function pgliteFaultDatabase(label: string): FaultDatabase {
  const dataDir = mkdtempSync(path.join(tmpdir(), `washi-faults-${label}-`));
  return {
    kind: "pglite",
    env: { DATA_DIR: dataDir },
    rows: (query) => rowsOn(() => openPglite(path.join(dataDir, "db")), query),
    async remove() {
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A new empty database beside TEST_DATABASE_URL's; the server migrates and seeds it. */
export async function postgresFaultDatabase(adminUrl: string, label: string) {
  const scratch = await createScratchDatabase(adminUrl, `faults_${label}`);
  const databaseUrl = scratch.url;
  const dataDir = mkdtempSync(path.join(tmpdir(), `washi-faults-${label}-`));
  const database: FaultDatabase = {
    kind: "postgres",
    env: { DATA_DIR: dataDir, DATABASE_URL: databaseUrl },
    rows: (query) => rowsOn(() => openPostgres(databaseUrl), query),
    async remove() {
      rmSync(dataDir, { recursive: true, force: true });
      await scratch.drop();
    },
  };
  return database;
}
