import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addToCart } from "#server/cart/add-to-cart.ts";
import { getCart } from "#server/cart/get-cart.ts";
import { cartMessages } from "#server/cart/messages.ts";
import type { Database } from "#server/db/client.ts";
import { productImages, products, productTypes } from "#server/db/schema.ts";
import { AppError } from "#server/lib/errors.ts";
import { loadPlanProducts } from "#server/mail-club/load-plan-products.ts";
import { putPlanInCart } from "#server/mail-club/put-plan-in-cart.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";

let test: TestDatabase;
let db: Database;
const ids: Record<string, number> = {};

function variants(name: string) {
  const variant = (width: number) => ({
    width,
    height: (width * 3) / 4,
    avif: `/${name}-${width}.avif`,
    webp: `/${name}-${width}.webp`,
  });
  return {
    thumbnail: variant(240),
    small: variant(500),
    medium: variant(800),
    large: variant(1200),
  };
}

beforeAll(async () => {
  test = await createTestDatabase();
  db = test.db;
  const [type] = await db
    .insert(productTypes)
    .values({ slug: "mail-club", name: "Mail Club", code: "MC" })
    .returning({ id: productTypes.id });
  if (!type) throw new Error("no type");
  const rows = await db
    .insert(products)
    .values([
      {
        slug: "usa",
        sku: "MC-USA-MONTHLY",
        title: "Mail Club – USA",
        kind: "subscription",
        priceCents: 888,
        productTypeId: type.id,
        flags: { preview_video_webm: "/mail-club/preview.webm", preview_video_mp4: "javascript:x" },
      },
      {
        slug: "intl",
        sku: "MC-INTL-MONTHLY",
        title: "Mail Club – International",
        kind: "subscription",
        priceCents: 988,
        productTypeId: type.id,
      },
      {
        slug: "sheet",
        sku: "STK-1",
        title: "Sticker Sheet",
        priceCents: 450,
        productTypeId: type.id,
      },
    ])
    .returning({ id: products.id, slug: products.slug });
  for (const row of rows) ids[row.slug] = row.id;
  await db.insert(productImages).values([
    {
      productId: ids.usa as number,
      position: 2,
      width: 1200,
      height: 900,
      variants: variants("second"),
    },
    {
      productId: ids.usa as number,
      position: 1,
      alt: "An envelope",
      width: 1200,
      height: 900,
      variants: variants("first"),
    },
  ]);
});
afterAll(() => test?.close());

describe("loadPlanProducts", () => {
  it("gives each plan's price, first image and preview video, in the order asked", async () => {
    const [intl, usa, ...rest] = await loadPlanProducts(db, [
      "MC-INTL-MONTHLY",
      "MC-USA-MONTHLY",
      "NOPE",
    ]);
    expect(rest).toEqual([]);
    expect(intl).toMatchObject({
      sku: "MC-INTL-MONTHLY",
      priceCents: 988,
      isAvailable: true,
      image: null,
      video: null,
    });
    expect(usa).toMatchObject({ sku: "MC-USA-MONTHLY", priceCents: 888, isAvailable: true });
    expect(usa?.image?.alt).toBe("An envelope");
    expect(usa?.images.map((image) => image.variants.large.webp)).toEqual([
      "/first-1200.webp",
      "/second-1200.webp",
    ]);
    expect(usa?.image).toEqual(usa?.images[0]);
    expect(usa?.images[1]?.alt).toBe("Mail Club – USA");
    // A flag that is not a path or an https address is ignored.
    expect(usa?.video).toEqual({ webm: "/mail-club/preview.webm", mp4: undefined });
  });

  it("marks an inactive plan unavailable", async () => {
    await db.update(products).set({ isActive: false }).where(eq(products.sku, "MC-INTL-MONTHLY"));
    try {
      const [intl] = await loadPlanProducts(db, ["MC-INTL-MONTHLY"]);
      expect(intl?.isAvailable).toBe(false);
    } finally {
      await db.update(products).set({ isActive: true }).where(eq(products.sku, "MC-INTL-MONTHLY"));
    }
  });
});

describe("putPlanInCart", () => {
  it("empties the cart and leaves exactly the plan, quantity 1", async () => {
    const { token } = await addToCart(
      db,
      { token: undefined },
      {
        productId: ids.sheet as number,
        quantity: 3,
      },
    );
    const result = await putPlanInCart(db, { sku: "MC-USA-MONTHLY", token });
    expect(result.token).toBe(token);
    const cart = await getCart(db, { token });
    expect(cart.lines.map((line) => [line.sku, line.quantity])).toEqual([["MC-USA-MONTHLY", 1]]);
    // Again, or with the other plan: still one plan, once.
    await putPlanInCart(db, { sku: "MC-USA-MONTHLY", token });
    await putPlanInCart(db, { sku: "MC-INTL-MONTHLY", token });
    const after = await getCart(db, { token });
    expect(after.lines.map((line) => [line.sku, line.quantity])).toEqual([["MC-INTL-MONTHLY", 1]]);
  });

  it("creates a cart for a visitor without one", async () => {
    const result = await putPlanInCart(db, { sku: "MC-INTL-MONTHLY", token: undefined });
    expect(result).toMatchObject({ cartCreated: true, quantity: 1 });
  });

  it("refuses a missing, inactive or non-plan product and keeps the cart as it was", async () => {
    const { token } = await addToCart(db, { token: undefined }, { productId: ids.sheet as number });
    await db.update(products).set({ isActive: false }).where(eq(products.sku, "MC-USA-MONTHLY"));
    try {
      for (const sku of ["MC-USA-MONTHLY", "MC-NOPE", "STK-1"]) {
        const error = await putPlanInCart(db, { sku, token }).catch((caught: unknown) => caught);
        expect(error).toBeInstanceOf(AppError);
        expect((error as AppError).message).toBe(cartMessages.unavailable);
      }
    } finally {
      await db.update(products).set({ isActive: true }).where(eq(products.sku, "MC-USA-MONTHLY"));
    }
    const cart = await getCart(db, { token });
    expect(cart.lines.map((line) => line.sku)).toEqual(["STK-1"]);
  });
});
