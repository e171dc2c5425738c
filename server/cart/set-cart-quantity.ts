import { and, eq, ne, sql } from "drizzle-orm";
import type { CartKey } from "#server/cart/cart-key.ts";
import { lineOfCart } from "#server/cart/cart-lines.ts";
import { loadAvailableProduct } from "#server/cart/load-available-product.ts";
import { lockCart } from "#server/cart/lock-cart.ts";
import { cartMessages, onlyLeftMessage } from "#server/cart/messages.ts";
import { removeFromCart } from "#server/cart/remove-from-cart.ts";
import { type SetCartQuantityInput, setCartQuantityInput } from "#server/cart/schemas.ts";
import type { Database } from "#server/db/client.ts";
import { cartLines } from "#server/db/schema.ts";
import { AppError } from "#server/lib/errors.ts";
import { parseInput } from "#server/validation/parse-input.ts";

/**
 * Sets a line's quantity; 0 or less removes the line (spec §4). Only a line already in the
 * cart can be set, within the stock its product's other lines leave; a digital download or a
 * plan stays at 1.
 */
export async function setCartQuantity(
  db: Database,
  key: CartKey,
  given: SetCartQuantityInput,
): Promise<{ quantity: number }> {
  const input = parseInput(setCartQuantityInput, given);
  if (input.quantity <= 0) {
    await removeFromCart(db, key, { lineId: input.lineId });
    return { quantity: 0 };
  }
  return db.transaction(async (tx) => {
    const cartId = await lockCart(tx, key);
    if (cartId === null) throw new AppError("not_found", cartMessages.notInCart);
    const lineOf = lineOfCart(cartId, input.lineId);
    const [line] = await tx
      .select({ productId: cartLines.productId })
      .from(cartLines)
      .where(lineOf);
    if (!line) throw new AppError("not_found", cartMessages.notInCart);

    const product = await loadAvailableProduct(tx, line.productId);
    if (product.kind !== "physical" && input.quantity > 1) {
      throw new AppError("bad_request", cartMessages.oneOnly);
    }
    if (product.stock !== null) {
      const [others] = await tx
        .select({ quantity: sql<number>`coalesce(sum(${cartLines.quantity}), 0)::int` })
        .from(cartLines)
        .where(
          and(
            eq(cartLines.cartId, cartId),
            eq(cartLines.productId, line.productId),
            ne(cartLines.id, input.lineId),
          ),
        );
      const elsewhere = Number(others?.quantity ?? 0);
      if (elsewhere + input.quantity > product.stock) {
        throw new AppError("conflict", onlyLeftMessage(product.stock, elsewhere));
      }
    }
    await tx.update(cartLines).set({ quantity: input.quantity }).where(lineOf);
    return { quantity: input.quantity };
  });
}
