import type { ShippingOption, ShippingQuotes } from "./quote-shipping.ts";

/**
 * The options the buyer may choose among: none when nothing is posted or the shop prices no
 * postage (both charge nothing), and none when nothing goes to the country. Browser-safe.
 */
export function offeredOptions(quotes: ShippingQuotes): ShippingOption[] {
  return quotes.needsPostage && quotes.priced ? quotes.options : [];
}

/** The cheapest of the options (the first of equals), or undefined when there are none. */
export function cheapestOption<Option extends Pick<ShippingOption, "priceCents">>(
  options: readonly Option[],
): Option | undefined {
  return options.reduce<Option | undefined>(
    (best, option) => (best && best.priceCents <= option.priceCents ? best : option),
    undefined,
  );
}
