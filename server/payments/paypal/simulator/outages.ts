import type { Context, MiddlewareHandler } from "hono";
import type { SimulatorContext } from "#server/payments/paypal/simulator/context.ts";
import { respondWithError } from "#server/payments/paypal/simulator/errors.ts";
import { readRecord, writeRecord } from "#server/payments/paypal/simulator/records.ts";

/** The operations a test (or a curious maker) can make PayPal fail for a while. */
export const outageOperations = ["create-order", "capture-order"] as const;
type OutageOperation = (typeof outageOperations)[number];

const MAX_FAILURES = 100;

/**
 * `POST /simulator/outages {"operation":"create-order","failures":2}`: the next two create
 * calls answer 503 SERVICE_UNAVAILABLE, as PayPal does when it is down; then it recovers.
 * Unlike PayPal-Mock-Response (a header the caller sends), this needs nothing from the shop,
 * so a browser test can watch the shop live through an outage. `failures: 0` ends one.
 */
export async function scheduleOutage(c: Context, context: SimulatorContext) {
  const body = (await c.req.json().catch(() => ({}))) as {
    operation?: unknown;
    failures?: unknown;
  };
  const operation = outageOperations.find((name) => name === body.operation);
  const failures = body.failures;
  if (
    !operation ||
    typeof failures !== "number" ||
    !Number.isInteger(failures) ||
    failures < 0 ||
    failures > MAX_FAILURES
  ) {
    return respondWithError(c, 400, [{ issue: "INVALID_PARAMETER_VALUE", field: "operation" }]);
  }
  await writeRecord(context.db, "outage", operation, { remaining: failures });
  return c.json({ operation, failures });
}

/** Answers 503 while an outage of `operation` has failures left, counting each one down. */
export function failDuringOutage(
  context: SimulatorContext,
  operation: OutageOperation,
): MiddlewareHandler {
  return async (c, next) => {
    const failing = await context.db.transaction(async (tx) => {
      const outage = await readRecord<{ remaining: number }>(tx, "outage", operation, {
        lock: true,
      });
      if (!outage || outage.remaining <= 0) return false;
      await writeRecord(tx, "outage", operation, { remaining: outage.remaining - 1 });
      return true;
    });
    if (failing) return respondWithError(c, 503);
    await next();
  };
}
