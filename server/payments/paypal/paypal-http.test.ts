import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exchangeWithPayPal } from "#server/payments/paypal/paypal-http.ts";

/** A server that resets the connection of a request named in `resetNext` once, then answers it. */
let server: Server;
let base: string;
const seen: string[] = [];
const resetNext = new Set<string>();

beforeAll(async () => {
  server = createServer((request, response) => {
    const path = request.url ?? "";
    seen.push(path);
    if (resetNext.delete(path)) {
      request.socket.resetAndDestroy();
      return;
    }
    response.setHeader("content-type", "application/json");
    response.end(JSON.stringify({ ok: path }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

async function exchange(path: string, init: RequestInit) {
  resetNext.add(path);
  seen.length = 0;
  return exchangeWithPayPal(fetch, 5000, `${base}${path}`, init);
}

describe("exchangeWithPayPal on a reset connection", () => {
  it("sends a request under a PayPal-Request-Id again, once", async () => {
    const answer = await exchange("/v2/checkout/orders", {
      method: "POST",
      headers: { "PayPal-Request-Id": "create-1" },
      body: "{}",
    });
    expect(answer).toMatchObject({ status: 200, body: { ok: "/v2/checkout/orders" } });
    expect(seen).toEqual(["/v2/checkout/orders", "/v2/checkout/orders"]);
  });

  it("sends a GET again, once", async () => {
    const answer = await exchange("/v2/checkout/orders/5O1", { method: "GET" });
    expect(answer.status).toBe(200);
    expect(seen).toHaveLength(2);
  });

  it("never repeats a request PayPal could act on twice", async () => {
    const sent = exchange("/v1/billing/subscriptions/I-1/suspend", { method: "POST", body: "{}" });
    await expect(sent).rejects.toMatchObject({ status: 0, name: "NETWORK_ERROR" });
    expect(seen).toHaveLength(1);
  });
});
