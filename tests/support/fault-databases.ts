/**
 * The databases the fault tests run a built server on, each with a way to read and change
 * it directly while that server is stopped: PGlite in a fresh DATA_DIR, and a fresh database
 * on the PostgreSQL of TEST_DATABASE_URL (dropped afterwards).
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { SQL } from "drizzle-orm";
import pg from "pg";
import { type DatabaseHandle, openPglite, openPostgres } from "#server/db/client.ts";

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

async function adminStatement(adminUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A new empty database beside TEST_DATABASE_URL's; the server migrates and seeds it. */
export async function postgresFaultDatabase(adminUrl: string, label: string) {
  const base = new URL(adminUrl).pathname.slice(1) || "washi";
  const name = `${base}_faults_${label}_${randomBytes(4).toString("hex")}`;
  await adminStatement(adminUrl, `create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const dataDir = mkdtempSync(path.join(tmpdir(), `washi-faults-${label}-`));
  const database: FaultDatabase = {
    kind: "postgres",
    env: { DATA_DIR: dataDir, DATABASE_URL: databaseUrl },
    rows: (query) => rowsOn(() => openPostgres(databaseUrl), query),
    async remove() {
      rmSync(dataDir, { recursive: true, force: true });
      await adminStatement(adminUrl, `drop database if exists "${name}" with (force)`);
    },
  };
  return database;
}
