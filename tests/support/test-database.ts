/**
 * A migrated database of its own for one test file, cloned from the template that the
 * project's global setup prepared once for the run:
 * - PGlite: the template's dumped data dir loaded in memory, once per worker and emptied back
 *   to the template for each file (tests/support/reusable-pglite.ts);
 * - PostgreSQL (TEST_DATABASE_URL set): `CREATE DATABASE … TEMPLATE …`, dropped on close().
 *
 * Call it once per file (in beforeAll) and close it in afterAll; share it between the file's
 * tests. Each PGlite instance costs hundreds of MB, so do not open one per test.
 * Files that import this module also run in the PostgreSQL project (see vitest.config.ts).
 */
import { randomBytes } from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { SQL } from "drizzle-orm";
import { inject } from "vitest";
import { type Database, type DatabaseHandle, openPostgres } from "#server/db/client.ts";
import { diskStorage } from "#server/storage/disk-storage.ts";
import type { FileStorage } from "#server/storage/file-storage.ts";
import { reusablePglite } from "#tests/support/reusable-pglite.ts";
import { adminQuery, quoteIdent } from "#tests/support/scratch-database.ts";
import "#tests/support/test-database-context.ts";

export interface TestDatabase {
  db: Database;
  handle: DatabaseHandle;
  /** A fresh empty folder for files the code under test writes (uploaded images…). */
  dataDir: string;
  /** The shop's file storage in that folder, as without STORAGE_URL. */
  storage: FileStorage;
  close(): Promise<void>;
}

let keptTemplate: { file: string; data: Promise<Blob> } | undefined;

/** The template's data dir, read once per worker: a worker runs many files in a row. */
function pgliteTemplate(file: string) {
  if (keptTemplate?.file !== file) {
    keptTemplate = { file, data: readFile(file).then((dump) => new Blob([dump])) };
  }
  return keptTemplate.data;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const template = inject("testDatabase");
  if (!template) {
    throw new Error("No test database template: run the tests through vitest.config.ts.");
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), "washi-test-"));
  const removeDataDir = () => rm(dataDir, { recursive: true, force: true });

  if (template.kind === "pglite") {
    const handle = await reusablePglite(() => pgliteTemplate(template.templateFile));
    return {
      db: handle.db,
      handle,
      dataDir,
      storage: diskStorage(dataDir),
      async close() {
        await handle.close();
        await removeDataDir();
      },
    };
  }

  const name = `${template.prefix}${process.pid}_${randomBytes(4).toString("hex")}`;
  await adminQuery(
    template.adminUrl,
    `create database ${quoteIdent(name)} template ${quoteIdent(template.templateName)}`,
  );
  const url = new URL(template.adminUrl);
  url.pathname = `/${name}`;
  const handle = await openPostgres(url.toString());
  return {
    db: handle.db,
    handle,
    dataDir,
    storage: diskStorage(dataDir),
    async close() {
      await handle.close();
      await adminQuery(
        template.adminUrl,
        `drop database if exists ${quoteIdent(name)} with (force)`,
      );
      await removeDataDir();
    },
  };
}

/** Rows of a raw SQL query, the same on PGlite and node-postgres (both answer `{ rows }`). */
export async function queryRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
