import { setTimeout as sleep } from "node:timers/promises";
import { and, eq, sql } from "drizzle-orm";
import type { Context, MiddlewareHandler } from "hono";
import { paypalSimulatorRecords } from "#server/db/schema.ts";
import type { SimulatorContext } from "#server/paypal-simulator/context.ts";
import { respondWithError } from "#server/paypal-simulator/errors.ts";
import { readJsonObject } from "#server/paypal-simulator/read-json-body.ts";
import { writeRecord } from "#server/paypal-simulator/records.ts";

/** The operations a test (or a maker trying things out) can make PayPal fail for a while. */
export const outageOperations = ["create-order", "capture-order"] as const;
type OutageOperation = (typeof outageOperations)[number];

const MAX_FAILURES = 100;
/** Longer than any client's timeout (the shop's is 15 s), well short of a test's. */
const MAX_DELAY_MS = 60_000;

/**
 * `POST /simulator/outages {"operation":"create-order","failures":2}`: the next two create
 * calls answer 503 SERVICE_UNAVAILABLE, as PayPal does when it is down; then it recovers.
 * Unlike PayPal-Mock-Response (a header the caller sends), this needs nothing from the shop,
 * so a browser test can watch the shop live through an outage. `failures: 0` ends one.
 * With `delayMs`, PayPal is slow instead of down: those calls are carried out, but only
 * answered after that many milliseconds (a client that gave up meanwhile retries).
 */
export async function scheduleOutage(c: Context, context: SimulatorContext) {
  const { operation, failures, delayMs } = await readJsonObject(c);
  const known = outageOperations.find((name) => name === operation);
  if (!known) {
    return respondWithError(c, 400, [{ issue: "INVALID_PARAMETER_VALUE", field: "operation" }]);
  }
  if (
    !Number.isInteger(failures) ||
    (failures as number) < 0 ||
    (failures as number) > MAX_FAILURES
  ) {
    return respondWithError(c, 400, [{ issue: "INVALID_PARAMETER_VALUE", field: "failures" }]);
  }
  if (
    delayMs !== undefined &&
    (!Number.isInteger(delayMs) || (delayMs as number) < 1 || (delayMs as number) > MAX_DELAY_MS)
  ) {
    return respondWithError(c, 400, [{ issue: "INVALID_PARAMETER_VALUE", field: "delayMs" }]);
  }
  const slow = delayMs === undefined ? {} : { delayMs: delayMs as number };
  await writeRecord(context.db, "outage", known, { remaining: failures as number, ...slow });
  return c.json({ operation: known, failures, ...slow });
}

/**
 * Answers 503 (or, for a slow PayPal, carries on late) while an outage of `operation` has
 * calls left, counting one down in a single statement, so calls made when no outage runs
 * take no lock.
 */
export function failDuringOutage(
  context: SimulatorContext,
  operation: OutageOperation,
): MiddlewareHandler {
  const remaining = sql`(${paypalSimulatorRecords.data}->>'remaining')::int`;
  return async (c, next) => {
    const counted = await context.db
      .update(paypalSimulatorRecords)
      .set({
        data: sql`${paypalSimulatorRecords.data} || jsonb_build_object('remaining', ${remaining} - 1)`,
      })
      .where(
        and(
          eq(paypalSimulatorRecords.kind, "outage"),
          eq(paypalSimulatorRecords.id, operation),
          sql`${remaining} > 0`,
        ),
      )
      .returning({
        delayMs: sql<number | null>`(${paypalSimulatorRecords.data}->>'delayMs')::int`,
      });
    const [outage] = counted;
    if (outage && outage.delayMs === null) return respondWithError(c, 503);
    if (outage?.delayMs) await sleep(outage.delayMs);
    await next();
  };
}
