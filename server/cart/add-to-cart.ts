import { type AddedLine, addCartLine } from "#server/cart/add-cart-line.ts";
import type { CartKey } from "#server/cart/cart-key.ts";
import { findOrCreateCart } from "#server/cart/find-or-create-cart.ts";
import { type AddToCartInput, addToCartInput } from "#server/cart/schemas.ts";
import type { Database } from "#server/db/client.ts";
import { parseInput } from "#server/validation/parse-input.ts";

export interface AddToCartResult extends AddedLine {
  /**
   * The token that names the cart (for the cookie or the API's X-Cart-Token): new when this
   * add created the cart; null for a customer's cart, which their bearer token finds.
   */
  token: string | null;
  cartCreated: boolean;
}

/**
 * Adds a product to the cart of `key`, creating the cart when there is none, under the cart
 * rules of addCartLine. One transaction with the cart row locked: a refused add creates no cart.
 */
export async function addToCart(
  db: Database,
  key: { token: string | undefined; customerId?: number | null },
  given: AddToCartInput,
): Promise<AddToCartResult & { token: string }>;
export async function addToCart(
  db: Database,
  key: CartKey,
  given: AddToCartInput,
): Promise<AddToCartResult>;
export async function addToCart(db: Database, key: CartKey, given: AddToCartInput) {
  const input = parseInput(addToCartInput, given);
  return db.transaction(async (tx) => {
    const cart = await findOrCreateCart(tx, key);
    const added = await addCartLine(tx, cart.cartId, input);
    return { token: cart.token, cartCreated: cart.created, ...added };
  });
}
