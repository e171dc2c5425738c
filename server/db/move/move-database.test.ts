/**
 * The move from the embedded database to PostgreSQL, on a real PGlite data dir and a real
 * PostgreSQL server (TEST_DATABASE_URL; skipped without it): the demo shop with its half year
 * of customers, orders, members and issues arrives whole, and a move that cannot finish
 * leaves a database nothing starts on.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn } from "#server/accounts/sign-in.ts";
import { ConfigError } from "#server/config.ts";
import { type DatabaseHandle, openDatabase, openPostgres } from "#server/db/client.ts";
import { rowsOf } from "#server/db/query-rows.ts";
import { outboxEmails, products, storefrontVersion } from "#server/db/schema.ts";
import { insertDemoDiscounts } from "#server/seed/demo-discounts.ts";
import { insertDemoHistory } from "#server/seed/demo-history/demo-history.ts";
import { DEMO_SIGN_IN, demoEmail } from "#server/seed/demo-history/demo-people.ts";
import { insertDemoShipping } from "#server/seed/demo-shipping.ts";
import { insertDemoShop } from "#server/seed/insert-demo-shop.ts";
import { testDemoImages } from "#tests/support/fixtures/demo-images.ts";
import { createScratchDatabase, type ScratchDatabase } from "#tests/support/scratch-database.ts";
import { MoveRefused, moveDatabase, type TableComparison } from "./move-database.ts";
import { refuseUnfinishedMove, UNFINISHED_MOVE_TABLE } from "./unfinished-move.ts";

const adminUrl = process.env.TEST_DATABASE_URL;
const now = new Date("2026-11-27T14:00:00Z");
const quiet = { step() {}, tableCopied() {} };
const logger = pino({ level: "silent" });

let dataDir: string;
const scratch: ScratchDatabase[] = [];

async function emptyTarget() {
  const database = await createScratchDatabase(adminUrl as string, "move");
  scratch.push(database);
  return database;
}

async function storefrontVersionOf(database: DatabaseHandle) {
  const [row] = await database.db.select().from(storefrontVersion);
  return row?.version;
}

async function openSource() {
  return openDatabase({ dataDir });
}

describe.skipIf(!adminUrl)("moving the embedded shop to PostgreSQL", () => {
  let comparisons: TableComparison[];
  let moved: DatabaseHandle;
  let versionBefore: number | undefined;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "washi-move-"));
    const source = await openSource();
    await source.migrate();
    await source.db.transaction(async (tx) => {
      await insertDemoShop(tx, testDemoImages(), now);
      await insertDemoShipping(tx);
      await insertDemoDiscounts(tx);
      await insertDemoHistory(tx, { now, timeZone: "America/New_York" });
    });
    await source.db.insert(outboxEmails).values({
      template: "contact-message",
      toAddress: "maker@washi.test",
      subject: "A message waiting to be sent",
      html: "<p>Waiting</p>",
      text: "Waiting",
    });
    versionBefore = await storefrontVersionOf(source);
    await source.close();

    const target = await emptyTarget();
    comparisons = await moveDatabase({ dataDir, targetUrl: target.url, progress: quiet });
    moved = await openPostgres(target.url);
  }, 120_000);

  afterAll(async () => {
    await moved?.close();
    for (const database of scratch) await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("finds every table the same on both sides, by row count and checksum", async () => {
    expect(comparisons.length).toBeGreaterThan(40);
    expect(comparisons.filter((c) => !c.same)).toEqual([]);
    const withRows = comparisons.filter((c) => c.source.rows > 0).map((c) => c.table);
    expect(withRows).toEqual(
      expect.arrayContaining([
        "customers",
        "orders",
        "subscriptions",
        "mail_club_issues",
        "outbox_emails",
      ]),
    );
  });

  it("keeps passwords: a demo customer signs in on the moved shop", async () => {
    const customer = await signIn(
      moved.db,
      { email: demoEmail(DEMO_SIGN_IN.key), password: DEMO_SIGN_IN.password },
      { clientAddress: "198.51.100.7", logger },
    );
    expect(customer.email).toBe(demoEmail(DEMO_SIGN_IN.key));
  });

  it("leaves the target ready to start: no unfinished mark, sequences past the copied ids", async () => {
    await expect(refuseUnfinishedMove(moved)).resolves.toBeUndefined();
    for (const table of ["customers", "orders", "subscriptions"]) {
      const [ids] = await rowsOf<{ highest: number; next: number }>(
        moved.db,
        sql.raw(
          `select max(id)::int as highest, nextval(pg_get_serial_sequence('${table}', 'id'))::int as next from ${table}`,
        ),
      );
      expect(ids?.highest, table).toBeGreaterThan(0);
      expect(ids?.next, table).toBe((ids?.highest ?? 0) + 1);
    }
  });

  it("keeps the storefront version, and the tables' triggers work again after the copy", async () => {
    expect(await storefrontVersionOf(moved)).toBe(versionBefore);
    const [product] = await moved.db.select({ id: products.id }).from(products).limit(1);
    await moved.db
      .update(products)
      .set({ title: "Renamed after the move" })
      .where(eq(products.id, product?.id ?? 0));
    expect(await storefrontVersionOf(moved)).toBe((versionBefore ?? 0) + 1);
  });

  it("refuses a target that is not empty", async () => {
    const target = await emptyTarget();
    const other = await openPostgres(target.url);
    await other.db.execute(sql`create table notes (id int)`);
    await other.close();
    await expect(moveDatabase({ dataDir, targetUrl: target.url, progress: quiet })).rejects.toThrow(
      /not empty/,
    );
  });

  it("refuses, and no shop starts on, a target a move did not finish", async () => {
    const target = await emptyTarget();
    const half = await openPostgres(target.url);
    await half.db.execute(
      sql.raw(`create table ${UNFINISHED_MOVE_TABLE} (started_at timestamptz)`),
    );
    await expect(refuseUnfinishedMove(half)).rejects.toThrow(ConfigError);
    await expect(refuseUnfinishedMove(half)).rejects.toThrow(/did not finish: empty it/);
    await half.close();
    const again = moveDatabase({ dataDir, targetUrl: target.url, progress: quiet });
    await expect(again).rejects.toThrow(MoveRefused);
    await expect(moveDatabase({ dataDir, targetUrl: target.url, progress: quiet })).rejects.toThrow(
      /holds a move that did not finish: empty it/,
    );
  });

  it("refuses while the shop runs on the data dir", async () => {
    // The test runner's parent process: alive, and not this one.
    writeFileSync(path.join(dataDir, "washi.pid"), `${process.ppid}\n`);
    const target = await emptyTarget();
    await expect(moveDatabase({ dataDir, targetUrl: target.url, progress: quiet })).rejects.toThrow(
      `The shop is running on ${dataDir} (process ${process.ppid})`,
    );
    rmSync(path.join(dataDir, "washi.pid"));
  });

  it("refuses a data dir without an embedded database, and a target it cannot reach", async () => {
    const empty = mkdtempSync(path.join(tmpdir(), "washi-move-empty-"));
    await expect(
      moveDatabase({ dataDir: empty, targetUrl: adminUrl as string, progress: quiet }),
    ).rejects.toThrow(/There is no embedded database/);
    rmSync(empty, { recursive: true });
    const missing = new URL(adminUrl as string);
    missing.pathname = "/washi_no_such_database";
    await expect(
      moveDatabase({ dataDir, targetUrl: missing.toString(), progress: quiet }),
    ).rejects.toThrow(/cannot be reached \(database "washi_no_such_database" does not exist\)/);
  });
});
