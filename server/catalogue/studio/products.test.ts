import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getProduct } from "#server/catalogue/get-product.ts";
import { listProducts } from "#server/catalogue/list-products.ts";
import {
  orderItems,
  orders,
  products,
  storefrontVersion,
  studioAuditLog,
  subCategories,
  topicCategories,
} from "#server/db/schema.ts";
import type { StudioAccount } from "#server/lib/studio-account.ts";
import { insertTestCatalogue } from "#tests/support/fixtures/catalogue.ts";
import { refusal } from "#tests/support/refusal.ts";
import { studioSessionCookie } from "#tests/support/studio.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";
import { createProduct } from "./create-product.ts";
import { deleteProduct } from "./delete-product.ts";
import { duplicateProduct } from "./duplicate-product.ts";
import { getStudioProduct } from "./get-studio-product.ts";
import { setProductActive } from "./set-product-active.ts";
import { updateProduct } from "./update-product.ts";

let test: TestDatabase;
let account: StudioAccount;
let ids: Map<string, number>;
let stickers: number;
let sheets: number;
let watercolor: number;
let cats: number;

beforeAll(async () => {
  test = await createTestDatabase();
  ids = await insertTestCatalogue(test.db);
  ({ account } = await studioSessionCookie(test.db));
  const subs = await test.db.select().from(subCategories);
  const bySlug = (slug: string) => subs.find((sub) => sub.slug === slug) as (typeof subs)[number];
  sheets = bySlug("sticker-sheets").id;
  watercolor = bySlug("watercolor-bookmarks").id;
  stickers = bySlug("sticker-sheets").productTypeId;
  const [topic] = await test.db
    .select()
    .from(topicCategories)
    .where(eq(topicCategories.slug, "cats"));
  cats = topic?.id as number;
});
afterAll(() => test?.close());

async function lastAudit(subject: string) {
  const [row] = await test.db
    .select()
    .from(studioAuditLog)
    .where(eq(studioAuditLog.subject, subject))
    .orderBy(desc(studioAuditLog.id))
    .limit(1);
  return row;
}

async function version() {
  const [row] = await test.db.select().from(storefrontVersion);
  return Number(row?.version);
}

const newSticker = (overrides: Record<string, unknown> = {}) => ({
  title: "Rainy Day Frogs",
  productTypeId: String(stickers),
  price: "5.25",
  stock: "12",
  description: "Frogs with **umbrellas**.",
  subCategoryIds: [String(sheets)],
  topicIds: [String(cats)],
  isActive: "on",
  ...overrides,
});

describe("createProduct", () => {
  it("adds the product with its links, a slug from the name, a code from the type, an audit row", async () => {
    const before = await version();
    const created = await createProduct(test.db, account, newSticker());
    expect(created.slug).toBe("rainy-day-frogs");
    const product = await getStudioProduct(test.db, created.id);
    expect(product).toMatchObject({
      title: "Rainy Day Frogs",
      sku: "STK-005",
      priceCents: 525,
      stock: 12,
      isActive: true,
      subCategoryIds: [sheets],
      topicIds: [cats],
      description: "Frogs with **umbrellas**.",
    });
    expect(await version()).toBeGreaterThan(before);
    const audit = await lastAudit(`product:${created.id}`);
    expect(audit).toMatchObject({
      action: "product.create",
      accountId: account.id,
      actorEmail: account.email,
      details: { title: "Rainy Day Frogs", sku: "STK-005", priceCents: 525, isActive: true },
    });
    // It is in the shop at once: its listing and its page.
    const listing = await listProducts(test.db, { types: ["stickers"] });
    expect(listing.products.map((card) => card.slug)).toContain("rainy-day-frogs");
    expect((await getProduct(test.db, "rainy-day-frogs"))?.priceCents).toBe(525);
  });

  it("numbers a slug made from a name already used, and keeps a blank stock as made to order", async () => {
    const created = await createProduct(test.db, account, newSticker({ stock: "", sku: "frog-2" }));
    expect(created.slug).toBe("rainy-day-frogs-2");
    const product = await getStudioProduct(test.db, created.id);
    expect(product).toMatchObject({ sku: "FROG-2", stock: null });
  });

  it("refuses a slug or a code another product has, naming it, and saves nothing", async () => {
    const before = await test.db.$count(products);
    const slug = await refusal(
      createProduct(test.db, account, newSticker({ slug: "sleepy-cats-sticker-sheet" })),
    );
    expect(slug.code).toBe("conflict");
    expect(slug.details).toEqual({
      slug: "This slug is already used by “Sleepy Cats Sticker Sheet”. Choose another one.",
    });
    const sku = await refusal(createProduct(test.db, account, newSticker({ sku: "stk-001" })));
    expect(sku.details).toEqual({
      sku: "This code is already used by “Sleepy Cats Sticker Sheet”. Choose another one.",
    });
    expect(await test.db.$count(products)).toBe(before);
  });

  it("refuses bad input by field, and sub-categories of another type", async () => {
    const bad = await refusal(
      createProduct(test.db, account, newSticker({ title: " ", price: "abc", stock: "-2" })),
    );
    expect(bad.code).toBe("bad_request");
    expect(Object.keys(bad.details ?? {}).sort()).toEqual(["price", "stock", "title"]);
    const otherType = await refusal(
      createProduct(test.db, account, newSticker({ subCategoryIds: [String(watercolor)] })),
    );
    expect(otherType.details).toEqual({
      subCategoryIds: "Choose only sub-categories of the product's type",
    });
    const unknown = await refusal(
      createProduct(
        test.db,
        account,
        newSticker({ productTypeId: "999999", topicIds: ["999999"] }),
      ),
    );
    expect(unknown.details).toMatchObject({
      productTypeId: "That product type no longer exists. Please choose another one.",
      topicIds: "Choose topics from the list",
    });
  });

  it("saves products made at the same moment, each under a code made for it", async () => {
    // On PostgreSQL the saves overlap, and two of them may pick the same next number.
    const titles = ["Moth", "Heron", "Otter", "Wren", "Newt", "Vole"].map(
      (name) => `${name} Stickers`,
    );
    const created = await Promise.all(
      titles.map((title) => createProduct(test.db, account, newSticker({ title }))),
    );
    const codes = await Promise.all(
      created.map(async ({ id }) => (await getStudioProduct(test.db, id))?.sku),
    );
    expect(new Set(codes).size).toBe(titles.length);
    expect(codes.every((code) => /^STK-\d{3}$/.test(code ?? ""))).toBe(true);
  });
});

describe("updateProduct", () => {
  it("saves every field, keeps flags it does not edit, and logs what changed", async () => {
    const id = ids.get("MC-USA-MONTHLY") as number;
    await test.db
      .update(products)
      .set({ flags: { paypal_plan_id: "P-TEST", preview_video_mp4: "/old.mp4", extra: 1 } })
      .where(eq(products.id, id));
    const before = await version();
    await updateProduct(test.db, account, id, {
      title: "Mail Club USA",
      slug: "mail-club-usa",
      sku: "MC-USA-MONTHLY",
      kind: "subscription",
      productTypeId: String((await getStudioProduct(test.db, id))?.productTypeId),
      price: "9.50",
      stock: "",
      description: "Monthly mail.",
      paypalPlanId: "P-NEW",
      subscriptionInterval: "monthly",
      metaTitle: "Mail Club in the USA",
    });
    const product = await getStudioProduct(test.db, id);
    expect(product).toMatchObject({
      priceCents: 950,
      metaTitle: "Mail Club in the USA",
      flags: { paypal_plan_id: "P-NEW", subscription_interval: "monthly", extra: 1 },
      topicIds: [],
    });
    expect(product?.flags).not.toHaveProperty("preview_video_mp4");
    expect(await version()).toBeGreaterThan(before);
    const audit = await lastAudit(`product:${id}`);
    expect(audit?.action).toBe("product.update");
    expect(audit?.details).toMatchObject({
      priceCents: [888, 950],
      changed: ["priceCents", "stock", "metaTitle", "flags"],
    });
    expect(audit?.details).not.toHaveProperty("description");
  });

  it("shows the new price on the product page and in the listing", async () => {
    const id = ids.get("STK-002") as number;
    const current = await getStudioProduct(test.db, id);
    await updateProduct(test.db, account, id, {
      title: current?.title,
      slug: current?.slug,
      sku: current?.sku,
      productTypeId: String(stickers),
      price: "7.77",
      stock: "3",
      subCategoryIds: current?.subCategoryIds.map(String),
      topicIds: current?.topicIds.map(String),
    });
    expect((await getProduct(test.db, String(id)))?.priceCents).toBe(777);
    const listing = await listProducts(test.db, { types: ["stickers"] });
    expect(listing.products.find((card) => card.id === id)?.priceCents).toBe(777);
  });

  it("keeps its own slug and code, refuses another product's, and makes a blank one again", async () => {
    const id = ids.get("STK-003") as number;
    const base = {
      title: "Tea Cat Die-Cut Sticker",
      productTypeId: String(stickers),
      price: "3.50",
    };
    await updateProduct(test.db, account, id, {
      ...base,
      slug: "tea-cat-die-cut-sticker",
      sku: "STK-003",
    });
    const taken = await refusal(
      updateProduct(test.db, account, id, { ...base, slug: "fern-bookmark" }),
    );
    expect(taken.details).toEqual({
      slug: "This slug is already used by “Fern Bookmark”. Choose another one.",
    });
    const remade = await updateProduct(test.db, account, id, { ...base, title: "Tea Cat Sticker" });
    expect(remade.slug).toBe("tea-cat-sticker");
    expect((await getStudioProduct(test.db, id))?.sku).toMatch(/^STK-\d{3}$/);
  });

  it("refuses an unknown product and a subscription without its plan", async () => {
    const missing = await refusal(
      updateProduct(test.db, account, 999_999, {
        title: "X",
        productTypeId: String(stickers),
        price: "1",
      }),
    );
    expect(missing.code).toBe("not_found");
    const plan = await refusal(
      updateProduct(test.db, account, ids.get("STK-001") as number, {
        title: "X",
        productTypeId: String(stickers),
        price: "1",
        kind: "subscription",
      }),
    );
    expect(plan.details).toEqual({ paypalPlanId: "A subscription needs its PayPal plan ID" });
  });
});

describe("duplicateProduct", () => {
  it("copies everything as an archived '(copy)' with a new slug and code, twice over", async () => {
    const id = ids.get("STK-001") as number;
    const first = await duplicateProduct(test.db, account, id);
    const second = await duplicateProduct(test.db, account, id);
    const original = await getStudioProduct(test.db, id);
    const copy = await getStudioProduct(test.db, first.id);
    expect(copy).toMatchObject({
      title: `${original?.title} (copy)`,
      slug: `${original?.slug}-copy`,
      sku: `${original?.sku}-COPY`,
      isActive: false,
      priceCents: original?.priceCents,
      description: original?.description,
      subCategoryIds: original?.subCategoryIds,
      topicIds: original?.topicIds,
    });
    expect(copy?.images.map((image) => image.variants)).toEqual(
      original?.images.map((image) => image.variants),
    );
    expect(await getStudioProduct(test.db, second.id)).toMatchObject({
      slug: `${original?.slug}-copy-2`,
      sku: `${original?.sku}-COPY-2`,
    });
    expect(await getProduct(test.db, first.slug)).toBe(null);
    expect(await lastAudit(`product:${first.id}`)).toMatchObject({
      action: "product.duplicate",
      details: { from: `product:${id}` },
    });
    expect((await refusal(duplicateProduct(test.db, account, 999_999))).code).toBe("not_found");
  });

  it("makes copies asked for at the same moment, each under keys of its own", async () => {
    const id = ids.get("STK-002") as number;
    const copies = await Promise.all(
      [1, 2, 3, 4].map(() => duplicateProduct(test.db, account, id)),
    );
    expect(new Set(copies.map((copy) => copy.slug)).size).toBe(4);
  });
});

describe("archive and delete", () => {
  it("archiving takes the product out of the shop, unarchiving brings it back, each logged once", async () => {
    const id = ids.get("BKM-002") as number;
    expect(await setProductActive(test.db, account, id, false)).toEqual({ id, changed: true });
    expect(await getProduct(test.db, "fern-bookmark")).toBe(null);
    const listing = await listProducts(test.db, { types: ["bookmarks"] });
    expect(listing.products.map((card) => card.id)).not.toContain(id);
    expect((await lastAudit(`product:${id}`))?.action).toBe("product.archive");
    expect(await setProductActive(test.db, account, id, false)).toEqual({ id, changed: false });
    await setProductActive(test.db, account, id, true);
    expect((await getProduct(test.db, "fern-bookmark"))?.id).toBe(id);
    expect((await lastAudit(`product:${id}`))?.action).toBe("product.unarchive");
    const archives = await test.db
      .select()
      .from(studioAuditLog)
      .where(
        and(
          eq(studioAuditLog.subject, `product:${id}`),
          eq(studioAuditLog.action, "product.archive"),
        ),
      );
    expect(archives).toHaveLength(1);
  });

  it("never deletes a product that was ordered; deletes one nobody ordered", async () => {
    const id = ids.get("BKM-001") as number;
    const [order] = await test.db
      .insert(orders)
      .values({
        orderNumber: "W-STUDIO-1",
        customerEmail: "ana@example.com",
        customerName: "Ana Silva",
        shippingAddress: {
          firstName: "Ana",
          lastName: "Silva",
          addressLine1: "1 Main St",
          city: "Portland",
          stateProvince: "OR",
          postalCode: "97201",
          country: "US",
        },
        subtotalCents: 800,
        totalCents: 800,
      })
      .returning();
    await test.db.insert(orderItems).values({
      orderId: order?.id as number,
      productId: id,
      title: "Crescent Moon Bookmark",
      unitPriceCents: 800,
      quantity: 1,
    });
    expect((await getStudioProduct(test.db, id))?.orderCount).toBe(1);
    const refused = await refusal(deleteProduct(test.db, account, id, test.storage.privateFiles));
    expect(refused.code).toBe("conflict");
    expect(refused.message).toMatch(/on 1 order or membership.*Archive it instead/);
    expect(await getStudioProduct(test.db, id)).not.toBe(null);

    const draft = await createProduct(test.db, account, newSticker({ title: "Mistake" }));
    await deleteProduct(test.db, account, draft.id, test.storage.privateFiles);
    expect(await getStudioProduct(test.db, draft.id)).toBe(null);
    expect(await lastAudit(`product:${draft.id}`)).toMatchObject({
      action: "product.delete",
      details: { title: "Mistake" },
    });
  });
});

describe("a product's personalisation", () => {
  const banner = (overrides: Record<string, unknown> = {}) =>
    newSticker({
      title: "Painted Door Banner",
      stock: "",
      personalTextLabel: "Banner text",
      personalTextMaxLength: "",
      personalChoiceLabel: "Colour",
      personalChoiceOptions: "Sage\r\nClay, Indigo\n\nSage",
      ...overrides,
    });

  it("saves the buyer's text (40 characters when blank) and the choice's options, once each", async () => {
    const created = await createProduct(test.db, account, banner());
    expect((await getStudioProduct(test.db, created.id))?.personalisation).toEqual({
      text: { label: "Banner text", maxLength: 40 },
      choice: { label: "Colour", options: ["Sage", "Clay", "Indigo"] },
    });
    expect((await getProduct(test.db, created.slug))?.personalisation?.text?.maxLength).toBe(40);
  });

  it("keeps the text without a choice, and clears when the fields are blanked", async () => {
    const { id } = await createProduct(
      test.db,
      account,
      banner({ personalChoiceLabel: "", personalChoiceOptions: "" }),
    );
    expect((await getStudioProduct(test.db, id))?.personalisation).toEqual({
      text: { label: "Banner text", maxLength: 40 },
      choice: null,
    });
    await updateProduct(
      test.db,
      account,
      id,
      banner({ personalTextLabel: "", personalChoiceLabel: "", personalChoiceOptions: "" }),
    );
    expect((await getStudioProduct(test.db, id))?.personalisation).toBeNull();
  });

  it("refuses half-filled fields and a personalised download, each under its field", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { personalTextLabel: "", personalTextMaxLength: "30" },
        "personalTextLabel",
        "Name the text the buyer writes, like Banner text",
      ],
      [
        { personalTextMaxLength: "0" },
        "personalTextMaxLength",
        "Enter a whole number from 1 to 200, or leave it blank for 40",
      ],
      [
        { personalTextMaxLength: "201" },
        "personalTextMaxLength",
        "Enter a whole number from 1 to 200, or leave it blank for 40",
      ],
      [{ personalChoiceOptions: "" }, "personalChoiceOptions", "List the options, one per line"],
      [{ personalChoiceLabel: "" }, "personalChoiceLabel", "Name the choice, like Colour"],
      [
        { personalChoiceOptions: Array.from({ length: 21 }, (_, n) => `Colour ${n}`).join("\n") },
        "personalChoiceOptions",
        "List at most 20 options",
      ],
      [{ kind: "digital" }, "personalTextLabel", "Only a physical product can be personalised"],
    ];
    for (const [overrides, field, message] of cases) {
      const error = await refusal(createProduct(test.db, account, banner(overrides)));
      expect(error.details?.[field], field).toBe(message);
    }
  });
});

describe("a product's weight and letter flag", () => {
  it("saves a physical product's weight in grams and whether it fits in a letter, in the audit too", async () => {
    const created = await createProduct(
      test.db,
      account,
      newSticker({ title: "Heavy Frogs", weightGrams: " 40 ", fitsInLetter: "on" }),
    );
    expect(await getStudioProduct(test.db, created.id)).toMatchObject({
      weightGrams: 40,
      fitsInLetter: true,
    });
    await updateProduct(
      test.db,
      account,
      created.id,
      newSticker({ title: "Heavy Frogs", weightGrams: "", fitsInLetter: "" }),
    );
    expect(await getStudioProduct(test.db, created.id)).toMatchObject({
      weightGrams: 0,
      fitsInLetter: false,
    });
    expect((await lastAudit(`product:${created.id}`))?.details).toMatchObject({
      weightGrams: [40, 0],
      fitsInLetter: [true, false],
    });
  });

  it("stores a download as weighing nothing, whatever the fields say", async () => {
    const { id } = await createProduct(
      test.db,
      account,
      newSticker({
        title: "Frog Planner",
        kind: "digital",
        weightGrams: "300",
        fitsInLetter: "on",
      }),
    );
    expect(await getStudioProduct(test.db, id)).toMatchObject({
      weightGrams: 0,
      fitsInLetter: false,
    });
  });

  it("refuses a weight that is not whole grams from 0 to 30,000, under its field", async () => {
    const cases: [string, string][] = [
      ["12.5", "Enter the weight in whole grams, like 40, or leave it blank for 0"],
      ["-5", "Enter the weight in whole grams, like 40, or leave it blank for 0"],
      ["forty", "Enter the weight in whole grams, like 40, or leave it blank for 0"],
      ["30001", "The weight can be at most 30,000 g (30 kg)"],
    ];
    for (const [weightGrams, message] of cases) {
      const error = await refusal(createProduct(test.db, account, newSticker({ weightGrams })));
      expect(error.details?.weightGrams, weightGrams).toBe(message);
    }
    const heaviest = await createProduct(
      test.db,
      account,
      newSticker({ title: "Heaviest Frogs", weightGrams: "30000" }),
    );
    expect((await getStudioProduct(test.db, heaviest.id))?.weightGrams).toBe(30_000);
  });
});
