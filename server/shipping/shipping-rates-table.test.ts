import { describe, expect, it } from "vitest";
import { shippingRatesTable } from "./shipping-rates-table.ts";
import type { ShippingRules } from "./shipping-rules.ts";

const zone = (id: number, name: string, position: number, freeOverCents: number | null = null) => ({
  id,
  name,
  countries: name === "Elsewhere" ? [] : [name.slice(0, 2).toUpperCase()],
  restOfWorld: name === "Elsewhere",
  freeOverCents,
  position,
});

const method = (id: number, name: string, position: number, more: { isActive?: boolean } = {}) => ({
  id,
  name,
  description: `${name}: 2–5 days`,
  lettersOnly: name === "Letter",
  isActive: more.isActive ?? true,
  position,
});

let rateId = 0;
const band = (methodId: number, zoneId: number, upToGrams: number, priceCents: number) => ({
  id: ++rateId,
  methodId,
  zoneId,
  upToGrams,
  priceCents,
});

const [HOME, FAR, NOWHERE, ELSEWHERE] = [1, 2, 3, 4];
const [LETTER, PARCEL, COURIER] = [10, 11, 12];

/** Given out of order: the table puts zones, methods and bands in theirs. */
const rules: ShippingRules = {
  zones: [
    zone(ELSEWHERE, "Elsewhere", 9),
    zone(NOWHERE, "Nowhere", 3),
    zone(FAR, "Far", 2),
    zone(HOME, "Home", 1, 3500),
  ],
  methods: [
    method(COURIER, "Courier", 0, { isActive: false }),
    method(PARCEL, "Parcel", 2),
    method(LETTER, "Letter", 1),
  ],
  rates: [
    band(PARCEL, HOME, 2000, 850),
    band(PARCEL, HOME, 500, 550),
    band(LETTER, HOME, 100, 150),
    band(COURIER, HOME, 1000, 100),
    band(PARCEL, FAR, 500, 1600),
    band(COURIER, NOWHERE, 1000, 900),
    band(PARCEL, ELSEWHERE, 500, 1800),
  ],
};

describe("shippingRatesTable", () => {
  it("lists each zone in the checkout's order with its active methods and their bands, lightest first", () => {
    expect(shippingRatesTable(rules)).toEqual({
      chargesPostage: true,
      zones: [
        {
          id: HOME,
          name: "Home",
          freeOverCents: 3500,
          methods: [
            {
              id: LETTER,
              name: "Letter",
              description: "Letter: 2–5 days",
              lettersOnly: true,
              bands: [{ upToGrams: 100, priceCents: 150 }],
            },
            {
              id: PARCEL,
              name: "Parcel",
              description: "Parcel: 2–5 days",
              lettersOnly: false,
              bands: [
                { upToGrams: 500, priceCents: 550 },
                { upToGrams: 2000, priceCents: 850 },
              ],
            },
          ],
        },
        // No letter price here: letter mail is not offered, as at the checkout.
        {
          id: FAR,
          name: "Far",
          freeOverCents: null,
          methods: [
            expect.objectContaining({
              name: "Parcel",
              bands: [{ upToGrams: 500, priceCents: 1600 }],
            }),
          ],
        },
        // "Nowhere" has only the inactive courier's price: nothing is offered, so it is left out.
        {
          id: ELSEWHERE,
          name: "Elsewhere",
          freeOverCents: null,
          methods: [expect.objectContaining({ name: "Parcel" })],
        },
      ],
    });
  });

  it("says a shop without prices charges no postage, and lists no zone where nothing is priced", () => {
    expect(shippingRatesTable({ ...rules, rates: [] })).toEqual({ chargesPostage: false });
    const onlyInactive = {
      ...rules,
      rates: rules.rates.filter((rate) => rate.methodId === COURIER),
    };
    expect(shippingRatesTable(onlyInactive)).toEqual({ chargesPostage: true, zones: [] });
  });
});
