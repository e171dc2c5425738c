import type { ShippingOption } from "./quote-shipping.ts";

/** The cheapest of the options (the first of equals), or undefined when there are none. */
export function cheapestOption<Option extends Pick<ShippingOption, "priceCents">>(
  options: readonly Option[],
): Option | undefined {
  return options.reduce<Option | undefined>(
    (best, option) => (best && best.priceCents <= option.priceCents ? best : option),
    undefined,
  );
}
