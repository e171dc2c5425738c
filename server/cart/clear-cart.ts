import { eq } from "drizzle-orm";
import type { CartKey } from "#server/cart/cart-key.ts";
import { lockCart } from "#server/cart/lock-cart.ts";
import type { Database } from "#server/db/client.ts";
import { cartLines } from "#server/db/schema.ts";

/** Empties the cart of `key`; the cart itself (and its cookie) stays for the next add. */
export async function clearCart(db: Database, key: CartKey) {
  await db.transaction(async (tx) => {
    const cartId = await lockCart(tx, key);
    if (cartId !== null) await tx.delete(cartLines).where(eq(cartLines.cartId, cartId));
  });
}
