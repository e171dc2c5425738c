/**
 * Running the shop as an operator does: restarts and crashes keep committed data, SIGTERM
 * stops gracefully, bad configuration fails fast with one clear line, and on PostgreSQL the
 * demo shop is seeded once however often (or however many instances at once) it starts.
 */
import { randomBytes } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { get } from "node:http";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { type SQL, sql } from "drizzle-orm";
import { type Database, openPglite, openPostgres } from "#server/db/client.ts";
import {
  killStartedServers,
  spawnBuiltServer,
  startBuiltServer,
} from "#tests/support/built-server.ts";
import { databaseUrlVariable, expect, test } from "#tests/support/fixtures.ts";
import { createScratchDatabase, type ScratchDatabase } from "#tests/support/scratch-database.ts";
import { startSeededServer } from "#tests/support/seeded-shop.ts";
import { specTempDirs } from "#tests/support/temp-dirs.ts";

const tempDirs = specTempDirs("ops");
const tempDir = tempDirs.make;
test.afterEach(killStartedServers);
test.afterAll(tempDirs.removeAll);

async function rows<Row>(db: Database, query: SQL) {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

async function counts(db: Database) {
  const [row] = await rows<{ products: number; settings: number }>(
    db,
    sql`select (select count(*)::int from products) as products,
               (select count(*)::int from shop_settings) as settings`,
  );
  return row;
}

test.describe("on PGlite", () => {
  test("committed data survives a SIGKILL and a restart", async () => {
    const dataDir = tempDir("persist");
    const databaseDir = path.join(dataDir, "db");

    // The first start migrates and seeds the demo shop, committed before it serves.
    const first = await startBuiltServer({ DATA_DIR: dataDir });
    expect(await first.stop("SIGKILL")).toEqual({ code: null, signal: "SIGKILL" });

    const marker = `Survivor ${randomBytes(4).toString("hex")}`;
    let afterCrash: Awaited<ReturnType<typeof counts>>;
    {
      const handle = await openPglite(databaseDir);
      afterCrash = await counts(handle.db);
      expect(afterCrash?.settings).toBe(1);
      await handle.db.execute(sql`update shop_settings set shop_name = ${marker}`);
      await handle.close();
    }

    const second = await startBuiltServer({ DATA_DIR: dataDir });
    expect((await fetch(`${second.url}/`)).status).toBe(200);
    const exit = await second.stop("SIGTERM");
    expect(exit.code).toBe(0);
    expect(second.output().stderr).toBe("");

    const handle = await openPglite(databaseDir);
    try {
      expect(await counts(handle.db)).toEqual(afterCrash);
      const [settings] = await rows<{ shop_name: string }>(
        handle.db,
        sql`select shop_name from shop_settings`,
      );
      expect(settings?.shop_name).toBe(marker);
    } finally {
      await handle.close();
    }
  });
});

test("SIGTERM lets a slow request in flight finish, refuses new ones, and exits 0", async () => {
  const dataDir = tempDir("sigterm");
  const size = 64 * 1024 * 1024;
  mkdirSync(path.join(dataDir, "uploads"));
  writeFileSync(path.join(dataDir, "uploads", "big-0123456789.bin"), Buffer.alloc(size, 7));
  const server = await startBuiltServer({ DATA_DIR: dataDir, SEED_DEMO_SHOP: "false" });

  const download = new Promise<{ received: number; complete: boolean }>((resolve, reject) => {
    get(`${server.url}/uploads/big-0123456789.bin`, (response) => {
      let received = 0;
      response.on("data", (chunk: Buffer) => {
        received += chunk.length;
      });
      response.on("end", () => resolve({ received, complete: response.complete }));
      response.on("error", reject);
      // A slow client: take one chunk, then stall while the server is told to stop.
      response.once("data", () => {
        response.pause();
        server.child.kill("SIGTERM");
        setTimeout(() => response.resume(), 1_500);
      });
    }).on("error", reject);
  });

  await sleep(700);
  expect(server.child.exitCode).toBeNull();
  await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();

  expect(await download).toEqual({ received: size, complete: true });
  const exit = await server.exited;
  expect(exit).toEqual({ code: 0, signal: null });
  expect(server.output().stderr).toBe("");
});

test.describe("bad configuration fails fast with one line naming the variable", () => {
  const cases: [string, () => Record<string, string>, string][] = [
    ["PORT=abc", () => ({ PORT: "abc", DATA_DIR: tempDir("port") }), "PORT"],
    [
      "a DATA_DIR under a regular file",
      () => {
        const file = path.join(tempDir("file"), "not-a-folder");
        writeFileSync(file, "");
        return { DATA_DIR: path.join(file, "data") };
      },
      "DATA_DIR",
    ],
    [
      "an unreachable DATABASE_URL",
      () => ({ DATA_DIR: tempDir("dburl"), DATABASE_URL: "postgres://postgres@127.0.0.1:1/x" }),
      "DATABASE_URL",
    ],
  ];
  for (const [label, env, variable] of cases) {
    test(label, async () => {
      const server = spawnBuiltServer({ PORT: "0", ...env() });
      const exit = await Promise.race([
        server.exited,
        sleep(30_000).then(() => {
          server.child.kill("SIGKILL");
          throw new Error("the server kept running");
        }),
      ]);
      const { stdout, stderr } = server.output();
      expect(exit.code).not.toBe(0);
      expect(exit.code).not.toBeNull();
      const lines = stderr.split("\n").filter((line) => line.trim() !== "");
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(new RegExp(`^Invalid configuration: ${variable} `));
      expect(stderr + stdout).not.toMatch(/^\s+at /m);
      expect(stderr).not.toContain("postgres://");
    });
  }
});

test.describe("on PostgreSQL", () => {
  const adminUrl = process.env.TEST_DATABASE_URL;
  test.skip(!adminUrl, "TEST_DATABASE_URL is not set");

  const created: ScratchDatabase[] = [];
  async function freshDatabase() {
    const database = await createScratchDatabase(adminUrl as string, "ops");
    created.push(database);
    return database.url;
  }
  async function countsOn(url: string) {
    const handle = await openPostgres(url);
    try {
      return await counts(handle.db);
    } finally {
      await handle.close();
    }
  }
  test.afterAll(async () => {
    for (const database of created) await database.drop();
  });

  test("the demo shop is seeded once across restarts", async () => {
    const databaseUrl = await freshDatabase();
    const env = { DATA_DIR: tempDir("pg"), DATABASE_URL: databaseUrl };
    const first = await startBuiltServer(env);
    expect((await first.stop("SIGTERM")).code).toBe(0);
    const seeded = await countsOn(databaseUrl);
    expect(seeded?.settings).toBe(1);
    expect(seeded?.products).toBeGreaterThan(0);

    const second = await startBuiltServer(env);
    expect((await second.stop("SIGTERM")).code).toBe(0);
    expect(await countsOn(databaseUrl)).toEqual(seeded);
  });

  test("a catalogue the database cannot read gives 'Error loading products', then recovers", async ({
    page,
  }) => {
    const server = await startSeededServer("postgres");
    const database = await openPostgres(server.shop.databaseUrl as string);
    try {
      // The header's navigation is read (and kept for 30 s) before the table disappears under
      // the running server, as after a bad manual change.
      await page.goto(server.url);
      await database.db.execute(sql`alter table products rename to products_away`);
      const failed = await page.goto(`${server.url}/stickers`);
      expect(failed?.status()).toBe(500);
      await expect(page.getByRole("heading", { name: "Error loading products" })).toBeVisible();
      await expect(page.getByText(/products_away|relation|at \w+ \(/)).toHaveCount(0);

      await database.db.execute(sql`alter table products_away rename to products`);
      await page.getByRole("link", { name: "Try Again" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Stickers" })).toBeVisible();
    } finally {
      await database.close();
      await server.close();
    }
  });

  test("two instances starting at once on a new database migrate and seed it once", {
    tag: "@deep",
  }, async () => {
    const databaseUrl = await freshDatabase();
    const servers = await Promise.all(
      ["a", "b"].map((label) =>
        startBuiltServer({ DATA_DIR: tempDir(`pg-${label}`), DATABASE_URL: databaseUrl }),
      ),
    );
    for (const server of servers) expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    for (const server of servers) expect((await server.stop("SIGTERM")).code).toBe(0);
    // The same demo shop as the one the e2e server seeded alone.
    const reference = process.env[databaseUrlVariable.postgres];
    if (!reference) throw new Error("The global setup started no PostgreSQL server");
    expect(await countsOn(databaseUrl)).toEqual(await countsOn(reference));
  });
});
