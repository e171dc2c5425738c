/**
 * The sign-in and reset limits hold over HTTP (decisions 008, 012 and 036): in 15 minutes, 10
 * failed customer sign-ins for one account from one visitor lock that visitor out of it, 30
 * from everywhere lock out every browser but those that signed in to it before, and from one
 * visitor failures for 20 different accounts lock it out of others (5, 15 and 10 for the
 * studio); 5 reset requests per address and per e-mail an hour. A stranger's guesses never
 * keep the owner out. A locked sign-in answers 429 with the spec's words, the same on the page
 * and in the API, and never a 5xx. What one address's unpaid orders may hold is
 * limited too (decision 014). Visitors come from addresses of their own (X-Forwarded-For,
 * which the shop trusts here).
 */
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { RESET_REQUEST_LIMIT } from "#server/accounts/password-reset.ts";
import { SIGN_IN_LIMITS, signInMessages } from "#server/accounts/sign-in.ts";
import { openPglite } from "#server/db/client.ts";
import { freeOrderMessages } from "#server/orders/free-orders.ts";
import { UNPAID_ORDER_LIMITS } from "#server/orders/order-holds.ts";
import { heldShareMessage, orderMessages } from "#server/orders/order-messages.ts";
import { studioMessages } from "#server/studio/auth/studio-account-schemas.ts";
import { STUDIO_SIGN_IN_LIMITS } from "#server/studio/auth/studio-sign-in.ts";
import { killStartedServers } from "#tests/support/built-server.ts";
import { demoProductId } from "#tests/support/cart.ts";
import { randomClientAddress } from "#tests/support/client-address.ts";
import {
  addToCart,
  type Customer,
  createOrder,
  customerPassword,
  orderFreeWallpaper,
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
  const window = { windowMs: 15 * 60 * 1000 };
  expect(SIGN_IN_LIMITS).toEqual({
    accountFromVisitor: { max: 10, ...window },
    account: { max: 30, ...window },
    visitor: { max: 20, ...window },
  });
  expect(STUDIO_SIGN_IN_LIMITS).toEqual({
    accountFromVisitor: { max: 5, ...window },
    account: { max: 15, ...window },
    visitor: { max: 10, ...window },
  });
  expect(RESET_REQUEST_LIMIT).toEqual({ max: 5, windowMs: 60 * 60 * 1000 });
});

/** Wrong passwords for an account from `visitors` fresh visitors, as many as lock each out. */
async function guessFromVisitors(
  signInWith: (visitor: Visitor, password: string) => Promise<{ status: number }>,
  perVisitor: number,
  visitors: number,
) {
  for (let each = 1; each <= visitors; each++) {
    const guesser = new Visitor(shop.url);
    for (let attempt = 1; attempt <= perVisitor; attempt++) {
      const answer = await signInWith(guesser, `wrong-${each}-${attempt}`);
      expect(answer.status, `guess ${attempt} of visitor ${each}`).toBe(401);
    }
  }
}

test("customer sign-in: a guesser locks out itself, never the owner", async () => {
  const victim = await registerCustomer(shop.url, "limit-account");
  const { accountFromVisitor, account } = SIGN_IN_LIMITS;
  const guesser = new Visitor(shop.url);
  for (let attempt = 1; attempt <= accountFromVisitor.max; attempt++) {
    const answer = await signInOnPage(guesser, victim.email, `wrong-${attempt}`);
    expect(answer.status, `guess ${attempt}`).toBe(401);
    expect(answer.body).toContain(signInMessages.invalid);
  }
  await expectLockedOnPage(guesser, victim.email, "the right password, after 10 wrong ones");
  for (const endpoint of ["/api/auth/login", "/api/auth/simple-login"]) {
    const api = await new Visitor(shop.url, guesser.address).json<{ error: { message: string } }>(
      endpoint,
      { json: { email: victim.email, password: customerPassword } },
    );
    expect(api.status, endpoint).toBe(429);
    expect(api.body.error.message, endpoint).toBe(signInMessages.tooMany);
  }
  const owner = new Visitor(shop.url);
  expect((await signInOnPage(owner, victim.email, customerPassword)).status).toBe(303);

  // Guesses spread over many visitors: past 30, a new browser is refused, the owner's is not.
  const signInWith = (visitor: Visitor, password: string) =>
    signInOnPage(visitor, victim.email, password);
  const visitors = account.max / accountFromVisitor.max - 1;
  await guessFromVisitors(signInWith, accountFromVisitor.max, visitors);
  await expectLockedOnPage(new Visitor(shop.url), victim.email, "a new browser, after 30");
  expect(victim.visitor.cookies.has("washi_device")).toBe(true);
  expect((await signInOnPage(victim.visitor, victim.email, customerPassword)).status).toBe(303);
  // The customer's sessions made before still work: the lock stops sign-ins only.
  expect((await owner.request("/account")).status).toBe(200);
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
  await failFor(SIGN_IN_LIMITS.visitor.max - 10);
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
  for (let attempt = 1; attempt <= STUDIO_SIGN_IN_LIMITS.visitor.max; attempt++) {
    const answer = await studioSignIn(guesser, uniqueAddress("not-staff"), "guess");
    expect(answer.status, `guess ${attempt}`).toBe(401);
    if (attempt === STUDIO_SIGN_IN_LIMITS.accountFromVisitor.max) {
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

test("studio sign-in: strangers' wrong passwords never keep the maker out", async () => {
  const { accountFromVisitor, account } = STUDIO_SIGN_IN_LIMITS;
  const makersComputer = new Visitor(shop.url);
  expect((await studioSignIn(makersComputer, studioAdmin.email, studioAdmin.password)).status).toBe(
    303,
  );
  const guesser = new Visitor(shop.url);
  for (let attempt = 1; attempt <= accountFromVisitor.max; attempt++) {
    const answer = await studioSignIn(guesser, studioAdmin.email, `wrong-${attempt}`);
    expect(answer.status, `guess ${attempt}`).toBe(401);
  }
  const refused = await studioSignIn(guesser, studioAdmin.email, studioAdmin.password);
  expect(refused.status).toBe(429);
  expect(refused.body).toContain(studioMessages.tooMany);
  expect(guesser.cookies.has("washi_studio")).toBe(false);
  // Five wrong passwords from one address; the right one from another still signs in.
  const elsewhere = new Visitor(shop.url);
  expect((await studioSignIn(elsewhere, studioAdmin.email, studioAdmin.password)).status).toBe(303);

  // Past 15 from everywhere a new browser is refused; the maker's own computer is not.
  const signInWith = (visitor: Visitor, password: string) =>
    studioSignIn(visitor, studioAdmin.email, password);
  await guessFromVisitors(
    signInWith,
    accountFromVisitor.max,
    account.max / accountFromVisitor.max - 1,
  );
  const newBrowser = await studioSignIn(
    new Visitor(shop.url),
    studioAdmin.email,
    studioAdmin.password,
  );
  expect(newBrowser.status).toBe(429);
  const maker = await studioSignIn(makersComputer, studioAdmin.email, studioAdmin.password);
  expect(maker.status).toBe(303);
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

/**
 * One subscriber is given a whole IPv6 /64 (decision 036): eight visitors from eight addresses
 * of one /64 are one visitor to the free-order limit (3 a day), and a neighbouring /64 is not.
 */
test("free orders: addresses of one IPv6 /64 share one visitor's limit", async () => {
  const network = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:1`;
  const answers = [];
  for (let host = 1; host <= 8; host++) {
    const address = `${network}::${host.toString(16)}:${host}`;
    answers.push(await orderFreeWallpaper(shop.url, address, `free-v6-${host}`));
  }
  expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 429, 429, 429, 429, 429]);
  expect(answers[3]?.body.error?.message).toBe(freeOrderMessages.tooMany);
  const neighbour = `${network.replace(/:1$/, ":2")}::1`;
  expect((await orderFreeWallpaper(shop.url, neighbour, "free-v6-neighbour")).status).toBe(201);
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
