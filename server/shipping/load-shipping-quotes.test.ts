import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addToCart } from "#server/cart/add-to-cart.ts";
import { getCart } from "#server/cart/get-cart.ts";
import { products, productTypes } from "#server/db/schema.ts";
import { insertDemoShipping } from "#server/seed/demo-shipping.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";
import { loadShippingQuotes, quoteFor } from "./load-shipping-quotes.ts";

let test: TestDatabase;
const ids: Record<string, number> = {};

const goods = {
  card: { kind: "physical", priceCents: 600, weightGrams: 40, fitsInLetter: true },
  tote: { kind: "physical", priceCents: 2400, weightGrams: 170, fitsInLetter: false },
  planner: { kind: "digital", priceCents: 800, weightGrams: 0, fitsInLetter: false },
  plan: { kind: "subscription", priceCents: 888, weightGrams: 0, fitsInLetter: false },
} as const;

beforeAll(async () => {
  test = await createTestDatabase();
  await test.db.transaction((tx) => insertDemoShipping(tx));
  const [type] = await test.db
    .insert(productTypes)
    .values({ slug: "cards", name: "Cards", code: "GRC" })
    .returning({ id: productTypes.id });
  for (const [key, product] of Object.entries(goods)) {
    const [row] = await test.db
      .insert(products)
      .values({
        ...product,
        slug: key,
        sku: key.toUpperCase(),
        title: key,
        productTypeId: type?.id ?? 0,
      })
      .returning({ id: products.id });
    ids[key] = row?.id ?? 0;
  }
});
afterAll(() => test?.close());

/** The lines of a new cart holding these products. */
async function cartOf(...items: [keyof typeof goods, number][]) {
  let token: string | undefined;
  for (const [key, quantity] of items) {
    const added = await addToCart(
      test.db,
      { token },
      {
        productId: ids[key] ?? 0,
        quantity,
        digitalAcknowledged: true,
      },
    );
    token = added.token;
  }
  return (await getCart(test.db, { token: token })).lines;
}

describe("loadShippingQuotes", () => {
  it("prices a cart's parcel by what the cart reads of each product", async () => {
    const lines = await cartOf(["card", 2], ["planner", 1]);
    const quotes = await loadShippingQuotes(test.db, lines, "US");
    expect(quotes).toMatchObject({
      needsPostage: true,
      priced: true,
      zone: { name: "USA" },
      options: [
        { name: "Letter mail, untracked", priceCents: 150, freeShipping: false },
        { name: "Tracked parcel", priceCents: 550, freeShipping: false },
      ],
    });
    // 2 × 40 g plus a tote: no letter, and the goods pass $35 in the USA.
    const heavier = await cartOf(["card", 2], ["tote", 1]);
    expect(await loadShippingQuotes(test.db, heavier, "US")).toMatchObject({
      options: [{ name: "Tracked parcel", priceCents: 0, freeShipping: true }],
    });
    expect(await loadShippingQuotes(test.db, heavier, "DE")).toMatchObject({
      zone: { name: "Europe" },
      options: [{ name: "Tracked parcel", priceCents: 1600, freeShipping: false }],
    });
  });

  it("needs no postage for downloads or a plan alone", async () => {
    for (const lines of [await cartOf(["planner", 1]), await cartOf(["plan", 1])]) {
      const quotes = await loadShippingQuotes(test.db, lines, "JP");
      expect(quotes).toEqual({ needsPostage: false });
      expect(quoteFor(quotes, undefined)).toBeNull();
    }
  });

  it("gives the order the chosen method's price, and refuses one not offered", async () => {
    const quotes = await loadShippingQuotes(test.db, await cartOf(["tote", 1]), "CA");
    const tracked = quotes.needsPostage && quotes.priced ? quotes.options[0] : undefined;
    expect(quoteFor(quotes, tracked?.methodId)).toMatchObject({ priceCents: 1600 });
    expect(() => quoteFor(quotes, (tracked?.methodId ?? 0) - 1)).toThrow(/isn't available/);
  });
});
