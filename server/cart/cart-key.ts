import { eq, type SQL } from "drizzle-orm";
import { hashCartToken, isPlausibleCartToken } from "#server/cart/cart-token.ts";
import { carts } from "#server/db/schema.ts";

/**
 * Whose cart: the one a cart token names (a browser's cookie, an API guest's X-Cart-Token) or
 * a customer's own (an API caller signed in with a bearer token). A customer has one cart, the
 * same one their browser holds once they sign in there.
 */
export type CartKey = { token: string | undefined } | { customerId: number };

/** The condition that finds the cart of `key`; null when the key cannot name one. */
export function cartOf(key: CartKey): SQL | null {
  if ("customerId" in key) return eq(carts.customerId, key.customerId);
  return isPlausibleCartToken(key.token) ? eq(carts.tokenHash, hashCartToken(key.token)) : null;
}
