import { sql } from "drizzle-orm";
import { type CartKey, cartOf } from "#server/cart/cart-key.ts";
import type { Transaction } from "#server/db/client.ts";
import { carts } from "#server/db/schema.ts";

/**
 * Finds the cart of `key` and locks its row until the transaction ends, so two changes to
 * one cart (two tabs) run one after the other and each sees what the other wrote. Also marks
 * the cart as used now. Null when there is no such cart.
 */
export async function lockCart(tx: Transaction, key: CartKey) {
  const where = cartOf(key);
  if (!where) return null;
  const [cart] = await tx
    .update(carts)
    .set({ updatedAt: sql`now()` })
    .where(where)
    .returning({ id: carts.id });
  return cart?.id ?? null;
}
