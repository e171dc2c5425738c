/**
 * The JSON API on a test database, and one way to call it: what the API tests share.
 */
import { Hono } from "hono";
import type { Database } from "#server/db/client.ts";
import { apiNotFound, createApi } from "#server/http/api.ts";
import { rememberClientAddress } from "#server/http/client-address.ts";
import type { HttpEnv } from "#server/http/types.ts";
import type { TestPayPal } from "#tests/support/fixtures/paypal.ts";

/** The shop's /api as `createApp` mounts it, with the test's PayPal (no payment taken by it). */
export function apiOfShop(db: Database, paypal: TestPayPal) {
  const app = new Hono<HttpEnv>();
  app.use(rememberClientAddress({ trustProxy: false, ipv6Prefix: 64 }));
  const shop = {
    db,
    paypal: paypal.client,
    publicUrl: "https://washi.test",
    fallbackTimeZone: "America/New_York",
  };
  app.route("/api", createApi({ shop }));
  app.route("/api", apiNotFound());
  return app;
}

/** Who calls: a guest's cart token, a customer's bearer token, or neither. */
export interface ApiCaller {
  cartToken?: string;
  bearer?: string;
}

/** Calls `app` with a JSON body as `caller`; the answer's status, headers and JSON. */
export async function callApi(
  app: Hono<HttpEnv>,
  method: string,
  path: string,
  caller: ApiCaller = {},
  body?: unknown,
) {
  const response = await app.request(path, {
    method,
    headers: {
      "content-type": "application/json",
      ...(caller.cartToken ? { "x-cart-token": caller.cartToken } : {}),
      ...(caller.bearer ? { authorization: `Bearer ${caller.bearer}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return {
    status: response.status,
    headers: response.headers,
    // biome-ignore lint/suspicious/noExplicitAny: each test reads the fields it asserts.
    json: (await response.json()) as any,
  };
}
