/**
 * The sign-in and reset limits hold over HTTP (decision 008, decision 012): 10 failed customer
 * sign-ins per account in 15 minutes, and from one address failures for 20 different accounts
 * (5 and 10 for the studio); 5 reset requests per address and per e-mail an hour. Each limit
 * is shown per account (another address is refused too) and per address (failures for other
 * accounts lock out no one else; past the limit another account from it is refused too, and
 * still signs in from elsewhere). A locked account answers 429 with the spec's words, the same on
 * the page and in the API, and never a 5xx. What one address's unpaid orders may hold is
 * limited too (decision 014). Visitors come from addresses of their own (X-Forwarded-For,
 * which the shop trusts here).
 */
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { RESET_REQUEST_LIMIT } from "#server/accounts/password-reset.ts";
import { SIGN_IN_ADDRESS_LIMIT, SIGN_IN_LIMIT, signInMessages } from "#server/accounts/sign-in.ts";
import { openPglite } from "#server/db/client.ts";
import { UNPAID_ORDER_LIMITS } from "#server/orders/order-holds.ts";
import { heldShareMessage, orderMessages } from "#server/orders/order-messages.ts";
import { studioMessages } from "#server/studio/auth/studio-account-schemas.ts";
import {
  STUDIO_SIGN_IN_ADDRESS_LIMIT,
  STUDIO_SIGN_IN_LIMIT,
} from "#server/studio/auth/studio-sign-in.ts";
import { killStartedServers } from "#tests/support/built-server.ts";
import { demoProductId } from "#tests/support/cart.ts";
import { randomClientAddress } from "#tests/support/client-address.ts";
import {
  addToCart,
  type Customer,
  createOrder,
  customerPassword,
  orderPayload,
  payOrder,
  registerCustomer,
  uniqueAddress,
} from "#tests/support/security-principals.ts";
import { type SecurityShop, startSecurityShop, Visitor } from "#tests/support/security-shop.ts";
import { expectLockedOnPage, signInOnPage, studioSignIn } from "#tests/support/security-sign-in.ts";
import { studioAdmin } from "#tests/support/studio.ts";

let shop: SecurityShop;

beforeAll(async () => {
  shop = await startSecurityShop();
}, 240_000);

afterAll(async () => {
  await shop?.close();
  await killStartedServers();
});

/** The limits these tests count to, as the code defines them and decision 008 states them. */
test("the limits are the designed ones", () => {
  expect(SIGN_IN_LIMIT).toEqual({ max: 10, windowMs: 15 * 60 * 1000 });
  expect(SIGN_IN_ADDRESS_LIMIT).toEqual({ max: 20, windowMs: 15 * 60 * 1000 });
  expect(STUDIO_SIGN_IN_LIMIT).toEqual({ max: 5, windowMs: 15 * 60 * 1000 });
  expect(STUDIO_SIGN_IN_ADDRESS_LIMIT).toEqual({ max: 10, windowMs: 15 * 60 * 1000 });
  expect(RESET_REQUEST_LIMIT).toEqual({ max: 5, windowMs: 60 * 60 * 1000 });
});

test("customer sign-in: the 11th attempt on an account is refused from everywhere", async () => {
  const victim = await registerCustomer(shop.url, "limit-account");
  const guesser = new Visitor(shop.url);
  for (let attempt = 1; attempt <= SIGN_IN_LIMIT.max; attempt++) {
    // Each guess from an address of its own: only the account's count can stop them.
    const answer = await signInOnPage(new Visitor(shop.url), victim.email, `wrong-${attempt}`);
    expect(answer.status, `guess ${attempt}`).toBe(401);
    expect(answer.body).toContain(signInMessages.invalid);
  }
  await expectLockedOnPage(guesser, victim.email, "the right password, after 10 wrong ones");
  await expectLockedOnPage(new Visitor(shop.url), victim.email, "from a fresh address");
  for (const endpoint of ["/api/auth/login", "/api/auth/simple-login"]) {
    const api = await new Visitor(shop.url).json<{ error: { message: string } }>(endpoint, {
      json: { email: victim.email, password: customerPassword },
    });
    expect(api.status, endpoint).toBe(429);
    expect(api.body.error.message, endpoint).toBe(signInMessages.tooMany);
  }
  // The customer's sessions made before the lock still work: the lock stops sign-ins only.
  expect((await victim.visitor.request("/account")).status).toBe(200);
});

test("customer sign-in: failures for other accounts lock out no one; 20 accounts lock the address", async () => {
  const customers: Customer[] = [];
  for (const label of ["limit-address-1", "limit-address-2", "limit-address-3"]) {
    customers.push(await registerCustomer(shop.url, label));
  }
  const [household, first, second] = customers as [Customer, Customer, Customer];
  const guesser = new Visitor(shop.url);
  const failFor = async (count: number) => {
    for (let attempt = 1; attempt <= count; attempt++) {
      const email = uniqueAddress(`nobody-${attempt}`);
      const answer = await guesser.json("/api/auth/login", { json: { email, password: "guess" } });
      expect(answer.status, `guess ${attempt}`).toBe(401);
    }
  };
  // Ten of a neighbour's typos at other accounts: the right password still signs in.
  await failFor(10);
  const neighbour = new Visitor(shop.url, guesser.address);
  expect((await signInOnPage(neighbour, household.email, customerPassword)).status).toBe(303);
  // Failures for 20 different accounts: no other account signs in from that address.
  await failFor(SIGN_IN_ADDRESS_LIMIT.max - 10);
  await expectLockedOnPage(guesser, first.email, "an account never guessed, from that address");
  const api = await guesser.json("/api/auth/login", {
    json: { email: second.email, password: customerPassword },
  });
  expect(api.status).toBe(429);
  // The same accounts sign in from anywhere else.
  const elsewhere = new Visitor(shop.url);
  expect((await signInOnPage(elsewhere, first.email, customerPassword)).status).toBe(303);
  expect(elsewhere.cookies.has("washi_session")).toBe(true);
});

test("studio sign-in: failures for other accounts lock out no one; 10 accounts lock the address", async () => {
  const guesser = new Visitor(shop.url);
  for (let attempt = 1; attempt <= STUDIO_SIGN_IN_ADDRESS_LIMIT.max; attempt++) {
    const answer = await studioSignIn(guesser, uniqueAddress("not-staff"), "guess");
    expect(answer.status, `guess ${attempt}`).toBe(401);
    if (attempt === STUDIO_SIGN_IN_LIMIT.max) {
      // As many failures as lock one account, spread over others: the maker still signs in.
      const maker = new Visitor(shop.url, guesser.address);
      expect((await studioSignIn(maker, studioAdmin.email, studioAdmin.password)).status).toBe(303);
    }
  }
  const refused = await studioSignIn(guesser, studioAdmin.email, studioAdmin.password);
  expect(refused.status).toBe(429);
  expect(refused.body).toContain(studioMessages.tooMany);
  expect(guesser.cookies.has("washi_studio")).toBe(false);
  const elsewhere = new Visitor(shop.url);
  expect((await studioSignIn(elsewhere, studioAdmin.email, studioAdmin.password)).status).toBe(303);
});

test("studio sign-in: the 6th attempt on the account is refused from everywhere", async () => {
  for (let attempt = 1; attempt <= STUDIO_SIGN_IN_LIMIT.max; attempt++) {
    const answer = await studioSignIn(new Visitor(shop.url), studioAdmin.email, `wrong-${attempt}`);
    expect(answer.status, `guess ${attempt}`).toBe(401);
  }
  const fresh = new Visitor(shop.url);
  const refused = await studioSignIn(fresh, studioAdmin.email, studioAdmin.password);
  expect(refused.status).toBe(429);
  expect(refused.body).toContain(studioMessages.tooMany);
  expect(fresh.cookies.has("washi_studio")).toBe(false);
});

/**
 * Stock hoarding (decision 014): cart after cart from one address, each checked out and sent
 * to PayPal, holds at most half of a 5-unit product, and the address's unpaid orders stop at
 * 10; meanwhile a shopper elsewhere buys the rest.
 */
test("stock holds: one address cannot keep a limited product off sale", async () => {
  const tote = Number(demoProductId("TOT-003")); // 5 in the demo shop
  const hoarderAddress = randomClientAddress();
  const checkOut = async (productId: number, quantity: number) => {
    const cart = new Visitor(shop.url, hoarderAddress);
    await addToCart(cart, productId, quantity);
    const created = await cart.json<{ order: { id: number }; accessKey: string }>(
      "/api/orders/create",
      { json: orderPayload({ email: uniqueAddress("hoarder"), name: "Hoarder" }) },
    );
    if (created.status !== 201) return created;
    const started = await cart.json("/api/payments/create-paypal-order", {
      json: { orderId: created.body.order.id, key: created.body.accessKey },
    });
    expect(started.status, "PayPal's order for a held order").toBe(200);
    return created;
  };
  const refusedMessage = (answer: { body: unknown }) =>
    (answer.body as { error?: { message?: string } }).error?.message;

  const allAtOnce = await checkOut(tote, 5);
  expect(allAtOnce.status).toBe(409);
  expect(refusedMessage(allAtOnce)).toBe(heldShareMessage("Market Day Striped Tote", 3));
  for (let cart = 1; cart <= 3; cart++) expect((await checkOut(tote, 1)).status).toBe(201);
  const fourth = await checkOut(tote, 1);
  expect(fourth.status, "a 4th of the 5 from the same address").toBe(409);
  expect(refusedMessage(fourth)).toBe(heldShareMessage("Market Day Striped Tote", 3));

  const shopper = new Visitor(shop.url);
  await addToCart(shopper, tote, 2);
  const bought = await createOrder(shopper, { email: uniqueAddress("shopper"), name: "Mina Park" });
  await payOrder(shopper, bought.order.id, bought.accessKey);

  // More orders of other things from that address, up to its limit of unpaid orders.
  const sticker = Number(demoProductId("STK-001"));
  for (let order = 4; order <= UNPAID_ORDER_LIMITS.perAddress; order++) {
    expect((await checkOut(sticker, 1)).status, `unpaid order ${order}`).toBe(201);
  }
  const tooMany = await checkOut(sticker, 1);
  expect(tooMany.status).toBe(429);
  expect(refusedMessage(tooMany)).toBe(orderMessages.tooManyUnpaid);
});

async function askForReset(visitor: Visitor, email: string, via: "page" | "api") {
  if (via === "page") {
    const response = await visitor.request("/forgot-password", { form: { email } });
    expect(response.status, `reset for ${email}`).toBe(200);
    return;
  }
  const answer = await visitor.json<{ success: boolean; message: string }>(
    "/api/auth/password-reset/request",
    { json: { email } },
  );
  expect(answer.status, `reset for ${email}`).toBe(200);
  return answer.body.message;
}

test("reset requests: answered alike, at most 5 mails per e-mail and per address", async () => {
  const perEmail = await registerCustomer(shop.url, "limit-reset-email");
  const perAddress = await registerCustomer(shop.url, "limit-reset-address");

  // Per e-mail: 8 requests from four addresses, half on the page and half through the API.
  const messages = new Set<string | undefined>();
  for (let request = 0; request < 8; request++) {
    const visitor = new Visitor(shop.url);
    const via = request % 2 === 0 ? "page" : "api";
    const message = await askForReset(visitor, perEmail.email, via);
    if (via === "api") messages.add(message);
  }
  const unknown = await askForReset(new Visitor(shop.url), uniqueAddress("unknown"), "api");
  messages.add(unknown);
  expect(messages.size, "one answer for every request, known or not, limited or not").toBe(1);

  // Per address: 5 requests for unknown addresses use up the address; the 6th, for a real
  // account, is answered the same but sends nothing. From elsewhere, it sends one.
  const busy = new Visitor(shop.url);
  for (let request = 0; request < RESET_REQUEST_LIMIT.max; request++) {
    await askForReset(busy, uniqueAddress("unknown"), "api");
  }
  await askForReset(busy, perAddress.email, "api");
  await askForReset(new Visitor(shop.url), perAddress.email, "page");

  // The requests' work is finished before a graceful stop; then the outbox is read.
  expect((await shop.server.stop("SIGTERM")).code).toBe(0);
  const handle = await openPglite(path.join(shop.dataDir, "db"));
  try {
    const result = (await handle.db.execute(
      sql`select to_address, count(*)::int as mails from outbox_emails
          where template = 'password-reset' group by to_address`,
    )) as unknown as { rows: { to_address: string; mails: number }[] };
    const mails = Object.fromEntries(result.rows.map((row) => [row.to_address, row.mails]));
    expect(mails[perEmail.email], "per e-mail").toBe(RESET_REQUEST_LIMIT.max);
    expect(mails[perAddress.email], "per address").toBe(1);
  } finally {
    await handle.close();
  }
  expect(shop.server.output().stderr).toBe("");
});
