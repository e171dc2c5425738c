/**
 * Cross-origin writes are refused everywhere (server/http/csrf.ts): every page route and
 * every API endpoint, asked to change something by another site — its Origin, the browser's
 * Sec-Fetch-Site, or either alone — answers 403 and changes nothing, for a victim signed in as
 * a customer and to the studio at once. The same requests from the shop itself go through.
 * Bearer-token calls are not exempt: a browser page on another site could hold a token, so
 * the guard looks at the request's origin, never at its credentials; clients that are not
 * browsers send neither header and reach the endpoint's own authentication (decision 008).
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import { killStartedServers } from "#tests/support/built-server.ts";
import {
  addToCart,
  type Customer,
  registerCustomer,
  signInStudio,
} from "#tests/support/security-principals.ts";
import {
  allEndpoints,
  type Endpoint,
  fillEndpointPath,
  fillPattern,
  pageRoutes,
} from "#tests/support/security-routes.ts";
import { type SecurityShop, startSecurityShop, Visitor } from "#tests/support/security-shop.ts";

const evil = "https://evil.example";

/** The ways a browser marks a request another site made. */
const crossSiteMarks: Record<string, Record<string, string>> = {
  "Origin and Sec-Fetch-Site": { Origin: evil, "Sec-Fetch-Site": "cross-site" },
  "Origin alone": { Origin: evil },
  "Sec-Fetch-Site alone": { "Sec-Fetch-Site": "cross-site" },
  "a sibling site": { "Sec-Fetch-Site": "same-site" },
  "an opaque origin": { Origin: "null" },
};

const unsafeMethods = ["POST", "PUT", "PATCH", "DELETE"];

let shop: SecurityShop;
let customer: Customer;
/** Signed in as customer A and to the studio at once: the richest victim. */
let victim: Visitor;
let endpoints: Endpoint[];

beforeAll(async () => {
  shop = await startSecurityShop();
  customer = await registerCustomer(shop.url, "csrf-victim");
  const studio = await signInStudio(shop.url);
  victim = customer.visitor;
  victim.cookies.set("washi_studio", studio.cookies.get("washi_studio") ?? "");
  await addToCart(victim, 2);
  const document = await fetch(`${shop.url}/api/openapi.json`).then((response) => response.json());
  endpoints = allEndpoints(document).filter((endpoint) => endpoint.method !== "GET");
}, 240_000);

afterAll(async () => {
  await shop?.close();
  await killStartedServers();
});

function pagePaths() {
  return pageRoutes.map((route) => fillPattern(route.pattern, { orderId: "1", plan: "usa" }));
}

async function expectRefused(response: Response, what: string) {
  expect(response.status, what).toBe(403);
  expect(response.headers.getSetCookie(), `${what} set a cookie`).toEqual([]);
  const body = await response.text();
  expect(body, what).toContain("Cross-site request refused.");
}

test("every page route refuses cross-site writes, in every method and every marking", async () => {
  for (const path of pagePaths()) {
    for (const method of unsafeMethods) {
      const response = await victim.request(path, {
        method,
        form: { intent: "add", productId: "4" },
        headers: crossSiteMarks["Origin and Sec-Fetch-Site"],
      });
      await expectRefused(response, `${method} ${path}`);
    }
    for (const [marking, headers] of Object.entries(crossSiteMarks)) {
      const response = await victim.request(path, { form: { intent: "clear" }, headers });
      await expectRefused(response, `POST ${path} with ${marking}`);
    }
  }
}, 120_000);

test("every API endpoint refuses cross-site writes, bearer token or not", async () => {
  expect(endpoints.length).toBeGreaterThan(20);
  for (const endpoint of endpoints) {
    const path = fillEndpointPath(endpoint.path, { id: String(customer.id) });
    for (const [marking, headers] of Object.entries(crossSiteMarks)) {
      for (const withoutToken of [false, true]) {
        const response = await victim.request(path, {
          method: endpoint.method,
          json: { phone: "555-0166", email: "attacker@evil.example", password: "x" },
          headers,
          withoutToken,
        });
        const what = `${endpoint.method} ${path} with ${marking}${withoutToken ? "" : " and a token"}`;
        expect(response.status, what).toBe(403);
        const body = (await response.json()) as { error: { code: string } };
        expect(body.error.code, what).toBe("forbidden");
      }
    }
  }
});

test("the refused writes changed nothing: the cart, the account, the sessions", async () => {
  const cart = await (await victim.request("/cart")).text();
  const kept = await victim.json<{ data: { title: string } }>("/api/products/2");
  const offered = await victim.json<{ data: { title: string } }>("/api/products/4");
  expect(cart).toContain(kept.body.data.title);
  expect(cart).not.toContain(offered.body.data.title);

  const details = await victim.json<{ data: { phone: string | null } }>("/api/customers/details");
  expect(details.body.data.phone).not.toBe("555-0166");
  const me = await victim.json<{ customer: { email: string } }>("/api/auth/me");
  expect(me.body.customer.email).toBe(customer.email);
  expect((await victim.request("/account")).status, "still signed in").toBe(200);
  expect((await victim.request("/studio")).status, "still in the studio").toBe(200);
  expect((await victim.json("/api/auth/simple-me")).status, "the token still works").toBe(200);
});

test("a cross-site sign-in is refused and signs nobody in", async () => {
  const stranger = new Visitor(shop.url);
  const response = await stranger.request("/login", {
    form: { email: customer.email, password: "Washi-Tape-Morning-3" },
    headers: { Origin: evil, "Sec-Fetch-Site": "cross-site" },
  });
  await expectRefused(response, "POST /login");
  expect(stranger.cookies.size).toBe(0);
});

test("the same writes from the shop's own pages go through", async () => {
  const shopper = new Visitor(shop.url);
  const sameOrigin = { Origin: shop.url, "Sec-Fetch-Site": "same-origin" };
  const added = await shopper.request("/cart", {
    form: { intent: "add", productId: "4" },
    headers: sameOrigin,
  });
  expect(added.status).toBe(303);
  const offered = await shopper.json<{ data: { title: string } }>("/api/products/4");
  expect(await (await shopper.request("/cart")).text()).toContain(offered.body.data.title);

  const saved = await victim.json<{ data: { phone: string } }>("/api/customers/details", {
    method: "PUT",
    json: { phone: "555-0177" },
    headers: sameOrigin,
  });
  expect(saved.status).toBe(200);
  expect(saved.body.data.phone).toBe("555-0177");
});

test("a client that is not a browser reaches the endpoint's own authentication", async () => {
  // No Origin and no fetch metadata: a script with a token works, one without is refused by
  // the endpoint (401), not by the cross-site guard.
  const withToken = await victim.json<{ data: { phone: string } }>("/api/customers/details", {
    method: "PUT",
    json: { phone: "555-0188" },
  });
  expect(withToken.status).toBe(200);
  const withoutToken = await new Visitor(shop.url).json("/api/customers/details", {
    method: "PUT",
    json: { phone: "555-0199" },
  });
  expect(withoutToken.status).toBe(401);
  // Reading is never refused for its origin: links from other sites open the shop.
  const linked = await victim.request("/", { headers: { "Sec-Fetch-Site": "cross-site" } });
  expect(linked.status).toBe(200);
});
