import { eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { lineAmong } from "#server/cart/cart-lines.ts";
import { MAX_LINE_QUANTITY } from "#server/cart/line-quantity.ts";
import { loadAvailableProduct } from "#server/cart/load-available-product.ts";
import { cartMessages, onlyLeftMessage } from "#server/cart/messages.ts";
import type { addToCartInput } from "#server/cart/schemas.ts";
import { readPersonalisation } from "#server/catalogue/personalisation.ts";
import type { Transaction } from "#server/db/client.ts";
import { cartLines, products } from "#server/db/schema.ts";
import { AppError } from "#server/lib/errors.ts";

export interface AddedLine {
  productId: number;
  title: string;
  /** The line's quantity after the add. */
  quantity: number;
  /** How many were added: 0 when a digital download or a plan was already in the cart. */
  added: number;
}

/**
 * The cart rules of one add, inside the caller's transaction with the cart row locked: an
 * existing line (the same product with the same personalisation) grows by the quantity; a
 * digital download or a Mail Club plan stays at 1. Refuses unavailable products, more than
 * the stock the product's lines share, a digital product without the acknowledgment, a
 * personalised product without what it asks, and a subscription sharing the cart with
 * anything else. The upsert adds to the stored quantity, so two tabs adding at once both count.
 */
export async function addCartLine(
  tx: Transaction,
  cartId: number,
  input: z.output<typeof addToCartInput>,
): Promise<AddedLine> {
  const product = await loadAvailableProduct(tx, input.productId);
  // A gift card's amount and recipient are chosen on its page, which orders it on its own.
  if (product.kind === "gift_card") {
    throw new AppError("bad_request", cartMessages.giftCardOnItsPage);
  }
  if (product.kind === "digital" && !input.digitalAcknowledged) {
    throw new AppError("bad_request", cartMessages.digitalAcknowledgment);
  }
  const personalisation = readPersonalisation(product.personalisation, input.personalisation);
  const lines = await tx
    .select({
      productId: cartLines.productId,
      quantity: cartLines.quantity,
      personalisation: cartLines.personalisation,
      kind: products.kind,
    })
    .from(cartLines)
    .innerJoin(products, eq(products.id, cartLines.productId))
    .where(eq(cartLines.cartId, cartId));

  const others = lines.filter((line) => line.productId !== product.id);
  const mixesSubscription =
    product.kind === "subscription"
      ? others.length > 0
      : others.some((line) => line.kind === "subscription");
  if (mixesSubscription) {
    throw new AppError("conflict", cartMessages.invalidCombination, {
      alertTitle: cartMessages.invalidCombinationTitle,
    });
  }

  // Stock counts the product's every line: two banners with different words are two made.
  const { existing, elsewhere } = lineAmong(lines, product.id, personalisation);
  const onlyOne = product.kind !== "physical";
  const target = onlyOne ? 1 : existing + input.quantity;
  if (product.stock !== null && elsewhere + target > product.stock) {
    throw new AppError("conflict", onlyLeftMessage(product.stock, elsewhere + existing));
  }
  if (elsewhere + target > MAX_LINE_QUANTITY) {
    throw new AppError("bad_request", cartMessages.tooMany);
  }

  const [line] = await tx
    .insert(cartLines)
    .values({
      cartId,
      productId: product.id,
      quantity: onlyOne ? 1 : input.quantity,
      personalisation,
    })
    .onConflictDoUpdate({
      target: [cartLines.cartId, cartLines.productId, cartLines.personalisation],
      set: {
        quantity: onlyOne ? sql`1` : sql`${cartLines.quantity} + excluded.quantity`,
      },
    })
    .returning({ quantity: cartLines.quantity });
  const quantity = line?.quantity ?? target;
  return { productId: product.id, title: product.title, quantity, added: quantity - existing };
}
