import { lineOfCart } from "#server/cart/cart-lines.ts";
import { lockCart } from "#server/cart/lock-cart.ts";
import { type RemoveFromCartInput, removeFromCartInput } from "#server/cart/schemas.ts";
import type { Database } from "#server/db/client.ts";
import { cartLines } from "#server/db/schema.ts";
import { parseInput } from "#server/validation/parse-input.ts";

/** Removes a line from the cart; nothing happens when it is not there. */
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
      .where(lineOfCart(cartId, input.lineId))
      .returning({ id: cartLines.id });
    return { removed: removed.length > 0 };
  });
}
