/**
 * The restore drill of docs/operations.md, performed as written: the shell blocks the guide
 * marks `<!-- drill: … -->` are read from the guide and run with bash, `systemctl` standing in
 * for systemd (stop sends SIGTERM to the running server and waits for it; start is done by
 * the test) and `sudo` running the command as it is. On each database a shop gets a paid
 * order and an uploaded picture, is backed up, destroyed and restored, and must show both.
 */
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test } from "@playwright/test";
import sharp from "sharp";
import {
  type BuiltServer,
  killStartedServers,
  projectRoot,
  startBuiltServer,
} from "#tests/support/built-server.ts";
import { addToCartByFetch } from "#tests/support/cart.ts";
import { cookiesOf, postForm } from "#tests/support/fetch-form.ts";
import { testShippingAddress } from "#tests/support/json-checkout.ts";
import { adminQuery } from "#tests/support/scratch-database.ts";
import { newSeededShop } from "#tests/support/seeded-shop.ts";
import { studioAdmin, studioAdminEnv } from "#tests/support/studio.ts";
import { specTempDirs } from "#tests/support/temp-dirs.ts";

const run = promisify(execFile);
const guide = readFileSync(path.join(projectRoot, "docs/operations.md"), "utf8");

const tempDirs = specTempDirs("restore");
const tempDir = tempDirs.make;
test.afterEach(killStartedServers);
test.afterAll(tempDirs.removeAll);

/** The shell block the guide marks `<!-- drill: name -->`. */
function drillBlock(name: string) {
  const marked = new RegExp(`<!-- drill: ${name} -->\\s*\`\`\`sh\\n([\\s\\S]*?)\`\`\``);
  const block = guide.match(marked)?.[1];
  if (!block) throw new Error(`docs/operations.md has no block marked <!-- drill: ${name} -->`);
  return block;
}

/** What the operator's shell has that this machine's test does not: systemd and sudo. */
const standIns = `
set -euo pipefail
sudo() {
  while [ "$#" -gt 0 ] && [ "\${1#-}" != "$1" ]; do
    case "$1" in -u|-g) shift 2 ;; *) shift ;; esac
  done
  "$@"
}
systemctl() {
  printf '%s\\n' "$*" >> "$DRILL_LOG"
  if [ "$1" = stop ] && [ -n "\${WASHI_PID:-}" ]; then
    kill -TERM "$WASHI_PID" 2>/dev/null || true
    while kill -0 "$WASHI_PID" 2>/dev/null; do sleep 0.1; done
  fi
}
`;

/** Runs a drill block; returns the systemctl commands it gave, in order. */
async function performDrill(
  name: string,
  env: Record<string, string>,
  server?: BuiltServer,
): Promise<string[]> {
  const log = path.join(tempDir("log"), "systemctl.log");
  await run("bash", ["-c", `${standIns}\n${drillBlock(name)}`], {
    env: {
      ...process.env,
      ...env,
      DRILL_LOG: log,
      WASHI_PID: server?.child.pid ? String(server.child.pid) : "",
    },
    timeout: 60_000,
  });
  const given = readFileSync(log, { encoding: "utf8", flag: "a+" });
  return given.split("\n").filter(Boolean);
}

async function postJson(url: string, body: unknown, cookie: string) {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify(body),
  });
  const answer = await response.json();
  if (!response.ok)
    throw new Error(`${url} answered ${response.status}: ${JSON.stringify(answer)}`);
  return answer;
}

/** A guest buys a tote bag through the JSON API and pays on the PayPal simulator. */
async function payForAnOrder(shop: string) {
  const { data: product } = await (await fetch(`${shop}/api/products/TOT-001`)).json();
  const { status, cookie } = await addToCartByFetch(shop, String(product.id));
  expect(status).toBe(303);
  const { order, accessKey } = await postJson(
    `${shop}/api/orders/create`,
    {
      customerEmail: "restored-buyer@example.com",
      customerName: "Mina Park",
      shippingAddress: testShippingAddress,
      shippingMethod: "standard",
    },
    cookie,
  );
  const { paypalOrderId } = await postJson(
    `${shop}/api/payments/create-paypal-order`,
    { orderId: order.id, key: accessKey },
    cookie,
  );
  const approved = await postForm(`${shop}/paypal-simulator/checkoutnow`, {
    token: paypalOrderId,
    choice: "balance",
  });
  expect(approved.status).toBe(303);
  const captured = await postJson(
    `${shop}/api/payments/capture`,
    { orderId: order.id, paypalOrderId },
    cookie,
  );
  expect(captured.status).toBe("paid");
  return { id: order.id as number, key: accessKey as string, total: order.total as number };
}

/** The maker signs in to the studio and uploads a photo of the tote bag; its WebP's path. */
async function uploadAPicture(shop: string) {
  const signedIn = await postForm(
    `${shop}/studio/login`,
    { email: studioAdmin.email, password: studioAdmin.password, returnTo: "/studio" },
    { origin: shop },
  );
  expect(signedIn.status).toBe(303);
  const { data: product } = await (await fetch(`${shop}/api/products/TOT-001`)).json();
  const photo = await sharp({
    create: { width: 1200, height: 900, channels: 3, background: "#c0392b" },
  })
    .png()
    .toBuffer();
  const form = new FormData();
  form.set("file", new File([new Uint8Array(photo)], "tote-on-the-table.png"));
  const uploaded = await fetch(`${shop}/api/studio/products/${product.id}/images`, {
    method: "POST",
    headers: { cookie: cookiesOf(signedIn), origin: shop },
    body: form,
  });
  expect(uploaded.status, await uploaded.clone().text()).toBe(201);
  const { image } = await uploaded.json();
  return image.variants.large.webp as string;
}

async function somethingThatMatters(shop: string) {
  const order = await payForAnOrder(shop);
  const picture = await uploadAPicture(shop);
  const bytes = Buffer.from(await (await fetch(`${shop}${picture}`)).arrayBuffer());
  expect(bytes.length).toBeGreaterThan(0);
  return { order, picture, bytes };
}

/** The restored shop serves, with the paid order and the picture exactly as they were. */
async function expectRestored(
  shop: string,
  kept: Awaited<ReturnType<typeof somethingThatMatters>>,
) {
  expect((await fetch(`${shop}/readyz`)).status).toBe(200);
  const home = await fetch(`${shop}/`);
  expect(home.status).toBe(200);
  expect(await home.text()).toContain("</html>");
  const order = await fetch(`${shop}/api/orders/${kept.order.id}?key=${kept.order.key}`);
  expect(order.status).toBe(200);
  expect((await order.json()).order).toMatchObject({
    id: kept.order.id,
    status: "paid",
    total: kept.order.total,
  });
  const picture = await fetch(`${shop}${kept.picture}`);
  expect(picture.status).toBe(200);
  expect(Buffer.from(await picture.arrayBuffer()).equals(kept.bytes)).toBe(true);
}

const shopEnv = { ...studioAdminEnv, SEED_DEMO_SHOP: "true" };
/** The first start seeds the demo shop, drawing its pictures: slow on a busy machine. */
const seeding = { readyTimeoutMs: 150_000 };

test("PGlite: the data dir is backed up with the shop stopped and restored into an empty one", async () => {
  test.setTimeout(300_000);
  const copy = await newSeededShop("pglite", "restore");
  tempDirs.add(copy.dataDir);
  const dataDir = copy.dataDir;
  const backup = path.join(tempDir("pglite-backups"), "washi.tar.gz");
  const env = { ...shopEnv, DATA_DIR: dataDir };

  const shop = await startBuiltServer(env);
  const kept = await somethingThatMatters(shop.url);

  const backupSteps = await performDrill(
    "pglite-backup",
    { DATA_DIR: dataDir, BACKUP: backup },
    shop,
  );
  expect(backupSteps).toEqual(["stop washi", "start washi"]);
  // systemd's stop is SIGTERM: the shop closed its database cleanly before the copy.
  expect((await shop.exited).code).toBe(0);
  const restarted = await startBuiltServer(env);
  expect((await fetch(`${restarted.url}/readyz`)).status).toBe(200);

  // The disaster: the data dir is lost; the machine has an empty one.
  expect((await restarted.stop("SIGKILL")).signal).toBe("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir);

  const restoreSteps = await performDrill("pglite-restore", { DATA_DIR: dataDir, BACKUP: backup });
  expect(restoreSteps).toEqual(["stop washi", "start washi"]);
  const restored = await startBuiltServer(env);
  await expectRestored(restored.url, kept);
  expect((await restored.stop("SIGTERM")).code).toBe(0);
});

test.describe("PostgreSQL", () => {
  const adminUrl = process.env.TEST_DATABASE_URL;
  test.skip(!adminUrl, "TEST_DATABASE_URL is not set: the PostgreSQL drill needs a server");

  const created: string[] = [];
  const admin = (statement: string) => adminQuery(adminUrl as string, statement);
  function databaseNamed(label: string) {
    const base = new URL(adminUrl as string).pathname.slice(1) || "washi";
    const name = `${base}_restore_${label}_${randomBytes(4).toString("hex")}`;
    created.push(name);
    const url = new URL(adminUrl as string);
    url.pathname = `/${name}`;
    return { name, url: url.toString() };
  }
  /** libpq's variables for createdb and pg_restore, and the client tools of the server's version. */
  async function postgresTools() {
    const server = new URL(adminUrl as string);
    const { rows } = await admin("show server_version_num");
    const major = Math.floor(Number(rows[0].server_version_num) / 10_000);
    return {
      PATH: `/usr/lib/postgresql/${major}/bin:${process.env.PATH}`,
      PGHOST: server.hostname,
      PGPORT: server.port || "5432",
      PGUSER: decodeURIComponent(server.username) || "postgres",
      PGPASSWORD: decodeURIComponent(server.password),
    };
  }
  test.afterAll(async () => {
    for (const name of created) await admin(`drop database if exists "${name}" with (force)`);
  });

  test("pg_dump while serving and the uploads; restored into a new database and an empty data dir", {
    tag: "@deep",
  }, async () => {
    test.setTimeout(300_000);
    const original = databaseNamed("live");
    await admin(`create database "${original.name}"`);
    const restoredDatabase = databaseNamed("restored");
    const dataDir = path.join(tempDir("pg"), "washi");
    const backupDir = tempDir("pg-backups");
    const tools = await postgresTools();

    const shop = await startBuiltServer(
      {
        ...shopEnv,
        DATA_DIR: dataDir,
        DATABASE_URL: original.url,
      },
      seeding,
    );
    const kept = await somethingThatMatters(shop.url);

    // Online: the shop keeps serving while it is backed up.
    const backupSteps = await performDrill("postgres-backup", {
      ...tools,
      DATABASE_URL: original.url,
      DATA_DIR: dataDir,
      BACKUP_DIR: backupDir,
    });
    expect(backupSteps).toEqual([]);
    expect((await fetch(`${shop.url}/readyz`)).status).toBe(200);

    // The disaster: the database and the data dir are gone.
    expect((await shop.stop("SIGTERM")).code).toBe(0);
    await admin(`drop database "${original.name}" with (force)`);
    rmSync(dataDir, { recursive: true, force: true });
    mkdirSync(dataDir);

    const restoreSteps = await performDrill("postgres-restore", {
      ...tools,
      DATA_DIR: dataDir,
      BACKUP_DIR: backupDir,
      RESTORED_DATABASE: restoredDatabase.name,
    });
    expect(restoreSteps).toEqual(["stop washi washi-worker", "start washi washi-worker"]);
    const restored = await startBuiltServer({
      ...shopEnv,
      DATA_DIR: dataDir,
      DATABASE_URL: restoredDatabase.url,
    });
    await expectRestored(restored.url, kept);
    expect((await restored.stop("SIGTERM")).code).toBe(0);
  });
});
