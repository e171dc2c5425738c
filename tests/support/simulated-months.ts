/**
 * For specs that live a few months in a moment on a server of their own (PostgreSQL, started
 * with PAYPAL_SIMULATOR_CONTROLS): queries on its database while it runs, and PayPal's monthly
 * billing run now through the simulator's control.
 */
import pg from "pg";
import { expect } from "#tests/support/fixtures.ts";
import type { ServerOfItsOwn } from "#tests/support/server-of-its-own.ts";

export async function queryShop<Row extends pg.QueryResultRow>(
  server: ServerOfItsOwn,
  text: string,
  values: unknown[] = [],
) {
  const client = new pg.Client({ connectionString: server.databaseUrl });
  await client.connect();
  try {
    return (await client.query<Row>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** PayPal bills the subscription now; answers the simulator's account of it. */
export async function renewAtPayPal(
  server: ServerOfItsOwn,
  paypalSubscriptionId: string,
  outcome: "paid" | "failed",
) {
  const answer = await fetch(
    `${server.url}/paypal-simulator/simulator/subscriptions/${paypalSubscriptionId}/renew`,
    {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ outcome }),
    },
  );
  expect(answer.status).toBe(200);
  return (await answer.json()) as { sale_id?: string };
}
