/**
 * The way up from the embedded database: a shop that has run on PGlite for half a year (the
 * demo shop with its history: customers, orders in every state, members, frozen issues, a
 * gift, pictures and digital files) with two guests' paid orders, one of them a download, is
 * moved with `npm run db:move` into an empty PostgreSQL database, then served from it with
 * the same DATA_DIR. The moved shop shows the same listing, order history, studio dashboard
 * and issue; the customer signs in with their old password; the guests' order links still
 * work, the download's with the same file. A move killed halfway leaves a database no shop
 * starts on, and the next move refuses it. Skipped without TEST_DATABASE_URL.
 */
import { type ChildProcess, execFile, spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { expect, test } from "@playwright/test";
import { sql } from "drizzle-orm";
import { openPglite } from "#server/db/client.ts";
import { DEMO_SIGN_IN, demoEmail } from "#server/seed/demo-history/demo-people.ts";
import {
  killStartedServers,
  projectRoot,
  serverEnv,
  startBuiltServer,
} from "#tests/support/built-server.ts";
import { cookiesOf, postForm } from "#tests/support/fetch-form.ts";
import {
  type Buyer,
  continueCheckout,
  newBuyer,
  orderByApi,
} from "#tests/support/json-checkout.ts";
import { adminQuery, createScratchDatabase, quoteIdent } from "#tests/support/scratch-database.ts";
import { newSeededShop } from "#tests/support/seeded-shop.ts";
import { studioAdmin, studioAdminEnv } from "#tests/support/studio.ts";
import { specTempDirs } from "#tests/support/temp-dirs.ts";

const adminUrl = process.env.TEST_DATABASE_URL;
const tempDirs = specTempDirs("move");
test.afterEach(killStartedServers);
test.afterAll(tempDirs.removeAll);
test.skip(!adminUrl, "TEST_DATABASE_URL is not set: the move needs a PostgreSQL server");

interface CommandResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** `npm run db:move -- --to <url>` on a data dir, with nothing else from this environment. */
async function moveCommand(dataDir: string, targetUrl: string): Promise<CommandResult> {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      "npm",
      ["run", "--silent", "db:move", "--", "--to", targetUrl],
      { cwd: projectRoot, env: serverEnv({ DATA_DIR: dataDir }), timeout: 120_000 },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** The text a visitor reads in a page's main content. */
function readableText(html: string) {
  const main = html.match(/<main[\s\S]*<\/main>/)?.[0] ?? html;
  return (
    main
      .replace(/<(script|style)[\s\S]*?<\/\1>/g, "")
      .replace(/<[^>]+>/g, " ")
      .replace(/\s+/g, " ")
      // The dashboard counts down to the next cutoff: an hour may pass between two looks.
      .replace(/\d+ days?, \d+ h\b/g, "(countdown)")
      .trim()
  );
}

async function page(url: string, cookie = "") {
  const response = await fetch(url, { headers: { cookie } });
  expect(response.status, url).toBe(200);
  return response.text();
}

async function signIn(shop: string, path: string, fields: Record<string, string>) {
  const response = await postForm(`${shop}${path}`, fields, { origin: shop });
  expect(response.status, `sign-in at ${path}`).toBe(303);
  return cookiesOf(response);
}

/** A product's id, as the shop's API gives it. */
async function productId(shop: string, sku: string) {
  const { data } = await (await fetch(`${shop}/api/products/${sku}`)).json();
  return String(data.id);
}

/** The file a guest's paid order page links to, as its SHA-256. */
async function downloadOnOrderPage(shop: string, buyer: Buyer) {
  const html = await page(`${shop}/order-complete/${buyer.orderId}?key=${buyer.accessKey}`);
  const link = html.match(/href="(\/downloads\/[^"]+)"/)?.[1]?.replaceAll("&amp;", "&");
  expect(link, "a download link on the order page").toBeDefined();
  const file = await fetch(`${shop}${link}`);
  expect(file.status).toBe(200);
  return createHash("sha256")
    .update(Buffer.from(await file.arrayBuffer()))
    .digest("hex");
}

/**
 * What the shop shows a visitor, the demo customer and the maker (each signed in anew), and
 * one picture's bytes; the sessions are kept apart, to be tried on the moved shop.
 */
async function lookAround(shop: string) {
  const listing = await page(`${shop}/stickers`);
  const picture = listing.match(/\/uploads\/products\/[\w.-]+\.webp/)?.[0];
  const pictureBytes = Buffer.from(await (await fetch(`${shop}${picture}`)).arrayBuffer());
  const customer = await signIn(shop, "/login", {
    email: demoEmail(DEMO_SIGN_IN.key),
    password: DEMO_SIGN_IN.password,
  });
  const maker = await signIn(shop, "/studio/login", {
    email: studioAdmin.email,
    password: studioAdmin.password,
    returnTo: "/studio",
  });
  const issues = await page(`${shop}/studio/mail-club/issues`, maker);
  const issuePath = issues.match(/\/studio\/mail-club\/issues\/\d+/)?.[0];
  const view = {
    listing: readableText(listing),
    picture,
    pictureBytes: pictureBytes.toString("base64"),
    orderHistory: readableText(await page(`${shop}/orders`, customer)),
    dashboard: readableText(await page(`${shop}/studio`, maker)),
    issues: readableText(issues),
    issue: readableText(await page(`${shop}${issuePath}`, maker)),
  };
  return { view, sessions: { customer, maker } };
}

test("an embedded shop with a past moves to PostgreSQL and serves the same shop", async () => {
  test.setTimeout(300_000);
  const dataDir = tempDirs.make("shop");
  const shopEnv = {
    ...studioAdminEnv,
    DATA_DIR: dataDir,
    SEED_DEMO_SHOP: "true",
    SEED_DEMO_HISTORY: "true",
  };
  const embedded = await startBuiltServer(shopEnv, { readyTimeoutMs: 150_000 });
  const guest = newBuyer("moved-guest", 1);
  expect(
    (await continueCheckout(embedded.url, guest, await productId(embedded.url, "TOT-001"))).body,
  ).toMatchObject({ status: "paid" });
  const buyerOfFile = newBuyer("moved-download", 2);
  const digital = await productId(embedded.url, "DGT-001");
  const added = await postForm(
    `${embedded.url}/cart`,
    { intent: "add", productId: digital, digitalAcknowledged: "true" },
    { origin: embedded.url },
  );
  expect(added.status).toBe(303);
  buyerOfFile.cartCookie = cookiesOf(added);
  expect((await continueCheckout(embedded.url, buyerOfFile, digital)).body).toMatchObject({
    status: "paid",
  });
  const fileBefore = await downloadOnOrderPage(embedded.url, buyerOfFile);
  const before = await lookAround(embedded.url);
  expect(before.view.orderHistory).toMatch(/W-\d{4}-\d{6}/);
  expect(before.view.issue).toContain("Frozen");

  const target = await createScratchDatabase(adminUrl as string, "moved");
  try {
    const whileRunning = await moveCommand(dataDir, target.url);
    expect(whileRunning.code).toBe(1);
    expect(whileRunning.stderr).toContain(`The shop is running on ${dataDir}`);

    expect((await embedded.stop("SIGTERM")).code).toBe(0);
    const moved = await moveCommand(dataDir, target.url);
    expect(moved.stderr).toBe("");
    expect(moved.code).toBe(0);
    const table = moved.stdout
      .split("\n")
      .filter((line) => /^[a-z_]+\s+[\d,]+\s+[\d,]+\s/.test(line));
    expect(table.length).toBeGreaterThan(40);
    for (const line of table) expect(line).toMatch(/\ssame$/);
    expect(table.find((line) => line.startsWith("orders "))).toMatch(/^orders\s+(\d+)\s+\1\s/);
    expect(moved.stdout).toContain("every row count and checksum matches");

    const onPostgres = await startBuiltServer({ ...shopEnv, DATABASE_URL: target.url });
    expect(onPostgres.output().stdout).toContain('"database":"postgres"');
    expect((await lookAround(onPostgres.url)).view).toEqual(before.view);
    // Sessions made on the embedded shop are still signed in on the moved one.
    const orders = await page(`${onPostgres.url}/orders`, before.sessions.customer);
    expect(readableText(orders)).toBe(before.view.orderHistory);
    const studio = await page(`${onPostgres.url}/studio`, before.sessions.maker);
    expect(readableText(studio)).toBe(before.view.dashboard);
    const order = await orderByApi(onPostgres.url, guest);
    expect(order.status).toBe(200);
    expect(order.order?.status).toBe("paid");
    expect(await downloadOnOrderPage(onPostgres.url, buyerOfFile)).toBe(fileBefore);
    await onPostgres.stop("SIGTERM");
  } finally {
    await target.drop();
  }
});

/** Runs the move and kills it (SIGKILL) as soon as it has copied its first table. */
async function killedMove(dataDir: string, targetUrl: string) {
  const child: ChildProcess = spawn(
    process.execPath,
    ["build/server/cli.js", "move", "--to", targetUrl],
    { cwd: projectRoot, env: serverEnv({ DATA_DIR: dataDir }) },
  );
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk;
    if (/^\[\s*1\//m.test(output)) child.kill("SIGKILL");
  });
  const [code, signal] = await new Promise<[number | null, string | null]>((resolve) =>
    child.once("exit", (exitCode, exitSignal) => resolve([exitCode, exitSignal])),
  );
  return { code, signal, output };
}

test("a move killed halfway leaves a database nothing starts on, and the next move refuses it", async () => {
  test.setTimeout(180_000);
  const shop = await newSeededShop("pglite", "move-killed");
  // Enough rows that the copy is still under way when the first table's line is read.
  const embedded = await openPglite(`${shop.dataDir}/db`);
  await embedded.db.execute(
    sql`insert into rate_limit_events (key, subject)
        select 'sign-in:' || n % 97, 'someone' from generate_series(1, 400000) n`,
  );
  await embedded.close();

  const target = await createScratchDatabase(adminUrl as string, "half");
  try {
    const killed = await killedMove(shop.dataDir, target.url);
    expect(killed.signal).toBe("SIGKILL");
    expect(killed.output).not.toContain("every row count and checksum matches");

    const refusedStart = startBuiltServer({
      ...studioAdminEnv,
      DATA_DIR: shop.dataDir,
      DATABASE_URL: target.url,
    });
    await expect(refusedStart).rejects.toThrow(
      "DATABASE_URL holds a move from the embedded database that did not finish: empty it (drop the database and create it again) and run npm run db:move again.",
    );
    const again = await moveCommand(shop.dataDir, target.url);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain(
      "The target database holds a move that did not finish: empty it",
    );

    await target.drop();
    await adminQuery(adminUrl as string, `create database ${quoteIdent(target.name)}`);
    const afterEmptying = await moveCommand(shop.dataDir, target.url);
    expect(afterEmptying.stdout).toContain("every row count and checksum matches");
  } finally {
    await target.drop();
  }
});
