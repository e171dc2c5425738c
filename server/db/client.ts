import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { ConfigError } from "#server/config.ts";
import { markDataDirInUse } from "#server/db/data-dir-in-use.ts";
import { migratePgliteClient, migratePostgresPool } from "#server/db/migrate.ts";
import * as schema from "#server/db/schema.ts";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The handle a `db.transaction` callback receives. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /** Applies the pending SQL migrations; safe with several processes on one PostgreSQL. */
  migrate(): Promise<void>;
  /** True when the database answers a trivial query. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

/** Called with each statement's SQL text (never its parameters), for debug logs. */
export type QueryListener = (sql: string) => void;

/** Opens PGlite in `<dataDir>/db`, or PostgreSQL when a URL is given. */
export async function openDatabase(options: {
  dataDir: string;
  databaseUrl?: string;
  onQuery?: QueryListener;
}) {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.onQuery)
    : openEmbedded(options.dataDir, options.onQuery);
}

/** PGlite in `<dataDir>/db`, with the data dir marked as in use while it is open. */
async function openEmbedded(dataDir: string, onQuery?: QueryListener) {
  const release = markDataDirInUse(dataDir);
  const client = await createPgliteClient(path.join(dataDir, "db"));
  return pgliteHandle(client, onQuery, async () => {
    await client.close();
    release();
  });
}

function queryLogger(onQuery: QueryListener | undefined) {
  return onQuery ? { logger: { logQuery: (query: string) => onQuery(query) } } : {};
}

export async function openPglite(
  dataDir: string | undefined,
  loadDataDir?: Blob,
  onQuery?: QueryListener,
) {
  return pgliteHandle(await createPgliteClient(dataDir, loadDataDir), onQuery);
}

/**
 * Postgres's memory inside PGlite, which WebAssembly never hands back once taken: 32 MB of
 * shared buffers (Postgres's default 128 MB held the idle server at 400 MB; the operating
 * system's page cache keeps the rest of the data files near) and 16 MB to build an index
 * (64 MB by default). Passed at each start, so the data folder's own settings stay as they are.
 */
const pgliteSettings = ["shared_buffers=32MB", "maintenance_work_mem=16MB"];

/** PGlite with the extensions the schema uses, in `dataDir`, in memory, or from a dump. */
export function createPgliteClient(dataDir: string | undefined, loadDataDir?: Blob) {
  return PGlite.create(dataDir, {
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, ...pgliteSettings.flatMap((set) => ["-c", set])],
    ...(loadDataDir ? { loadDataDir } : {}),
  });
}

/** A handle on an open PGlite; `close` closes the instance unless told otherwise. */
export function pgliteHandle(
  client: PGlite,
  onQuery?: QueryListener,
  close: () => Promise<void> = () => client.close(),
) {
  const db = drizzlePglite({
    client,
    schema,
    casing: "snake_case",
    ...queryLogger(onQuery),
  }) as unknown as Database;
  return wrap(db, "pglite", () => migratePgliteClient(client), close);
}

/**
 * Why a PostgreSQL server could not be reached, in a few words: its own answer (e.g.
 * 'database "x" does not exist') explains more than an error code, which is all a refused or
 * timed-out connection has.
 */
export function connectionProblem(error: unknown) {
  if (error instanceof pg.DatabaseError) return error.message;
  return (error as NodeJS.ErrnoException).code ?? String(error);
}

export async function openPostgres(url: string, onQuery?: QueryListener) {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  // A dropped connection must not crash the process; the next query gets a fresh one.
  pool.on("error", () => {});
  try {
    await pool.query("select 1");
  } catch (error) {
    await pool.end().catch(() => {});
    throw new ConfigError(
      `Invalid configuration: DATABASE_URL cannot be reached (${connectionProblem(error)}).`,
    );
  }
  const db = drizzlePostgres({
    client: pool,
    schema,
    casing: "snake_case",
    ...queryLogger(onQuery),
  }) as unknown as Database;
  return wrap(
    db,
    "postgres",
    () => migratePostgresPool(pool),
    () => pool.end(),
  );
}

/** What runs when a handle closes, per open handle's `db`; a closed handle has none. */
const closeHooks = new WeakMap<Database, Set<() => Promise<void>>>();

/**
 * Runs `stop` when the handle whose `db` this is closes, before its connections do: for work
 * that lives as long as the handle (a listener, a timer). False when `db` is no open handle's
 * (a closed one, a transaction): then there is nothing to tie the work to.
 */
export function onDatabaseClose(db: Database, stop: () => Promise<void>) {
  const hooks = closeHooks.get(db);
  hooks?.add(stop);
  return hooks !== undefined;
}

function wrap(
  db: Database,
  kind: DatabaseHandle["kind"],
  migrate: () => Promise<void>,
  close: () => Promise<void>,
) {
  let closed = false;
  const hooks = new Set<() => Promise<void>>();
  closeHooks.set(db, hooks);
  const handle: DatabaseHandle = {
    db,
    kind,
    migrate,
    async ping() {
      try {
        await db.execute(sql`select 1`);
        return true;
      } catch {
        return false;
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      closeHooks.delete(db);
      await Promise.allSettled([...hooks].map((stop) => stop()));
      await close();
    },
  };
  return handle;
}
