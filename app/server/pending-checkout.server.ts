/**
 * The order on its way through PayPal (spec §4 Checkout: "the pending order id is kept during
 * the redirect"): its id and, for a guest, the secret of its own link, in an httpOnly cookie
 * of this browser. The return from PayPal reads it. A successful capture marks it settled
 * rather than removing it, so the same return opened again still finds the order (and a
 * guest its secret) but empties the cart only the first time.
 */

import { readCookie, serializeCookie } from "#server/lib/cookies.ts";
import { parseRowId } from "#server/lib/row-id.ts";
import { isPlausibleToken } from "#server/lib/secret-token.ts";

export const PENDING_CHECKOUT_COOKIE = "washi_checkout";
/** Longer than the 30-minute reservation, so a slow approval still finds its order. */
const MAX_AGE = 2 * 60 * 60;

export interface PendingCheckout {
  orderId: number;
  accessKey: string | null;
  /** Paid (or held for PayPal's review) and the cart emptied: nothing more to do. */
  settled?: boolean;
}

export function pendingCheckoutCookie(pending: PendingCheckout, options: { isHttps: boolean }) {
  const value = `${pending.orderId}.${pending.accessKey ?? ""}${pending.settled ? ".settled" : ""}`;
  return serializeCookie(PENDING_CHECKOUT_COOKIE, value, { ...options, maxAge: MAX_AGE });
}

/** The pending checkout this browser holds, or null (none, or not one of ours). */
export function readPendingCheckout(request: Request): PendingCheckout | null {
  const value = readCookie(request, PENDING_CHECKOUT_COOKIE);
  const match = value?.match(/^(\d+)\.([^.]*)(\.settled)?$/);
  const orderId = parseRowId(match?.[1]);
  if (!match || orderId === null) return null;
  const key = match[2] ?? "";
  return { orderId, accessKey: isPlausibleToken(key) ? key : null, settled: Boolean(match[3]) };
}
