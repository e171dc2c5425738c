import { and, eq } from "drizzle-orm";
import { lockCart } from "#server/cart/lock-cart.ts";
import { type RemoveFromCartInput, removeFromCartInput } from "#server/cart/schemas.ts";
import type { Database } from "#server/db/client.ts";
import { cartLines } from "#server/db/schema.ts";
import { parseInput } from "#server/validation/parse-input.ts";

/** Removes a product's line from the cart; nothing happens when it is not there. */
export async function removeFromCart(
  db: Database,
  options: RemoveFromCartInput & { token: string | undefined },
): Promise<{ removed: boolean }> {
  const input = parseInput(removeFromCartInput, options);
  return db.transaction(async (tx) => {
    const cartId = await lockCart(tx, options.token);
    if (cartId === null) return { removed: false };
    const removed = await tx
      .delete(cartLines)
      .where(and(eq(cartLines.cartId, cartId), eq(cartLines.productId, input.productId)))
      .returning({ productId: cartLines.productId });
    return { removed: removed.length > 0 };
  });
}
