import { sql } from "drizzle-orm";
import { type CartKey, isCustomerKey } from "#server/cart/cart-key.ts";
import { createCartToken, hashCartToken } from "#server/cart/cart-token.ts";
import { lockCart } from "#server/cart/lock-cart.ts";
import type { Transaction } from "#server/db/client.ts";
import { carts } from "#server/db/schema.ts";

export interface CartHandle {
  cartId: number;
  /**
   * The token that names the cart: the one given, or a new one when a cart was created.
   * Null for a customer's cart, which their bearer token finds.
   */
  token: string | null;
  created: boolean;
}

/**
 * The cart of `key`, locked for this transaction; or, when there is none, a new cart (a
 * guest's under a new random token: a token the client made up is never adopted). Called only
 * when something is added: a visitor who merely looks gets no cart.
 */
export async function findOrCreateCart(tx: Transaction, key: CartKey): Promise<CartHandle> {
  const cartId = await lockCart(tx, key);
  if (isCustomerKey(key)) {
    if (cartId !== null) return { cartId, token: null, created: false };
    return { cartId: await createCustomerCart(tx, key.customerId), token: null, created: true };
  }
  if (cartId !== null && key.token) return { cartId, token: key.token, created: false };
  const newToken = createCartToken();
  const [cart] = await tx
    .insert(carts)
    .values({ tokenHash: hashCartToken(newToken) })
    .returning({ id: carts.id });
  if (!cart) throw new Error("The new cart was not returned");
  return { cartId: cart.id, token: newToken, created: true };
}

/** A customer's first cart; two first adds at once meet at the one-cart-per-customer index. */
async function createCustomerCart(tx: Transaction, customerId: number) {
  const [cart] = await tx
    .insert(carts)
    .values({ tokenHash: hashCartToken(createCartToken()), customerId })
    .onConflictDoUpdate({ target: carts.customerId, set: { updatedAt: sql`now()` } })
    .returning({ id: carts.id });
  if (!cart) throw new Error("The new cart was not returned");
  return cart.id;
}
