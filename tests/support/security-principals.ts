/**
 * The four principals of the security specs — an anonymous visitor, customers A and B, and
 * the studio account — made over HTTP on a security shop, with real data of their own: each
 * customer signs up on the register page (a web session) and through the API (a bearer
 * token), pays an order through the PayPal simulator and joins the Mail Club.
 */
import { expect } from "@playwright/test";
import { demoProductId } from "#tests/support/cart.ts";
import { Visitor } from "#tests/support/security-shop.ts";
import { studioAdmin } from "#tests/support/studio.ts";

export const customerPassword = "Washi-Tape-Morning-3";

/** The address every test customer ships to (a US one, so the USA plan mails to it). */
export const testAddress = {
  firstName: "Mina",
  lastName: "Park",
  addressLine1: "12 Paper Lane",
  city: "Portland",
  stateProvince: "OR",
  postalCode: "97201",
  country: "US",
};

export interface Customer {
  visitor: Visitor;
  id: number;
  email: string;
  name: string;
}

export interface PaidOrder {
  id: number;
  paypalOrderId: string;
  accessKey: string;
  orderNumber: string;
}

export function uniqueAddress(label: string) {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** Registers on the register page (the session cookie) and signs in to the API (a token). */
export async function registerCustomer(shopUrl: string, label: string): Promise<Customer> {
  const visitor = new Visitor(shopUrl);
  const email = uniqueAddress(label);
  const name = `${label} Tester`;
  const registered = await visitor.request("/register", {
    form: {
      fullName: name,
      email,
      password: customerPassword,
      confirmPassword: customerPassword,
    },
  });
  expect(registered.status, `register ${label}`).toBe(303);
  expect(visitor.cookies.has("washi_session")).toBe(true);
  const signIn = await visitor.json<{ token: string; user: { id: number } }>(
    "/api/auth/simple-login",
    { json: { email, password: customerPassword } },
  );
  expect(signIn.status, `API sign-in of ${label}`).toBe(200);
  visitor.token = signIn.body.token;
  return { visitor, id: signIn.body.user.id, email, name };
}

/** Puts one of the product in the visitor's cart, as the product page's form does. */
export async function addToCart(visitor: Visitor, productId: number, quantity = 1) {
  for (let added = 0; added < quantity; added++) {
    const response = await visitor.request("/cart", {
      form: { intent: "add", productId: String(productId) },
    });
    expect(response.status, "add to cart").toBe(303);
  }
}

/** The order-creation payload of the API for the customer (or a guest). */
export function orderPayload(customer: { email: string; name: string }) {
  return {
    customerEmail: customer.email,
    customerName: customer.name,
    shippingAddress: {
      firstName: testAddress.firstName,
      lastName: testAddress.lastName,
      address1: testAddress.addressLine1,
      city: testAddress.city,
      state: testAddress.stateProvince,
      zipCode: testAddress.postalCode,
      country: "US",
    },
  };
}

interface CreatedOrder {
  success: true;
  order: { id: number; orderNumber: string; status: string; total: number };
  accessKey: string;
}

/** Checks out the visitor's cart through the API; the answer's order (pending payment). */
export async function createOrder(
  visitor: Visitor,
  customer: { email: string; name: string },
  extra: Record<string, unknown> = {},
) {
  const created = await visitor.json<CreatedOrder>("/api/orders/create", {
    json: { ...orderPayload(customer), ...extra },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body;
}

/** Pays the order with the simulator's PayPal balance and captures it. */
export async function payOrder(visitor: Visitor, orderId: number, key?: string) {
  const started = await visitor.json<{ paypalOrderId: string }>(
    "/api/payments/create-paypal-order",
    { json: { orderId, ...(key ? { key } : {}) } },
  );
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const { paypalOrderId } = started.body;
  const approved = await visitor.request("/paypal-simulator/checkoutnow", {
    form: { token: paypalOrderId, choice: "balance" },
  });
  expect(approved.status, "PayPal approval").toBe(303);
  const captured = await visitor.json<{ status: string }>("/api/payments/capture", {
    json: { orderId, paypalOrderId },
  });
  expect(captured.body.status, JSON.stringify(captured.body)).toBe("paid");
  return paypalOrderId;
}

/** A paid order of one sticker sheet (demo product 2) for the customer. */
export async function placePaidOrder(customer: Customer): Promise<PaidOrder> {
  await addToCart(customer.visitor, 2);
  const created = await createOrder(customer.visitor, customer);
  const paypalOrderId = await payOrder(customer.visitor, created.order.id);
  return {
    id: created.order.id,
    paypalOrderId,
    accessKey: created.accessKey,
    orderNumber: created.order.orderNumber,
  };
}

/** Joins the Mail Club (the USA plan) through the API and the simulator's approval. */
export async function joinMailClub(customer: Customer) {
  const { visitor } = customer;
  const plan = await visitor.json<{ data: { id: number } }>("/api/products/MC-USA-MONTHLY");
  const started = await visitor.json<{ approvalUrl: string }>("/api/subscriptions/create", {
    json: { productId: plan.body.data.id, deliveryAddress: testAddress },
  });
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  const billingToken = new URL(started.body.approvalUrl).searchParams.get("ba_token") ?? "";
  const approved = await visitor.request("/paypal-simulator/webapps/billing/subscriptions", {
    form: { ba_token: billingToken, choice: "subscribe" },
  });
  expect(approved.status, "Mail Club approval").toBe(303);
  const location = new URL(approved.headers.get("location") ?? "", visitor.shopUrl);
  const subscriptionId = location.searchParams.get("subscription_id") ?? "";
  const confirmed = await visitor.json<{ status: string }>("/api/subscriptions/confirm", {
    json: { subscriptionId },
  });
  expect(confirmed.body.status, JSON.stringify(confirmed.body)).toBe("active");
  return subscriptionId;
}

/** Signs a new visitor in to the studio on its sign-in page. */
export async function signInStudio(shopUrl: string) {
  const visitor = new Visitor(shopUrl);
  const response = await visitor.request("/studio/login", {
    form: { email: studioAdmin.email, password: studioAdmin.password },
  });
  expect(response.status, "studio sign-in").toBe(303);
  expect(visitor.cookies.has("washi_studio")).toBe(true);
  return visitor;
}

export interface Principals {
  anonymous: Visitor;
  a: Customer;
  b: Customer;
  studio: Visitor;
  /** A's paid order and Mail Club subscription, B's paid order. */
  ordersOf: { a: PaidOrder; b: PaidOrder };
  subscriptionOfA: string;
}

/** The four principals and their data, made one after another. */
export async function makePrincipals(shopUrl: string): Promise<Principals> {
  const a = await registerCustomer(shopUrl, "customer-a");
  const b = await registerCustomer(shopUrl, "customer-b");
  const orderOfA = await placePaidOrder(a);
  const orderOfB = await placePaidOrder(b);
  const subscriptionOfA = await joinMailClub(a);
  return {
    anonymous: new Visitor(shopUrl),
    a,
    b,
    studio: await signInStudio(shopUrl),
    ordersOf: { a: orderOfA, b: orderOfB },
    subscriptionOfA,
  };
}

/**
 * A free order of the demo's free wallpaper (FRE-002) from `address`, through the API, as a
 * guest with an e-mail of its own: its answer.
 */
export async function orderFreeWallpaper(shopUrl: string, address: string, label: string) {
  const visitor = new Visitor(shopUrl, address);
  const added = await visitor.request("/cart", {
    form: { intent: "add", productId: demoProductId("FRE-002"), digitalAcknowledged: "on" },
  });
  expect(added.status, "add to cart").toBe(303);
  return visitor.json<{ error?: { message: string } }>("/api/orders/create", {
    json: orderPayload({ email: uniqueAddress(label), name: "Ivy Sixfour" }),
  });
}
