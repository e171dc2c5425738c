// Checkout and payment benchmark: how long a buyer waits on each step of paying with PayPal,
// against the built production server over HTTP on 127.0.0.1, PAYPAL_MODE=simulator (the
// simulator is served by the shop itself under /paypal-simulator and the shop's PayPal client
// calls it over HTTP on loopback). On PGlite, and on PostgreSQL too when BENCH_DATABASE_URL or
// TEST_DATABASE_URL names a server (a scratch database is created next to it and dropped).
//
// For ORDERS orders, one at a time after WARM_UP: a product into a fresh cart (POST /cart),
// then the timed steps `POST /api/orders/create`, `POST /api/payments/create-paypal-order` and
// `POST /api/payments/capture`, with the buyer's approval on the simulator's form in between
// (not timed). The shop's create-paypal-order and capture include a call to the simulator, so
// the simulator's own share is measured apart: after each order the benchmark makes the same
// simulator calls itself (create a PayPal order with the body the shop sends, approve, capture,
// one cached access token as the shop's client keeps) and times them.
// Bounded: ORDERS orders or TIME_LIMIT_MS per database, whichever comes first; each request
// gives up after REQUEST_TIMEOUT_MS. Run with `npm run bench:checkout`.
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import {
  freePort,
  percentile,
  send,
  startServer,
  stopServer,
  waitUntilReady,
} from "./built-server.mjs";

const root = path.resolve(import.meta.dirname, "..");
const ORDERS = Number(process.env.BENCH_CHECKOUT_ORDERS) || 60;
const WARM_UP = 5;
const TIME_LIMIT_MS = 240_000;
const REQUEST_TIMEOUT_MS = 30_000;
/** After each order: the simulator's capture webhook is sent in the background; let it land. */
const SETTLE_MS = 50;
const PRODUCT_SKU = "TOT-001"; // made to order: no stock runs out
const round = (n) => Math.round(n * 10) / 10;

/** Every variable the server reads, so nothing from the caller's environment leaks in. */
const blankConfig = Object.fromEntries(
  [
    "DATABASE_URL",
    "PUBLIC_URL",
    "PAYPAL_CLIENT_ID",
    "PAYPAL_CLIENT_SECRET",
    "PAYPAL_WEBHOOK_ID",
    "SMTP_URL",
    "MAIL_FROM",
    "OWNER_EMAIL",
    "ADMIN_EMAIL",
    "ADMIN_PASSWORD",
  ].map((key) => [key, ""]),
);

async function request(agent, port, pathname, options) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new Error(`${options?.method ?? "GET"} ${pathname} took over ${REQUEST_TIMEOUT_MS} ms`),
        ),
      REQUEST_TIMEOUT_MS,
    );
  });
  try {
    return await Promise.race([send(agent, port, pathname, options), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

function expectStatus(answer, statuses, what) {
  if (!statuses.includes(answer.status)) {
    throw new Error(`${what} answered ${answer.status}: ${answer.body.toString().slice(0, 300)}`);
  }
  return answer;
}

const json = (answer) => JSON.parse(answer.body.toString());

function postJson(agent, port, pathname, body, headers = {}) {
  const text = JSON.stringify(body);
  return request(agent, port, pathname, {
    method: "POST",
    body: text,
    headers: {
      "content-type": "application/json",
      "content-length": Buffer.byteLength(text),
      ...headers,
    },
  });
}

function postForm(agent, port, pathname, fields, headers = {}) {
  const text = new URLSearchParams(fields).toString();
  return request(agent, port, pathname, {
    method: "POST",
    body: text,
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "content-length": Buffer.byteLength(text),
      ...headers,
    },
  });
}

function checkoutInput(index) {
  return {
    customerEmail: `bench-buyer-${index}@example.com`,
    customerName: "Mina Park",
    shippingAddress: {
      firstName: "Mina",
      lastName: "Park",
      address1: "12 Paper Lane",
      city: "Portland",
      state: "OR",
      zipCode: "97201",
      country: "US",
    },
    shippingMethod: "standard",
  };
}

/** The Orders v2 body the shop's client sends (server/payments/paypal/order-request-body.ts). */
function payPalOrderBody(order, port, index) {
  const money = (dollars) => ({ currency_code: "USD", value: dollars.toFixed(2) });
  return {
    intent: "CAPTURE",
    purchase_units: [
      {
        reference_id: `BENCH-${index}`,
        invoice_id: `BENCH-${index}`,
        amount: {
          ...money(order.total),
          breakdown: {
            item_total: money(order.subtotal),
            tax_total: money(order.tax),
            shipping: money(order.shipping),
          },
        },
        items: order.items.map((item) => ({
          name: item.title,
          quantity: String(item.quantity),
          unit_amount: money(item.price),
          category: "PHYSICAL_GOODS",
          sku: PRODUCT_SKU,
        })),
      },
    ],
    payment_source: {
      paypal: {
        experience_context: {
          return_url: `http://127.0.0.1:${port}/checkout/return?orderId=0`,
          cancel_url: `http://127.0.0.1:${port}/checkout`,
          user_action: "PAY_NOW",
          shipping_preference: "NO_SHIPPING",
        },
      },
    },
  };
}

async function runOn(database, databaseUrl) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "washi-bench-checkout-"));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = startServer({
    dataDir,
    port,
    env: {
      ...blankConfig,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PUBLIC_URL: origin,
      LOG_LEVEL: "warn",
      SEED_DEMO_SHOP: "true",
      PAYPAL_MODE: "simulator",
      // No rate limit applies to these routes today; each buyer still comes from its own address.
      TRUST_PROXY: "true",
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
  });
  const loadBefore = loadavg();
  try {
    await waitUntilReady(port);
    const agent = new http.Agent({ keepAlive: true });
    const product = json(
      expectStatus(
        await request(agent, port, `/api/products/${PRODUCT_SKU}`),
        [200],
        "the product",
      ),
    ).data;

    // The simulator's access token, fetched once and reused as the shop's client does.
    const simulatorAuth = Buffer.from("washi-bench:bench-secret").toString("base64");
    const tokenAnswer = expectStatus(
      await postForm(
        agent,
        port,
        "/paypal-simulator/v1/oauth2/token",
        { grant_type: "client_credentials" },
        {
          authorization: `Basic ${simulatorAuth}`,
        },
      ),
      [200],
      "the simulator's token",
    );
    const bearer = `Bearer ${json(tokenAnswer).access_token}`;

    const timings = {
      createOrder: [],
      createPayPalOrder: [],
      capture: [],
      simulatorCreate: [],
      simulatorCapture: [],
    };
    const started = performance.now();
    const total = WARM_UP + ORDERS;
    let completed = 0;
    for (let index = 0; index < total; index++) {
      if (performance.now() - started > TIME_LIMIT_MS) break;
      const measured = index >= WARM_UP;
      const from = { "x-forwarded-for": `198.51.${100 + (index >> 8)}.${index & 255}` };

      // A fresh cart with one product (not timed).
      const added = expectStatus(
        await postForm(
          agent,
          port,
          "/cart",
          { intent: "add", productId: String(product.id), quantity: "1" },
          { origin, ...from },
        ),
        [303],
        "adding to the cart",
      );
      const cookie = added.headers["set-cookie"]?.map((line) => line.split(";")[0]).join("; ");
      if (!cookie) throw new Error("adding to the cart set no cookie");

      const created = expectStatus(
        await postJson(agent, port, "/api/orders/create", checkoutInput(index), {
          cookie,
          ...from,
        }),
        [201],
        "POST /api/orders/create",
      );
      const { order, accessKey } = json(created);
      const paymentStarted = expectStatus(
        await postJson(
          agent,
          port,
          "/api/payments/create-paypal-order",
          { orderId: order.id, key: accessKey },
          { cookie, ...from },
        ),
        [200],
        "POST /api/payments/create-paypal-order",
      );
      const { paypalOrderId, approvalUrl } = json(paymentStarted);
      if (!new URL(approvalUrl).pathname.startsWith("/paypal-simulator/checkoutnow")) {
        throw new Error(`unexpected approval URL ${approvalUrl}`);
      }

      // The buyer approves on the simulator's form (not timed).
      expectStatus(
        await postForm(agent, port, "/paypal-simulator/checkoutnow", {
          token: paypalOrderId,
          choice: "balance",
        }),
        [303],
        "the simulator's approval form",
      );

      const captured = expectStatus(
        await postJson(
          agent,
          port,
          "/api/payments/capture",
          { orderId: order.id, paypalOrderId },
          {
            cookie,
            ...from,
          },
        ),
        [200],
        "POST /api/payments/capture",
      );
      if (json(captured).status !== "paid") {
        throw new Error(`the capture left the order ${json(captured).status}`);
      }

      // The simulator alone: the same calls the shop's client makes, for an order like this one.
      const requestId = randomBytes(12).toString("hex");
      const simulatorCreated = expectStatus(
        await postJson(
          agent,
          port,
          "/paypal-simulator/v2/checkout/orders",
          payPalOrderBody(order, port, index),
          {
            authorization: bearer,
            accept: "application/json",
            "paypal-request-id": `bench-create-${requestId}`,
            prefer: "return=representation",
          },
        ),
        [200, 201],
        "the simulator's order creation",
      );
      const simulatorOrderId = json(simulatorCreated).id;
      expectStatus(
        await postForm(agent, port, "/paypal-simulator/checkoutnow", {
          token: simulatorOrderId,
          choice: "balance",
        }),
        [303],
        "the simulator's approval form (simulator alone)",
      );
      const simulatorCaptured = expectStatus(
        await postJson(
          agent,
          port,
          `/paypal-simulator/v2/checkout/orders/${simulatorOrderId}/capture`,
          {},
          {
            authorization: bearer,
            accept: "application/json",
            "paypal-request-id": `bench-capture-${requestId}`,
            prefer: "return=representation",
          },
        ),
        [200, 201],
        "the simulator's capture",
      );

      if (measured) {
        timings.createOrder.push(created.ms);
        timings.createPayPalOrder.push(paymentStarted.ms);
        timings.capture.push(captured.ms);
        timings.simulatorCreate.push(simulatorCreated.ms);
        timings.simulatorCapture.push(simulatorCaptured.ms);
        completed++;
      }
      await sleep(SETTLE_MS);
    }
    const seconds = (performance.now() - started) / 1000;
    agent.destroy();
    const summary = Object.fromEntries(
      Object.entries(timings).map(([step, values]) => {
        const sorted = [...values].sort((a, b) => a - b);
        return [
          step,
          {
            p50: round(percentile(sorted, 50)),
            p95: round(percentile(sorted, 95)),
            p99: round(percentile(sorted, 99)),
            max: round(sorted[sorted.length - 1]),
          },
        ];
      }),
    );
    const result = {
      database,
      orders: completed,
      warmUp: WARM_UP,
      seconds: round(seconds),
      loadAverageBefore: loadBefore.map(round),
      loadAverageAfter: loadavg().map(round),
      ...summary,
    };
    console.log(JSON.stringify(result));
    return result;
  } finally {
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A scratch database next to the one named (same server), dropped afterwards. */
async function withScratchDatabase(adminUrl, use) {
  const name = `washi_bench_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    try {
      return await use(url.toString());
    } finally {
      await admin.query(`drop database if exists "${name}" with (force)`);
    }
  } finally {
    await admin.end();
  }
}

function onlyLoopback(databaseUrl) {
  const host = new URL(databaseUrl).hostname;
  if (!["127.0.0.1", "localhost", "[::1]", "::1"].includes(host)) {
    throw new Error(`The benchmark contacts 127.0.0.1 only; ${host} is not a loopback address.`);
  }
}

const results = [await runOn("PGlite")];
const postgresUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
if (postgresUrl) {
  onlyLoopback(postgresUrl);
  results.push(await withScratchDatabase(postgresUrl, (url) => runOn("PostgreSQL", url)));
} else {
  console.log("No BENCH_DATABASE_URL or TEST_DATABASE_URL: PostgreSQL skipped.");
}

const report = {
  date: new Date().toISOString(),
  node: process.version,
  cpus: cpus().length,
  loadAverage: loadavg()[0],
  orders: ORDERS,
  warmUp: WARM_UP,
  product: PRODUCT_SKU,
  results,
};
writeFileSync(
  path.join(root, "bench/results/checkout.json"),
  `${JSON.stringify(report, null, 2)}\n`,
);

const stepRows = (r) =>
  [
    ["`POST /api/orders/create`", r.createOrder],
    ["`POST /api/payments/create-paypal-order`", r.createPayPalOrder],
    ["`POST /api/payments/capture`", r.capture],
    ["simulator alone: `POST …/v2/checkout/orders`", r.simulatorCreate],
    ["simulator alone: `POST …/v2/checkout/orders/{id}/capture`", r.simulatorCapture],
  ]
    .map(([step, t]) => `| ${r.database} | ${step} | ${t.p50} | ${t.p95} | ${t.p99} | ${t.max} |`)
    .join("\n");
const shopShare = (r) =>
  `- ${r.database}: create-paypal-order p50 ${r.createPayPalOrder.p50} ms, of which the simulator's
  own create ≈ ${r.simulatorCreate.p50} ms (the shop's part ≈ ${round(r.createPayPalOrder.p50 - r.simulatorCreate.p50)} ms);
  capture p50 ${r.capture.p50} ms, of which the simulator's own capture ≈ ${r.simulatorCapture.p50} ms
  (the shop's part ≈ ${round(r.capture.p50 - r.simulatorCapture.p50)} ms). ${r.orders} orders in ${r.seconds} s;
  load average (1/5/15 min) ${r.loadAverageBefore.join("/")} before, ${r.loadAverageAfter.join("/")} after.`;

writeFileSync(
  path.join(root, "bench/results/checkout.md"),
  `# Checkout and payment benchmark

${report.date}, Node ${report.node}, ${report.cpus} CPUs (1-minute load average at the end
${report.loadAverage.toFixed(2)}). The built production server over HTTP on 127.0.0.1 with
PAYPAL_MODE=simulator: the PayPal simulator is served by the same process, and the shop's
PayPal client reaches it over HTTP on loopback. For each database, ${WARM_UP} orders to warm up
and then ${ORDERS} measured, one at a time: one product (${PRODUCT_SKU}) into a fresh cart
(\`POST /cart\`), then the three timed API calls, with the buyer's approval on the simulator's
form (\`POST /paypal-simulator/checkoutnow\`) between the second and the third (not timed).

The shop's create-paypal-order and capture each contain a call to the simulator (create the
PayPal order; capture it) made inside the request, so their times include the simulator's. The
simulator's own time is measured apart: after each order the benchmark calls the simulator's
endpoints itself with the same shapes (the Orders v2 body the shop sends, PayPal-Request-Id,
\`Prefer: return=representation\`, one cached access token as the shop's client keeps), on the
same server, and times them. The differences below are estimates from the medians, not a
per-request split. With ${ORDERS} samples p99 is the slowest request.

| database | step | p50 ms | p95 ms | p99 ms | max ms |
|---|---|---|---|---|---|
${results.map(stepRows).join("\n")}

${results.map(shopShare).join("\n")}

The mails (order confirmation, the owner's notice) are queued in the outbox inside the capture's
transaction; no SMTP_URL is set, so none is sent during the run.
`,
);
console.log("bench/results/checkout.md and checkout.json written");
