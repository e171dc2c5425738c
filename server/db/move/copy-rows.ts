import type { PGlite } from "@electric-sql/pglite";
import type pg from "pg";
import { type MovedTable, quoted } from "./source-tables.ts";

/** Rows read and written per statement: a few hundred kilobytes of JSON for most tables. */
const BATCH_ROWS = 1_000;

/**
 * Streams a table's rows from the embedded database into the same table on PostgreSQL, a
 * batch at a time: each row leaves as JSON (its values as PostgreSQL writes them) and is
 * read back by PostgreSQL into the table's own types. Identity values are kept as they are.
 */
export async function copyRows(
  source: PGlite,
  target: pg.ClientBase,
  table: MovedTable,
  onBatch: (rows: number) => void,
) {
  const name = quoted(table.name);
  const columns = table.columns.map(quoted).join(", ");
  const insert = `insert into ${name} (${columns}) overriding system value
    select ${columns} from json_populate_recordset(null::${name}, $1::json)`;
  await source.transaction(async (read) => {
    await read.query(
      `declare moving no scroll cursor for
        select row_to_json(r)::text as row from (select ${columns} from ${name}) r`,
    );
    for (;;) {
      const batch = await read.query<{ row: string }>(`fetch ${BATCH_ROWS} from moving`);
      if (batch.rows.length === 0) break;
      await target.query(insert, [`[${batch.rows.map(({ row }) => row).join(",")}]`]);
      onBatch(batch.rows.length);
    }
    await read.query("close moving");
  });
}

/** Sets every sequence of the target where the embedded database left it. */
export async function copySequences(source: PGlite, target: pg.ClientBase) {
  const sequences = await source.query<{ name: string; last: string | null; start: string }>(
    `select sequencename as name, last_value::text as last, start_value::text as start
       from pg_sequences where schemaname = 'public'`,
  );
  for (const sequence of sequences.rows) {
    const [value, called] =
      sequence.last === null ? [sequence.start, false] : [sequence.last, true];
    await target.query("select setval($1::regclass, $2::bigint, $3)", [
      `public.${quoted(sequence.name)}`,
      value,
      called,
    ]);
  }
  return sequences.rows.length;
}
