import { randomInt } from "node:crypto";

/**
 * A readable order number: W-, the year and month (UTC), then six random digits, e.g.
 * W-2611-482193. Random, so it tells nobody how many orders the shop takes; unique in the
 * database, and a collision is simply drawn again (server/checkout/create-order.ts).
 */
export function newOrderNumber(now: Date) {
  const year = String(now.getUTCFullYear() % 100).padStart(2, "0");
  const month = String(now.getUTCMonth() + 1).padStart(2, "0");
  return `W-${year}${month}-${String(randomInt(0, 1_000_000)).padStart(6, "0")}`;
}
