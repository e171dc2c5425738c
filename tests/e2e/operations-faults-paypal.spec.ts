/**
 * Issue 9 (3), PayPal slow or failing, through the JSON API of a built server (its simulator's
 * controls on). checkout-outage.spec.ts walks a browser through a PayPal that answers 503;
 * here PayPal is also slow: it does the work but answers after the shop's client has given up
 * (15 s), the case where a careless retry charges twice. Each time the buyer gets the spec's
 * message within a bound, the order stays payable, and paying again captures once.
 */
import { setTimeout as sleep } from "node:timers/promises";
import { demoProductId } from "#tests/support/cart.ts";
import { troublePayPal } from "#tests/support/checkout.ts";
import { expect, test } from "#tests/support/fixtures.ts";
import {
  addToCartByApi,
  approveAtSimulator,
  type Buyer,
  captureByApi,
  createOrderByApi,
  errorMessage,
  newBuyer,
  orderByApi,
  simulatorCaptureCount,
  startPaymentByApi,
} from "#tests/support/json-checkout.ts";
import { serverOfItsOwn } from "#tests/support/server-of-its-own.ts";

/** The shop's PayPal client gives up after 15 s (server/payments/paypal/client.ts). */
const CLIENT_TIMEOUT_MS = 15_000;
const PAYPAL_LATE_MS = CLIENT_TIMEOUT_MS + 1_500;
const notebook = demoProductId("STK-001");

test.describe.configure({ mode: "serial" });

const server = serverOfItsOwn({ env: { PAYPAL_SIMULATOR_CONTROLS: "true" } });

async function buyerWithOrder(label: string): Promise<Buyer> {
  const buyer = newBuyer(label, 0);
  expect(await addToCartByApi(server.url, buyer, notebook)).toBe(303);
  expect((await createOrderByApi(server.url, buyer)).status).toBe(201);
  return buyer;
}

async function timed<T>(work: Promise<T>) {
  const started = Date.now();
  const result = await work;
  return { result, ms: Date.now() - started };
}

async function expectStillPayable(buyer: Buyer) {
  expect((await orderByApi(server.url, buyer)).order?.status).toBe("pending_payment");
}

test("PayPal down: the JSON API says 'Failed to create PayPal order' / 'Failed to process payment', then pays once", async () => {
  const buyer = await buyerWithOrder("paypal-down");
  await troublePayPal(server.url, "create-order", 2);
  for (let attempt = 0; attempt < 2; attempt++) {
    const refused = await startPaymentByApi(server.url, buyer);
    expect(refused.status).toBe(503);
    expect(errorMessage(refused)).toBe("Failed to create PayPal order");
  }
  await expectStillPayable(buyer);
  expect((await startPaymentByApi(server.url, buyer)).status).toBe(200);
  expect(await approveAtSimulator(server.url, buyer.paypalOrderId as string)).toBe(303);

  await troublePayPal(server.url, "capture-order", 1);
  const failed = await captureByApi(server.url, buyer);
  expect(failed.status).toBe(503);
  expect(errorMessage(failed)).toBe("Failed to process payment");
  await expectStillPayable(buyer);
  expect(await simulatorCaptureCount(server.url, buyer.paypalOrderId as string)).toBe(0);

  expect(await captureByApi(server.url, buyer)).toMatchObject({
    status: 200,
    body: { status: "paid" },
  });
  expect(await captureByApi(server.url, buyer)).toMatchObject({
    status: 200,
    body: { status: "paid" },
  });
  expect(await simulatorCaptureCount(server.url, buyer.paypalOrderId as string)).toBe(1);
});

test("PayPal slow to make its order: the buyer hears so when the shop gives up, and the retry pays once", {
  tag: "@deep",
}, async () => {
  test.setTimeout(90_000);
  const buyer = await buyerWithOrder("paypal-slow-create");
  await troublePayPal(server.url, "create-order", 1, PAYPAL_LATE_MS);
  const { result: late, ms } = await timed(startPaymentByApi(server.url, buyer));
  expect(late.status).toBe(503);
  expect(errorMessage(late)).toBe("Failed to create PayPal order");
  expect(ms).toBeGreaterThanOrEqual(CLIENT_TIMEOUT_MS - 500);
  expect(ms, "the buyer is not kept waiting past the shop's time limit").toBeLessThan(
    CLIENT_TIMEOUT_MS + 5_000,
  );
  await expectStillPayable(buyer);

  // PayPal made the order meanwhile; asking again (the same request id) gives it to the buyer.
  await sleep(PAYPAL_LATE_MS - CLIENT_TIMEOUT_MS + 500);
  expect((await startPaymentByApi(server.url, buyer)).status).toBe(200);
  expect(await approveAtSimulator(server.url, buyer.paypalOrderId as string)).toBe(303);
  expect(await captureByApi(server.url, buyer)).toMatchObject({
    status: 200,
    body: { status: "paid" },
  });
  expect(await simulatorCaptureCount(server.url, buyer.paypalOrderId as string)).toBe(1);
});

test("PayPal slow to capture: 'Failed to process payment', PayPal charges meanwhile, the retry marks it paid with that one capture", {
  tag: "@deep",
}, async () => {
  test.setTimeout(90_000);
  const buyer = await buyerWithOrder("paypal-slow-capture");
  expect((await startPaymentByApi(server.url, buyer)).status).toBe(200);
  const paypalOrderId = buyer.paypalOrderId as string;
  expect(await approveAtSimulator(server.url, paypalOrderId)).toBe(303);

  await troublePayPal(server.url, "capture-order", 1, PAYPAL_LATE_MS);
  const { result: late, ms } = await timed(captureByApi(server.url, buyer));
  expect(late.status).toBe(503);
  expect(errorMessage(late)).toBe("Failed to process payment");
  expect(ms).toBeLessThan(CLIENT_TIMEOUT_MS + 5_000);
  await expectStillPayable(buyer);

  // The impatient buyer retries at once, while PayPal is still working on the first capture.
  expect(await captureByApi(server.url, buyer)).toMatchObject({
    status: 200,
    body: { status: "paid" },
  });
  await sleep(PAYPAL_LATE_MS - CLIENT_TIMEOUT_MS + 1_000);
  expect(await simulatorCaptureCount(server.url, paypalOrderId)).toBe(1);
  expect((await orderByApi(server.url, buyer)).order?.status).toBe("paid");
});
