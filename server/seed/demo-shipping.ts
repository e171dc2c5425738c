import type { Transaction } from "#server/db/client.ts";
import { shippingMethods, shippingRates, shippingZones } from "#server/db/schema.ts";

/** The countries of the demo shop's Europe zone (ISO 3166-1), the UK and the microstates included. */
export const europeanCountries = [
  ...["AD", "AL", "AT", "AX", "BA", "BE", "BG", "BY", "CH", "CY", "CZ", "DE", "DK", "EE"],
  ...["ES", "FI", "FO", "FR", "GB", "GG", "GI", "GR", "HR", "HU", "IE", "IM", "IS", "IT"],
  ...["JE", "LI", "LT", "LU", "LV", "MC", "MD", "ME", "MK", "MT", "NL", "NO", "PL", "PT"],
  ...["RO", "RS", "SE", "SI", "SJ", "SK", "SM", "UA", "VA", "XK"],
];

const zones = [
  { key: "usa", name: "USA", countries: ["US"], freeOverCents: 3500 },
  { key: "canada", name: "Canada", countries: ["CA"] },
  { key: "europe", name: "Europe", countries: europeanCountries },
  { key: "world", name: "Rest of the world", countries: [], restOfWorld: true },
] as const;

/** The demo shop's shipping methods, in their checkout order. */
export const demoShippingMethods = [
  {
    key: "letter",
    name: "Letter mail, untracked",
    description: "In an envelope with a stamp: 3–7 days in the USA, 2–4 weeks abroad. No tracking.",
    lettersOnly: true,
  },
  {
    key: "tracked",
    name: "Tracked parcel",
    description: "Tracked to the door: 2–4 days in the USA, 1–2 weeks abroad.",
    lettersOnly: false,
  },
] as const;

type ZoneKey = (typeof zones)[number]["key"];
type MethodKey = (typeof demoShippingMethods)[number]["key"];

/** Up to so many grams: so many cents. */
type Bands = [upToGrams: number, priceCents: number][];

const letterAbroad: Bands = [
  [100, 350],
  [250, 600],
];
const trackedAbroad: Bands = [
  [500, 1600],
  [2000, 2400],
  [10_000, 4500],
];

/** Roughly what the post charges a small shop (issue 21): a US letter $1.50, tracked $5.50. */
const prices: Record<MethodKey, Record<ZoneKey, Bands>> = {
  letter: {
    usa: [
      [100, 150],
      [250, 250],
    ],
    canada: letterAbroad,
    europe: letterAbroad,
    world: letterAbroad,
  },
  tracked: {
    usa: [
      [500, 550],
      [2000, 850],
      [10_000, 1400],
    ],
    canada: trackedAbroad,
    europe: trackedAbroad,
    world: trackedAbroad,
  },
};

/** The demo shop's postage: four zones, letter mail and a tracked parcel, priced by weight. */
export async function insertDemoShipping(tx: Transaction) {
  const zoneRows = await tx
    .insert(shippingZones)
    .values(
      zones.map((zone, index) => ({
        name: zone.name,
        countries: [...zone.countries],
        restOfWorld: "restOfWorld" in zone,
        freeOverCents: "freeOverCents" in zone ? zone.freeOverCents : null,
        position: index + 1,
      })),
    )
    .returning({ id: shippingZones.id, name: shippingZones.name });
  const methodRows = await tx
    .insert(shippingMethods)
    .values(
      demoShippingMethods.map(({ key: _key, ...method }, index) => ({
        ...method,
        position: index + 1,
      })),
    )
    .returning({ id: shippingMethods.id, name: shippingMethods.name });
  const zoneId = new Map(zoneRows.map((row) => [row.name, row.id]));
  const methodId = new Map(methodRows.map((row) => [row.name, row.id]));
  const rates = demoShippingMethods.flatMap((method) =>
    zones.flatMap((zone) =>
      prices[method.key][zone.key].map(([upToGrams, priceCents]) => ({
        methodId: methodId.get(method.name) as number,
        zoneId: zoneId.get(zone.name) as number,
        upToGrams,
        priceCents,
      })),
    ),
  );
  await tx.insert(shippingRates).values(rates);
  return { shippingRates: rates.length };
}
