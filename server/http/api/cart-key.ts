import { and, eq, isNull } from "drizzle-orm";
import type { Context } from "hono";
import type { Customer } from "#server/accounts/types.ts";
import { readCartToken } from "#server/cart/cart-cookie.ts";
import type { CartKey } from "#server/cart/cart-key.ts";
import { hashCartToken, isPlausibleCartToken } from "#server/cart/cart-token.ts";
import { claimCart } from "#server/cart/claim-cart.ts";
import type { Database } from "#server/db/client.ts";
import { carts } from "#server/db/schema.ts";
import { optionalBearerCustomer } from "#server/http/api/bearer.ts";
import type { HttpEnv } from "#server/http/types.ts";

/** The header that names a guest's cart: the API answers it when it makes the cart. */
export const CART_TOKEN_HEADER = "X-Cart-Token";

/** The guest cart token a request sends: X-Cart-Token, or the cookie of the shop's own pages. */
export function sentCartToken(c: Context<HttpEnv>) {
  return c.req.header(CART_TOKEN_HEADER) ?? readCartToken(c.req.raw);
}

/**
 * Whose cart an API call is about: the bearer token's customer's own; else the guest cart the
 * request names. A guest cart sent along with a bearer token first joins the customer's
 * (adoptGuestCart). `customer` when the bearer token has been read already.
 */
export async function apiCartKey(
  c: Context<HttpEnv>,
  db: Database,
  customer?: Pick<Customer, "id"> | null,
): Promise<CartKey> {
  const bearer = customer === undefined ? await optionalBearerCustomer(c, db) : customer;
  if (!bearer) return { token: sentCartToken(c) };
  await adoptGuestCart(c, db, bearer.id);
  return { customerId: bearer.id };
}

/**
 * A guest cart the request names becomes the customer's, merged into a cart they had, as at
 * a web sign-in (claimCart); its token then names nothing. A token of no cart, or of a
 * customer's cart, changes nothing: only a guest's cart is taken.
 */
export async function adoptGuestCart(c: Context<HttpEnv>, db: Database, customerId: number) {
  const cartToken = sentCartToken(c);
  if (!isPlausibleCartToken(cartToken)) return;
  const [guestCart] = await db
    .select({ id: carts.id })
    .from(carts)
    .where(and(eq(carts.tokenHash, hashCartToken(cartToken)), isNull(carts.customerId)));
  if (guestCart) await claimCart(db, { customerId, cartToken });
}
