import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { addToCart } from "#server/cart/add-to-cart.ts";
import { claimCart } from "#server/cart/claim-cart.ts";
import { getCart } from "#server/cart/get-cart.ts";
import { removeFromCart } from "#server/cart/remove-from-cart.ts";
import { setCartQuantity } from "#server/cart/set-cart-quantity.ts";
import type { PersonalisationInput } from "#server/catalogue/personalisation.ts";
import { createOrder } from "#server/checkout/create-order.ts";
import type { Database } from "#server/db/client.ts";
import { customers } from "#server/db/schema.ts";
import { getOrder } from "#server/orders/get-order.ts";
import { DEFAULT_TIME_ZONE } from "#server/shop/shop-time-zone.ts";
import { insertTestProduct, testCheckoutInput } from "#tests/support/fixtures/orders.ts";
import { refusal } from "#tests/support/refusal.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";

let test: TestDatabase;
let db: Database;
let banner: number;
let limited: number;

const bannerFields = {
  text: { label: "Banner text", maxLength: 40 },
  choice: { label: "Colour", options: ["Sage", "Clay"] },
};
const mina = "Happy 30th, Mina! 🎉";

beforeAll(async () => {
  test = await createTestDatabase();
  db = test.db;
  banner = await insertTestProduct(db, {
    title: "Custom Painted Banner",
    priceCents: 4800,
    stock: null,
    personalisation: bannerFields,
  });
  limited = await insertTestProduct(db, {
    title: "Painted Pennant",
    stock: 3,
    personalisation: { text: { label: "Name", maxLength: 12 }, choice: null },
  });
});
afterAll(() => test?.close());
beforeEach(() => db.execute(sql`delete from rate_limit_events`));

async function add(
  token: string | undefined,
  personalisation: PersonalisationInput,
  options: { productId?: number; quantity?: number } = {},
) {
  const result = await addToCart(
    db,
    { token },
    {
      productId: options.productId ?? banner,
      quantity: options.quantity,
      personalisation,
    },
  );
  return result.token;
}

/** The lines of the cart of `token`, as its customer (if it is one's) reads them. */
async function linesOf(token: string, customerId: number | null = null) {
  return (await getCart(db, { token, customerId })).lines.map((line) => ({
    quantity: line.quantity,
    answers: line.personalisation.map((answer) => answer.value),
  }));
}

describe("a personalised product in the cart", () => {
  it("keeps each text on a line of its own, and the same text on the same line", async () => {
    const token = await add(undefined, { text: mina, choice: "Sage" });
    await add(token, { text: "Bon voyage, Zoë", choice: "Sage" });
    await add(token, { text: mina, choice: "Sage" }, { quantity: 2 });
    await add(token, { text: mina, choice: "Clay" });
    expect(await linesOf(token)).toEqual([
      { quantity: 3, answers: [mina, "Sage"] },
      { quantity: 1, answers: ["Bon voyage, Zoë", "Sage"] },
      { quantity: 1, answers: [mina, "Clay"] },
    ]);
    const [first] = (await getCart(db, { token })).lines;
    expect(first?.personalisation).toEqual([
      { label: "Banner text", value: mina },
      { label: "Colour", value: "Sage" },
    ]);
  });

  it("keeps the words exactly as typed: spaces, accents, emoji, right-to-left", async () => {
    const texts = ["  two  spaces ", "ÉTÉ à Noël", "שלום Mina", "مرحبا بكم", "👩🏽‍🎨 Ada"];
    let token: string | undefined;
    for (const text of texts) token = await add(token, { text, choice: "Clay" });
    const stored = await linesOf(token ?? "");
    expect(stored.map((line) => line.answers[0])).toEqual(texts);
  });

  it("refuses a missing, too long or multi-line text and a choice not offered, naming the field", async () => {
    const cases: [PersonalisationInput, string, string][] = [
      [{ choice: "Sage" }, "Please enter the banner text.", "personalText"],
      [{ text: "   ", choice: "Sage" }, "Please enter the banner text.", "personalText"],
      [
        { text: "x".repeat(41), choice: "Sage" },
        "Banner text can be at most 40 characters.",
        "personalText",
      ],
      [
        { text: "two\nlines", choice: "Sage" },
        "Banner text must be one line of text.",
        "personalText",
      ],
      [{ text: mina }, "Please choose a colour.", "personalChoice"],
      [{ text: mina, choice: "Gold" }, "Please choose a colour from the list.", "personalChoice"],
    ];
    for (const [input, message, field] of cases) {
      const error = await refusal(add(undefined, input));
      expect(error.message).toBe(message);
      expect(error.details?.field).toBe(field);
    }
  });

  it("counts characters as a reader does: 40 emoji fit a 40-character banner", async () => {
    const token = await add(undefined, { text: "🎉".repeat(40), choice: "Sage" });
    expect(await linesOf(token)).toHaveLength(1);
    await expect(add(undefined, { text: "🎉".repeat(41), choice: "Sage" })).rejects.toThrow(
      "at most 40 characters",
    );
  });

  it("shares the product's stock between its lines", async () => {
    const token = await add(undefined, { text: "Ada" }, { productId: limited, quantity: 2 });
    const error = await refusal(add(token, { text: "Grace" }, { productId: limited, quantity: 2 }));
    expect(error.message).toBe("Only 3 left in stock, and 2 already in your cart.");
    await add(token, { text: "Grace" }, { productId: limited });
    const [ada, grace] = (await getCart(db, { token })).lines;
    expect(ada?.maxQuantity).toBe(2);
    const more = await refusal(
      setCartQuantity(db, { token }, { lineId: grace?.id ?? 0, quantity: 2 }),
    );
    expect(more.message).toBe("Only 3 left in stock, and 2 already in your cart.");
  });

  it("removes one personalised line and leaves the other", async () => {
    const token = await add(undefined, { text: "One", choice: "Sage" });
    await add(token, { text: "Two", choice: "Sage" });
    const [one] = (await getCart(db, { token })).lines;
    await removeFromCart(db, { token }, { lineId: one?.id ?? 0 });
    expect(await linesOf(token)).toEqual([{ quantity: 1, answers: ["Two", "Sage"] }]);
  });

  it("merges a customer's older cart line by line at sign-in", async () => {
    const [customer] = await db
      .insert(customers)
      .values({
        email: "banner@example.com",
        passwordHash: "x",
        firstName: "Bea",
        customerNumber: "C-BANNER",
      })
      .returning({ id: customers.id });
    const older = await add(undefined, { text: mina, choice: "Sage" });
    await add(older, { text: "Only in the old cart", choice: "Clay" });
    await claimCart(db, { customerId: customer?.id ?? 0, cartToken: older });
    const guest = await add(undefined, { text: mina, choice: "Sage" });
    const claimed = await claimCart(db, { customerId: customer?.id ?? 0, cartToken: guest });
    expect(await linesOf(claimed.token ?? "", customer?.id)).toEqual([
      { quantity: 2, answers: [mina, "Sage"] },
      { quantity: 1, answers: ["Only in the old cart", "Clay"] },
    ]);
  });
});

describe("a personalised line in an order", () => {
  it("carries its words and labels to the order's lines, one line each", async () => {
    const cartToken = await add(undefined, { text: mina, choice: "Sage" });
    await add(cartToken, { text: "Bon voyage", choice: "Clay" }, { quantity: 2 });
    const { order } = await createOrder(db, testCheckoutInput(), {
      customer: null,
      from: { token: cartToken },
      clientAddress: "198.51.100.20",
      publicUrl: "https://washi.test",
      timeZone: DEFAULT_TIME_ZONE,
    });
    expect(order.totalCents).toBe(3 * 4800);
    const details = await getOrder(db, order.id);
    expect(
      details?.items.map(({ quantity, personalisation }) => ({ quantity, personalisation })),
    ).toEqual([
      {
        quantity: 1,
        personalisation: [
          { label: "Banner text", value: mina },
          { label: "Colour", value: "Sage" },
        ],
      },
      {
        quantity: 2,
        personalisation: [
          { label: "Banner text", value: "Bon voyage" },
          { label: "Colour", value: "Clay" },
        ],
      },
    ]);
  });
});
