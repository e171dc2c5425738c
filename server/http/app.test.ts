import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestHttpApp, listen } from "#tests/support/http-app.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";

let test: TestDatabase;
let http: ReturnType<typeof createTestHttpApp>;

beforeAll(async () => {
  test = await createTestDatabase();
  http = createTestHttpApp({ database: test.handle, dataDir: test.dataDir });
  await mkdir(path.join(test.dataDir, "uploads"), { recursive: true });
  await writeFile(path.join(test.dataDir, "uploads", "card-abc123.webp"), "webp bytes");
});
afterAll(async () => {
  await test?.close();
});

const request = (url: string, init?: RequestInit) => http.app.request(url, init);

function expectSecurityHeaders(response: Response) {
  const csp = response.headers.get("content-security-policy") ?? "";
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{16,}'(;|$)/);
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  expect(response.headers.get("x-frame-options")).toBe("DENY");
  expect(response.headers.get("strict-transport-security")).toBeNull();
  expect(response.headers.get("x-request-id")).toMatch(/^[\w-]{8,64}$/);
}

const nonceOf = (response: Response) =>
  /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];

describe("health", () => {
  it("/healthz answers 200 JSON", async () => {
    const response = await request("/healthz");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
  });

  it("/readyz answers 200 while the database answers", async () => {
    const response = await request("/readyz");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ready" });
  });
});

describe("security headers", () => {
  it.each([
    ["a health probe", "/healthz", 200],
    ["an unknown API path", "/api/no-such-thing", 404],
    ["an uploaded image", "/uploads/card-abc123.webp", 200],
    ["a page whose rendering failed", "/some/page", 500],
  ])("are on %s", async (_kind, url, status) => {
    const response = await request(url);
    expect(response.status).toBe(status);
    expectSecurityHeaders(response);
  });

  it("are on a refused cross-site request", async () => {
    const response = await request("/api/cart", {
      method: "POST",
      headers: { origin: "https://evil.example" },
    });
    expect(response.status).toBe(403);
    expectSecurityHeaders(response);
  });

  it("carry a fresh CSP nonce on every request", async () => {
    const nonces = new Set<string | undefined>();
    for (let i = 0; i < 5; i++) nonces.add(nonceOf(await request("/healthz")));
    expect(nonces.size).toBe(5);
    expect(nonces.has(undefined)).toBe(false);
  });

  it("add HSTS and upgrade-insecure-requests only when PUBLIC_URL is https", async () => {
    const https = createTestHttpApp({
      database: test.handle,
      dataDir: test.dataDir,
      env: { PUBLIC_URL: "https://shop.example" },
    });
    const response = await https.app.request("/healthz");
    expect(response.headers.get("strict-transport-security")).toMatch(/^max-age=\d{7,}/);
    expect(response.headers.get("content-security-policy")).toContain("upgrade-insecure-requests");

    const plain = await request("/healthz");
    expect(plain.headers.get("strict-transport-security")).toBeNull();
    expect(plain.headers.get("content-security-policy")).not.toContain("upgrade-insecure");
  });
});

describe("the studio's answers", () => {
  it("are never stored, a failed page and a refused API call included", async () => {
    for (const url of ["/studio", "/studio/orders/1", "/api/studio/me"]) {
      const response = await request(url);
      expect(response.status, url).toBeGreaterThanOrEqual(400);
      expect(response.headers.get("cache-control"), url).toBe("private, no-store");
    }
    const elsewhere = (await request("/healthz")).headers.get("cache-control") ?? "";
    expect(elsewhere).not.toContain("private");
  });
});

describe("CSRF guard", () => {
  const post = (headers: Record<string, string>, url = "/api/no-such-thing") =>
    request(url, { method: "POST", headers, body: "{}" });

  it("refuses a POST whose Origin is another site, in JSON under /api", async () => {
    const response = await post({ origin: "https://evil.example" });
    expect(response.status).toBe(403);
    expect(response.headers.get("content-type")).toContain("application/json");
    const body = await response.json();
    expect(body.error.code).toBe("forbidden");
  });

  it("refuses a POST that the browser marks as cross-site, even without Origin", async () => {
    for (const site of ["cross-site", "same-site"]) {
      const response = await post({ "sec-fetch-site": site });
      expect(response.status, site).toBe(403);
    }
  });

  it("refuses a cross-site form POST to a page with plain text", async () => {
    const response = await post({ origin: "https://evil.example" }, "/login");
    expect(response.status).toBe(403);
    expect(response.headers.get("content-type")).toContain("text/plain");
    expect(await response.text()).toBe("Cross-site request refused.");
  });

  it("lets same-origin requests through to the route", async () => {
    const allowed: Record<string, string>[] = [
      { origin: "http://localhost", "sec-fetch-site": "same-origin" },
      { origin: "http://localhost:3000" }, // PUBLIC_URL's origin, as behind a proxy
      { "sec-fetch-site": "none" },
      {}, // no browser markers at all: a server-to-server call such as a webhook
    ];
    for (const headers of allowed) {
      const response = await post(headers);
      expect(response.status, JSON.stringify(headers)).toBe(404);
    }
  });

  it("lets cross-site GETs through", async () => {
    const response = await request("/healthz", {
      headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
    });
    expect(response.status).toBe(200);
  });
});

describe("page forms", () => {
  it("refuses a form body far bigger than any of the shop's forms, before a route reads it", async () => {
    const response = await request("/login", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: `email=${"a".repeat(100 * 1024)}`,
    });
    expect(response.status).toBe(413);
    expect(await response.text()).toBe("This form sent more than the shop accepts.");
  });
});

describe("the JSON API", () => {
  it("answers an unknown path with a JSON 404, whatever the method", async () => {
    for (const method of ["GET", "POST", "DELETE"]) {
      const response = await request("/api/no/such/endpoint", { method });
      expect(response.status).toBe(404);
      expect(response.headers.get("content-type")).toContain("application/json");
      expect(await response.json()).toEqual({
        error: { code: "not_found", message: "No API endpoint at /api/no/such/endpoint" },
      });
    }
  });
});

describe("static files", () => {
  // Over a real socket: the Cache-Control header is set after the body is created, which
  // only the node adapter's Response (as in production) carries through.
  it("serves uploaded images from DATA_DIR/uploads, cached as immutable", async () => {
    const server = await listen(http.app);
    try {
      const response = await fetch(`${server.url}/uploads/card-abc123.webp`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/webp");
      expect(await response.text()).toBe("webp bytes");
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expectSecurityHeaders(response);
    } finally {
      await server.close();
    }
  });

  it("never serves a file outside the uploads folder", async () => {
    await writeFile(path.join(test.dataDir, "secret.txt"), "secret");
    for (const url of ["/uploads/../secret.txt", "/uploads/%2e%2e/secret.txt"]) {
      const response = await request(url);
      expect(await response.text(), url).not.toBe("secret");
    }
  });
});

describe("request ids and the request log", () => {
  it("gives each response its own id", async () => {
    const first = (await request("/healthz")).headers.get("x-request-id");
    const second = (await request("/healthz")).headers.get("x-request-id");
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).not.toBe(first);
  });

  it("keeps a sane X-Request-Id from a proxy and replaces a malformed one", async () => {
    const kept = await request("/healthz", { headers: { "x-request-id": "proxy-id-12345" } });
    expect(kept.headers.get("x-request-id")).toBe("proxy-id-12345");
    const replaced = await request("/healthz", {
      headers: { "x-request-id": "<script>alert(1)</script>" },
    });
    expect(replaced.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("logs one line per request with its id, and without the query string", async () => {
    const response = await request("/api/reset?token=very-secret-token");
    const id = response.headers.get("x-request-id");
    const lines = http.logLines.filter((line) => line.requestId === id && line.msg === "request");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ method: "GET", path: "/api/reset", status: 404 });
    expect(JSON.stringify(http.logLines)).not.toContain("very-secret-token");
  });
});

// Last: it closes the file's database.
describe("readiness without a database", () => {
  it("/readyz answers 503 once the database is closed, /healthz still 200", async () => {
    await test.handle.close();
    const ready = await request("/readyz");
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: "database unavailable" });
    expect((await request("/healthz")).status).toBe(200);
  });
});
