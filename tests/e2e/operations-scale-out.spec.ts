/**
 * Scale-out on PostgreSQL: two built servers (each with its own DATA_DIR) on one fresh
 * database, their background jobs off (BACKGROUND_JOBS=off), and two `npm run worker`
 * processes (the built worker entry) that run the jobs. Checkouts spread over both servers
 * never oversell, a webhook delivered to both at once is applied once, a session made on one
 * works on the other, and the workers send each queued mail once and expire each unpaid
 * order once. Skipped without TEST_DATABASE_URL.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { expect, test } from "@playwright/test";
import { type SQL, sql } from "drizzle-orm";
import { type DatabaseHandle, openPostgres } from "#server/db/client.ts";
import { soldOutMessage } from "#server/orders/order-messages.ts";
import { simulatorContextOf } from "#server/paypal-simulator/app.ts";
import { readRecord, writeRecord } from "#server/paypal-simulator/records.ts";
import { findCapture, type SimulatedOrder } from "#server/paypal-simulator/simulated-order.ts";
import { queueCaptureEvent } from "#server/paypal-simulator/webhooks.ts";
import {
  type BuiltServer,
  type Exit,
  killStartedServers,
  projectRoot,
  serverEnv,
  startBuiltServer,
} from "#tests/support/built-server.ts";
import { addToCartByFetch } from "#tests/support/cart.ts";
import { randomClientAddress } from "#tests/support/client-address.ts";
import { cookiesOf, postForm } from "#tests/support/fetch-form.ts";
import { testShippingAddress } from "#tests/support/json-checkout.ts";
import { newSeededShop, type SeededShop } from "#tests/support/seeded-shop.ts";
import { startTestSmtpServer, type TestSmtpServer } from "#tests/support/smtp-server.ts";
import { studioAdmin, studioAdminEnv } from "#tests/support/studio.ts";
import { specTempDirs } from "#tests/support/temp-dirs.ts";

const adminUrl = process.env.TEST_DATABASE_URL;

const STOCK = 3;
const BUYERS = 14;
const QUEUED_MAILS = 24;
const EXPIRED_ORDERS = 6;

let shop: SeededShop | undefined;
let database: DatabaseHandle;
let smtp: TestSmtpServer;
const servers: BuiltServer[] = [];
const workers: ChildProcess[] = [];
const workerOutput: string[] = [];
const tempDirs = specTempDirs("scale");
const tempDir = tempDirs.make;

async function rows<Row>(query: SQL) {
  return ((await database.db.execute(query)) as unknown as { rows: Row[] }).rows;
}

test.afterAll(tempDirs.removeAll);

test("the worker refuses the embedded database in one line, before opening it", async () => {
  const dataDir = tempDir("pglite");
  const worker = spawn(process.execPath, [path.join(projectRoot, "build/server/worker.js")], {
    cwd: projectRoot,
    env: serverEnv({ DATA_DIR: dataDir }),
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stderr = "";
  worker.stderr?.setEncoding("utf8").on("data", (chunk: string) => {
    stderr += chunk;
  });
  const code = await new Promise((resolve) => worker.once("close", resolve));
  expect(code).toBe(1);
  expect(stderr.trim().split("\n")).toEqual([
    expect.stringMatching(/^Invalid configuration: DATABASE_URL must name a PostgreSQL server/),
  ]);
  expect(existsSync(path.join(dataDir, "db"))).toBe(false);
});

test.describe("on PostgreSQL", () => {
  test.skip(!adminUrl, "TEST_DATABASE_URL is not set: the scale-out tests need PostgreSQL");
  test.describe.configure({ mode: "serial" });

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    shop = await newSeededShop("postgres", "scale");
    smtp = await startTestSmtpServer();
    const env = {
      DATABASE_URL: shop.databaseUrl as string,
      BACKGROUND_JOBS: "off",
      TRUST_PROXY: "true",
      SMTP_URL: smtp.url,
      ...studioAdminEnv,
    };
    for (const dataDir of [shop.dataDir, tempDir("b")]) {
      servers.push(await startBuiltServer({ ...env, DATA_DIR: dataDir }));
    }
    database = await openPostgres(shop.databaseUrl as string);
  });

  test.afterAll(async () => {
    await Promise.all(workers.map((worker) => stopWorker(worker)));
    await killStartedServers();
    await database?.close();
    await smtp?.close();
    await shop?.remove();
  });

  /** The two servers in turn: buyer 0 on the first, buyer 1 on the second, … */
  const server = (index: number) => servers[index % 2] as BuiltServer;

  function postFormTo(base: string, pathname: string, fields: Record<string, string>) {
    return postForm(`${base}${pathname}`, fields, { origin: base });
  }

  // Each request comes from a visitor of its own (X-Forwarded-For, trusted here): the buyers
  // are many people, and no per-address limit of one falls on another.
  async function postJson(base: string, pathname: string, body: object, cookie = "") {
    const response = await fetch(`${base}${pathname}`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: base,
        "x-forwarded-for": randomClientAddress(),
        ...(cookie ? { cookie } : {}),
      },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: await response.json() };
  }

  async function cartWith(base: string, productId: number) {
    const { status, cookie } = await addToCartByFetch(base, String(productId), {
      address: randomClientAddress(),
    });
    expect(status).toBe(303);
    expect(cookie).toContain("washi_cart=");
    return cookie;
  }

  function checkoutFields(index: number) {
    return {
      customerEmail: `buyer-${index}@example.com`,
      customerName: "Mina Park",
      shippingAddress: testShippingAddress,
      shippingMethod: "standard",
    };
  }

  interface PlacedOrder {
    id: number;
    accessKey: string;
  }

  /** PayPal order on `base`, the buyer's approval on its simulator form; the PayPal order id. */
  async function approveAtPayPal(base: string, order: PlacedOrder, choice: string) {
    const started = await postJson(base, "/api/payments/create-paypal-order", {
      orderId: order.id,
      key: order.accessKey,
    });
    expect(started.status).toBe(200);
    const paypalOrderId: string = started.body.paypalOrderId;
    const approved = await postFormTo(base, "/paypal-simulator/checkoutnow", {
      token: paypalOrderId,
      choice,
    });
    expect(approved.status).toBe(303);
    return paypalOrderId;
  }

  async function productWithStock(stock: number, skip = 0) {
    const [product] = await rows<{ id: number; title: string }>(
      sql`select id, title from products where kind = 'physical' and is_active
        order by id offset ${skip} limit 1`,
    );
    if (!product) throw new Error("The demo shop has no physical product");
    await database.db.execute(sql`update products set stock = ${stock} where id = ${product.id}`);
    return product;
  }

  async function stockOf(productId: number) {
    const [row] = await rows<{ stock: number }>(
      sql`select stock from products where id = ${productId}`,
    );
    return row?.stock;
  }

  test("checkouts spread over both servers at once sell the stock exactly once", async () => {
    const product = await productWithStock(STOCK);
    const carts = await Promise.all(
      Array.from({ length: BUYERS }, (_, index) => cartWith(server(index).url, product.id)),
    );

    // Watch the stock while every buyer places an order at the same moment.
    let lowest = STOCK;
    let watching = true;
    const watcher = (async () => {
      while (watching) {
        lowest = Math.min(lowest, (await stockOf(product.id)) ?? Number.NaN);
        await sleep(5);
      }
    })();
    const attempts = await Promise.all(
      carts.map((cookie, index) =>
        postJson(server(index).url, "/api/orders/create", checkoutFields(index), cookie),
      ),
    );
    watching = false;
    await watcher;

    const placed = attempts.filter((attempt) => attempt.status === 201);
    const refused = attempts.filter((attempt) => attempt.status !== 201);
    expect(placed).toHaveLength(STOCK);
    for (const attempt of refused) {
      expect(attempt).toEqual({
        status: 409,
        body: { error: expect.objectContaining({ message: soldOutMessage(product.title, 0) }) },
      });
    }
    expect(lowest).toBeGreaterThanOrEqual(0);
    expect(await stockOf(product.id)).toBe(0);

    // Each order is paid on the server that did not take it: PayPal's state is in the database.
    const captures = await Promise.all(
      placed.map(async ({ body }, index) => {
        const order = { id: body.order.id, accessKey: body.accessKey };
        const paypalOrderId = await approveAtPayPal(server(index).url, order, "balance");
        return postJson(server(index + 1).url, "/api/payments/capture", {
          orderId: order.id,
          paypalOrderId,
        });
      }),
    );
    for (const capture of captures)
      expect(capture).toMatchObject({ status: 200, body: { status: "paid" } });
    const [sold] = await rows<{ orders: number; quantity: number }>(
      sql`select count(distinct o.id)::int as orders, coalesce(sum(i.quantity), 0)::int as quantity
        from orders o join order_items i on i.order_id = o.id
        where i.product_id = ${product.id} and o.status = 'paid'`,
    );
    expect(sold).toEqual({ orders: STOCK, quantity: STOCK });
    expect(await stockOf(product.id)).toBe(0);
  });

  test("a webhook event delivered to both servers at once is applied once", {
    tag: "@deep",
  }, async () => {
    const product = await productWithStock(50, 1);
    const cookie = await cartWith(servers[0]?.url ?? "", product.id);
    const created = await postJson(
      servers[0]?.url ?? "",
      "/api/orders/create",
      checkoutFields(100),
      cookie,
    );
    expect(created.status).toBe(201);
    const order = { id: created.body.order.id as number, accessKey: created.body.accessKey };
    // A buyer whose payment PayPal reviews: the capture is PENDING and the order waits.
    const paypalOrderId = await approveAtPayPal(servers[0]?.url ?? "", order, "pending-review");
    const capture = await postJson(servers[1]?.url ?? "", "/api/payments/capture", {
      orderId: order.id,
      paypalOrderId,
    });
    expect(capture.body.status).toBe("pending_payment");
    const [{ captureId } = { captureId: "" }] = await rows<{ captureId: string }>(
      sql`select paypal_capture_id as "captureId" from orders where id = ${order.id}`,
    );

    // PayPal's review ends: the simulator stores the COMPLETED event (as its settle control
    // does, without delivering it), then each server's simulator delivers it, signed, to its
    // own webhook listener, twice each, all at once.
    const eventId = await database.db.transaction(async (tx) => {
      const simulated = await readRecord<SimulatedOrder>(tx, "order", paypalOrderId, {
        lock: true,
      });
      const found = simulated && findCapture(simulated, captureId);
      if (!simulated || !found) throw new Error("The simulator has no such capture");
      found.capture.status = "COMPLETED";
      await writeRecord(tx, "order", simulated.id, simulated);
      const context = simulatorContextOf({
        db: database.db,
        publicBaseUrl: `${servers[0]?.url}/paypal-simulator`,
        webhookUrl: "",
      });
      return queueCaptureEvent(tx, context, simulated, found.capture);
    });
    const deliveries = await Promise.all(
      [0, 1, 2, 3].map((index) =>
        postJson(server(index).url, "/paypal-simulator/simulator/webhooks/resend", {
          event_id: eventId,
        }),
      ),
    );
    for (const delivery of deliveries)
      expect(delivery.body).toEqual({ event_id: eventId, status: 200 });

    const [state] = await rows<{ status: string; events: number; confirmations: number }>(
      sql`select o.status,
          (select count(*)::int from paypal_webhook_events where event_id = ${eventId}) as events,
          (select count(*)::int from outbox_emails
            where template = 'order-confirmation' and to_address = 'buyer-100@example.com') as confirmations
        from orders o where o.id = ${order.id}`,
    );
    expect(state).toEqual({ status: "paid", events: 1, confirmations: 1 });
  });

  test("a session made on one server works on the other", { tag: "@deep" }, async () => {
    const [first, second] = servers as [BuiltServer, BuiltServer];
    const product = await productWithStock(10, 2);

    // The cart cookie.
    const cartCookie = await cartWith(first.url, product.id);
    const cart = await fetch(`${second.url}/cart`, { headers: { cookie: cartCookie } });
    expect(await cart.text()).toContain(product.title);

    // The customer's sign-in cookie.
    const customer = { email: "traveller@example.com", password: "folded-cranes-2026" };
    const registered = await postJson(first.url, "/api/auth/register", {
      ...customer,
      firstName: "Aiko",
    });
    expect(registered.status).toBe(201);
    const signedIn = await postFormTo(second.url, "/login", { ...customer, returnTo: "/account" });
    expect(signedIn.status).toBe(303);
    const sessionCookie = cookiesOf(signedIn);
    const account = await fetch(`${first.url}/account`, {
      headers: { cookie: sessionCookie },
      redirect: "manual",
    });
    expect(account.status).toBe(200);
    expect(await account.text()).toContain(customer.email);
    const anonymous = await fetch(`${first.url}/account`, { redirect: "manual" });
    expect(anonymous.status).toBeGreaterThanOrEqual(300);

    // The studio's session.
    const studio = await postFormTo(first.url, "/studio/login", {
      email: studioAdmin.email,
      password: studioAdmin.password,
      returnTo: "/studio",
    });
    expect(studio.status).toBe(303);
    expect(studio.headers.get("location")).toBe("/studio");
    const dashboard = await fetch(`${second.url}/studio`, {
      headers: { cookie: cookiesOf(studio) },
      redirect: "manual",
    });
    expect(dashboard.status).toBe(200);
  });

  function startWorker(label: string) {
    const child = spawn(process.execPath, [path.join(projectRoot, "build/server/worker.js")], {
      cwd: projectRoot,
      env: serverEnv({
        DATABASE_URL: shop?.databaseUrl ?? "",
        SMTP_URL: smtp.url,
        LOG_LEVEL: "info",
        // The web servers' switch, shared through one .env: a worker runs the jobs regardless.
        BACKGROUND_JOBS: "off",
      }),
      stdio: ["ignore", "pipe", "pipe"],
    });
    const index = workerOutput.push("") - 1;
    const collect = (chunk: string) => {
      workerOutput[index] += chunk;
    };
    child.stdout?.setEncoding("utf8").on("data", collect);
    child.stderr?.setEncoding("utf8").on("data", collect);
    workers.push(child);
    return { label, child, output: () => workerOutput[index] ?? "" };
  }

  function stopWorker(child: ChildProcess) {
    return new Promise<Exit>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) {
        resolve({ code: child.exitCode, signal: child.signalCode });
        return;
      }
      child.once("close", (code, signal) => resolve({ code, signal }));
      child.kill("SIGTERM");
    });
  }

  /** The JSON log lines of a worker with this message. */
  function logLines(output: string, message: string) {
    return output
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.msg === message);
  }

  test("two workers send each queued mail once and expire each unpaid order once, while the servers run no jobs", {
    tag: "@deep",
  }, async () => {
    test.setTimeout(90_000);
    // Unpaid orders whose reservation has run out, taken from a stock of 10.
    const product = await productWithStock(10, 3);
    const expiring: number[] = [];
    for (let index = 0; index < EXPIRED_ORDERS; index++) {
      const cookie = await cartWith(server(index).url, product.id);
      const created = await postJson(
        server(index).url,
        "/api/orders/create",
        checkoutFields(200 + index),
        cookie,
      );
      expect(created.status).toBe(201);
      expiring.push(created.body.order.id);
    }
    expect(await stockOf(product.id)).toBe(10 - EXPIRED_ORDERS);
    await database.db.execute(
      sql`update orders set reserved_until = now() - interval '1 minute'
        where id in ${expiring}`,
    );
    // The copy of the demo shop was seeded by a server whose jobs froze the issue whose cutoff
    // had passed: unfreeze it, as if the cutoff had just passed, for the workers to freeze.
    await database.db.execute(sql`delete from mail_club_issues where frozen_at is not null`);
    // More mail to send, beside the confirmations the checkouts above queued.
    for (let index = 0; index < QUEUED_MAILS; index++) {
      await database.db.execute(
        sql`insert into outbox_emails (template, to_address, subject, html, text)
          values ('welcome', ${`reader-${index}@example.com`}, ${`Hello ${index}`},
                  '<p>Hello</p>', 'Hello')`,
      );
    }

    // The servers run no jobs: nothing is sent, nothing expires.
    await sleep(4_000);
    expect(smtp.received).toHaveLength(0);
    const [waiting] = await rows<{ pending: number }>(
      sql`select count(*)::int as pending from orders where id in ${expiring} and status = 'pending_payment'`,
    );
    expect(waiting?.pending).toBe(EXPIRED_ORDERS);

    // Two workers start at once; their first passes overlap.
    const started = [startWorker("first"), startWorker("second")];
    const [outbox] = await rows<{ total: number }>(
      sql`select count(*)::int as total from outbox_emails`,
    );
    const total = outbox?.total ?? 0;
    expect(total).toBeGreaterThanOrEqual(QUEUED_MAILS);
    await expect
      .poll(
        async () => {
          const [row] = await rows<{ sent: number }>(
            sql`select count(*)::int as sent from outbox_emails where status = 'sent'`,
          );
          return row?.sent;
        },
        { timeout: 45_000 },
      )
      .toBe(total);
    await expect.poll(() => stockOf(product.id), { timeout: 15_000 }).toBe(10);

    // Every row went out exactly once: as many messages as rows, to the rows' addresses.
    const addresses = await rows<{ to: string }>(sql`select to_address as to from outbox_emails`);
    const received = smtp.received.flatMap((mail) => mail.rcptTo).sort();
    expect(received).toEqual(addresses.map((row) => row.to).sort());

    // Stopped with SIGTERM, each worker finishes its pass and exits 0.
    const exits = await Promise.all(started.map(({ child }) => stopWorker(child)));
    expect(exits).toEqual([
      { code: 0, signal: null },
      { code: 0, signal: null },
    ]);
    const outputs = started.map(({ output }) => output());
    const expired = outputs
      .flatMap((output) => logLines(output, "unpaid orders expired, stock released"))
      .reduce((sum, line) => sum + Number(line.cancelled), 0);
    expect(expired).toBe(EXPIRED_ORDERS);
    const sent = outputs.flatMap((output) => logLines(output, "e-mail sent"));
    expect(sent).toHaveLength(total);
    // The Mail Club issue whose cutoff passed was frozen by one of them.
    const frozen = outputs.flatMap((output) =>
      output.split("\n").filter((line) => line.includes("issue frozen")),
    );
    expect(frozen).toHaveLength(1);
    for (const output of outputs) {
      expect(logLines(output, "Washi worker is running the background jobs")).toHaveLength(1);
      expect(output).not.toMatch(/"level":(50|60)/);
    }
  });
});
