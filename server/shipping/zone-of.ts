import { byPosition, type ShippingZoneRow } from "./shipping-rules.ts";

type Zone = Pick<ShippingZoneRow, "id" | "name" | "countries" | "restOfWorld" | "position">;

/**
 * The zone whose prices apply to `country` (ISO 3166-1 alpha-2): the first zone by position
 * that lists it, else the rest of the world, else none (the shop does not post there).
 */
export function zoneOf<Row extends Zone>(zones: readonly Row[], country: string): Row | null {
  const code = country.toUpperCase();
  const ordered = byPosition(zones);
  return (
    ordered.find((zone) => zone.countries.includes(code)) ??
    ordered.find((zone) => zone.restOfWorld) ??
    null
  );
}

/** A country a zone lists that another zone lists too, and whether this zone's prices apply. */
export interface SharedCountry {
  country: string;
  otherZone: string;
  /** This zone comes first of those listing it, so its prices apply there. */
  applies: boolean;
}

/** The countries `zoneId` shares with other zones: allowed, but only the first zone counts. */
export function sharedCountries(zones: readonly Zone[], zoneId: number): SharedCountry[] {
  const zone = zones.find((candidate) => candidate.id === zoneId);
  if (!zone) return [];
  return zone.countries.flatMap((country) => {
    const listing = byPosition(zones).filter((other) => other.countries.includes(country));
    const applies = listing[0]?.id === zoneId;
    return listing
      .filter((other) => other.id !== zoneId)
      .map((other) => ({ country, otherZone: other.name, applies }));
  });
}
