import { describe, expect, it } from "vitest";
import {
  type DiscountLine,
  type DiscountRule,
  percentOf,
  priceDiscounts,
  spread,
} from "#server/discounts/discount-arithmetic.ts";

const STICKERS = 1;
const BOOKMARKS = 2;

function line(productId: number, unitPriceCents: number, quantity = 1, type = STICKERS) {
  return {
    productId,
    unitPriceCents,
    quantity,
    productTypeId: type,
    subCategoryIds: [],
    topicIds: [productId * 10],
  } satisfies DiscountLine;
}

function rule(id: number, fields: Partial<DiscountRule>): DiscountRule {
  return {
    id,
    name: `Discount ${id}`,
    kind: "percent",
    percentOff: null,
    amountOffCents: null,
    postageCountries: [],
    postageCapCents: null,
    scope: "order",
    scopeIds: [],
    combinable: false,
    ...fields,
  };
}

const tenPercent = rule(1, { percentOff: 10 });
const fiveDollars = rule(2, { kind: "fixed", amountOffCents: 500 });
const freePostageUs = rule(3, {
  kind: "free_postage",
  postageCountries: ["US"],
  postageCapCents: 800,
});
const stickerSale = rule(4, { percentOff: 20, scope: "product_types", scopeIds: [STICKERS] });
const combinableSale = { ...stickerSale, id: 5, combinable: true };
const fifteenPercent = rule(6, { percentOff: 15 });
const fiftyDollars = rule(7, { kind: "fixed", amountOffCents: 5000 });
const productCode = rule(8, { percentOff: 50, scope: "products", scopeIds: [12] });
const topicCode = rule(9, { kind: "fixed", amountOffCents: 300, scope: "topics", scopeIds: [110] });

describe("money off, in cents", () => {
  it.each([
    {
      case: "10 % off two of one line: 177.6 rounds half up to 178",
      lines: [line(11, 888, 2)],
      shipping: 500,
      code: tenPercent,
      lineOff: [178],
      postageOff: 0,
      total: 1776 - 178 + 500,
    },
    {
      case: "a fixed $5 spread by weight, the odd cent to the larger remainder",
      lines: [line(11, 1000), line(12, 500)],
      shipping: 0,
      code: fiveDollars,
      lineOff: [333, 167],
      postageOff: 0,
      total: 1000,
    },
    {
      case: "free postage to the USA, capped at $8",
      lines: [line(11, 2500)],
      shipping: 1200,
      code: freePostageUs,
      lineOff: [0],
      postageOff: 800,
      total: 2500 + 400,
    },
    {
      case: "free postage does not cover Canada",
      lines: [line(11, 2500)],
      shipping: 1200,
      country: "CA",
      code: freePostageUs,
      lineOff: [0],
      postageOff: 0,
      total: 3700,
      codeApplied: true,
    },
    {
      case: "a combinable sale on stickers first, then 10 % off what the lines cost after it",
      lines: [line(11, 1000), line(12, 500, 1, BOOKMARKS)],
      shipping: 0,
      sales: [combinableSale],
      code: tenPercent,
      lineOff: [200 + 80, 50],
      postageOff: 0,
      total: 1500 - 330,
    },
    {
      case: "a sale that does not combine stays when it gives more than the code",
      lines: [line(11, 1000), line(12, 500, 1, BOOKMARKS)],
      shipping: 0,
      sales: [stickerSale],
      code: tenPercent,
      lineOff: [200, 0],
      postageOff: 0,
      total: 1300,
      codeApplied: false,
    },
    {
      case: "a code that gives more than the sale takes its place",
      lines: [line(11, 1000), line(12, 500, 1, BOOKMARKS)],
      shipping: 0,
      sales: [stickerSale],
      code: fiveDollars,
      lineOff: [333, 167],
      postageOff: 0,
      total: 1000,
    },
    {
      case: "15 % on odd cents: 49.95 → 50, 16.65 → 17",
      lines: [line(11, 333), line(12, 111)],
      shipping: 0,
      code: fifteenPercent,
      lineOff: [50, 17],
      postageOff: 0,
      total: 444 - 67,
    },
    {
      case: "a code larger than the order takes the goods to zero, never the postage",
      lines: [line(11, 1000), line(12, 500)],
      shipping: 450,
      code: fiftyDollars,
      lineOff: [1000, 500],
      postageOff: 0,
      total: 450,
    },
    {
      case: "a code for one product leaves the others",
      lines: [line(11, 1000), line(12, 999)],
      shipping: 0,
      code: productCode,
      lineOff: [0, 500],
      postageOff: 0,
      total: 1000 + 499,
    },
    {
      case: "a fixed amount for a topic, up to what its lines cost",
      lines: [line(11, 250, 1), line(12, 999)],
      shipping: 0,
      code: topicCode,
      lineOff: [250, 0],
      postageOff: 0,
      total: 999,
    },
    {
      case: "of two sales on one line, the larger",
      lines: [line(11, 1000)],
      shipping: 0,
      sales: [stickerSale, rule(10, { percentOff: 30, scope: "products", scopeIds: [11] })],
      code: null,
      lineOff: [300],
      postageOff: 0,
      total: 700,
    },
  ])("$case", (example) => {
    const priced = priceDiscounts({
      lines: example.lines,
      shippingCents: example.shipping,
      country: example.country ?? "US",
      sales: example.sales ?? [],
      code: example.code,
    });
    expect(priced.lineDiscountCents).toEqual(example.lineOff);
    expect(priced.shippingDiscountCents).toBe(example.postageOff);
    expect(priced.totalCents).toBe(example.total);
    const goods = example.lines.reduce((sum, l) => sum + l.unitPriceCents * l.quantity, 0);
    expect(priced.totalCents).toBe(
      goods - priced.discountCents + example.shipping - priced.shippingDiscountCents,
    );
    const appliedSum = priced.applied.reduce((sum, applied) => sum + applied.amountCents, 0);
    expect(appliedSum).toBe(priced.discountCents + priced.shippingDiscountCents);
    expect(priced.codeApplied).toBe(example.codeApplied ?? example.code !== null);
  });

  it("rounds a percentage half up and spreads an amount to the cent", () => {
    expect([percentOf(5, 10), percentOf(15, 10), percentOf(14, 10)]).toEqual([1, 2, 1]);
    expect(spread(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(spread(7, [0, 0])).toEqual([0, 0]);
    expect(spread(0, [3, 4])).toEqual([0, 0]);
  });
});
