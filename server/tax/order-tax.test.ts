/**
 * Tax in cents (decision 042), through the real rules on a test database: the shop registered
 * in New York with the demo's rates and for EU VAT on downloads (the non-Union scheme).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerNewYorkTax } from "#tests/support/fixtures/tax.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";
import { applyTaxRules, type TaxableLine, taxForOrder } from "./order-tax.ts";
import { priceTaxNote } from "./price-tax-note.ts";
import { refundedTax } from "./tax-arithmetic.ts";
import { taxRulesFor } from "./tax-rules.ts";

let test: TestDatabase;
const now = new Date("2026-11-29T15:00:00Z");

beforeAll(async () => {
  test = await createTestDatabase();
  await registerNewYorkTax(test.db, { appliesFrom: "2026-09-01", source: "new-york-rates.csv" });
});
afterAll(() => test?.close());

const stickers = (amountCents: number): TaxableLine => ({ amountCents, taxClass: "physical" });
const template = (amountCents: number): TaxableLine => ({ amountCents, taxClass: "digital" });

describe("the tax of an order, in cents", () => {
  it.each([
    {
      case: "a New York City ZIP: 8.875 % on the goods and on the postage, each rounded once",
      destination: { country: "US", region: "NY", postalCode: "10001" },
      lines: [stickers(900), stickers(1000)],
      postageCents: 500,
      // 79.875 → 80, 88.75 → 89, postage 44.375 → 44
      expected: { lineTaxCents: [80, 89], shippingTaxCents: 44, taxCents: 213 },
      jurisdiction: "US-NY",
    },
    {
      case: "a New York ZIP missing from the rates: the state's own 4 %",
      destination: { country: "US", region: "NY", postalCode: "12801-1234" },
      lines: [stickers(1250)],
      postageCents: 400,
      expected: { lineTaxCents: [50], shippingTaxCents: 16, taxCents: 66 },
      jurisdiction: "US-NY",
    },
    {
      case: "an Oregon ZIP: no sales tax, the shop is not registered there",
      destination: { country: "US", region: "OR", postalCode: "97201" },
      lines: [stickers(900)],
      postageCents: 500,
      expected: { lineTaxCents: [0], shippingTaxCents: 0, taxCents: 0 },
      jurisdiction: null,
    },
    {
      case: "a German buyer of a $12 template: 19 % VAT included, 191.6 → 192",
      destination: { country: "DE" },
      lines: [template(1200)],
      postageCents: 0,
      expected: { lineTaxCents: [192], shippingTaxCents: 0, taxCents: 192 },
      jurisdiction: "DE",
    },
    {
      case: "a French buyer of a $12 template: 20 % VAT included",
      destination: { country: "FR" },
      lines: [template(1200)],
      postageCents: 0,
      expected: { lineTaxCents: [200], shippingTaxCents: 0, taxCents: 200 },
      jurisdiction: "FR",
    },
    {
      case: "a mixed cart with a discount to New York City: the template untaxed, postage after its discount",
      destination: { country: "US", region: "NY", postalCode: "11201" },
      // $20 of stickers less $3 off, a $12 template less $1.80 off; postage $6 less $6
      lines: [stickers(2000 - 300), template(1200 - 180)],
      postageCents: 0,
      // 1700 × 8.875 % = 150.875 → 151
      expected: { lineTaxCents: [151, 0], shippingTaxCents: 0, taxCents: 151 },
      jurisdiction: "US-NY",
    },
    {
      case: "a mixed cart to Germany under the non-Union scheme: VAT on the template only",
      destination: { country: "DE" },
      lines: [stickers(1700), template(1020)],
      postageCents: 900,
      // 1020 × 19 / 119 = 162.9 → 163; parcels pay import VAT on arrival, not here
      expected: { lineTaxCents: [0, 163], shippingTaxCents: 0, taxCents: 163 },
      jurisdiction: "DE",
    },
  ])("$case", async ({ destination, lines, postageCents, expected, jurisdiction }) => {
    const tax = await taxForOrder(test.db, { lines, postageCents, destination, now });
    expect(tax).toMatchObject(expected);
    expect(tax.record?.jurisdiction ?? null).toBe(jurisdiction);
  });

  it("keeps where the rate came from: the ZIP's region and file, or the VAT table with its date", async () => {
    const nyc = await taxRulesFor(
      test.db,
      { country: "US", region: "NY", postalCode: "10001" },
      now,
    );
    expect(nyc).toMatchObject({
      regionName: "New York City",
      ratePpm: 88_750,
      source: "new-york-rates.csv, from 2026-09-01",
      inclusive: false,
    });
    const germany = await taxRulesFor(test.db, { country: "DE" }, now);
    expect(germany).toMatchObject({ regionName: "Germany", ratePpm: 190_000, inclusive: true });
    expect(germany?.source).toMatch(/^sales-tax \d+\.\d+\.\d+, from 2021-01-01$/);
  });

  it("uses a rates file only from the day it applies", async () => {
    const before = new Date("2026-08-31T12:00:00Z");
    const rules = await taxRulesFor(
      test.db,
      { country: "US", region: "NY", postalCode: "10001" },
      before,
    );
    expect(rules).toMatchObject({ ratePpm: 40_000, regionName: "NY" });
  });

  it("gives tax back in proportion when part of a line is refunded, all of it for the whole line", () => {
    const line = { amountCents: 1700, taxCents: 151 };
    expect(refundedTax(line, 1700)).toBe(151);
    expect(refundedTax(line, 850)).toBe(76); // 75.5 → 76
    expect(refundedTax(line, 100)).toBe(9); // 8.88 → 9
    expect(refundedTax(line, 0)).toBe(0);
  });

  it("says under a product's price how tax applies to it, the same for every visitor", async () => {
    expect(await priceTaxNote(test.db, "physical")).toBe(
      "Sales tax is added at checkout for New York.",
    );
    expect(await priceTaxNote(test.db, "digital")).toBe("Includes VAT for buyers in the EU.");
    expect(await priceTaxNote(test.db, "gift_card")).toBeNull();
  });

  it("taxes nothing when the shop is registered nowhere", () => {
    expect(applyTaxRules(null, [stickers(900)], 500)).toMatchObject({ taxCents: 0, record: null });
  });
});
