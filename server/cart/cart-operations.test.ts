import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addToCart } from "#server/cart/add-to-cart.ts";
import { createCartToken, hashCartToken } from "#server/cart/cart-token.ts";
import { clearCart } from "#server/cart/clear-cart.ts";
import { countCartItems } from "#server/cart/count-cart-items.ts";
import { getCart } from "#server/cart/get-cart.ts";
import { MAX_LINE_QUANTITY } from "#server/cart/line-quantity.ts";
import { cartMessages } from "#server/cart/messages.ts";
import { removeFromCart } from "#server/cart/remove-from-cart.ts";
import { setCartQuantity } from "#server/cart/set-cart-quantity.ts";
import type { Database } from "#server/db/client.ts";
import { cartLines, carts, productImages, products, productTypes } from "#server/db/schema.ts";
import { refusal } from "#tests/support/refusal.ts";
import { createTestDatabase, queryRows, type TestDatabase } from "#tests/support/test-database.ts";

type Kind = "physical" | "digital" | "subscription";
interface Fixture {
  title: string;
  kind?: Kind;
  priceCents?: number;
  stock?: number | null;
  isActive?: boolean;
}

let test: TestDatabase;
let db: Database;
const ids: Record<string, number> = {};

async function insertProducts(fixtures: Record<string, Fixture>) {
  const [type] = await db
    .insert(productTypes)
    .values({ slug: "stickers", name: "Stickers", code: "STK" })
    .returning({ id: productTypes.id });
  if (!type) throw new Error("no type");
  for (const [key, fixture] of Object.entries(fixtures)) {
    const [row] = await db
      .insert(products)
      .values({
        slug: key,
        sku: key.toUpperCase(),
        title: fixture.title,
        kind: fixture.kind ?? "physical",
        priceCents: fixture.priceCents ?? 450,
        stock: fixture.stock === undefined ? null : fixture.stock,
        isActive: fixture.isActive ?? true,
        productTypeId: type.id,
      })
      .returning({ id: products.id });
    if (!row) throw new Error("no product");
    ids[key] = row.id;
  }
}

function id(key: string) {
  const value = ids[key];
  if (value === undefined) throw new Error(`no fixture ${key}`);
  return value;
}

/** A new cart holding the given products; returns its token. */
async function cartWith(...items: [string, number?][]) {
  let token: string | undefined;
  for (const [key, quantity] of items) {
    const result = await addToCart(
      db,
      { token },
      {
        productId: id(key),
        quantity,
        digitalAcknowledged: true,
      },
    );
    token = result.token;
  }
  if (!token) throw new Error("empty cart");
  return token;
}

/** The id of the product's (first) line in the cart of `token`; 0 when it has none. */
async function lineOf(token: string, key: string) {
  const cart = await getCart(db, { token });
  return cart.lines.find((line) => line.product.id === id(key))?.id ?? 0;
}

/** Opens pool connections ahead (PostgreSQL), so concurrent calls really run side by side. */
async function warmUpConnections(count: number) {
  await Promise.all(Array.from({ length: count }, () => db.execute(sql`select pg_sleep(0.05)`)));
}

async function cartCount() {
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from carts`);
  return row?.n ?? 0;
}

beforeAll(async () => {
  test = await createTestDatabase();
  db = test.db;
  await insertProducts({
    leaves: { title: "Meadow Leaves Sticker Sheet", priceCents: 450, stock: 40 },
    cats: { title: "Sleepy Cats Sticker Sheet", priceCents: 395 },
    few: { title: "Last Few Bookmarks", priceCents: 600, stock: 3 },
    soldOut: { title: "Birthday Balloons Sticker Sheet", stock: 0 },
    retired: { title: "Vintage Map Notebook", isActive: false },
    planner: { title: "Printable Planner", kind: "digital", priceCents: 500 },
    usa: { title: "Mail Club USA", kind: "subscription", priceCents: 888 },
    intl: { title: "Mail Club International", kind: "subscription", priceCents: 988 },
  });
  await db.insert(productImages).values({
    productId: id("leaves"),
    position: 0,
    alt: "Leaves",
    width: 1000,
    height: 750,
    variants: {
      thumbnail: { width: 245, height: 184, avif: "/t.avif", webp: "/t.webp" },
      small: { width: 500, height: 375, avif: "/s.avif", webp: "/s.webp" },
      medium: { width: 750, height: 563, avif: "/m.avif", webp: "/m.webp" },
      large: { width: 1000, height: 750, avif: "/l.avif", webp: "/l.webp" },
    },
  });
});
afterAll(() => test?.close());

describe("a visitor without a cart", () => {
  it("has an empty cart and a count of 0, and looking creates nothing", async () => {
    const before = await cartCount();
    expect(await getCart(db, { token: undefined })).toMatchObject({
      lines: [],
      totalCents: 0,
      itemCount: 0,
    });
    expect(await getCart(db, { token: createCartToken() })).toMatchObject({ lines: [] });
    expect(await countCartItems(db, { token: undefined })).toBe(0);
    expect(await countCartItems(db, { token: "not a token" })).toBe(0);
    await clearCart(db, { token: undefined });
    expect(await removeFromCart(db, { token: undefined }, { lineId: 1 })).toEqual({
      removed: false,
    });
    expect(await cartCount()).toBe(before);
  });

  it("gets a new cart and a new random token on the first add, stored only as its hash", async () => {
    const result = await addToCart(db, { token: undefined }, { productId: id("cats") });
    expect(result).toMatchObject({ cartCreated: true, quantity: 1, added: 1 });
    expect(result.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await db
      .select()
      .from(carts)
      .where(eq(carts.tokenHash, hashCartToken(result.token)));
    expect(stored).toHaveLength(1);
    const all = await queryRows<{ token_hash: string }>(db, sql`select token_hash from carts`);
    expect(all.some((row) => row.token_hash === result.token)).toBe(false);
  });

  it("never adopts a token the browser made up", async () => {
    const madeUp = createCartToken();
    const result = await addToCart(db, { token: madeUp }, { productId: id("cats") });
    expect(result.cartCreated).toBe(true);
    expect(result.token).not.toBe(madeUp);
  });

  it("gets no cart when the add is refused", async () => {
    const before = await cartCount();
    await refusal(addToCart(db, { token: undefined }, { productId: id("soldOut") }));
    await refusal(addToCart(db, { token: undefined }, { productId: id("planner") }));
    expect(await cartCount()).toBe(before);
  });
});

describe("addToCart", () => {
  it("adds a new line with 1 by default, then grows it by the given quantity", async () => {
    const token = await cartWith(["leaves"]);
    const again = await addToCart(db, { token }, { productId: id("leaves"), quantity: 3 });
    expect(again).toMatchObject({ token, cartCreated: false, quantity: 4, added: 3 });
    expect(await countCartItems(db, { token })).toBe(4);
  });

  it("refuses an unknown or inactive product", async () => {
    const token = await cartWith(["cats"]);
    for (const productId of [id("retired"), 9_999_999]) {
      const error = await refusal(addToCart(db, { token }, { productId }));
      expect(error.code).toBe("not_found");
      expect(error.message).toBe("This product is no longer available.");
    }
  });

  it("refuses a product with stock 0", async () => {
    const error = await refusal(addToCart(db, { token: undefined }, { productId: id("soldOut") }));
    expect(error.message).toBe("Sorry, this product is out of stock.");
  });

  it("refuses more than the stock, naming what is left", async () => {
    const first = await refusal(
      addToCart(db, { token: undefined }, { productId: id("few"), quantity: 4 }),
    );
    expect(first.message).toBe("Only 3 left in stock.");
    const token = await cartWith(["few", 2]);
    const second = await refusal(addToCart(db, { token }, { productId: id("few"), quantity: 2 }));
    expect(second.message).toBe("Only 3 left in stock, and 2 already in your cart.");
    expect(await countCartItems(db, { token })).toBe(2);
    await addToCart(db, { token }, { productId: id("few") });
    expect(await countCartItems(db, { token })).toBe(3);
  });

  it("refuses bad quantities, and takes any number beyond 99 that stock allows", async () => {
    for (const quantity of [0, -2, 1.5, Number.NaN, 1e9]) {
      const error = await refusal(
        addToCart(db, { token: undefined }, { productId: id("cats"), quantity }),
      );
      expect(error.code).toBe("bad_request");
    }
    const token = await cartWith(["cats", 98]);
    const more = await addToCart(db, { token }, { productId: id("cats"), quantity: 150 });
    expect(more.quantity).toBe(248);
    const [line] = (await getCart(db, { token })).lines;
    expect(line?.maxQuantity).toBe(MAX_LINE_QUANTITY);
    const error = await refusal(
      addToCart(db, { token }, { productId: id("cats"), quantity: MAX_LINE_QUANTITY }),
    );
    expect(error.message).toBe(cartMessages.tooMany);
  });

  it("needs the acknowledgment for a digital product, and keeps its quantity at 1", async () => {
    const error = await refusal(addToCart(db, { token: undefined }, { productId: id("planner") }));
    expect(error.message).toBe("Please confirm you understand this is a digital product.");
    const token = await cartWith(["planner"]);
    const again = await addToCart(
      db,
      { token },
      {
        productId: id("planner"),
        quantity: 5,
        digitalAcknowledged: true,
      },
    );
    expect(again).toMatchObject({ quantity: 1, added: 0 });
    expect(await countCartItems(db, { token })).toBe(1);
  });

  it("keeps a subscription alone in its cart", async () => {
    const withItems = await cartWith(["cats"]);
    const mixed = await refusal(addToCart(db, { token: withItems }, { productId: id("usa") }));
    expect(mixed.code).toBe("conflict");
    expect(mixed.message).toBe(
      "Subscription products cannot be purchased with other items. Please checkout separately.",
    );
    expect(mixed.details).toEqual({ alertTitle: "Invalid Cart Combination" });

    const withPlan = await cartWith(["usa"]);
    for (const key of ["cats", "planner", "intl"]) {
      const error = await refusal(
        addToCart(db, { token: withPlan }, { productId: id(key), digitalAcknowledged: true }),
      );
      expect(error.message).toBe(cartMessages.invalidCombination);
    }
    const again = await addToCart(db, { token: withPlan }, { productId: id("usa"), quantity: 2 });
    expect(again).toMatchObject({ quantity: 1, added: 0 });
  });

  it("counts both of two adds made at the same moment (two tabs)", async () => {
    const token = await cartWith(["cats"]);
    await warmUpConnections(3);
    await Promise.all([
      addToCart(db, { token }, { productId: id("cats"), quantity: 2 }),
      addToCart(db, { token }, { productId: id("cats"), quantity: 3 }),
      addToCart(db, { token }, { productId: id("leaves"), quantity: 1 }),
    ]);
    const cart = await getCart(db, { token });
    expect(cart.lines.map((line) => [line.sku, line.quantity])).toEqual([
      ["CATS", 6],
      ["LEAVES", 1],
    ]);
  });

  it("checks the stock against every one of many adds made at the same moment", async () => {
    const token = await cartWith(["leaves"]);
    await warmUpConnections(8);
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, () => addToCart(db, { token }, { productId: id("few") })),
    );
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(3);
    for (const result of results) {
      if (result.status === "rejected") {
        expect(result.reason.message).toBe("Only 3 left in stock, and 3 already in your cart.");
      }
    }
    expect(await countCartItems(db, { token })).toBe(4);
  });
});

describe("setCartQuantity", () => {
  it("sets the quantity of a line in the cart", async () => {
    const token = await cartWith(["leaves", 2]);
    expect(
      await setCartQuantity(db, { token }, { lineId: await lineOf(token, "leaves"), quantity: 5 }),
    ).toEqual({
      quantity: 5,
    });
    expect(await countCartItems(db, { token })).toBe(5);
  });

  it("removes the line at 0 or less", async () => {
    const token = await cartWith(["leaves"], ["cats"]);
    await setCartQuantity(db, { token }, { lineId: await lineOf(token, "leaves"), quantity: 0 });
    await setCartQuantity(db, { token }, { lineId: await lineOf(token, "cats"), quantity: -1 });
    expect((await getCart(db, { token })).lines).toEqual([]);
  });

  it("refuses more than the stock and a line not in the cart; 100 is fine", async () => {
    const token = await cartWith(["few"], ["cats"]);
    const someoneElses = await cartWith(["leaves"]);
    const beyond = await refusal(
      setCartQuantity(db, { token }, { lineId: await lineOf(token, "few"), quantity: 4 }),
    );
    expect(beyond.message).toBe("Only 3 left in stock.");
    const hundred = { lineId: await lineOf(token, "cats"), quantity: 100 };
    expect(await setCartQuantity(db, { token }, hundred)).toEqual({ quantity: 100 });
    const missing = await refusal(
      setCartQuantity(db, { token }, { lineId: await lineOf(someoneElses, "leaves"), quantity: 2 }),
    );
    expect(missing.message).toBe(cartMessages.notInCart);
    expect(await countCartItems(db, { token: someoneElses })).toBe(1);
    const noCart = await refusal(
      setCartQuantity(db, { token: undefined }, { lineId: 1, quantity: 2 }),
    );
    expect(noCart.code).toBe("not_found");
  });

  it("keeps a digital download at 1", async () => {
    const token = await cartWith(["planner"]);
    const error = await refusal(
      setCartQuantity(db, { token }, { lineId: await lineOf(token, "planner"), quantity: 2 }),
    );
    expect(error.message).toBe(cartMessages.oneOnly);
  });
});

describe("removeFromCart and clearCart", () => {
  it("removes one line, then empties the cart but keeps it for the next add", async () => {
    const token = await cartWith(["leaves"], ["cats", 2], ["few"]);
    const cats = await lineOf(token, "cats");
    expect(await removeFromCart(db, { token }, { lineId: cats })).toEqual({ removed: true });
    expect(await removeFromCart(db, { token }, { lineId: cats })).toEqual({ removed: false });
    expect(await countCartItems(db, { token })).toBe(2);
    await clearCart(db, { token });
    expect(await countCartItems(db, { token })).toBe(0);
    const next = await addToCart(db, { token }, { productId: id("cats") });
    expect(next.cartCreated).toBe(false);
  });
});

describe("getCart", () => {
  it("prices every line from the database and totals them", async () => {
    const token = await cartWith(["leaves", 2], ["cats", 3], ["planner"]);
    const cart = await getCart(db, { token });
    expect(
      cart.lines.map((line) => [line.product.title, line.quantity, line.lineTotalCents]),
    ).toEqual([
      ["Meadow Leaves Sticker Sheet", 2, 900],
      ["Sleepy Cats Sticker Sheet", 3, 1185],
      ["Printable Planner", 1, 500],
    ]);
    expect(cart.totalCents).toBe(2585);
    expect(cart.itemCount).toBe(6);
    expect(cart.hasInvalidCombination).toBe(false);
    const [leaves, cats, planner] = cart.lines;
    expect(leaves).toMatchObject({
      unitPriceCents: 450,
      stock: 40,
      maxQuantity: 40,
      problem: null,
      product: { slug: "leaves", kind: "physical", type: { slug: "stickers", name: "Stickers" } },
    });
    expect(leaves?.product.image?.variants.thumbnail.webp).toBe("/t.webp");
    expect(cats).toMatchObject({
      maxQuantity: MAX_LINE_QUANTITY,
      product: { image: null, isAvailable: true },
    });
    expect(planner).toMatchObject({ maxQuantity: 1, product: { kind: "digital" } });

    // A price change shows at once: the cart keeps no price of its own.
    await db
      .update(products)
      .set({ priceCents: 500 })
      .where(eq(products.id, id("leaves")));
    expect((await getCart(db, { token })).lines[0]?.lineTotalCents).toBe(1000);
    await db
      .update(products)
      .set({ priceCents: 450 })
      .where(eq(products.id, id("leaves")));
  });

  it("says what is wrong with a line whose product changed since it was added", async () => {
    const token = await cartWith(["leaves", 5], ["cats"]);
    await db
      .update(products)
      .set({ stock: 2 })
      .where(eq(products.id, id("leaves")));
    await db
      .update(products)
      .set({ isActive: false })
      .where(eq(products.id, id("cats")));
    const cart = await getCart(db, { token });
    expect(cart.lines.map((line) => line.problem)).toEqual([
      "Only 2 left in stock.",
      "This product is no longer available.",
    ]);
    expect(cart.lines[1]?.product.isAvailable).toBe(false);
    await db
      .update(products)
      .set({ stock: 40 })
      .where(eq(products.id, id("leaves")));
    await db
      .update(products)
      .set({ isActive: true })
      .where(eq(products.id, id("cats")));
  });

  it("flags a subscription that shares the cart with other items", async () => {
    const token = await cartWith(["usa"]);
    expect(await getCart(db, { token })).toMatchObject({
      hasSubscription: true,
      hasInvalidCombination: false,
    });
    // Only possible through data from elsewhere (a merged guest cart): shown as a warning.
    const [cart] = await db
      .select({ id: carts.id })
      .from(carts)
      .where(eq(carts.tokenHash, hashCartToken(token)));
    if (!cart) throw new Error("no cart");
    await db.insert(cartLines).values({ cartId: cart.id, productId: id("cats"), quantity: 1 });
    expect((await getCart(db, { token })).hasInvalidCombination).toBe(true);
  });
});
