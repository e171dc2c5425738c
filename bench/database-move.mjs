// `npm run bench:move`: how long `npm run db:move` takes to move a grown shop from PGlite to
// PostgreSQL: the demo shop with its history, its catalogue grown to 5,000 products and its
// orders to 10,000 (the history's orders repeated, each with its lines), moved by the built
// CLI into a throwaway database beside BENCH_DATABASE_URL (default 127.0.0.1:5432), dropped
// after. Writes bench/results/database-move.json and .md; fails over the budget.
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { cpus, tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pino from "pino";
import { createScratchPostgres, growCatalogue, openBenchDatabase } from "./catalogue.mjs";

const { seedDemoShopOnce } = await import("#server/seed/seed-demo-shop.ts");
const { sql } = await import("drizzle-orm");

const PRODUCTS = 5_000;
const ORDERS = 10_000;
const BUDGET_MS = 120_000;
const root = path.resolve(import.meta.dirname, "..");

const rowsOf = (result) => result.rows ?? result;

/** Repeats the history's orders, with their lines, until the shop has `target` orders. */
async function growOrders(db, target) {
  const [{ count }] = rowsOf(await db.execute(sql`select count(*)::int as count from orders`));
  const copies = Math.ceil((target - count) / count);
  const columns = rowsOf(
    await db.execute(sql`select column_name from information_schema.columns
      where table_name = 'orders' and is_generated = 'NEVER' and column_name <> 'id'`),
  ).map((row) => row.column_name);
  // Unique columns get the copy's number; the order number also names its model order.
  const copied = (column) =>
    column === "order_number"
      ? sql.raw(`'B-' || o.id || '-' || n`)
      : ["paypal_order_id", "paypal_capture_id", "paypal_refund_id"].includes(column)
        ? sql.raw(`o.${column} || '-' || n`)
        : sql.raw(`o.${column}`);
  await db.execute(sql`insert into orders (${sql.raw(columns.join(", "))})
    select ${sql.join(columns.map(copied), sql`, `)}
    from orders o cross join generate_series(1, ${copies}) n
    where o.order_number not like 'B-%'`);
  await db.execute(sql`delete from orders where id in (
    select id from orders where order_number like 'B-%' order by id desc
    offset ${target - count})`);
  const itemColumns = rowsOf(
    await db.execute(sql`select column_name from information_schema.columns
      where table_name = 'order_items' and is_generated = 'NEVER'
        and column_name not in ('id', 'order_id')`),
  ).map((row) => row.column_name);
  await db.execute(sql`insert into order_items (order_id, ${sql.raw(itemColumns.join(", "))})
    select copy.id, ${sql.raw(itemColumns.map((column) => `i.${column}`).join(", "))}
    from orders copy
    join order_items i on i.order_id = split_part(copy.order_number, '-', 2)::int
    where copy.order_number like 'B-%'`);
}

async function counts(db) {
  const [row] = rowsOf(
    await db.execute(sql`select (select count(*)::int from products) as products,
      (select count(*)::int from orders) as orders,
      (select count(*)::int from order_items) as "orderItems"`),
  );
  return row;
}

const dataDir = mkdtempSync(path.join(tmpdir(), "washi-bench-move-"));
const scratch = await createScratchPostgres();
if (scratch.skipped) {
  console.error(scratch.skipped);
  process.exit(1);
}
try {
  const prepared = performance.now();
  const database = await openBenchDatabase({ dataDir });
  await database.migrate();
  await seedDemoShopOnce({
    db: database.db,
    dataDir,
    logger: pino({ level: "silent" }),
    history: { timeZone: "America/New_York" },
  });
  await growCatalogue(database, PRODUCTS);
  await growOrders(database.db, ORDERS);
  const shop = await counts(database.db);
  await database.close();
  console.log(
    `Prepared ${shop.products} products, ${shop.orders} orders (${shop.orderItems} lines) in ${Math.round((performance.now() - prepared) / 1000)} s; moving…`,
  );

  const started = performance.now();
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ["build/server/cli.js", "move", "--to", scratch.url],
    {
      cwd: root,
      env: { PATH: process.env.PATH, DATA_DIR: dataDir, LOG_LEVEL: "warn" },
      maxBuffer: 16 << 20,
    },
  );
  const moveMs = Math.round(performance.now() - started);
  if (!stdout.includes("every row count and checksum matches")) throw new Error(stdout);
  const tables = stdout.split("\n").filter((line) => /\ssame$/.test(line)).length;
  const rows = stdout
    .split("\n")
    .map((line) => line.match(/^\[\s*\d+\/\d+\] \S+: ([\d,]+) rows?/)?.[1])
    .filter(Boolean)
    .reduce((sum, figure) => sum + Number(figure.replaceAll(",", "")), 0);

  const result = {
    date: new Date().toISOString(),
    machine: `${cpus().length} × ${cpus()[0]?.model ?? "CPU"}`,
    shop,
    tables,
    rows,
    moveMs,
    budgetMs: BUDGET_MS,
    source: "issue 25: the 5,000-product catalogue with 10,000 orders moved in under 2 minutes",
  };
  const report = [
    "# Moving the embedded shop to PostgreSQL",
    "",
    `${result.date} on ${result.machine}. \`npm run bench:move\`.`,
    "",
    "| shop | tables | rows | move (migrations, copy, comparison) | budget |",
    "|---|---|---|---|---|",
    `| ${shop.products.toLocaleString("en-US")} products, ${shop.orders.toLocaleString("en-US")} orders (${shop.orderItems.toLocaleString("en-US")} lines) | ${tables} | ${rows.toLocaleString("en-US")} | ${(moveMs / 1000).toFixed(1)} s | ${BUDGET_MS / 1000} s |`,
    "",
  ].join("\n");
  writeFileSync(
    path.join(root, "bench/results/database-move.json"),
    `${JSON.stringify(result, null, 2)}\n`,
  );
  writeFileSync(path.join(root, "bench/results/database-move.md"), report);
  console.log(report);
  if (moveMs > BUDGET_MS) {
    console.error(`Over budget: ${moveMs} ms > ${BUDGET_MS} ms.`);
    process.exitCode = 1;
  }
} finally {
  await scratch.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
