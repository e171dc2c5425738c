/**
 * The security headers (server/http/security-headers.ts) on every answer: every page route of
 * app/routes.ts, as an anonymous visitor, a customer and the studio account, with each
 * redirect and the page it leads to; the not-found and refusal pages; and the JSON API. Every
 * HTML page carries a CSP with a fresh nonce that its scripts bear, and nothing the CSP would
 * block (inline styles elements, inline event handlers, scripts without the nonce).
 */

import pg from "pg";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { killStartedServers } from "#tests/support/built-server.ts";
import { registerCustomer, signInStudio } from "#tests/support/security-principals.ts";
import { fillPattern, pageRoutes } from "#tests/support/security-routes.ts";
import { type SecurityShop, startSecurityShop, Visitor } from "#tests/support/security-shop.ts";

let shop: SecurityShop;
let visitors: [string, Visitor][];
let studio: Visitor;

beforeAll(async () => {
  shop = await startSecurityShop();
  studio = await signInStudio(shop.url);
  visitors = [
    ["anonymous", new Visitor(shop.url)],
    ["customer", (await registerCustomer(shop.url, "headers")).visitor],
    ["studio", studio],
  ];
}, 240_000);

afterAll(async () => {
  await shop?.close();
  await killStartedServers();
});

/** The headers every answer carries, whatever it is. */
function expectBaseline(response: Response, what: string) {
  const headers = response.headers;
  expect(headers.get("x-content-type-options"), what).toBe("nosniff");
  // A page whose address grants something keeps its own, stricter policy.
  expect(headers.get("referrer-policy"), what).toMatch(
    /^(strict-origin-when-cross-origin|same-origin)$/,
  );
  expect(headers.get("x-frame-options"), what).toBe("DENY");
  expect(headers.get("cross-origin-opener-policy"), what).toBe("same-origin");
  expect(headers.get("permissions-policy"), what).toContain("camera=()");
  const policy = headers.get("content-security-policy") ?? "";
  for (const directive of [
    "default-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ]) {
    expect(policy, what).toContain(directive);
  }
  return policy;
}

/** The nonce of the CSP's script-src; script-src allows nothing inline but by nonce. */
function scriptNonce(policy: string, what: string) {
  const scriptSource = policy.split(";").find((part) => part.trim().startsWith("script-src"));
  expect(scriptSource, what).toBeDefined();
  expect(scriptSource, what).not.toContain("unsafe-inline");
  expect(scriptSource, what).not.toContain("unsafe-eval");
  const nonce = scriptSource?.match(/'nonce-([A-Za-z0-9+/=]+)'/)?.[1];
  expect(nonce, `${what}: a nonce`).toBeTruthy();
  return nonce as string;
}

/** An HTML page: every executable script bears the nonce, and nothing inline would be blocked. */
function expectPageObeysPolicy(html: string, nonce: string, what: string) {
  const scripts = html.match(/<script\b[^>]*>/g) ?? [];
  for (const tag of scripts) {
    if (/type="application\/(ld\+)?json"/.test(tag)) continue;
    expect(tag, `${what}: a script without the nonce`).toContain(`nonce="${nonce}"`);
  }
  expect(html, `${what}: a <style> element`).not.toMatch(/<style\b/);
  expect(html, `${what}: an inline event handler`).not.toMatch(/<[a-z][^>]*\son[a-z]+=/);
  expect(html, `${what}: a javascript: URL`).not.toMatch(/(href|src|action)="javascript:/i);
}

/** Asks for the page and every page it redirects to, checking each answer's headers. */
async function followAndCheck(visitor: Visitor, path: string, what: string) {
  let location = path;
  for (let hop = 0; hop < 5; hop++) {
    const response = await visitor.request(location);
    const hopWhat = `${what} → ${location} (${response.status})`;
    expect(response.status, hopWhat).toBeLessThan(500);
    const policy = expectBaseline(response, hopWhat);
    const next = response.headers.get("location");
    const body = await response.text();
    if (next && response.status >= 300 && response.status < 400) {
      const target = new URL(next, shop.url);
      if (target.origin !== shop.url) return;
      location = `${target.pathname}${target.search}`;
      continue;
    }
    if ((response.headers.get("content-type") ?? "").startsWith("text/html")) {
      expectPageObeysPolicy(body, scriptNonce(policy, hopWhat), hopWhat);
      return policy;
    }
    return;
  }
  throw new Error(`${what}: more than 5 redirects`);
}

test("every page route, for every visitor, and every redirect's target", async () => {
  const values = { orderId: "1", plan: "usa", productType: "stickers" };
  const paths = pageRoutes.map((route) => fillPattern(route.pattern, values));
  expect(paths).toContain("/studio/settings");
  await Promise.all(
    visitors.map(async ([who, visitor]) => {
      for (const path of paths) await followAndCheck(visitor, path, `${who}: GET ${path}`);
    }),
  );
}, 180_000);

test("each page gets a nonce of its own, cached pages included", async () => {
  const visitor = new Visitor(shop.url);
  for (const path of ["/", "/stickers", "/stickers/product/sleepy-cats-sticker-sheet"]) {
    const nonces = new Set<string>();
    for (let visit = 0; visit < 3; visit++) {
      const response = await visitor.request(path);
      const policy = expectBaseline(response, path);
      const nonce = scriptNonce(policy, path);
      expectPageObeysPolicy(await response.text(), nonce, path);
      nonces.add(nonce);
    }
    expect(nonces.size, `${path}: three visits, three nonces`).toBe(3);
  }
});

test("not-found, refusal and error answers carry the headers too", async () => {
  const anonymous = new Visitor(shop.url);
  const answers: [string, Promise<Response>][] = [
    ["a missing page", anonymous.request("/no-such-page/at-all")],
    ["a missing studio screen", studio.request("/studio/no-such-screen")],
    ["a missing product", anonymous.request("/stickers/product/no-such-product")],
    ["an order nobody may see", anonymous.request(`/order-complete/999999?key=${"x".repeat(43)}`)],
    ["a form on a page without one", anonymous.request("/faq", { form: { a: "b" } })],
    ["a bad sign-in form", anonymous.request("/login", { form: { email: "x" } })],
    [
      "a cross-site form",
      anonymous.request("/cart", {
        form: { intent: "clear" },
        headers: { Origin: "https://x.example" },
      }),
    ],
    ["a form too large", anonymous.request("/contact", { form: { message: "x".repeat(70_000) } })],
  ];
  for (const [what, pending] of answers) {
    const response = await pending;
    expect(response.status, what).toBeGreaterThanOrEqual(400);
    expect(response.status, what).toBeLessThan(500);
    const policy = expectBaseline(response, what);
    const body = await response.text();
    if ((response.headers.get("content-type") ?? "").startsWith("text/html")) {
      expectPageObeysPolicy(body, scriptNonce(policy, what), what);
    }
  }
});

test("pages whose address grants something send no referrer to other sites, whatever the global policy", async () => {
  const anonymous = new Visitor(shop.url);
  const paths = [
    "/downloads/1/1?expires=1&signature=x",
    "/mail-club/gift/claim?gift=1&expires=1&signature=x",
    "/order-complete/1?key=x",
    "/verify-email?token=x",
  ];
  for (const path of paths) {
    const response = await anonymous.request(path);
    expect(response.headers.get("referrer-policy"), path).toBe("same-origin");
    await response.body?.cancel();
  }
  const home = await anonymous.request("/");
  expect(home.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
});

test("no studio answer may be kept, whatever the path's case or suffix", async () => {
  for (const path of [
    "/studio",
    "/studio.data",
    "/Studio/orders",
    "/STUDIO/orders.data",
    "/api/studio/products",
  ]) {
    const response = await studio.request(path);
    expect(response.headers.get("cache-control"), path).toBe("private, no-store");
    await response.body?.cancel();
  }
});

test("a page shown to a signed-in customer is theirs alone; every page varies by cookie", async () => {
  const [, customer] = visitors[1] as [string, Visitor];
  for (const path of ["/", "/stickers", "/faq"]) {
    const theirs = await customer.request(path);
    expect(theirs.headers.get("cache-control"), path).toBe("private, no-cache");
    expect(theirs.headers.get("vary"), path).toContain("Cookie");
    const anyone = await new Visitor(shop.url).request(path);
    expect(anyone.headers.get("cache-control"), path).toBeNull();
    expect(anyone.headers.get("vary"), path).toContain("Cookie");
    await Promise.all([theirs.body?.cancel(), anyone.body?.cancel()]);
  }
});

test("the JSON API's answers, errors included, are nosniff JSON with the same baseline", async () => {
  const anonymous = new Visitor(shop.url);
  const document = await anonymous.json<{ paths: Record<string, Record<string, unknown>> }>(
    "/api/openapi.json",
  );
  const readable = Object.entries(document.body.paths)
    .filter(([path, operations]) => "get" in operations && path.startsWith("/api/"))
    .map(([path]) => path.replace(/\{[A-Za-z]+\}/g, "1"));
  expect(readable.length).toBeGreaterThan(10);
  for (const path of [...readable, "/api/no-such-endpoint", "/api/products?pageSize=abc"]) {
    const response = await anonymous.request(path);
    expect(response.status, path).toBeLessThan(500);
    expectBaseline(response, path);
    const type = response.headers.get("content-type") ?? "";
    if (path === "/api/docs") expect(type).toContain("text/html");
    else expect(type, path).toContain("application/json");
  }
  const docs = await anonymous.request("/api/docs");
  const policy = expectBaseline(docs, "/api/docs");
  expectPageObeysPolicy(await docs.text(), scriptNonce(policy, "/api/docs"), "/api/docs");
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("on PostgreSQL", () => {
  test("a server error's page carries the headers, and its scripts the nonce", async () => {
    const failing = await startSecurityShop({ postgres: true });
    const database = new pg.Client({ connectionString: failing.databaseUrl });
    try {
      await database.connect();
      // The catalogue disappears under the running shop, as after a bad manual change.
      await database.query("alter table products rename to products_away");
      const response = await new Visitor(failing.url).request("/stickers");
      expect(response.status).toBe(500);
      const policy = expectBaseline(response, "the error page");
      const page = await response.text();
      expectPageObeysPolicy(page, scriptNonce(policy, "the error page"), "the error page");
      expect(page).not.toMatch(/products_away|\bat \w+ \(/);
      await database.query("alter table products_away rename to products");
    } finally {
      await database.end();
      await failing.close();
    }
  }, 240_000);
});
