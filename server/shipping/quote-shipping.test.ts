import { describe, expect, it } from "vitest";
import { AppError } from "#server/lib/errors.ts";
import { quoteFor } from "./load-shipping-quotes.ts";
import { type ParcelLine, parcelOf } from "./parcel.ts";
import { quoteShipping } from "./quote-shipping.ts";
import type { ShippingRateRow, ShippingRules } from "./shipping-rules.ts";

const LETTER = 1;
const TRACKED = 2;
const COURIER = 3;
const [USA, CANADA, EUROPE, FRANCE, WORLD] = [10, 11, 12, 13, 14];

let rateId = 0;
const bands = (methodId: number, zoneId: number, prices: [number, number][]): ShippingRateRow[] =>
  prices.map(([upToGrams, priceCents]) => ({
    id: ++rateId,
    methodId,
    zoneId,
    upToGrams,
    priceCents,
  }));

/** The demo shop's rules, in a shuffled order: the quote must sort them itself. */
const rules: ShippingRules = {
  zones: [
    {
      id: WORLD,
      name: "Rest of the world",
      countries: [],
      restOfWorld: true,
      freeOverCents: null,
      position: 9,
    },
    {
      id: FRANCE,
      name: "France",
      countries: ["FR"],
      restOfWorld: false,
      freeOverCents: 0,
      position: 4,
    },
    {
      id: EUROPE,
      name: "Europe",
      countries: ["DE", "FR"],
      restOfWorld: false,
      freeOverCents: null,
      position: 3,
    },
    {
      id: CANADA,
      name: "Canada",
      countries: ["CA"],
      restOfWorld: false,
      freeOverCents: null,
      position: 2,
    },
    {
      id: USA,
      name: "USA",
      countries: ["US"],
      restOfWorld: false,
      freeOverCents: 3500,
      position: 1,
    },
  ],
  methods: [
    {
      id: TRACKED,
      name: "Tracked parcel",
      description: "2–5 days",
      lettersOnly: false,
      isActive: true,
      position: 2,
    },
    {
      id: COURIER,
      name: "Courier",
      description: "",
      lettersOnly: false,
      isActive: false,
      position: 0,
    },
    {
      id: LETTER,
      name: "Letter mail, untracked",
      description: "No tracking",
      lettersOnly: true,
      isActive: true,
      position: 1,
    },
  ],
  rates: [
    ...bands(LETTER, USA, [
      [250, 250],
      [100, 150],
    ]),
    ...bands(TRACKED, USA, [
      [10_000, 1400],
      [500, 550],
      [2000, 850],
    ]),
    ...bands(COURIER, USA, [[10_000, 100]]),
    ...bands(LETTER, CANADA, [
      [100, 350],
      [250, 600],
    ]),
    ...bands(TRACKED, CANADA, [
      [500, 1600],
      [2000, 2400],
      [10_000, 4500],
    ]),
    ...bands(TRACKED, EUROPE, [[500, 1700]]),
    ...bands(TRACKED, FRANCE, [[500, 9900]]),
    ...bands(TRACKED, WORLD, [[500, 1800]]),
  ],
};

const line = (
  over: Partial<ParcelLine> & { kind?: ParcelLine["product"]["kind"] },
): ParcelLine => ({
  product: { kind: over.kind ?? "physical" },
  quantity: over.quantity ?? 1,
  unitPriceCents: over.unitPriceCents ?? 500,
  weightGrams: over.weightGrams ?? 10,
  fitsInLetter: over.fitsInLetter ?? true,
});

const quote = (lines: ParcelLine[], country: string) =>
  quoteShipping(rules, parcelOf(lines), country);

const prices = (lines: ParcelLine[], country: string) => {
  const quotes = quote(lines, country);
  if (!quotes.needsPostage || !quotes.priced) throw new Error("expected priced postage");
  return quotes.options.map((option) => [option.name, option.priceCents, option.freeShipping]);
};

describe("parcelOf", () => {
  it("weighs the physical items times their quantities, and counts every line's goods", () => {
    const parcel = parcelOf([
      line({ weightGrams: 40, quantity: 3, unitPriceCents: 600 }),
      line({ kind: "digital", weightGrams: 900, fitsInLetter: false, unitPriceCents: 800 }),
    ]);
    expect(parcel).toEqual({
      needsPostage: true,
      weightGrams: 120,
      fitsInLetter: true,
      goodsCents: 2600,
    });
  });

  it("needs no postage for downloads and Mail Club plans", () => {
    expect(parcelOf([line({ kind: "digital" }), line({ kind: "subscription" })]).needsPostage).toBe(
      false,
    );
    expect(parcelOf([]).needsPostage).toBe(false);
  });
});

describe("quoteShipping", () => {
  it("offers the active methods that suit the parcel in the maker's order, priced by band", () => {
    const quotes = quote([line({ weightGrams: 10, quantity: 2 })], "US");
    expect(quotes).toEqual({
      needsPostage: true,
      priced: true,
      country: "US",
      zone: { id: USA, name: "USA" },
      options: [
        {
          methodId: LETTER,
          name: "Letter mail, untracked",
          description: "No tracking",
          priceCents: 150,
          freeShipping: false,
        },
        {
          methodId: TRACKED,
          name: "Tracked parcel",
          description: "2–5 days",
          priceCents: 550,
          freeShipping: false,
        },
      ],
    });
  });

  it("takes the smallest band that holds the weight: a band's own weight is inside it", () => {
    expect(prices([line({ weightGrams: 100 })], "US")).toEqual([
      ["Letter mail, untracked", 150, false],
      ["Tracked parcel", 550, false],
    ]);
    expect(prices([line({ weightGrams: 101 })], "US")).toEqual([
      ["Letter mail, untracked", 250, false],
      ["Tracked parcel", 550, false],
    ]);
    expect(prices([line({ weightGrams: 600, fitsInLetter: false })], "US")).toEqual([
      ["Tracked parcel", 850, false],
    ]);
  });

  it("offers letter mail only when every physical item fits in a letter", () => {
    const cards = line({ weightGrams: 40 });
    const tote = line({ weightGrams: 150, fitsInLetter: false });
    expect(prices([cards, tote], "CA")).toEqual([["Tracked parcel", 1600, false]]);
    expect(prices([cards, line({ kind: "digital", fitsInLetter: false })], "CA")).toEqual([
      ["Letter mail, untracked", 350, false],
      ["Tracked parcel", 1600, false],
    ]);
  });

  it("leaves out a method with no band heavy enough, and offers nothing above every band", () => {
    expect(prices([line({ weightGrams: 100, quantity: 3 })], "US")).toEqual([
      ["Tracked parcel", 550, false],
    ]);
    const quotes = quote([line({ weightGrams: 10_001, fitsInLetter: false })], "US");
    expect(quotes).toMatchObject({ needsPostage: true, zone: { name: "USA" }, options: [] });
  });

  it("never offers an inactive method, even the cheapest", () => {
    const offered = prices([line({ weightGrams: 3000 })], "US").map(([name]) => name);
    expect(offered).toEqual(["Tracked parcel"]);
  });

  it("prices a country by the first zone listing it, else the rest of the world", () => {
    expect(quote([line({ fitsInLetter: false })], "FR")).toMatchObject({
      zone: { name: "Europe" },
      options: [{ priceCents: 1700 }],
    });
    expect(quote([line({ fitsInLetter: false })], "jp")).toMatchObject({
      country: "JP",
      zone: { name: "Rest of the world" },
      options: [{ priceCents: 1800 }],
    });
  });

  it("offers nothing to a country no zone takes when there is no rest of the world", () => {
    const withoutWorld = { ...rules, zones: rules.zones.filter((zone) => !zone.restOfWorld) };
    expect(quoteShipping(withoutWorld, parcelOf([line({})]), "JP")).toEqual({
      needsPostage: true,
      priced: true,
      country: "JP",
      zone: null,
      options: [],
    });
  });

  it("makes only the cheapest option free once the goods reach the zone's threshold", () => {
    expect(prices([line({ unitPriceCents: 3500 })], "US")).toEqual([
      ["Letter mail, untracked", 0, true],
      ["Tracked parcel", 550, false],
    ]);
    expect(prices([line({ unitPriceCents: 3499 })], "US")).toEqual([
      ["Letter mail, untracked", 150, false],
      ["Tracked parcel", 550, false],
    ]);
    // A download's price counts towards the threshold, and with no letter the parcel is free.
    const tote = line({ unitPriceCents: 2400, weightGrams: 150, fitsInLetter: false });
    expect(prices([tote, line({ kind: "digital", unitPriceCents: 1100 })], "US")).toEqual([
      ["Tracked parcel", 0, true],
    ]);
    // No threshold: never free.
    expect(prices([line({ unitPriceCents: 100_000 })], "CA")).toEqual([
      ["Letter mail, untracked", 350, false],
      ["Tracked parcel", 1600, false],
    ]);
  });

  it("frees only the first of two equally cheap options", () => {
    const equal = {
      ...rules,
      rates: [...bands(LETTER, USA, [[100, 500]]), ...bands(TRACKED, USA, [[500, 500]])],
    };
    const quotes = quoteShipping(equal, parcelOf([line({ unitPriceCents: 5000 })]), "US");
    expect(quotes.needsPostage && quotes.priced && quotes.options.map((o) => o.priceCents)).toEqual(
      [0, 500],
    );
  });

  it("says a shop that has set no prices prices no postage (it ships free), unlike one that can't post", () => {
    const unpriced = { ...rules, rates: [] };
    expect(quoteShipping(unpriced, parcelOf([line({})]), "us")).toEqual({
      needsPostage: true,
      priced: false,
      country: "US",
    });
    expect(quoteFor(quoteShipping(unpriced, parcelOf([line({})]), "US"), undefined)).toBeNull();
  });

  it("says no postage is needed for downloads and plans, whatever the country", () => {
    expect(quote([line({ kind: "digital" }), line({ kind: "subscription" })], "JP")).toEqual({
      needsPostage: false,
    });
    expect(quote([line({ kind: "digital" })], "AQ")).toEqual({ needsPostage: false });
  });
});

describe("quoteFor", () => {
  const usLetter = quote([line({})], "US");

  it("gives the offered option the buyer chose", () => {
    expect(quoteFor(usLetter, TRACKED)).toMatchObject({ methodId: TRACKED, priceCents: 550 });
  });

  it("gives nothing when nothing needs posting", () => {
    expect(quoteFor({ needsPostage: false }, undefined)).toBeNull();
    expect(quoteFor({ needsPostage: false }, TRACKED)).toBeNull();
  });

  it("refuses a method missing or not offered, under the method's field", () => {
    for (const methodId of [undefined, COURIER, 999]) {
      const error = catchError(() => quoteFor(usLetter, methodId));
      expect(error.code).toBe("bad_request");
      expect(error.details?.field).toBe("shippingMethodId");
    }
    const parcel = quote([line({ fitsInLetter: false })], "US");
    expect(catchError(() => quoteFor(parcel, LETTER)).message).toMatch(/isn't available/);
  });

  it("refuses a parcel that cannot be posted there, naming the country", () => {
    const tooHeavy = quote([line({ weightGrams: 20_000 })], "DE");
    expect(catchError(() => quoteFor(tooHeavy, TRACKED)).message).toBe(
      "We can't post this order to Germany. Please write to us and we'll find a way.",
    );
  });
});

function catchError(run: () => unknown): AppError {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error("expected a refusal");
}
