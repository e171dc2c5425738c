// The benchmark's data: the demo shop scaled to a number of products, on PGlite (in a data
// dir) or on a throwaway PostgreSQL database next to BENCH_DATABASE_URL (default: the local
// server's postgres database), created for the run and dropped after it.
import { randomBytes } from "node:crypto";
import pg from "pg";
import pino from "pino";

const { openDatabase } = await import("#server/db/client.ts");
const { seedDemoShopOnce } = await import("#server/seed/seed-demo-shop.ts");
const { scaleCatalogue } = await import("#server/catalogue/scale-catalogue.ts");
const { diskStorage } = await import("#server/storage/disk-storage.ts");
const { sql } = await import("drizzle-orm");

const DEFAULT_ADMIN_URL = "postgres://postgres@127.0.0.1:5432/postgres";

function onlyLoopback(databaseUrl) {
  const host = new URL(databaseUrl).hostname;
  if (!["127.0.0.1", "localhost", "[::1]", "::1"].includes(host)) {
    throw new Error(`The benchmark contacts 127.0.0.1 only; ${host} is not a loopback address.`);
  }
}

/**
 * Creates a scratch database on the PostgreSQL server of BENCH_DATABASE_URL and answers its
 * URL and a drop function, or why PostgreSQL is skipped when the server cannot be reached.
 */
export async function createScratchPostgres() {
  const adminUrl = process.env.BENCH_DATABASE_URL || DEFAULT_ADMIN_URL;
  onlyLoopback(adminUrl);
  const name = `washi_bench_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3_000 });
  try {
    await admin.connect();
    await admin.query(`create database "${name}"`);
  } catch (error) {
    await admin.end().catch(() => {});
    return { skipped: `PostgreSQL at ${new URL(adminUrl).host} unreachable: ${error.message}` };
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: async () => {
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

export function openBenchDatabase({ dataDir, databaseUrl }) {
  return openDatabase({ dataDir, databaseUrl });
}

/** Grows the catalogue to `products` and refreshes the planner's statistics. */
export async function growCatalogue(database, products) {
  await scaleCatalogue(database.db, { target: products });
  await database.db.execute(sql`analyze`);
}

/**
 * Migrates, seeds the demo shop, grows it to `products`; answers a physical made-to-order
 * product (its page and cart line never run out of stock) and the sticker type's id.
 */
export async function prepareCatalogue(database, dataDir, products) {
  await database.migrate();
  const storage = diskStorage(dataDir);
  await seedDemoShopOnce({ db: database.db, storage, logger: pino({ level: "silent" }) });
  await growCatalogue(database, products);
  const rows = await database.db.execute(
    sql`select p.id, p.slug, t.slug as type from products p join product_types t on t.id = p.product_type_id
        where p.is_active and p.kind = 'physical' and p.stock is null order by p.id limit 1`,
  );
  return (rows.rows ?? rows)[0];
}
