import { cheapestOption } from "./offered-options.ts";
import type { Parcel } from "./parcel.ts";
import { activeMethods, bandsIn, chargesPostage, type ShippingRules } from "./shipping-rules.ts";
import { zoneOf } from "./zone-of.ts";

/** One way to send the parcel, as the buyer chooses it at checkout. */
export interface ShippingOption {
  methodId: number;
  name: string;
  description: string;
  /** What the buyer pays for it: 0 when the zone's free shipping covers it. */
  priceCents: number;
  freeShipping: boolean;
}

/**
 * The methods a parcel can go by to a country, in the maker's order; or that nothing needs
 * posting; or that the shop prices no postage at all (no bands set: it ships free, decisions.md
 * 19). Priced, no options means the shop cannot post it there: no zone takes the country, or
 * no active method has a band heavy enough (or one takes letters only).
 */
export type ShippingQuotes =
  | { needsPostage: false }
  | { needsPostage: true; priced: false; country: string }
  | {
      needsPostage: true;
      priced: true;
      country: string;
      zone: { id: number; name: string } | null;
      options: ShippingOption[];
    };

/**
 * Prices a parcel to `country` (ISO 3166-1 alpha-2) by the rules: the country's zone (first by
 * position to list it, else the rest of the world); each active method that suits the parcel
 * (a letters-only one when everything fits in a letter) priced by its smallest band in that
 * zone that holds the weight. Goods at or over the zone's threshold make the cheapest option
 * free (the first of equals); the others keep their price, as faster delivery still costs.
 */
export function quoteShipping(
  rules: ShippingRules,
  parcel: Parcel,
  country: string,
): ShippingQuotes {
  if (!parcel.needsPostage) return { needsPostage: false };
  const code = country.toUpperCase();
  if (!chargesPostage(rules)) return { needsPostage: true, priced: false, country: code };
  const quoted = { needsPostage: true as const, priced: true as const, country: code };
  const zone = zoneOf(rules.zones, code);
  if (!zone) return { ...quoted, zone: null, options: [] };

  const options = activeMethods(rules).flatMap((method): ShippingOption[] => {
    if (method.lettersOnly && !parcel.fitsInLetter) return [];
    const band = bandsIn(rules, method.id, zone.id).find(
      (rate) => rate.upToGrams >= parcel.weightGrams,
    );
    if (!band) return [];
    const { id: methodId, name, description } = method;
    return [{ methodId, name, description, priceCents: band.priceCents, freeShipping: false }];
  });

  const free = zone.freeOverCents !== null && parcel.goodsCents >= zone.freeOverCents;
  const cheapest = cheapestOption(options);
  return {
    ...quoted,
    zone: { id: zone.id, name: zone.name },
    options: options.map((option) =>
      free && option === cheapest ? { ...option, priceCents: 0, freeShipping: true } : option,
    ),
  };
}
