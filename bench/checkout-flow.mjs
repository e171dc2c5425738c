// Checkout and payment latency: how long a buyer waits on each step of paying with PayPal, on
// the built server with PAYPAL_MODE=simulator (the simulator is served by the same process and
// the shop's PayPal client calls it over HTTP on loopback).
//
// Orders one at a time after a warm-up: one product into a fresh cart (POST /cart), then the
// timed `POST /api/orders/create`, `POST /api/payments/create-paypal-order` and
// `POST /api/payments/capture`, with the buyer's approval on the simulator's form in between
// (not timed). The shop's create-paypal-order and capture each contain a simulator call, so
// the simulator's own share is timed apart: after each order the benchmark makes the same
// simulator calls itself (the Orders v2 body the shop sends, one cached access token as the
// shop's client keeps). Bounded by an order count and a time limit.
import { randomBytes } from "node:crypto";
import http from "node:http";
import { setTimeout as sleep } from "node:timers/promises";
import { benchMerchant, cartWith, expectStatus, get, percentile, post } from "./built-server.mjs";

const PRODUCT_SKU = "TOT-001"; // made to order: no stock runs out
/** After each order the simulator's capture webhook is sent in the background; let it land. */
const SETTLE_MS = 50;
const round = (n) => Math.round(n * 10) / 10;
const json = (answer) => JSON.parse(answer.body.toString());

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

function approve(agent, port, token) {
  return post(agent, port, "/paypal-simulator/checkoutnow", { form: { token, choice: "balance" } });
}

/** The shop's three steps for one order, each answer with its time. */
async function payOneOrder(agent, port, productId, index) {
  const from = { "x-forwarded-for": `198.51.${100 + (index >> 8)}.${index & 255}` };
  const cookie = await cartWith(port, productId, from);
  const headers = { cookie, ...from };
  const created = expectStatus(
    await post(agent, port, "/api/orders/create", { json: checkoutInput(index) }, headers),
    [201],
    "POST /api/orders/create",
  );
  const { order, accessKey } = json(created);
  const started = expectStatus(
    await post(
      agent,
      port,
      "/api/payments/create-paypal-order",
      { json: { orderId: order.id, key: accessKey } },
      headers,
    ),
    [200],
    "POST /api/payments/create-paypal-order",
  );
  const { paypalOrderId } = json(started);
  expectStatus(await approve(agent, port, paypalOrderId), [303], "the simulator's approval");
  const captured = expectStatus(
    await post(
      agent,
      port,
      "/api/payments/capture",
      { json: { orderId: order.id, paypalOrderId } },
      headers,
    ),
    [200],
    "POST /api/payments/capture",
  );
  if (json(captured).status !== "paid") {
    throw new Error(`the capture left the order ${json(captured).status}`);
  }
  return { order, createOrder: created.ms, createPayPalOrder: started.ms, capture: captured.ms };
}

/** The simulator alone: the calls the shop's client makes for an order like this one. */
async function simulatorAlone(agent, port, bearer, order, index) {
  const requestId = randomBytes(12).toString("hex");
  const headers = (step) => ({
    authorization: bearer,
    accept: "application/json",
    "paypal-request-id": `bench-${step}-${requestId}`,
    prefer: "return=representation",
  });
  const created = expectStatus(
    await post(
      agent,
      port,
      "/paypal-simulator/v2/checkout/orders",
      { json: payPalOrderBody(order, port, index) },
      headers("create"),
    ),
    [200, 201],
    "the simulator's order creation",
  );
  const id = json(created).id;
  expectStatus(await approve(agent, port, id), [303], "the simulator's approval");
  const captured = expectStatus(
    await post(
      agent,
      port,
      `/paypal-simulator/v2/checkout/orders/${id}/capture`,
      { json: {} },
      headers("capture"),
    ),
    [200, 201],
    "the simulator's capture",
  );
  return { simulatorCreate: created.ms, simulatorCapture: captured.ms };
}

async function simulatorBearer(agent, port) {
  const basic = Buffer.from(`${benchMerchant.clientId}:${benchMerchant.clientSecret}`).toString(
    "base64",
  );
  const answer = expectStatus(
    await post(
      agent,
      port,
      "/paypal-simulator/v1/oauth2/token",
      { form: { grant_type: "client_credentials" } },
      { authorization: `Basic ${basic}` },
    ),
    [200],
    "the simulator's token",
  );
  return `Bearer ${json(answer).access_token}`;
}

function summarise(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1)),
  };
}

/** Runs up to warmUp + orders checkouts (or until timeLimitMs) and summarises each step. */
export async function measureCheckouts(port, { orders, warmUp, timeLimitMs }) {
  const agent = new http.Agent({ keepAlive: true });
  const product = json(
    expectStatus(await get(agent, port, `/api/products/${PRODUCT_SKU}`), [200], "the product"),
  ).data;
  const bearer = await simulatorBearer(agent, port);
  const steps = ["createOrder", "createPayPalOrder", "capture"];
  const timings = Object.fromEntries(
    [...steps, "simulatorCreate", "simulatorCapture"].map((step) => [step, []]),
  );
  const started = performance.now();
  let completed = 0;
  for (let index = 0; index < warmUp + orders; index++) {
    if (performance.now() - started > timeLimitMs) break;
    const shop = await payOneOrder(agent, port, product.id, index);
    const simulator = await simulatorAlone(agent, port, bearer, shop.order, index);
    if (index >= warmUp) {
      for (const [step, ms] of Object.entries({ ...shop, ...simulator })) timings[step]?.push(ms);
      completed++;
    }
    await sleep(SETTLE_MS);
  }
  agent.destroy();
  return {
    product: PRODUCT_SKU,
    orders: completed,
    warmUp,
    seconds: round((performance.now() - started) / 1000),
    ...Object.fromEntries(Object.entries(timings).map(([step, v]) => [step, summarise(v)])),
  };
}
