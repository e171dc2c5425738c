import { postalCountry } from "#server/addresses/postal-lines.ts";
import type { IssueRecipient } from "#server/mail-club/issues/recipient.ts";
import { cheapestOption, offeredOptions } from "#server/shipping/offered-options.ts";
import { quoteShipping } from "#server/shipping/quote-shipping.ts";
import type { ShippingRules } from "#server/shipping/shipping-rules.ts";

/** What posting an issue's envelopes will cost the maker, by the shop's own postage rules. */
export type PostageEstimate =
  | { priced: false }
  | {
      priced: true;
      cents: number;
      /** Envelopes no rule prices (no zone or band takes them, or no country): not in `cents`. */
      unpriced: number;
      /** The weight each envelope was priced at. */
      weightGrams: number;
    };

/**
 * Each envelope priced as a letter of `weightGrams` to its country: the cheapest method the
 * maker's rules offer for it (decision 022), free shipping left out, since the post charges
 * the maker whatever a buyer pays. A shop that prices no postage gets no estimate.
 */
export function estimateEnvelopePostage(
  rules: ShippingRules,
  recipients: readonly IssueRecipient[],
  weightGrams: number,
): PostageEstimate {
  if (rules.rates.length === 0) return { priced: false };
  const postRules = {
    ...rules,
    zones: rules.zones.map((zone) => ({ ...zone, freeOverCents: null })),
  };
  const letter = { needsPostage: true, weightGrams, fitsInLetter: true, goodsCents: 0 };
  const byCountry = new Map<string, number | null>();
  let cents = 0;
  let unpriced = 0;
  for (const recipient of recipients) {
    const country = postalCountry(recipient.address);
    if (!country) {
      unpriced += 1;
      continue;
    }
    if (!byCountry.has(country)) {
      const options = offeredOptions(quoteShipping(postRules, letter, country));
      byCountry.set(country, cheapestOption(options)?.priceCents ?? null);
    }
    const price = byCountry.get(country) ?? null;
    if (price === null) unpriced += 1;
    else cents += price;
  }
  return { priced: true, cents, unpriced, weightGrams };
}
