import { asc } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { shippingMethods, shippingRates, shippingZones } from "#server/db/schema.ts";

export interface ShippingZoneRow {
  id: number;
  name: string;
  /** ISO 3166-1 alpha-2 codes; empty for the rest of the world. */
  countries: string[];
  restOfWorld: boolean;
  /** Goods of this much or more ship free here (the cheapest method); null: never free. */
  freeOverCents: number | null;
  position: number;
}

export interface ShippingMethodRow {
  id: number;
  name: string;
  description: string;
  lettersOnly: boolean;
  isActive: boolean;
  position: number;
}

/** A method's price in a zone for a parcel up to `upToGrams` (a weight band). */
export interface ShippingRateRow {
  id: number;
  methodId: number;
  zoneId: number;
  upToGrams: number;
  priceCents: number;
}

/** Everything the maker has set about postage: zones and methods in their order, every band. */
export interface ShippingRules {
  zones: ShippingZoneRow[];
  methods: ShippingMethodRow[];
  rates: ShippingRateRow[];
}

/**
 * The shop's postage rules, in three small queries (zones and methods by position), one after
 * the other: an order prices its postage inside its transaction, one connection.
 */
export async function loadShippingRules(db: Database): Promise<ShippingRules> {
  const zones = await db
    .select({
      id: shippingZones.id,
      name: shippingZones.name,
      countries: shippingZones.countries,
      restOfWorld: shippingZones.restOfWorld,
      freeOverCents: shippingZones.freeOverCents,
      position: shippingZones.position,
    })
    .from(shippingZones)
    .orderBy(asc(shippingZones.position), asc(shippingZones.id));
  const methods = await db
    .select({
      id: shippingMethods.id,
      name: shippingMethods.name,
      description: shippingMethods.description,
      lettersOnly: shippingMethods.lettersOnly,
      isActive: shippingMethods.isActive,
      position: shippingMethods.position,
    })
    .from(shippingMethods)
    .orderBy(asc(shippingMethods.position), asc(shippingMethods.id));
  const rates = await db
    .select({
      id: shippingRates.id,
      methodId: shippingRates.methodId,
      zoneId: shippingRates.zoneId,
      upToGrams: shippingRates.upToGrams,
      priceCents: shippingRates.priceCents,
    })
    .from(shippingRates)
    .orderBy(asc(shippingRates.methodId), asc(shippingRates.zoneId), asc(shippingRates.upToGrams));
  return { zones, methods, rates };
}

/** Zones or methods in the order the maker gave them (position, then the older first). */
export function byPosition<Row extends { position: number; id: number }>(rows: readonly Row[]) {
  return [...rows].sort((a, b) => a.position - b.position || a.id - b.id);
}

/** A shop that has set no prices at all charges no postage: it ships free (decisions.md 19). */
export function chargesPostage(rules: ShippingRules) {
  return rules.rates.length > 0;
}

/** The methods the checkout offers (the active ones), in the maker's order. */
export function activeMethods(rules: ShippingRules) {
  return byPosition(rules.methods).filter((method) => method.isActive);
}

/** A method's bands in a zone, lightest first: a parcel takes the first that holds its weight. */
export function bandsIn(rules: ShippingRules, methodId: number, zoneId: number) {
  return rules.rates
    .filter((rate) => rate.methodId === methodId && rate.zoneId === zoneId)
    .sort((a, b) => a.upToGrams - b.upToGrams);
}
