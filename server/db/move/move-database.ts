import { existsSync } from "node:fs";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { connectionProblem, createPgliteClient } from "#server/db/client.ts";
import { processUsingDataDir } from "#server/db/data-dir-in-use.ts";
import { migratePgliteClient, migratePostgresPool } from "#server/db/migrate.ts";
import { copyRows, copySequences } from "./copy-rows.ts";
import { type MovedTable, quoted, tablesInCopyOrder } from "./source-tables.ts";
import { checksumQuery, sameTextSettings, type TableChecksum } from "./table-checksums.ts";
import { emptyTheTarget, UNFINISHED_MOVE_TABLE } from "./unfinished-move.ts";

/** A reason the move cannot start or did not finish, said in one sentence to the maker. */
export class MoveRefused extends Error {}

export interface MoveProgress {
  step(message: string): void;
  tableCopied(table: string, rows: number, position: { index: number; of: number }): void;
}

export interface TableComparison {
  table: string;
  source: TableChecksum;
  target: TableChecksum;
  same: boolean;
}

/**
 * Copies the embedded shop in `<dataDir>/db` into the empty PostgreSQL database at
 * `targetUrl`: the schema by the migrations, then every table's rows in one transaction, the
 * sequences where they were, and a comparison of each table's row count and checksum.
 * Until the comparison has passed, the target holds UNFINISHED_MOVE_TABLE, and neither a
 * shop nor a second move starts on it.
 */
export async function moveDatabase(options: {
  dataDir: string;
  targetUrl: string;
  progress: MoveProgress;
}) {
  const { dataDir, targetUrl, progress } = options;
  refuseWhileShopRuns(dataDir);
  const target = await connect(targetUrl);
  let source: PGlite | undefined;
  try {
    await refuseNonEmptyTarget(target);
    await target.query(
      `create table ${UNFINISHED_MOVE_TABLE} (started_at timestamptz not null default now())`,
    );
    await target.query(`insert into ${UNFINISHED_MOVE_TABLE} default values`);
    source = await createPgliteClient(path.join(dataDir, "db"));
    progress.step("Bringing both databases to this release's schema (the migrations)…");
    await migratePgliteClient(source);
    await migrateTarget(targetUrl);

    const tables = await tablesInCopyOrder(source);
    for (const setting of sameTextSettings) {
      await source.exec(setting);
      await target.query(setting);
    }
    await copyEverything(source, target, tables, progress);
    progress.step("Comparing every table's rows and checksum…");
    const comparisons = await compareTables(source, target, tables);
    if (comparisons.every((comparison) => comparison.same)) {
      await target.query(`drop table ${UNFINISHED_MOVE_TABLE}`);
    }
    return comparisons;
  } finally {
    await source?.close();
    await target.end();
  }
}

function refuseWhileShopRuns(dataDir: string) {
  if (!existsSync(path.join(dataDir, "db", "PG_VERSION"))) {
    throw new MoveRefused(`There is no embedded database in ${path.join(dataDir, "db")}.`);
  }
  const pid = processUsingDataDir(dataDir);
  if (pid !== undefined) {
    throw new MoveRefused(
      `The shop is running on ${dataDir} (process ${pid}): stop it first (systemctl stop washi), then run the move again.`,
    );
  }
}

async function connect(url: string) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  client.on("error", () => {});
  try {
    await client.connect();
    return client;
  } catch (error) {
    await client.end().catch(() => {});
    throw new MoveRefused(`The target database cannot be reached (${connectionProblem(error)}).`);
  }
}

async function refuseNonEmptyTarget(target: pg.Client) {
  const { rows } = await target.query<{ relations: number; unfinished: boolean }>(
    `select count(*)::int as relations,
            bool_or(c.relname = $1 and n.nspname = 'public') as unfinished
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname not in ('pg_catalog', 'information_schema')
        and n.nspname not like 'pg\\_toast%' and n.nspname not like 'pg\\_temp%'`,
    [UNFINISHED_MOVE_TABLE],
  );
  const found = rows[0];
  if (found?.unfinished) {
    throw new MoveRefused(
      `The target database holds a move that did not finish: ${emptyTheTarget}.`,
    );
  }
  if (found && found.relations > 0) {
    throw new MoveRefused(
      "The target database is not empty: the move copies only into an empty database. Create a new one (createdb) or empty this one, and run the move again.",
    );
  }
}

async function migrateTarget(url: string) {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  try {
    await migratePostgresPool(pool);
  } finally {
    await pool.end();
  }
}

/**
 * One transaction: the rows the migrations inserted are cleared, the tables' own triggers
 * (which would count the copy as edits) are off while the rows go in, and a failure leaves
 * no rows at all.
 */
async function copyEverything(
  source: PGlite,
  target: pg.Client,
  tables: MovedTable[],
  progress: MoveProgress,
) {
  const names = tables.map((table) => quoted(table.name));
  await target.query("begin");
  try {
    for (const name of names) await target.query(`alter table ${name} disable trigger user`);
    await target.query(`truncate ${names.join(", ")}`);
    for (const [index, table] of tables.entries()) {
      let rows = 0;
      await copyRows(source, target, table, (batch) => {
        rows += batch;
      });
      progress.tableCopied(table.name, rows, { index: index + 1, of: tables.length });
    }
    await copySequences(source, target);
    for (const name of names) await target.query(`alter table ${name} enable trigger user`);
    await target.query("commit");
  } catch (error) {
    await target.query("rollback").catch(() => {});
    throw error;
  }
}

async function compareTables(source: PGlite, target: pg.Client, tables: MovedTable[]) {
  const comparisons: TableComparison[] = [];
  for (const { name } of tables) {
    const query = checksumQuery(name);
    const [here] = (await source.query<TableChecksum>(query)).rows;
    const [there] = (await target.query<TableChecksum>(query)).rows;
    if (!here || !there) throw new Error(`No checksum for ${name}.`);
    const same = here.rows === there.rows && here.checksum === there.checksum;
    comparisons.push({ table: name, source: here, target: there, same });
  }
  return comparisons;
}
