import type { Context } from "hono";
import type { Customer } from "#server/accounts/types.ts";
import { readCartToken } from "#server/cart/cart-cookie.ts";
import type { CartKey } from "#server/cart/cart-key.ts";
import { claimCart } from "#server/cart/claim-cart.ts";
import type { Database } from "#server/db/client.ts";
import { optionalBearerCustomer } from "#server/http/api/bearer.ts";
import type { HttpEnv } from "#server/http/types.ts";

/** The header that names a guest's cart: the API answers it when it makes the cart. */
export const CART_TOKEN_HEADER = "X-Cart-Token";

/**
 * Whose cart an API call is about: the bearer token's customer's own; else the guest cart the
 * X-Cart-Token header names, or the cart cookie's (the shop's own pages calling the API).
 */
export function cartKeyOf(c: Context<HttpEnv>, customer: Pick<Customer, "id"> | null): CartKey {
  if (customer) return { customerId: customer.id };
  return { token: c.req.header(CART_TOKEN_HEADER) ?? readCartToken(c.req.raw) };
}

/** cartKeyOf for a call whose bearer token (if any) is not read yet. */
export async function apiCartKey(c: Context<HttpEnv>, db: Database): Promise<CartKey> {
  return cartKeyOf(c, await optionalBearerCustomer(c, db));
}

/**
 * After an API sign-in or registration: the guest cart the X-Cart-Token header names becomes
 * the customer's (merged with an older cart of theirs, as at a web sign-in), so an app's
 * guest cart survives signing in. The cookie's cart is left to the web's own sign-in.
 */
export async function claimGuestCart(c: Context<HttpEnv>, db: Database, customerId: number) {
  const cartToken = c.req.header(CART_TOKEN_HEADER);
  if (cartToken) await claimCart(db, { customerId, cartToken });
}
