import type { PGlite } from "@electric-sql/pglite";

export interface MovedTable {
  name: string;
  /** The columns that hold data: generated columns are computed again by the target. */
  columns: string[];
}

/** Double-quotes a table or column name for SQL. */
export function quoted(name: string) {
  return `"${name.replaceAll('"', '""')}"`;
}

/**
 * The shop's tables in an order that copies every referenced row before the rows that refer
 * to it (a table's references to itself need no order: they are checked per statement).
 */
export async function tablesInCopyOrder(source: PGlite): Promise<MovedTable[]> {
  const columns = await source.query<{ table_name: string; column_name: string }>(
    `select table_name, column_name from information_schema.columns
      where table_schema = 'public' and is_generated = 'NEVER'
        and table_name in (select tablename from pg_tables where schemaname = 'public')
      order by table_name, ordinal_position`,
  );
  const references = await source.query<{ child: string; parent: string }>(
    `select child.relname as child, parent.relname as parent
       from pg_constraint fk
       join pg_class child on child.oid = fk.conrelid
       join pg_class parent on parent.oid = fk.confrelid
      where fk.contype = 'f' and fk.connamespace = 'public'::regnamespace
        and fk.conrelid <> fk.confrelid`,
  );
  const tables = new Map<string, string[]>();
  for (const { table_name, column_name } of columns.rows) {
    tables.set(table_name, [...(tables.get(table_name) ?? []), column_name]);
  }
  const parentsOf = new Map<string, Set<string>>();
  for (const { child, parent } of references.rows) {
    parentsOf.set(child, (parentsOf.get(child) ?? new Set()).add(parent));
  }

  const ordered: MovedTable[] = [];
  const placed = new Set<string>();
  const visiting = new Set<string>();
  const place = (name: string) => {
    if (placed.has(name)) return;
    if (visiting.has(name)) throw new Error(`The tables refer to each other in a cycle (${name}).`);
    visiting.add(name);
    for (const parent of [...(parentsOf.get(name) ?? [])].sort()) place(parent);
    visiting.delete(name);
    placed.add(name);
    ordered.push({ name, columns: tables.get(name) ?? [] });
  };
  for (const name of [...tables.keys()].sort()) place(name);
  return ordered;
}
