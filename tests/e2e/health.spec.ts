/** Probes, and the headers of the responses that only the built server produces (pages, bundles). */
import { expect, test } from "#tests/support/fixtures.ts";

test("/healthz and /readyz answer 200", async ({ request }) => {
  const health = await request.get("/healthz");
  expect(health.status()).toBe(200);
  expect(await health.json()).toEqual({ status: "ok" });
  const ready = await request.get("/readyz");
  expect(ready.status()).toBe(200);
  expect(await ready.json()).toEqual({ status: "ready" });
});

test("a page carries the security headers, with the nonce its scripts use", async ({ request }) => {
  const nonces: string[] = [];
  for (let i = 0; i < 2; i++) {
    const response = await request.get("/");
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expect(headers["content-type"]).toContain("text/html");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["strict-transport-security"]).toBeUndefined();
    const csp = headers["content-security-policy"] ?? "";
    expect(csp).toContain("frame-ancestors 'none'");
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1] ?? "";
    expect(nonce).not.toBe("");
    nonces.push(nonce);

    const html = await response.text();
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(script).toContain(`nonce="${nonce}"`);
  }
  expect(nonces[0]).not.toBe(nonces[1]);
});

test("the hashed bundles a page loads are cached as immutable, sent as the build compressed them", async ({
  request,
}) => {
  const html = await (await request.get("/")).text();
  const assets = [...html.matchAll(/(?:href|src)="(\/assets\/[^"]+)"/g)].map((m) => m[1]);
  expect(assets.length).toBeGreaterThan(0);
  const encodings = new Set<string | undefined>();
  for (const asset of new Set(assets)) {
    const response = await request.get(asset as string, {
      headers: { "accept-encoding": "gzip, deflate, br" },
    });
    expect(response.status(), asset).toBe(200);
    expect(response.headers()["cache-control"], asset).toBe("public, max-age=31536000, immutable");
    expect(response.headers()["x-content-type-options"]).toBe("nosniff");
    encodings.add(response.headers()["content-encoding"]);
    expect((await response.body()).length, asset).toBeGreaterThan(0);
  }
  // The scripts and the stylesheet come as the build's Brotli copies (the smallest, under 1 KB, as they are).
  expect([...encodings].filter(Boolean)).toEqual(["br"]);
});

test("the public files beside the bundles are served for an hour, compressed where it pays", async ({
  request,
}) => {
  const icon = await request.get("/favicon.ico");
  expect(icon.status()).toBe(200);
  expect(icon.headers()["cache-control"]).toBe("public, max-age=3600");
  const illustration = await request.get("/illustrations/paper-goods.svg", {
    headers: { "accept-encoding": "gzip, br" },
  });
  expect(illustration.status()).toBe(200);
  expect(illustration.headers()["content-encoding"]).toBe("br");
  expect(await illustration.text()).toContain("<svg");
  expect((await request.get("/illustrations/no-such.svg")).status()).toBe(404);
});

test("the stylesheet, which the first paint waits for, is named before the scripts' preloads", async ({
  request,
}) => {
  const html = await (await request.get("/")).text();
  const head = html.slice(0, html.indexOf("</head>"));
  const stylesheet = head.search(/<link[^>]+rel="stylesheet"/);
  const firstPreload = head.search(/<link[^>]+rel="modulepreload"/);
  expect(stylesheet).toBeGreaterThan(0);
  expect(firstPreload).toBeGreaterThan(0);
  expect(stylesheet).toBeLessThan(firstPreload);
});
