import { eq, sql } from "drizzle-orm";
import { lineAmong } from "#server/cart/cart-lines.ts";
import { findOrCreateCart } from "#server/cart/find-or-create-cart.ts";
import { loadAvailableProduct } from "#server/cart/load-available-product.ts";
import { cartMessages, MAX_LINE_QUANTITY, onlyLeftMessage } from "#server/cart/messages.ts";
import { type AddToCartInput, addToCartInput } from "#server/cart/schemas.ts";
import { readPersonalisation } from "#server/catalog/personalisation.ts";
import type { Database } from "#server/db/client.ts";
import { cartLines, products } from "#server/db/schema.ts";
import { AppError } from "#server/errors.ts";
import { parseInput } from "#server/validation/parse-input.ts";

export interface AddToCartResult {
  /** The cart's token, to (re)set the cookie: new when this add created the cart. */
  token: string;
  cartCreated: boolean;
  productId: number;
  title: string;
  /** The line's quantity after the add. */
  quantity: number;
  /** How many were added: 0 when a digital download or a plan was already in the cart. */
  added: number;
}

/**
 * Adds a product to the cart of `token`, creating the cart (and a new token) when there is
 * none. An existing line (the same product with the same personalisation) grows by the
 * quantity (default 1); a digital download or a Mail Club plan stays at 1. Refuses
 * unavailable products, quantities beyond stock or 99, a digital product without the
 * acknowledgment, a personalised product without what it asks, and a subscription sharing
 * the cart with anything else.
 * One transaction with the cart row locked, and an upsert that adds to the stored quantity,
 * so two tabs adding at once both count.
 */
export async function addToCart(
  db: Database,
  options: AddToCartInput & { token: string | undefined },
): Promise<AddToCartResult> {
  const input = parseInput(addToCartInput, options);
  return db.transaction(async (tx) => {
    const product = await loadAvailableProduct(tx, input.productId);
    if (product.kind === "digital" && !input.digitalAcknowledged) {
      throw new AppError("bad_request", cartMessages.digitalAcknowledgment);
    }
    const personalisation = readPersonalisation(product.personalisation, input.personalisation);
    const cart = await findOrCreateCart(tx, options.token);
    const lines = await tx
      .select({
        productId: cartLines.productId,
        quantity: cartLines.quantity,
        personalisation: cartLines.personalisation,
        kind: products.kind,
      })
      .from(cartLines)
      .innerJoin(products, eq(products.id, cartLines.productId))
      .where(eq(cartLines.cartId, cart.cartId));

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
    if (target > MAX_LINE_QUANTITY) throw new AppError("bad_request", cartMessages.lineLimit);
    if (product.stock !== null && elsewhere + target > product.stock) {
      throw new AppError("conflict", onlyLeftMessage(product.stock, elsewhere + existing));
    }

    const [line] = await tx
      .insert(cartLines)
      .values({
        cartId: cart.cartId,
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
    return {
      token: cart.token,
      cartCreated: cart.created,
      productId: product.id,
      title: product.title,
      quantity,
      added: quantity - existing,
    };
  });
}
