import { promisedDays } from "./delivery-time.ts";
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

/**
 * The fastest of the options: the shortest delivery its description promises (a method that
 * names no time counts as the slowest); of equals, the cheaper, then the first.
 */
export function fastestOption<Option extends Pick<ShippingOption, "priceCents" | "description">>(
  options: readonly Option[],
): Option | undefined {
  const days = (option: Option) => promisedDays(option.description) ?? Number.POSITIVE_INFINITY;
  return options.reduce<Option | undefined>((best, option) => {
    if (!best) return option;
    const [mine, theirs] = [days(option), days(best)];
    if (mine !== theirs) return mine < theirs ? option : best;
    return option.priceCents < best.priceCents ? option : best;
  }, undefined);
}

/**
 * The option spec §3's words name when the buyer picks no method: standard is the cheapest,
 * express the fastest. With one option both are it.
 */
export function optionNamed<Option extends Pick<ShippingOption, "priceCents" | "description">>(
  options: readonly Option[],
  named: "standard" | "express",
): Option | undefined {
  return named === "express" ? fastestOption(options) : cheapestOption(options);
}
