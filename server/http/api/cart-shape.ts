import type { Cart } from "#server/cart/types.ts";
import type { CartMoneyOff } from "#server/discounts/cart-code.ts";
import { dollarsOf } from "#server/lib/money.ts";

/** The cart as the API answers it; amounts in dollars, computed from the database's prices. */
export function toApiCart(cart: Cart, moneyOff: CartMoneyOff) {
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
    discountCode: moneyOff.code,
    discountCodeProblem: moneyOff.codeProblem,
    discounts: moneyOff.applied.map(({ name, amountCents }) => ({
      name,
      amount: dollarsOf(amountCents),
    })),
    discount: dollarsOf(moneyOff.discountCents),
    freePostage: moneyOff.freePostage && {
      name: moneyOff.freePostage.name,
      cap: moneyOff.freePostage.capCents === null ? null : dollarsOf(moneyOff.freePostage.capCents),
      countries: moneyOff.freePostage.countries,
    },
    clubOffer: moneyOff.clubOffer && {
      name: moneyOff.clubOffer.name,
      introPrice: dollarsOf(moneyOff.clubOffer.introPriceCents),
      introIssues: moneyOff.clubOffer.introIssues,
      regularPrice: dollarsOf(moneyOff.clubOffer.regularPriceCents),
    },
    total: dollarsOf(cart.totalCents - moneyOff.discountCents),
    hasSubscription: cart.hasSubscription,
    hasInvalidCombination: cart.hasInvalidCombination,
  };
}
export type ApiCart = ReturnType<typeof toApiCart>;
