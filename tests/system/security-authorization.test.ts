/**
 * The authorization matrix (issue 9): every page route of app/routes.ts and every API
 * endpoint (the OpenAPI document's, the studio API's, the webhook, and any the router serves)
 * asked by four principals — an anonymous visitor, customers A and B, and the studio
 * account — on a shop of its own with real orders and a Mail Club membership. The tables
 * below give each route its rule; a route or endpoint missing from them fails the test, so no
 * new one goes unguarded silently. No answer is ever a 5xx.
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import { killStartedServers } from "#tests/support/built-server.ts";
import {
  type Customer,
  customerPassword,
  makePrincipals,
  type Principals,
} from "#tests/support/security-principals.ts";
import {
  allEndpoints,
  type Endpoint,
  endpointKey,
  fillEndpointPath,
  fillPattern,
  pageRoutes,
} from "#tests/support/security-routes.ts";
import {
  type SecurityShop,
  startSecurityShop,
  type Visitor,
} from "#tests/support/security-shop.ts";

/**
 * public: open to everyone. customer: the signed-in customer's own screen; anyone else is
 * sent to /login. member-return: PayPal's return to a joining member, which asks anyone not
 * signed in to sign in (401) and confirms nothing. order-owner: one order, shown to its customer only (404 to anyone else).
 * studio-sign-in: the studio's sign-in steps, open to everyone. sign-out: ends the caller's
 * own session. signed-link: a bought file, served to whoever holds its signed link and to no one
 * without it (404). order-document: a paper of one order (a gift's card), named in its query:
 * without it, a customer gets a 404 and anyone else is asked to sign in. Every screen inside the studio's layout is studio-only (not listed here).
 */
type PageRule =
  | "public"
  | "signed-link"
  | "customer"
  | "member-return"
  | "order-owner"
  | "order-document"
  | "studio-sign-in"
  | "sign-out";

const storefrontPages: Record<string, PageRule> = {
  "": "public",
  ...Object.fromEntries(
    ["stickers", "bookmarks", "tote-bags", "stationery", "greeting-cards", "digital-templates"]
      .flatMap((type) => [type, `${type}/:subCategory`])
      .map((pattern) => [pattern, "public"]),
  ),
  products: "public",
  templates: "public",
  extras: "public",
  "extras/:collection": "public",
  ":productType/product/:slug": "public",
  search: "public",
  "sitemap.xml": "public",
  "robots.txt": "public",
  "bench/bare": "public",
  admin: "studio-sign-in",
  "admin/login": "studio-sign-in",
  cart: "public",
  checkout: "public",
  "checkout/return": "public",
  "order-complete": "public",
  "order-complete/:orderId": "order-owner",
  "downloads/:grantId/:fileId": "signed-link",
  "order-confirmation": "public",
  subscribe: "public",
  "subscribe/:plan": "public",
  "mail-club": "public",
  // The e-mails' skip link: without a link the shop signed, a 400 to everyone, asking nothing.
  "mail-club/skip": "public",
  "mail-club/gift": "public",
  // A gift's signed link: without one the shop signed, a 404 to everyone.
  "mail-club/gift/claim": "public",
  // The gifter's card: the order's owner or the holder of its key, as the order page.
  "mail-club/gift/card.pdf": "order-document",
  // A paid order's receipt: the order's owner or the holder of its key, as the order page.
  "orders/receipt.pdf": "order-document",
  "gift-cards/balance": "public",
  // The card's code is its key (the e-mail's link), behind the guessing guard: a 404 without it.
  "gift-cards/card.pdf": "public",
  "gift-cards/:slug": "public",
  "subscription/return": "member-return",
  "subscription/plan-change": "customer",
  login: "public",
  register: "public",
  "forgot-password": "public",
  "reset-password": "public",
  "verify-email": "public",
  "sign-out": "sign-out",
  account: "customer",
  orders: "customer",
  blog: "public",
  "blog/rss.xml": "public",
  "blog/:slug": "public",
  shipping: "public",
  returns: "public",
  faq: "public",
  privacy: "public",
  contact: "public",
  newsletter: "public",
  "newsletter/unsubscribe": "public",
  "studio/login": "studio-sign-in",
  "studio/login/verify": "studio-sign-in",
  "studio/sign-out": "sign-out",
  "*": "public",
};

/**
 * public: anyone (bad input is a 400, never a 401/403). customer: the bearer token's customer
 * only, 401 without one; each customer sees only their own data. order-owner: the order's
 * customer only, 404 to another customer; with no customer at all, 404 or (reading the order
 * without its key) 401, asking to sign in. account-owner: the customer's own record, 403 to another
 * customer. ends-session: revokes the calling token only. paypal-order-holder: the capture,
 * which needs PayPal's order id of that very order. webhook: PayPal's signed calls only.
 * studio: the studio session only, 403 to everyone else (a customer included).
 */
type ApiRule =
  | "public"
  | "customer"
  | "order-owner"
  | "account-owner"
  | "ends-session"
  | "paypal-order-holder"
  | "webhook"
  | "studio";

const apiEndpoints: Record<string, ApiRule> = {
  "GET /api/products": "public",
  "GET /api/products/filters": "public",
  "GET /api/products/search": "public",
  "GET /api/products/featured": "public",
  "GET /api/products/{key}": "public",
  "GET /api/address-formats": "public",
  "GET /api/address-formats/{country}": "public",
  // The caller's own cart (bearer, X-Cart-Token or cookie): no one else's can be named.
  "GET /api/shipping-options": "public",
  "GET /api/cart": "public",
  "DELETE /api/cart": "public",
  "POST /api/cart/items": "public",
  "PATCH /api/cart/items/{lineId}": "public",
  "DELETE /api/cart/items/{lineId}": "public",
  "POST /api/cart/discount": "public",
  "DELETE /api/cart/discount": "public",
  "GET /api/cart/tax": "public",
  "POST /api/auth/simple-register": "public",
  "POST /api/auth/simple-login": "public",
  "POST /api/auth/simple-logout": "ends-session",
  "GET /api/auth/simple-me": "customer",
  "POST /api/auth/register": "public",
  "POST /api/auth/login": "public",
  "POST /api/auth/logout": "ends-session",
  "GET /api/auth/me": "customer",
  "POST /api/auth/refresh": "public",
  "POST /api/auth/password-reset/request": "public",
  "POST /api/auth/password-reset/reset": "public",
  "POST /api/auth/change-password": "customer",
  "PUT /api/customers/{id}": "account-owner",
  "GET /api/customers/email-preferences": "customer",
  "PUT /api/customers/email-preferences": "customer",
  "GET /api/customers/details": "customer",
  "GET /api/customers/store-credit": "customer",
  // A code is its own key: the guessing guard stands in front of it.
  "POST /api/gift-cards/balance": "public",
  "POST /api/gift-cards": "public",
  "PUT /api/customers/details": "customer",
  "GET /api/orders/customer": "customer",
  "GET /api/customers/downloads": "customer",
  "POST /api/orders/create": "public",
  "GET /api/orders/{id}": "order-owner",
  "GET /api/payments/config": "public",
  "POST /api/payments/create-paypal-order": "order-owner",
  "POST /api/payments/capture": "paypal-order-holder",
  "POST /api/payments/paypal/webhook": "webhook",
  "POST /api/subscriptions/create": "public",
  "POST /api/subscriptions/confirm": "customer",
  "GET /api/subscriptions/me": "customer",
  "POST /api/subscriptions/cancel": "customer",
  "PUT /api/subscriptions/delivery-address": "customer",
  "POST /api/subscriptions/skip": "customer",
  "POST /api/subscriptions/pause": "customer",
  "POST /api/subscriptions/resume": "customer",
  "GET /api/mail-club/gift-options": "public",
  // A guest's gift, or with a bearer token the customer's own.
  "POST /api/mail-club/gifts": "public",
  "POST /api/contact": "public",
  "POST /api/newsletter": "public",
  "GET /api/openapi.json": "public",
  "GET /api/docs": "public",
  "GET /api/docs.css": "public",
  "GET /healthz": "public",
  "GET /readyz": "public",
  "GET /api/studio/me": "studio",
  "POST /api/studio/content/posts/{postId}/cover": "studio",
  "POST /api/studio/content/gallery": "studio",
  "POST /api/studio/content/about-photo": "studio",
  "POST /api/studio/products/{productId}/images": "studio",
  "POST /api/studio/products/{productId}/files": "studio",
  "POST /api/studio/products/{productId}/files/{fileId}": "studio",
  "POST /api/studio/products/imports/dry-run": "studio",
  "POST /api/studio/products/imports/apply": "studio",
};

type Who = "anonymous" | "customer A" | "customer B" | "studio";

interface Answer {
  who: Who;
  what: string;
  status: number;
  location: string;
  body: string;
}

let shop: SecurityShop;
let principals: Principals;
let endpoints: Endpoint[];

beforeAll(async () => {
  shop = await startSecurityShop();
  principals = await makePrincipals(shop.url);
  const document = await fetch(`${shop.url}/api/openapi.json`).then((response) => response.json());
  endpoints = allEndpoints(document);
}, 240_000);

afterAll(async () => {
  await shop?.close();
  await killStartedServers();
});

function everyone(): [Who, Visitor][] {
  return [
    ["anonymous", principals.anonymous],
    ["customer A", principals.a.visitor],
    ["customer B", principals.b.visitor],
    ["studio", principals.studio],
  ];
}

function otherCustomer(who: Who): Customer | undefined {
  if (who === "customer A") return principals.b;
  if (who === "customer B") return principals.a;
  return undefined;
}

/** Route parameters filled with real things: A's order, a real product, the first member. */
function pageValues(): Record<string, string> {
  return {
    subCategory: "sticker-sheets",
    collection: "1",
    productType: "stickers",
    slug: "sleepy-cats-sticker-sheet",
    orderId: String(principals.ordersOf.a.id),
    plan: "usa",
    productId: "2",
    subscriptionId: "1",
  };
}

function endpointValues(endpoint: Endpoint): Record<string, string> {
  const ownerId = endpoint.path.startsWith("/api/customers/")
    ? principals.a.id
    : principals.ordersOf.a.id;
  return { id: String(ownerId), key: "sleepy-cats-sticker-sheet", productId: "2" };
}

async function ask(
  who: Who,
  visitor: Visitor,
  method: string,
  path: string,
  body?: unknown,
): Promise<Answer> {
  const isApi = path.startsWith("/api/");
  const response = await visitor.request(path, {
    method,
    ...(method === "GET" ? {} : isApi ? { json: body ?? {} } : { form: { intent: "probe" } }),
  });
  return {
    who,
    what: `${who}: ${method} ${path}`,
    status: response.status,
    location: response.headers.get("location") ?? "",
    body: await response.text(),
  };
}

const signInRedirect = /^\/login\?returnTo=/;
const studioSignInRedirect = /^\/studio\/login(\?|$)/;

/** What no answer to anyone may be: a server error, or another customer's data. */
function expectNothingLeaked(answer: Answer) {
  expect(answer.status, answer.what).toBeLessThan(500);
  const other = otherCustomer(answer.who);
  if (other) {
    expect(answer.body, `${answer.what} shows the other customer`).not.toContain(other.email);
  }
}

function expectRefusedFromStudio(answer: Answer) {
  if (answer.status === 302 || answer.status === 303) {
    expect(answer.location, answer.what).toMatch(studioSignInRedirect);
  } else {
    expect([403, 405], answer.what).toContain(answer.status);
  }
}

function checkPage(rule: PageRule | "studio", answer: Answer, method: string) {
  expectNothingLeaked(answer);
  const isCustomer = answer.who === "customer A" || answer.who === "customer B";
  const orderNumberOfA = principals.ordersOf.a.orderNumber;
  switch (rule) {
    case "public":
      expect([401, 403], answer.what).not.toContain(answer.status);
      expect(answer.location, answer.what).not.toMatch(signInRedirect);
      expect(answer.location, answer.what).not.toMatch(studioSignInRedirect);
      return;
    case "studio-sign-in":
    case "sign-out":
      expect([401, 403], answer.what).not.toContain(answer.status);
      return;
    case "customer":
      if (isCustomer) expect(answer.status, answer.what).toBeLessThan(method === "GET" ? 300 : 500);
      else if (method === "GET" || [302, 303].includes(answer.status)) {
        expect([302, 303], answer.what).toContain(answer.status);
        expect(answer.location, answer.what).toMatch(signInRedirect);
      } else expect([401, 403, 405], answer.what).toContain(answer.status);
      return;
    case "signed-link":
      expect([404, 405], answer.what).toContain(answer.status);
      expect(answer.body, answer.what).not.toContain("%PDF");
      return;
    case "order-document":
      expect(answer.body, answer.what).not.toContain("%PDF");
      if (isCustomer) expect([404, 405], answer.what).toContain(answer.status);
      else if (method === "GET") expect(answer.location, answer.what).toMatch(signInRedirect);
      else expect([404, 405], answer.what).toContain(answer.status);
      return;
    case "member-return":
      if (isCustomer) expect(answer.status, answer.what).toBeLessThan(500);
      else expect([401, 405], answer.what).toContain(answer.status);
      return;
    case "order-owner":
      if (answer.who === "customer A") {
        // Its page, and its one form (a gift's link) refuses a post it does not know.
        expect(answer.status, answer.what).toBe(method === "GET" ? 200 : 400);
        expect(answer.body, answer.what).toContain(orderNumberOfA);
      } else if (!isCustomer) {
        // No customer and no key: asked to sign in (spec §8), the order unseen.
        expect(answer.status, answer.what).toBe(302);
        expect(answer.location, answer.what).toMatch(signInRedirect);
        expect(answer.body, answer.what).not.toContain(orderNumberOfA);
      } else {
        expect([404, 405], answer.what).toContain(answer.status);
        expect(answer.body, answer.what).not.toContain(orderNumberOfA);
      }
      return;
    case "studio":
      if (answer.who === "studio") {
        expect(answer.status, answer.what).not.toBe(403);
        expect(answer.location, answer.what).not.toMatch(studioSignInRedirect);
      } else expectRefusedFromStudio(answer);
      return;
  }
}

function pageRuleOf(pattern: string, inStudioLayout: boolean): PageRule | "studio" {
  if (inStudioLayout) return "studio";
  const rule = storefrontPages[pattern];
  if (!rule) throw new Error(`The page route "${pattern}" has no rule in storefrontPages.`);
  return rule;
}

test("every page route and every endpoint has a rule, and every rule a route", () => {
  const unclassifiedPages = pageRoutes
    .filter((route) => !route.inStudioLayout && !(route.pattern in storefrontPages))
    .map((route) => route.pattern);
  expect(unclassifiedPages, "page routes without a rule").toEqual([]);
  const patterns = new Set(pageRoutes.map((route) => route.pattern));
  expect(Object.keys(storefrontPages).filter((pattern) => !patterns.has(pattern))).toEqual([]);

  const keys = endpoints.map(endpointKey);
  expect(
    keys.filter((key) => !(key in apiEndpoints)),
    "endpoints without a rule",
  ).toEqual([]);
  expect(Object.keys(apiEndpoints).filter((key) => !keys.includes(key))).toEqual([]);
  expect(pageRoutes.filter((route) => route.inStudioLayout).length).toBeGreaterThan(20);
});

test("every page answers each principal by its rule (GET and a form POST)", async () => {
  const values = pageValues();
  await Promise.all(
    everyone().map(async ([who, visitor]) => {
      for (const route of pageRoutes) {
        const rule = pageRuleOf(route.pattern, route.inStudioLayout);
        const path = fillPattern(route.pattern, values);
        checkPage(rule, await ask(who, visitor, "GET", path), "GET");
        // Signing out is tried last (below); a public form is the same to everyone.
        if (rule === "sign-out" || (rule === "public" && who !== "anonymous")) continue;
        checkPage(rule, await ask(who, visitor, "POST", path), "POST");
      }
    }),
  );
}, 180_000);

test("client navigations (.data) of customer screens follow the same rules", async () => {
  const orderOfA = principals.ordersOf.a;
  for (const [who, visitor] of everyone()) {
    for (const path of ["/account.data", "/orders.data", `/order-complete/${orderOfA.id}.data`]) {
      const answer = await ask(who, visitor, "GET", path);
      expectNothingLeaked(answer);
      if (who !== "customer A")
        expect(answer.body, answer.what).not.toContain(orderOfA.orderNumber);
      if (who === "anonymous" || who === "studio") {
        expect(answer.body, answer.what).not.toContain(principals.a.email);
      }
    }
  }
});

test("each customer's own screens show their own orders and account only", async () => {
  for (const [customer, other, order] of [
    [principals.a, principals.b, principals.ordersOf.a],
    [principals.b, principals.a, principals.ordersOf.b],
  ] as const) {
    const orders = await customer.visitor.request("/orders");
    const page = await orders.text();
    expect(page).toContain(order.orderNumber);
    expect(page).not.toContain(principals.ordersOf[other === principals.a ? "a" : "b"].orderNumber);
    const account = await (await customer.visitor.request("/account")).text();
    expect(account).toContain(customer.email);
    expect(account).not.toContain(other.email);
  }
  // A's order with its guest key opens to whoever holds the key, and to nobody with a wrong one.
  const { id, accessKey, orderNumber } = principals.ordersOf.a;
  const withKey = await principals.anonymous.request(`/order-complete/${id}?key=${accessKey}`);
  expect(withKey.status).toBe(200);
  expect(await withKey.text()).toContain(orderNumber);
  const wrongKey = await principals.b.visitor.request(`/order-complete/${id}?key=x${accessKey}`);
  expect(wrongKey.status).toBe(404);
});

/** Bodies that name A's things; every other endpoint is probed with `{}`. */
const probeBodies: Record<string, unknown> = {
  get "POST /api/payments/create-paypal-order"() {
    return { orderId: principals.ordersOf.a.id };
  },
};

function checkEndpoint(rule: ApiRule, answer: Answer) {
  expectNothingLeaked(answer);
  const isCustomer = answer.who === "customer A" || answer.who === "customer B";
  const isOwner = answer.who === "customer A";
  switch (rule) {
    case "public":
      expect([401, 403], answer.what).not.toContain(answer.status);
      return;
    case "customer":
      if (isCustomer) expect([401, 403], answer.what).not.toContain(answer.status);
      else expect(answer.status, answer.what).toBe(401);
      return;
    case "order-owner":
      if (isOwner) expect([200, 409], answer.what).toContain(answer.status);
      else if (isCustomer) expect(answer.status, answer.what).toBe(404);
      else expect([401, 404], answer.what).toContain(answer.status);
      if (!isOwner) expect(answer.body).not.toContain(principals.ordersOf.a.orderNumber);
      return;
    case "account-owner":
      if (isOwner) expect(answer.status, answer.what).toBe(200);
      else expect(answer.status, answer.what).toBe(answer.who === "customer B" ? 403 : 401);
      return;
    case "studio":
      if (answer.who === "studio") expect([401, 403], answer.what).not.toContain(answer.status);
      else expect(answer.status, answer.what).toBe(403);
      return;
    case "webhook":
      // Nobody's session or token makes an unsigned call PayPal's.
      expect(answer.status, answer.what).toBe(400);
      return;
    case "ends-session":
    case "paypal-order-holder":
      // Their own tests below.
      return;
  }
}

test("every endpoint answers each principal by its rule", async () => {
  await Promise.all(
    everyone().map(async ([who, visitor]) => {
      for (const endpoint of endpoints) {
        const rule = apiEndpoints[endpointKey(endpoint)];
        if (!rule) throw new Error(`No rule for ${endpointKey(endpoint)}`);
        if (rule === "ends-session") continue;
        const path = fillEndpointPath(endpoint.path, endpointValues(endpoint));
        const query = endpoint.path === "/api/products/search" ? "?q=sticker" : "";
        const body = probeBodies[endpointKey(endpoint)];
        checkEndpoint(rule, await ask(who, visitor, endpoint.method, `${path}${query}`, body));
      }
    }),
  );
}, 120_000);

test("each customer's API answers carry their own data only", async () => {
  for (const [customer, other, order] of [
    [principals.a, principals.b, principals.ordersOf.a],
    [principals.b, principals.a, principals.ordersOf.b],
  ] as const) {
    const list = await customer.visitor.json("/api/orders/customer");
    expect(JSON.stringify(list.body)).toContain(order.orderNumber);
    const me = await customer.visitor.json("/api/auth/simple-me");
    expect(JSON.stringify(me.body)).toContain(customer.email);
    for (const path of ["/api/orders/customer", "/api/auth/me", "/api/customers/details"]) {
      const answer = await customer.visitor.request(path);
      const body = await answer.text();
      expect(body, path).not.toContain(other.email);
      expect(body, path).not.toContain(
        principals.ordersOf[other === principals.a ? "a" : "b"].orderNumber,
      );
    }
  }
  const membership = await principals.b.visitor.json<{ subscription: unknown }>(
    "/api/subscriptions/me",
  );
  expect(JSON.stringify(membership.body)).not.toContain(principals.subscriptionOfA);
});

test("a capture needs PayPal's order id of that very order", async () => {
  const { a, b } = principals.ordersOf;
  const mixed = await principals.b.visitor.json("/api/payments/capture", {
    json: { orderId: a.id, paypalOrderId: b.paypalOrderId },
  });
  expect([404, 409], JSON.stringify(mixed.body)).toContain(mixed.status);
  const guessed = await principals.anonymous.json("/api/payments/capture", {
    json: { orderId: a.id, paypalOrderId: "NOT0A0REAL0ID" },
  });
  expect([404, 409]).toContain(guessed.status);
});

test("a customer's session never opens the studio, nor a studio session the account", async () => {
  const customerSession = principals.a.visitor.cookies.get("washi_session") ?? "";
  const studioSession = principals.studio.cookies.get("washi_studio") ?? "";
  const headers = (cookie: string) => ({ Cookie: cookie });
  const asStudio = await fetch(`${shop.url}/api/studio/me`, {
    headers: headers(`washi_studio=${customerSession}`),
  });
  expect(asStudio.status).toBe(403);
  const studioPage = await fetch(`${shop.url}/studio`, {
    headers: headers(`washi_studio=${customerSession}`),
    redirect: "manual",
  });
  expect(studioPage.headers.get("location") ?? "").toMatch(studioSignInRedirect);
  const asCustomer = await fetch(`${shop.url}/account`, {
    headers: headers(`washi_session=${studioSession}`),
    redirect: "manual",
  });
  expect(asCustomer.headers.get("location") ?? "").toMatch(signInRedirect);
  const bearer = await fetch(`${shop.url}/api/auth/me`, {
    headers: { Authorization: `Bearer ${studioSession}` },
  });
  expect(bearer.status).toBe(401);
  const tokenAsStudio = await fetch(`${shop.url}/api/studio/me`, {
    headers: { Authorization: `Bearer ${principals.a.visitor.token}` },
  });
  expect(tokenAsStudio.status).toBe(403);
});

test("signing out and logging out end the caller's own session only", async () => {
  const { a, b, studio, anonymous } = principals;
  for (const path of ["/api/auth/simple-logout", "/api/auth/logout"]) {
    expect(apiEndpoints[`POST ${path}`]).toBe("ends-session");
    expect((await ask("anonymous", anonymous, "POST", path)).status).toBeLessThan(500);
    expect((await ask("studio", studio, "POST", path)).status).toBeLessThan(500);
    const spare = await b.visitor.json<{ token: string }>("/api/auth/simple-login", {
      json: { email: b.email, password: customerPassword },
      withoutToken: true,
    });
    const loggedOut = await fetch(`${shop.url}${path}`, {
      method: "POST",
      headers: { Authorization: `Bearer ${spare.body.token}`, "Content-Type": "application/json" },
      body: "{}",
    });
    expect(loggedOut.status, path).toBeLessThan(300);
    const spent = await fetch(`${shop.url}/api/auth/simple-me`, {
      headers: { Authorization: `Bearer ${spare.body.token}` },
    });
    expect(spent.status, `${path} revoked the token`).toBe(401);
    expect((await b.visitor.json("/api/auth/simple-me")).status, "B's other token").toBe(200);
  }

  const isSignedIn = async (visitor: Visitor) => (await visitor.request("/account")).status === 200;
  const isInStudio = async () => (await studio.request("/studio")).status === 200;
  for (const [who, visitor] of everyone().filter(([who]) => who !== "studio")) {
    const answer = await ask(who, visitor, "POST", "/studio/sign-out");
    expect(answer.status, answer.what).toBeLessThan(500);
  }
  expect(await isInStudio(), "nobody else's sign-out ends the studio's session").toBe(true);
  expect(await isSignedIn(a.visitor), "the studio sign-out leaves customers alone").toBe(true);
  expect((await ask("studio", studio, "POST", "/studio/sign-out")).status).toBe(303);
  expect(await isInStudio()).toBe(false);

  for (const [who, visitor] of everyone().filter(([who]) => who !== "customer A")) {
    const answer = await ask(who, visitor, "POST", "/sign-out");
    expect(answer.status, answer.what).toBeLessThan(500);
  }
  expect(await isSignedIn(b.visitor)).toBe(false);
  expect(await isSignedIn(a.visitor), "B's sign-out leaves A signed in").toBe(true);
});
