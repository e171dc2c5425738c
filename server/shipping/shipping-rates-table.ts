import type { Database } from "#server/db/client.ts";
import {
  activeMethods,
  bandsIn,
  byPosition,
  chargesPostage,
  loadShippingRules,
  type ShippingRules,
} from "./shipping-rules.ts";

/** A method as the shipping page lists it in a zone. */
export interface RatesTableMethod {
  id: number;
  name: string;
  /** The line the buyer reads under its name at checkout: how long it takes, tracked or not. */
  description: string;
  /** Offered only when every item fits in a letter. */
  lettersOnly: boolean;
  /** Lightest first: a parcel costs the first band that holds its weight. */
  bands: { upToGrams: number; priceCents: number }[];
}

/** A zone with the methods the checkout offers there. */
export interface RatesTableZone {
  id: number;
  name: string;
  /** Goods of this much or more ship free by the cheapest method; null: never free. */
  freeOverCents: number | null;
  methods: RatesTableMethod[];
}

/** The shop's postage as its shipping page shows it, or that it charges none. */
export type ShippingRatesTable =
  | { chargesPostage: false }
  | { chargesPostage: true; zones: RatesTableZone[] };

/**
 * The zones in the order the checkout tries them, each with its active methods and their
 * bands there. A method without a band in a zone is not offered there, and a zone where no
 * method is offered is left out, as the checkout offers nothing there either.
 */
export function shippingRatesTable(rules: ShippingRules): ShippingRatesTable {
  if (!chargesPostage(rules)) return { chargesPostage: false };
  const methods = activeMethods(rules);
  const zones = byPosition(rules.zones).flatMap((zone): RatesTableZone[] => {
    const offered = methods.flatMap((method): RatesTableMethod[] => {
      const bands = bandsIn(rules, method.id, zone.id).map(({ upToGrams, priceCents }) => ({
        upToGrams,
        priceCents,
      }));
      if (bands.length === 0) return [];
      const { id, name, description, lettersOnly } = method;
      return [{ id, name, description, lettersOnly, bands }];
    });
    if (offered.length === 0) return [];
    return [{ id: zone.id, name: zone.name, freeOverCents: zone.freeOverCents, methods: offered }];
  });
  return { chargesPostage: true, zones };
}

/** The table from the rules as the studio left them. */
export async function loadShippingRatesTable(db: Database): Promise<ShippingRatesTable> {
  return shippingRatesTable(await loadShippingRules(db));
}
