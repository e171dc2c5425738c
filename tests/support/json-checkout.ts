/**
 * A buyer checking out through the shop's JSON API with plain fetch, as a mobile app or a
 * script would: the cart (POST /cart), the order (POST /api/orders/create), PayPal's order
 * (POST /api/payments/create-paypal-order), the approval at the simulator, the capture
 * (POST /api/payments/capture). Each step returns the shop's status and JSON, or throws
 * when the connection fails (a server killed mid-request). For the fault tests.
 */

import { addToCartByFetch } from "#tests/support/cart.ts";
import { randomClientAddress } from "#tests/support/client-address.ts";
import { basicAuthorization, testMerchant } from "#tests/support/simulator-merchant.ts";

export interface ShopAnswer<Body = Record<string, unknown>> {
  status: number;
  body: Body;
}

/** What the buyer learned so far; a retry goes on from there. */
export interface Buyer {
  email: string;
  /** Where the buyer comes from (X-Forwarded-For): each buyer is a visitor of their own. */
  address: string;
  cartCookie?: string;
  orderId?: number;
  accessKey?: string;
  paypalOrderId?: string;
  /** The shop answered the capture with status "paid". */
  paid: boolean;
}

export function newBuyer(label: string, index: number): Buyer {
  return {
    email: `${label}-${index}-${Date.now()}@example.com`,
    address: randomClientAddress(),
    paid: false,
  };
}

async function postJson(shopUrl: string, path: string, buyer: Buyer, body: unknown) {
  const response = await fetch(`${shopUrl}${path}`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "X-Forwarded-For": buyer.address,
      ...(buyer.cartCookie ? { Cookie: buyer.cartCookie } : {}),
    },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  let parsed: Record<string, unknown> = {};
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = { unparsed: text.slice(0, 200) };
  }
  return { status: response.status, body: parsed };
}

/** The message of the shop's error body `{ error: { message } }`, if any. */
export function errorMessage(answer: ShopAnswer) {
  return (answer.body.error as { message?: string } | undefined)?.message;
}

/** Puts one of the product into the buyer's cart (a new cart the first time). */
export async function addToCartByApi(shopUrl: string, buyer: Buyer, productId: string) {
  const { status, cookie } = await addToCartByFetch(shopUrl, productId, {
    cookie: buyer.cartCookie,
    address: buyer.address,
  });
  if (cookie) buyer.cartCookie = cookie;
  return status;
}

/** A valid US shipping address for the checkout APIs. */
export const testShippingAddress = {
  firstName: "Mina",
  lastName: "Park",
  address1: "12 Paper Lane",
  city: "Portland",
  state: "OR",
  zipCode: "97201",
  country: "US",
};

/** POST /api/orders/create from the buyer's cart; keeps the order id and its key. */
export async function createOrderByApi(shopUrl: string, buyer: Buyer) {
  const answer = await postJson(shopUrl, "/api/orders/create", buyer, {
    shippingAddress: testShippingAddress,
    billingAddress: testShippingAddress,
    shippingMethod: "standard",
    customerEmail: buyer.email,
    customerName: "Mina Park",
    customerPhone: "555 0100",
    isGuest: true,
    createAccount: false,
  });
  if (answer.status === 201) {
    buyer.orderId = (answer.body.order as { id: number }).id;
    buyer.accessKey = answer.body.accessKey as string;
  }
  return answer;
}

/** POST /api/payments/create-paypal-order for the buyer's order; keeps PayPal's order id. */
export async function startPaymentByApi(shopUrl: string, buyer: Buyer) {
  const answer = await postJson(shopUrl, "/api/payments/create-paypal-order", buyer, {
    orderId: buyer.orderId,
    key: buyer.accessKey,
  });
  if (answer.status === 200) buyer.paypalOrderId = answer.body.paypalOrderId as string;
  return answer;
}

/** The buyer pays with their PayPal balance on the simulator's approval page. */
export async function approveAtSimulator(shopUrl: string, paypalOrderId: string) {
  const response = await fetch(`${shopUrl}/paypal-simulator/checkoutnow`, {
    method: "POST",
    body: new URLSearchParams({ token: paypalOrderId, choice: "balance" }),
    redirect: "manual",
    signal: AbortSignal.timeout(30_000),
  });
  await response.arrayBuffer();
  return response.status;
}

/** POST /api/payments/capture; marks the buyer paid when the shop says so. */
export async function captureByApi(shopUrl: string, buyer: Buyer) {
  const answer = await postJson(shopUrl, "/api/payments/capture", buyer, {
    orderId: buyer.orderId,
    paypalOrderId: buyer.paypalOrderId,
  });
  if (answer.status === 200 && answer.body.status === "paid") buyer.paid = true;
  return answer;
}

/**
 * Goes on with the checkout from where the buyer is, to the capture: a new order when the
 * buyer has none, PayPal's order when they have none. Returns the last answer (a failed step's, or the capture's).
 */
export async function continueCheckout(shopUrl: string, buyer: Buyer, productId: string) {
  if (!buyer.cartCookie) await addToCartByApi(shopUrl, buyer, productId);
  if (buyer.orderId === undefined) {
    const created = await createOrderByApi(shopUrl, buyer);
    if (created.status !== 201) return created;
  }
  // Capturing is idempotent: a buyer who has PayPal's order goes on to approve and capture.
  if (buyer.paypalOrderId === undefined) {
    const started = await startPaymentByApi(shopUrl, buyer);
    if (started.status !== 200) return started;
  }
  await approveAtSimulator(shopUrl, buyer.paypalOrderId as string);
  return captureByApi(shopUrl, buyer);
}

/** GET /api/orders/{id}?key=… : the order as its buyer sees it. */
export async function orderByApi(shopUrl: string, buyer: Buyer) {
  const response = await fetch(`${shopUrl}/api/orders/${buyer.orderId}?key=${buyer.accessKey}`);
  const body = (await response.json()) as { order?: { status: string; orderNumber: string } };
  return { status: response.status, order: body.order };
}

/** How many captures PayPal's (the simulator's) order holds, asked over its REST API. */
export async function simulatorCaptureCount(shopUrl: string, paypalOrderId: string) {
  const base = `${shopUrl}/paypal-simulator`;
  const tokenAnswer = await fetch(`${base}/v1/oauth2/token`, {
    method: "POST",
    headers: {
      Authorization: basicAuthorization(testMerchant),
      "Content-Type": "application/x-www-form-urlencoded",
    },
    body: "grant_type=client_credentials",
  });
  const { access_token } = (await tokenAnswer.json()) as { access_token: string };
  const response = await fetch(`${base}/v2/checkout/orders/${paypalOrderId}`, {
    headers: { Authorization: `Bearer ${access_token}` },
  });
  const order = (await response.json()) as {
    purchase_units?: { payments?: { captures?: unknown[] } }[];
  };
  return (order.purchase_units ?? []).reduce(
    (sum, unit) => sum + (unit.payments?.captures?.length ?? 0),
    0,
  );
}
