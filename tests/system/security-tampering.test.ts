/**
 * What a client says about prices, totals, statuses and roles changes nothing (issue 9): the
 * cart, checkout, payment, account, registration and Mail Club endpoints and forms are sent
 * extra fields (price, total, status, paid, role, isAdmin, studio, customerId, emailVerified…)
 * and the state read back afterwards is the server's own: totals from the database's prices,
 * statuses from the order's life, no studio access, no other customer touched.
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import { killStartedServers } from "#tests/support/built-server.ts";
import {
  addToCart,
  type Customer,
  customerPassword,
  orderPayload,
  payOrder,
  registerCustomer,
  testAddress,
  uniqueAddress,
} from "#tests/support/security-principals.ts";
import { type SecurityShop, startSecurityShop, Visitor } from "#tests/support/security-shop.ts";

/** Fields a client has no say in, with values that would profit a cheat. */
const forgedMoney = {
  price: 0.01,
  unitPrice: 0.01,
  priceCents: 1,
  unitPriceCents: 1,
  subtotal: 0.01,
  subtotalCents: 1,
  total: 0.01,
  totalCents: 1,
  tax: 0,
  shipping: 0,
  amount: { currency_code: "EUR", value: "0.01" },
  currency: "EUR",
};
const forgedStatus = {
  status: "paid",
  paid: true,
  paidAt: "2020-01-01T00:00:00.000Z",
  orderNumber: "W-FORGED-1",
  trackingNumber: "FORGED",
};
const forgedRole = {
  role: "admin",
  isAdmin: true,
  admin: true,
  studio: true,
  isStudio: true,
  emailVerified: true,
  email_verified: true,
  credentialsVersion: 99,
};

/** The same fields as a form would send them (strings). */
function asForm(fields: Record<string, unknown>) {
  return Object.fromEntries(
    Object.entries(fields).map(([name, value]) => [
      name,
      typeof value === "object" ? JSON.stringify(value) : String(value),
    ]),
  );
}

let shop: SecurityShop;
let a: Customer;
let b: Customer;

interface ApiOrder {
  id: number;
  orderNumber: string;
  status: string;
  items: { productId: number; quantity: number; price: number }[];
  subtotal: number;
  tax: number;
  shipping: number;
  total: number;
  paidAt: string | null;
  customerEmail: string;
  trackingNumber: string | null;
}

beforeAll(async () => {
  shop = await startSecurityShop();
  a = await registerCustomer(shop.url, "tamper-a");
  b = await registerCustomer(shop.url, "tamper-b");
}, 240_000);

afterAll(async () => {
  await shop?.close();
  await killStartedServers();
});

async function priceOf(productId: number) {
  const product = await new Visitor(shop.url).json<{ data: { price: number } }>(
    `/api/products/${productId}`,
  );
  return product.body.data.price;
}

const cents = (dollars: number) => Math.round(dollars * 100);

/** Each line at its product's price in the database, and the totals adding up. */
async function expectPricedFromDatabase(order: ApiOrder) {
  let subtotal = 0;
  for (const item of order.items) {
    expect(item.price, `the price of product ${item.productId}`).toBe(
      await priceOf(item.productId),
    );
    subtotal += cents(item.price) * item.quantity;
  }
  expect(cents(order.subtotal)).toBe(subtotal);
  expect(cents(order.total)).toBe(cents(order.subtotal) + cents(order.tax) + cents(order.shipping));
}

test("the cart and the API checkout price the order from the database", async () => {
  const price = await priceOf(4);
  for (let line = 0; line < 2; line++) {
    const added = await a.visitor.request("/cart", {
      form: { intent: "add", productId: "4", ...asForm(forgedMoney) },
    });
    expect(added.status).toBe(303);
  }
  const created = await a.visitor.json<{ order: ApiOrder }>("/api/orders/create", {
    json: {
      ...orderPayload(a),
      customerEmail: b.email,
      items: [{ productId: 4, quantity: 1, price: 0.01 }],
      customerId: b.id,
      ...forgedMoney,
      ...forgedStatus,
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const order = created.body.order;
  // The listed item is the order (spec §3), at the database's price; the cart stays as it is.
  expect(order.items).toEqual([expect.objectContaining({ productId: 4, quantity: 1, price })]);
  await expectPricedFromDatabase(order);
  expect(order.status).toBe("pending_payment");
  expect(order.paidAt).toBeNull();
  expect(order.orderNumber).not.toBe(forgedStatus.orderNumber);
  expect(order.trackingNumber).toBeNull();

  // The order is A's, whatever the body said: in A's history, not in B's, and hidden from B.
  const ofA = await a.visitor.json("/api/orders/customer");
  expect(JSON.stringify(ofA.body)).toContain(order.orderNumber);
  const ofB = await b.visitor.request("/api/orders/customer");
  expect(await ofB.text()).not.toContain(order.orderNumber);
  expect((await b.visitor.request(`/api/orders/${order.id}`)).status).toBe(404);

  // PayPal is asked for the order's own total, and the capture's claims change nothing.
  const started = await a.visitor.json<{ paypalOrderId: string; approvalUrl: string }>(
    "/api/payments/create-paypal-order",
    { json: { orderId: order.id, ...forgedMoney, ...forgedStatus } },
  );
  expect(started.status).toBe(200);
  const approvalPage = await (
    await a.visitor.request(
      new URL(started.body.approvalUrl).pathname + new URL(started.body.approvalUrl).search,
    )
  ).text();
  expect(approvalPage).toContain(order.total.toFixed(2));
  expect(approvalPage).not.toContain("EUR");
  const early = await a.visitor.json<{ status?: string }>("/api/payments/capture", {
    json: { orderId: order.id, paypalOrderId: started.body.paypalOrderId, ...forgedStatus },
  });
  expect(early.status, "a capture before the buyer approved").toBe(409);
  const unpaid = await a.visitor.json<{ order: ApiOrder }>(`/api/orders/${order.id}`);
  expect(unpaid.body.order.status).toBe("pending_payment");
  expect(unpaid.body.order.paidAt).toBeNull();
});

test("the checkout form's extra fields change nothing either", async () => {
  const price = await priceOf(5);
  await addToCart(b.visitor, 5);
  const placed = await b.visitor.request("/checkout", {
    form: {
      customerEmail: b.email,
      "shippingAddress.firstName": testAddress.firstName,
      "shippingAddress.lastName": testAddress.lastName,
      "shippingAddress.addressLine1": testAddress.addressLine1,
      "shippingAddress.city": testAddress.city,
      "shippingAddress.stateProvince": testAddress.stateProvince,
      "shippingAddress.postalCode": testAddress.postalCode,
      "shippingAddress.country": "US",
      shippingMethod: "free",
      ...asForm({ ...forgedMoney, ...forgedStatus, customerId: a.id }),
    },
  });
  expect(placed.status).toBeLessThan(400);
  const history = await b.visitor.json<{ orders?: { id: number }[] }>("/api/orders/customer");
  const orders = history.body.orders ?? [];
  expect(orders).toHaveLength(1);
  const placedId = orders[0]?.id;
  const { body } = await b.visitor.json<{ order: ApiOrder }>(`/api/orders/${placedId}`);
  expect(body.order.status).toBe("pending_payment");
  expect(body.order.paidAt).toBeNull();
  expect(body.order.items).toEqual([expect.objectContaining({ productId: 5, price })]);
  await expectPricedFromDatabase(body.order);
  expect(await (await a.visitor.request("/api/orders/customer")).text()).not.toContain(
    body.order.orderNumber,
  );
});

test("a paid order stays paid at the database's total, whatever the capture says", async () => {
  const price = await priceOf(6);
  await addToCart(a.visitor, 6);
  const created = await a.visitor.json<{ order: ApiOrder }>("/api/orders/create", {
    json: orderPayload(a),
  });
  const orderId = created.body.order.id;
  await payOrder(a.visitor, orderId);
  const again = await a.visitor.json<{ status: string }>("/api/payments/capture", {
    json: {
      orderId,
      paypalOrderId: "FORGED0ORDER0ID",
      status: "refunded",
      amount: { value: "0.01" },
    },
  });
  expect([404, 409]).toContain(again.status);
  const order = await a.visitor.json<{ order: ApiOrder }>(`/api/orders/${orderId}`);
  expect(order.body.order.status).toBe("paid");
  expect(order.body.order.items).toContainEqual(expect.objectContaining({ productId: 6, price }));
  await expectPricedFromDatabase(order.body.order);
});

async function expectNoStudio(visitor: Visitor, what: string) {
  expect((await visitor.request("/api/studio/me")).status, what).toBe(403);
  const studio = await visitor.request("/studio");
  expect(studio.headers.get("location") ?? "", what).toMatch(/^\/studio\/login/);
  expect(visitor.cookies.has("washi_studio"), what).toBe(false);
}

async function profileOf(customer: Customer) {
  const me = await customer.visitor.json<{
    customer: { email: string; emailVerified: boolean; firstName: string; id: number };
  }>("/api/auth/me");
  const details = await customer.visitor.json<{ data: { phone: string | null } }>(
    "/api/customers/details",
  );
  return { ...me.body.customer, phone: details.body.data.phone };
}

test("the account's endpoints and form give no role, no verification, no other customer", async () => {
  const beforeB = await profileOf(b);
  const own = await a.visitor.json(`/api/customers/${a.id}`, {
    method: "PUT",
    json: { firstName: "Ada", id: b.id, customerId: b.id, ...forgedRole },
  });
  expect(own.status).toBe(200);
  const details = await a.visitor.json("/api/customers/details", {
    method: "PUT",
    json: { phone: "555-0142", customerId: b.id, id: b.id, ...forgedRole },
  });
  expect(details.status).toBe(200);
  const preferences = await a.visitor.json("/api/customers/email-preferences", {
    method: "PUT",
    json: { orderUpdates: true, marketing: false, mailClub: true, customerId: b.id, ...forgedRole },
  });
  expect(preferences.status).toBeLessThan(500);
  const form = await a.visitor.request("/account", {
    form: {
      intent: "details",
      firstName: "Ada",
      lastName: "Tester",
      phone: "555-0143",
      email: b.email,
      customerId: String(b.id),
      ...asForm(forgedRole),
    },
  });
  expect(form.status).toBeLessThan(400);

  const afterA = await profileOf(a);
  expect(afterA.email).toBe(a.email);
  expect(afterA.firstName).toBe("Ada");
  expect(afterA.emailVerified).toBe(false);
  expect(await profileOf(b)).toEqual(beforeB);
  await expectNoStudio(a.visitor, "customer A after the forged account changes");
});

test("registering with a role or a verified flag gives neither", async () => {
  const viaApi = new Visitor(shop.url);
  const email = uniqueAddress("tamper-register");
  const registered = await viaApi.json<{ accessToken: string }>("/api/auth/register", {
    json: {
      email,
      password: customerPassword,
      firstName: "Forged",
      lastName: "Admin",
      ...forgedRole,
    },
  });
  expect(registered.status, JSON.stringify(registered.body)).toBe(201);
  viaApi.token = registered.body.accessToken;
  const me = await viaApi.json<{ customer: { emailVerified: boolean } }>("/api/auth/me");
  expect(me.body.customer.emailVerified).toBe(false);
  await expectNoStudio(viaApi, "an API registration with a role");

  const viaPage = new Visitor(shop.url);
  const page = await viaPage.request("/register", {
    form: {
      fullName: "Forged Admin",
      email: uniqueAddress("tamper-register-page"),
      password: customerPassword,
      confirmPassword: customerPassword,
      ...asForm(forgedRole),
    },
  });
  expect(page.status).toBe(303);
  await expectNoStudio(viaPage, "a page registration with a role");
  // The studio's own sign-in refuses a customer's credentials.
  const studioSignIn = await viaPage.request("/studio/login", {
    form: { email, password: customerPassword, ...asForm(forgedRole) },
  });
  expect(studioSignIn.status).not.toBe(303);
  expect(viaPage.cookies.has("washi_studio")).toBe(false);
});

test("joining the Mail Club with a forged plan, price or status joins nothing active", async () => {
  const joiner = await registerCustomer(shop.url, "tamper-member");
  const plan = await joiner.visitor.json<{ data: { id: number; price: number } }>(
    "/api/products/MC-USA-MONTHLY",
  );
  const started = await joiner.visitor.json<{ approvalUrl: string }>("/api/subscriptions/create", {
    json: {
      productId: plan.body.data.id,
      deliveryAddress: testAddress,
      paypalPlanId: "P-FORGED",
      plan_id: "P-FORGED",
      ...forgedMoney,
      ...forgedStatus,
      status: "active",
      subscription_status: "active",
    },
  });
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  const approval = new URL(started.body.approvalUrl);
  const page = await (await joiner.visitor.request(approval.pathname + approval.search)).text();
  expect(page).toContain(plan.body.data.price.toFixed(2));
  expect(page).not.toContain("P-FORGED");
  const membership = await joiner.visitor.json<{
    subscription: { subscription_status: string } | null;
  }>("/api/subscriptions/me");
  expect(membership.body.subscription?.subscription_status).not.toBe("active");
  const confirmed = await joiner.visitor.json("/api/subscriptions/confirm", {
    json: { subscriptionId: "I-FORGED0000", status: "ACTIVE" },
  });
  expect(confirmed.status).toBeGreaterThanOrEqual(400);
  expect(confirmed.status).toBeLessThan(500);
  const still = await joiner.visitor.json<{
    subscription: { subscription_status: string } | null;
  }>("/api/subscriptions/me");
  expect(still.body.subscription?.subscription_status).not.toBe("active");
});
