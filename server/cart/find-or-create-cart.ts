import { createCartToken, hashCartToken } from "#server/cart/cart-token.ts";
import { lockCart } from "#server/cart/lock-cart.ts";
import type { Transaction } from "#server/db/client.ts";
import { carts } from "#server/db/schema.ts";

export interface CartHandle {
  cartId: number;
  /** The token for the cookie: the one given, or a new one when a cart was created. */
  token: string;
  created: boolean;
}

/**
 * The cart of the cookie's token, locked for this transaction; or, when there is none, a new
 * cart under a new random token (a token the browser made up is never adopted). Called only
 * when something is added: a visitor who merely looks gets no cart.
 */
export async function findOrCreateCart(
  tx: Transaction,
  token: string | undefined,
): Promise<CartHandle> {
  const cartId = await lockCart(tx, token);
  if (cartId !== null && token) return { cartId, token, created: false };
  const newToken = createCartToken();
  const [cart] = await tx
    .insert(carts)
    .values({ tokenHash: hashCartToken(newToken) })
    .returning({ id: carts.id });
  if (!cart) throw new Error("The new cart was not returned");
  return { cartId: cart.id, token: newToken, created: true };
}
