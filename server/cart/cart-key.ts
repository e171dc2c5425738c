import { and, eq, isNull, or, type SQL } from "drizzle-orm";
import { hashCartToken, isPlausibleCartToken } from "#server/cart/cart-token.ts";
import { carts } from "#server/db/schema.ts";

/**
 * Whose cart: the one a cart token names (a browser's cookie, an API guest's X-Cart-Token) or
 * a customer's own (an API caller signed in with a bearer token). A customer has one cart, the
 * same one their browser holds once they sign in there. A token names a guest's cart, or the
 * cart of `customerId`, the customer signed in where it is sent (none: a guest's only): a
 * customer's cart is never reached by its token alone (a copied cookie, a shared computer;
 * decision 036).
 */
export type CartKey =
  | { token: string | undefined; customerId?: number | null }
  | { customerId: number; token?: never };

/** The condition that finds the cart of `key`; null when the key cannot name one. */
export function cartOf(key: CartKey): SQL | null {
  if (isCustomerKey(key)) return eq(carts.customerId, key.customerId);
  if (!isPlausibleCartToken(key.token)) return null;
  const signedIn = key.customerId ?? null;
  const owner =
    signedIn === null
      ? isNull(carts.customerId)
      : or(isNull(carts.customerId), eq(carts.customerId, signedIn));
  return and(eq(carts.tokenHash, hashCartToken(key.token)), owner) ?? null;
}

/** Whether the key is a customer's own (a bearer token's), not a token's. */
export function isCustomerKey(key: CartKey): key is { customerId: number } {
  return !("token" in key);
}
