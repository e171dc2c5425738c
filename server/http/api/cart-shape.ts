import type { Cart } from "#server/cart/types.ts";
import { dollarsOf } from "#server/lib/money.ts";

/** The cart as the API answers it; amounts in dollars, computed from the database's prices. */
export function toApiCart(cart: Cart) {
  return {
    items: cart.lines.map((line) => ({
      lineId: line.id,
      productId: line.product.id,
      slug: line.product.slug,
      sku: line.sku,
      title: line.product.title,
      kind: line.product.kind,
      productType: line.product.type,
      image: line.product.image
        ? { url: line.product.image.variants.small.webp, alternativeText: line.product.image.alt }
        : null,
      personalisation: line.personalisation,
      quantity: line.quantity,
      maxQuantity: line.maxQuantity,
      price: dollarsOf(line.unitPriceCents),
      lineTotal: dollarsOf(line.lineTotalCents),
      problem: line.problem,
    })),
    itemCount: cart.itemCount,
    subtotal: dollarsOf(cart.totalCents),
    hasSubscription: cart.hasSubscription,
    hasInvalidCombination: cart.hasInvalidCombination,
  };
}
export type ApiCart = ReturnType<typeof toApiCart>;
