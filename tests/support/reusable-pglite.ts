/**
 * One PGlite per Vitest worker, given back to each test file as the template it was loaded
 * from: loading the template's dump costs about 1.1 s a file (over half of the PGlite
 * project's time), emptying the tables again about 0.05 s. A file whose tests changed the
 * schema itself (a trigger that makes queries fail, a dropped table) leaves an instance that
 * is closed instead, and the next file loads the template afresh.
 */
import type { PGlite } from "@electric-sql/pglite";
import { createPgliteClient, type DatabaseHandle, pgliteHandle } from "#server/db/client.ts";

interface Template {
  /** Digest of every schema object, role and extension: what emptying tables cannot undo. */
  schema: string;
  /** Every table, to empty. */
  tables: string[];
  /** The rows the template holds (its migrations, the storefront version), to put back. */
  rows: { table: string; json: string }[];
  sequences: { name: string; value: number }[];
}

interface Kept {
  client: PGlite;
  template: Template;
  inUse: boolean;
}

let kept: Kept | undefined;

const schemaDigest = `
  select md5(coalesce(string_agg(item, ',' order by item), '')) as digest from (
    select c.oid::regclass::text || ':' || c.relkind::text || ':' || coalesce(a.attname, '') || ':' ||
      coalesce(a.atttypid::text, '') || ':' || coalesce(a.attnotnull::text, '') || ':' ||
      coalesce(pg_get_expr(d.adbin, d.adrelid), '')
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      left join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      left join pg_attrdef d on d.adrelid = c.oid and d.adnum = a.attnum
      where n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast')
    union all select tgrelid::regclass::text || ':' || tgname || ':' || tgenabled::text
      from pg_trigger where not tgisinternal
    union all select p.oid::regprocedure::text from pg_proc p
      join pg_namespace n on n.oid = p.pronamespace
      where n.nspname not in ('pg_catalog', 'information_schema')
    union all select conrelid::regclass::text || ':' || conname || ':' || pg_get_constraintdef(c.oid)
      from pg_constraint c join pg_namespace n on n.oid = c.connamespace
      where n.nspname not in ('pg_catalog', 'information_schema')
    union all select 'role:' || rolname from pg_roles
    union all select 'schema:' || nspname from pg_namespace
    union all select 'extension:' || extname || extversion from pg_extension
  ) as objects(item)`;

async function digest(client: PGlite) {
  const { rows } = await client.query<{ digest: string }>(schemaDigest);
  return rows[0]?.digest ?? "";
}

async function readTemplate(client: PGlite): Promise<Template> {
  const { rows: tables } = await client.query<{ name: string }>(
    `select format('%I.%I', schemaname, tablename) as name from pg_tables
      where schemaname not in ('pg_catalog', 'information_schema') order by 1`,
  );
  const rows: Template["rows"] = [];
  for (const { name } of tables) {
    const { rows: found } = await client.query<{ json: string | null }>(
      `select json_agg(t)::text as json from ${name} t`,
    );
    const json = found[0]?.json;
    if (json) rows.push({ table: name, json });
  }
  const { rows: sequences } = await client.query<{ name: string; value: number }>(
    `select format('%I.%I', schemaname, sequencename) as name, last_value::float8 as value
       from pg_sequences where last_value is not null`,
  );
  return {
    schema: await digest(client),
    tables: tables.map((table) => table.name),
    rows,
    sequences,
  };
}

/** Empties every table and puts the template's rows back; false when the schema changed. */
async function restoreTemplate(client: PGlite, template: Template) {
  try {
    if ((await digest(client)) !== template.schema) return false;
    await client.exec("discard all");
    await client.exec(`truncate ${template.tables.join(", ")} restart identity cascade`);
    for (const { table, json } of template.rows) {
      await client.query(
        `insert into ${table} select * from json_populate_recordset(null::${table}, $1)`,
        [json],
      );
    }
    for (const { name, value } of template.sequences) {
      await client.query("select setval($1, $2, true)", [name, value]);
    }
    return true;
  } catch {
    return false;
  }
}

/**
 * A database like the template's, for one test file: the worker's kept instance when it is
 * free and could be restored, else a new one loaded from `dump` (kept when none is).
 */
export async function reusablePglite(dump: () => Promise<Blob>): Promise<DatabaseHandle> {
  const current = kept;
  if (current && !current.inUse) {
    if (await restoreTemplate(current.client, current.template)) return lend(current);
    kept = undefined;
    await current.client.close();
  }
  const client = await createPgliteClient(undefined, await dump());
  if (kept) return pgliteHandle(client);
  const fresh: Kept = { client, template: await readTemplate(client), inUse: false };
  kept = fresh;
  return lend(fresh);
}

function lend(instance: Kept) {
  instance.inUse = true;
  let returned = false;
  // Once given back, the file's handle answers like a closed database: work a test left
  // running cannot reach the next file's data.
  const guarded = new Proxy(instance.client, {
    get(target, property) {
      const value = Reflect.get(target, property, target);
      if (typeof value !== "function") return value;
      return (...args: unknown[]) => {
        if (returned) throw new Error("PGlite is closed");
        return value.apply(target, args);
      };
    },
  });
  // A new handle each time: caches the code keeps per database object start empty.
  return pgliteHandle(guarded, undefined, async () => {
    returned = true;
    instance.inUse = false;
  });
}
