import type { CartKey } from "#server/cart/cart-key.ts";
import { lineOfCart } from "#server/cart/cart-lines.ts";
import { lockCart } from "#server/cart/lock-cart.ts";
import { type RemoveFromCartInput, removeFromCartInput } from "#server/cart/schemas.ts";
import type { Database } from "#server/db/client.ts";
import { cartLines } from "#server/db/schema.ts";
import { parseInput } from "#server/validation/parse-input.ts";

/** Removes a line from the cart; nothing happens when it is not there. */
export async function removeFromCart(
  db: Database,
  key: CartKey,
  given: RemoveFromCartInput,
): Promise<{ removed: boolean }> {
  const input = parseInput(removeFromCartInput, given);
  return db.transaction(async (tx) => {
    const cartId = await lockCart(tx, key);
    if (cartId === null) return { removed: false };
    const removed = await tx
      .delete(cartLines)
      .where(lineOfCart(cartId, input.lineId))
      .returning({ id: cartLines.id });
    return { removed: removed.length > 0 };
  });
}
