import { dollarsOf } from "#server/lib/money.ts";
import type { CheckoutShipping } from "#server/shipping/checkout-shipping.ts";
import type { ShippingOption } from "#server/shipping/quote-shipping.ts";

/**
 * A shipping option as the API gives it: its `price` in dollars like every amount of the API
 * (spec §9), and `priceCents` still, which the shop's own checkout page reads.
 */
function toApiShippingOption(option: ShippingOption) {
  return {
    methodId: option.methodId,
    name: option.name,
    description: option.description,
    price: dollarsOf(option.priceCents),
    priceCents: option.priceCents,
    freeShipping: option.freeShipping,
  };
}

/** GET /api/shipping-options' answer: the checkout's options with their prices in dollars. */
export function toApiShipping(shipping: CheckoutShipping) {
  const { quotes } = shipping;
  return {
    ...shipping,
    quotes:
      quotes.needsPostage && quotes.priced
        ? { ...quotes, options: quotes.options.map(toApiShippingOption) }
        : quotes,
  };
}
export type ApiShipping = ReturnType<typeof toApiShipping>;
