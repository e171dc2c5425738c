/**
 * The shipping screens' rules as they show them: countries by name, amounts as money and as
 * the dollars a form holds, the countries a zone shares with another and which zone counts.
 */
import { countryName } from "#server/addresses/address-format.ts";
import { centsToDollars, formatMoney } from "#server/lib/money.ts";
import type {
  ShippingRateRow,
  ShippingRules,
  ShippingZoneRow,
} from "#server/shipping/shipping-rules.ts";
import { sharedCountries } from "#server/shipping/zone-of.ts";

const nameOf = (code: string) => countryName(code) ?? code;

/** "Canada", "Austria, Belgium, … and 40 more", or every country no other zone lists. */
export function countriesText(zone: ShippingZoneRow, most = 6) {
  if (zone.restOfWorld) return "Every country no other zone lists";
  const names = zone.countries.map(nameOf).sort((a, b) => a.localeCompare(b, "en"));
  if (names.length <= most) return names.join(", ");
  return `${names.slice(0, most).join(", ")} and ${names.length - most} more`;
}

/** What the studio says of a zone's countries that another zone lists too. */
export function sharedNotes(zones: ShippingZoneRow[], zone: ShippingZoneRow) {
  return sharedCountries(zones, zone.id).map(({ country, otherZone, applies }) =>
    applies
      ? `${nameOf(country)} is in “${otherZone}” too, which comes later: this zone's prices apply there.`
      : `${nameOf(country)} is in “${otherZone}” too, which comes first: its prices apply there, not these.`,
  );
}

/** A zone as the overview lists it. */
export function zoneRow(zones: ShippingZoneRow[], zone: ShippingZoneRow) {
  return {
    id: zone.id,
    name: zone.name,
    position: zone.position,
    countries: countriesText(zone),
    freeOver: zone.freeOverCents === null ? null : formatMoney(zone.freeOverCents),
    shared: sharedNotes(zones, zone),
  };
}

/** One band: its weight, its price for the form and as money. */
export function bandView(rate: ShippingRateRow) {
  return {
    id: rate.id,
    upToGrams: rate.upToGrams,
    price: centsToDollars(rate.priceCents),
    priceText: formatMoney(rate.priceCents),
  };
}

export type BandView = ReturnType<typeof bandView>;

/** A method's bands in a zone, lightest first. */
export function bandsOf(rules: ShippingRules, methodId: number, zoneId: number) {
  return rules.rates
    .filter((rate) => rate.methodId === methodId && rate.zoneId === zoneId)
    .sort((a, b) => a.upToGrams - b.upToGrams)
    .map(bandView);
}

/** The next free place at the end of a list, for a new zone's or method's order. */
export function nextPosition(rows: { position: number }[]) {
  return String(Math.max(0, ...rows.map((row) => row.position)) + 1);
}
