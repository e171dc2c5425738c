import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addToCart } from "#server/cart/add-to-cart.ts";
import { hashCartToken } from "#server/cart/cart-token.ts";
import { claimCart } from "#server/cart/claim-cart.ts";
import { clearCart } from "#server/cart/clear-cart.ts";
import { getCart } from "#server/cart/get-cart.ts";
import type { Database } from "#server/db/client.ts";
import { carts, customers, products, productTypes } from "#server/db/schema.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";

type Kind = "physical" | "digital" | "subscription";

let test: TestDatabase;
let db: Database;
const ids: Record<string, number> = {};
let customerCount = 0;

function id(key: string) {
  const value = ids[key];
  if (value === undefined) throw new Error(`no fixture ${key}`);
  return value;
}

async function newCustomer() {
  customerCount += 1;
  const [row] = await db
    .insert(customers)
    .values({
      email: `claim-${customerCount}@example.com`,
      passwordHash: "not-a-real-hash",
      firstName: "Claire",
      customerNumber: `C-TEST-${customerCount}`,
    })
    .returning({ id: customers.id });
  if (!row) throw new Error("no customer");
  return row.id;
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

/** What the cart of the token holds, read as its owner (a customer's cart is theirs only). */
async function contents(token: string | null | undefined) {
  const customerId = token ? ((await ownerOf(token)) ?? null) : null;
  const cart = await getCart(db, { token: token ?? undefined, customerId });
  return cart.lines.map((line) => [line.sku, line.quantity]);
}

async function ownerOf(token: string) {
  const [row] = await db
    .select({ customerId: carts.customerId })
    .from(carts)
    .where(eq(carts.tokenHash, hashCartToken(token)));
  return row?.customerId;
}

/** A customer's cart from an earlier visit: a guest cart they claimed then; its token now. */
async function earlierCart(customerId: number, ...items: [string, number?][]) {
  const { token } = await claimCart(db, { customerId, cartToken: await cartWith(...items) });
  if (!token) throw new Error("the claimed cart has no token");
  return token;
}

/** The claimed cart's new token: the guest token no longer reaches it. */
async function claimedToken(result: { token: string | null | undefined }, guest: string) {
  expect(result.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(result.token).not.toBe(guest);
  expect(await ownerOf(guest)).toBeUndefined();
  expect(await contents(guest)).toEqual([]);
  return result.token as string;
}

beforeAll(async () => {
  test = await createTestDatabase();
  db = test.db;
  const [type] = await db
    .insert(productTypes)
    .values({ slug: "stickers", name: "Stickers", code: "STK" })
    .returning({ id: productTypes.id });
  if (!type) throw new Error("no type");
  const fixtures: Record<string, { kind?: Kind; stock?: number | null }> = {
    leaves: { stock: 40 },
    cats: {},
    few: { stock: 3 },
    planner: { kind: "digital" },
    usa: { kind: "subscription" },
  };
  for (const [key, fixture] of Object.entries(fixtures)) {
    const [row] = await db
      .insert(products)
      .values({
        slug: key,
        sku: key.toUpperCase(),
        title: key,
        kind: fixture.kind ?? "physical",
        priceCents: 450,
        stock: fixture.stock === undefined ? null : fixture.stock,
        productTypeId: type.id,
      })
      .returning({ id: products.id });
    if (!row) throw new Error("no product");
    ids[key] = row.id;
  }
});
afterAll(() => test?.close());

describe("a customer's cart, named by its token (decision 036)", () => {
  it("is theirs to read with their session only: the token alone, or another's session, reads nothing", async () => {
    const owner = await newCustomer();
    const other = await newCustomer();
    const token = await earlierCart(owner, ["leaves", 2]);
    const read = async (customerId: number | null) =>
      (await getCart(db, { token, customerId })).lines.map((line) => line.sku);
    expect(await read(owner)).toEqual(["LEAVES"]);
    expect(await read(null)).toEqual([]);
    expect(await read(other)).toEqual([]);
    // Adding with the token alone starts a guest cart of its own, leaving the customer's be.
    const added = await addToCart(db, { token }, { productId: id("leaves") });
    expect(added.token).not.toBe(token);
    expect(await read(owner)).toEqual(["LEAVES"]);
  });
});

describe("claimCart", () => {
  it("leaves the cookie alone when there is no cart anywhere", async () => {
    const customerId = await newCustomer();
    expect(await claimCart(db, { customerId, cartToken: undefined })).toEqual({
      token: undefined,
      skipped: 0,
    });
    expect(await claimCart(db, { customerId, cartToken: "made-up-token-made-up-token" })).toEqual({
      token: undefined,
      skipped: 0,
    });
  });

  it("gives the guest cart to a customer who has none, under a new token", async () => {
    const customerId = await newCustomer();
    const guest = await cartWith(["leaves", 2], ["planner"]);
    const result = await claimCart(db, { customerId, cartToken: guest });
    expect(result.skipped).toBe(0);
    const token = await claimedToken(result, guest);
    expect(await ownerOf(token)).toBe(customerId);
    expect(await contents(token)).toEqual([
      ["LEAVES", 2],
      ["PLANNER", 1],
    ]);
    // Signing in again on the same browser changes nothing.
    expect(await claimCart(db, { customerId, cartToken: token })).toEqual({ token, skipped: 0 });
  });

  it("adopts the customer's older cart under a new token when the browser has none", async () => {
    const customerId = await newCustomer();
    const old = await earlierCart(customerId, ["cats", 3]);
    const result = await claimCart(db, { customerId, cartToken: undefined });
    expect(result.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(result.token).not.toBe(old);
    expect(await contents(result.token)).toEqual([["CATS", 3]]);
    expect(await contents(old)).toEqual([]);
  });

  it("merges the older cart into the guest cart: quantities add up within stock", async () => {
    const customerId = await newCustomer();
    const old = await earlierCart(customerId, ["few", 2], ["cats", 1], ["planner"]);
    const guest = await cartWith(["few", 2], ["leaves", 1], ["planner"]);
    const result = await claimCart(db, { customerId, cartToken: guest });
    expect(result.skipped).toBe(0);
    const token = await claimedToken(result, guest);
    expect(await contents(token)).toEqual([
      ["FEW", 3],
      ["LEAVES", 1],
      ["PLANNER", 1],
      ["CATS", 1],
    ]);
    expect(await ownerOf(token)).toBe(customerId);
    const owned = await db.select().from(carts).where(eq(carts.customerId, customerId));
    expect(owned).toHaveLength(1);
    expect(await contents(old)).toEqual([]);
  });

  it("leaves out products that are no longer for sale", async () => {
    const customerId = await newCustomer();
    await earlierCart(customerId, ["leaves", 2], ["cats", 1]);
    await db
      .update(products)
      .set({ isActive: false })
      .where(eq(products.id, id("cats")));
    const guest = await cartWith(["planner"]);
    const result = await claimCart(db, { customerId, cartToken: guest });
    await db
      .update(products)
      .set({ isActive: true })
      .where(eq(products.id, id("cats")));
    expect(result.skipped).toBe(1);
    expect(await contents(result.token)).toEqual([
      ["PLANNER", 1],
      ["LEAVES", 2],
    ]);
  });

  it("keeps a subscription alone: what the guest cart holds wins", async () => {
    const withPlan = await newCustomer();
    await earlierCart(withPlan, ["leaves", 1]);
    const planCart = await cartWith(["usa"]);
    const planResult = await claimCart(db, { customerId: withPlan, cartToken: planCart });
    expect(planResult.skipped).toBe(1);
    expect(await contents(planResult.token)).toEqual([["USA", 1]]);

    const withItems = await newCustomer();
    await earlierCart(withItems, ["usa"]);
    const itemsCart = await cartWith(["cats", 2]);
    const itemsResult = await claimCart(db, { customerId: withItems, cartToken: itemsCart });
    expect(itemsResult.skipped).toBe(1);
    expect(await contents(itemsResult.token)).toEqual([["CATS", 2]]);
  });

  it("brings the whole older cart, plan included, into an empty guest cart", async () => {
    const customerId = await newCustomer();
    await earlierCart(customerId, ["usa"]);
    const guest = await cartWith(["cats"]);
    await clearCart(db, { token: guest });
    const result = await claimCart(db, { customerId, cartToken: guest });
    expect(result.skipped).toBe(0);
    expect(await contents(await claimedToken(result, guest))).toEqual([["USA", 1]]);
  });

  it("never takes another customer's cart: the cookie is cleared or points at their own", async () => {
    const ana = await newCustomer();
    const anasCart = await earlierCart(ana, ["leaves", 1]);
    const ben = await newCustomer();
    expect(await claimCart(db, { customerId: ben, cartToken: anasCart })).toEqual({
      token: null,
      skipped: 0,
    });
    expect(await ownerOf(anasCart)).toBe(ana);

    const bensOld = await earlierCart(ben, ["cats", 1]);
    const result = await claimCart(db, { customerId: ben, cartToken: anasCart });
    expect(result.token).not.toBe(bensOld);
    expect(await contents(result.token)).toEqual([["CATS", 1]]);
    expect(await contents(anasCart)).toEqual([["LEAVES", 1]]);
  });

  it("claims one after the other when two sign-ins happen at once", async () => {
    const customerId = await newCustomer();
    const first = await cartWith(["leaves", 1]);
    const second = await cartWith(["cats", 1]);
    const claims = await Promise.all([
      claimCart(db, { customerId, cartToken: first }),
      claimCart(db, { customerId, cartToken: second }),
    ]);
    const owned = await db.select().from(carts).where(eq(carts.customerId, customerId));
    expect(owned).toHaveLength(1);
    // The later claim's token holds both carts' lines; the earlier one's cart was merged away.
    const lines = [...(await contents(claims[0]?.token)), ...(await contents(claims[1]?.token))];
    expect(lines.sort()).toEqual([
      ["CATS", 1],
      ["LEAVES", 1],
    ]);
  });
});
