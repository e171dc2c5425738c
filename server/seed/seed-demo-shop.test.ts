// @gate-pglite (tests/README.md): the demo seed does not depend on the engine, and the e2e setup seeds it on PostgreSQL.
import { createHash } from "node:crypto";
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { buffer } from "node:stream/consumers";
import { asc, count, eq, isNotNull, sql } from "drizzle-orm";
import pino from "pino";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addressCountries } from "#server/addresses/address-format.ts";
import {
  customers,
  discounts,
  mailClubIssues,
  orders,
  productFiles,
  productImages,
  productSubCategories,
  products,
  productTopicCategories,
  productTypes,
  shopSettings,
  subCategories,
  subscriptions,
  topicCategories,
} from "#server/db/schema.ts";
import { demoMembers } from "#server/seed/demo-history/demo-member-list.ts";
import { demoOrders } from "#server/seed/demo-history/demo-order-list.ts";
import { type SeedResult, seedDemoShopOnce } from "#server/seed/seed-demo-shop.ts";
import { parcelOf } from "#server/shipping/parcel.ts";
import { quoteShipping } from "#server/shipping/quote-shipping.ts";
import { loadShippingRules } from "#server/shipping/shipping-rules.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";

const logger = pino({ level: "silent" });
const history = { timeZone: "America/New_York" };
const specTypes = [
  "stickers",
  "bookmarks",
  "tote-bags",
  "stationery",
  "greeting-cards",
  "digital-templates",
  "freebies",
];

describe("seedDemoShopOnce", () => {
  let test: TestDatabase;
  let failure: unknown;
  let typesAfterFailure: number | undefined;
  let results: SeedResult[];

  beforeAll(async () => {
    test = await createTestDatabase();
    // A seed that fails half-way (a topic row already there) must leave nothing behind.
    await test.db.insert(topicCategories).values({ slug: "other", name: "Clash", emoji: "" });
    failure = await seedDemoShopOnce({ db: test.db, storage: test.storage, logger }).catch(
      (error: unknown) => error,
    );
    [{ n: typesAfterFailure } = { n: -1 }] = await test.db
      .select({ n: count() })
      .from(productTypes);
    await test.db.delete(topicCategories);
    // Two starts at once: exactly one seeds.
    results = await Promise.all([
      seedDemoShopOnce({ db: test.db, storage: test.storage, logger, history }),
      seedDemoShopOnce({ db: test.db, storage: test.storage, logger, history }),
    ]);
  });
  afterAll(async () => {
    await test?.close();
  });

  it("rolls everything back when seeding fails part-way", () => {
    expect(failure).toBeInstanceOf(Error);
    // Product types went in before the failing topics: rolled back with the rest.
    expect(typesAfterFailure).toBe(0);
  });

  it("seeds once when two processes start together", () => {
    expect(results.filter((result) => result.seeded)).toHaveLength(1);
  });

  it("creates at least 60 products across every product type of the spec", async () => {
    const [total] = await test.db.select({ n: count() }).from(products);
    expect(total?.n).toBeGreaterThanOrEqual(60);
    const perType = await test.db
      .select({ slug: productTypes.slug, n: count(products.id) })
      .from(productTypes)
      .leftJoin(products, eq(products.productTypeId, productTypes.id))
      .groupBy(productTypes.slug);
    const counts = new Map(perType.map((row) => [row.slug, row.n]));
    for (const slug of [...specTypes, "mail-club"]) expect(counts.get(slug)).toBeGreaterThan(0);
    expect(new Set(perType.map((row) => row.slug)).size).toBe(perType.length);
  });

  it("gives every spec type several sub-categories that its products use", async () => {
    const rows = await test.db
      .selectDistinct({ type: productTypes.slug, sub: subCategories.slug })
      .from(productSubCategories)
      .innerJoin(subCategories, eq(subCategories.id, productSubCategories.subCategoryId))
      .innerJoin(productTypes, eq(productTypes.id, subCategories.productTypeId));
    for (const slug of specTypes) {
      expect(rows.filter((row) => row.type === slug).length).toBeGreaterThanOrEqual(2);
    }
    const [unlinked] = await test.db
      .select({ n: count() })
      .from(products)
      .where(
        sql`not exists (select 1 from ${productSubCategories} where ${productSubCategories.productId} = ${products.id})`,
      );
    expect(unlinked?.n).toBe(0);
  });

  it("tags products with topics that have an emoji, 'other' included", async () => {
    const topics = await test.db.select().from(topicCategories).orderBy(asc(topicCategories.slug));
    expect(topics.map((topic) => topic.slug)).toEqual(
      expect.arrayContaining(["birthday", "nature", "cats", "other"]),
    );
    for (const topic of topics) expect(topic.emoji).not.toBe("");
    const [untagged] = await test.db
      .select({ n: count() })
      .from(products)
      .where(
        sql`not exists (select 1 from ${productTopicCategories} where ${productTopicCategories.productId} = ${products.id})`,
      );
    expect(untagged?.n).toBe(0);
  });

  it("creates both Mail Club plans with their codes, prices and flags", async () => {
    const plans = await test.db
      .select()
      .from(products)
      .where(eq(products.kind, "subscription"))
      .orderBy(asc(products.priceCents));
    expect(plans.map((plan) => [plan.sku, plan.priceCents])).toEqual([
      ["MC-USA-MONTHLY", 888],
      ["MC-INTL-MONTHLY", 988],
    ]);
    expect(plans[0]?.flags).toEqual({
      subscription_interval: "monthly",
      paypal_plan_id: "P-DEMO-USA-MONTHLY",
      preview_video_webm: "/mail-club/preview.webm",
      preview_video_mp4: "/mail-club/preview.mp4",
    });
    expect(plans[1]?.flags.subscription_interval).toBe("yearly");
    expect(plans[1]?.flags.paypal_plan_id).toMatch(/^P-/);
    for (const plan of plans) expect(plan.isActive).toBe(true);
  });

  it("has one inactive product, some sold out, some made to order, some popular", async () => {
    const all = await test.db.select().from(products);
    expect(all.filter((product) => !product.isActive)).toHaveLength(1);
    expect(all.filter((product) => product.stock === 0).length).toBeGreaterThanOrEqual(2);
    expect(all.some((product) => product.kind === "physical" && product.stock === null)).toBe(true);
    expect(all.filter((product) => product.isPopular).length).toBeGreaterThanOrEqual(4);
    expect(all.filter((product) => product.metaTitle && product.metaDescription).length).toBe(
      all.filter((product) => product.metaTitle).length,
    );
    expect(all.some((product) => product.metaTitle)).toBe(true);
  });

  it("makes digital templates and freebies digital, the rest physical", async () => {
    const rows = await test.db
      .select({ type: productTypes.slug, kind: products.kind })
      .from(products)
      .innerJoin(productTypes, eq(productTypes.id, products.productTypeId));
    for (const row of rows) {
      const expected =
        row.kind === "gift_card" && row.type === "greeting-cards"
          ? "gift_card"
          : row.type === "mail-club"
            ? "subscription"
            : ["digital-templates", "freebies"].includes(row.type)
              ? "digital"
              : "physical";
      expect(row.kind, row.type).toBe(expected);
    }
  });

  it("weighs every physical product for postage, some fitting in a letter; the rest weigh nothing", async () => {
    const all = await test.db.select().from(products);
    const physical = all.filter((product) => product.kind === "physical");
    for (const product of physical) expect(product.weightGrams, product.sku).toBeGreaterThan(0);
    for (const product of all.filter((other) => other.kind !== "physical")) {
      expect([product.weightGrams, product.fitsInLetter], product.sku).toEqual([0, false]);
    }
    const weightOf = (sku: string) => all.find((product) => product.sku === sku);
    expect(weightOf("STK-001")).toMatchObject({ weightGrams: 10, fitsInLetter: true });
    expect(weightOf("TOT-001")).toMatchObject({ fitsInLetter: false });
    expect(physical.filter((product) => product.fitsInLetter).length).toBeGreaterThan(20);
  });

  it("seeds the README's discount codes: WELCOME10, POSTFREE in the USA from $20, FIRSTLETTER", async () => {
    const codes = await test.db
      .select()
      .from(discounts)
      .where(isNotNull(discounts.code))
      .orderBy(discounts.code);
    expect(codes).toMatchObject([
      {
        code: "FIRSTLETTER",
        kind: "club_intro",
        introPriceCents: 400,
        introIssues: 1,
        scope: "club_plans",
        perCustomerLimit: 1,
        newCustomersOnly: true,
      },
      {
        code: "POSTFREE",
        kind: "free_postage",
        postageCountries: ["US"],
        minSubtotalCents: 2000,
        usageLimit: null,
        archivedAt: null,
      },
      { code: "WELCOME10", kind: "percent", percentOff: 10, perCustomerLimit: 1, scope: "order" },
    ]);
  });

  it("seeds postage: USA, Canada, Europe and the rest of the world, letter mail and tracked", async () => {
    const rules = await loadShippingRules(test.db);
    expect(rules.zones.map((zone) => [zone.name, zone.restOfWorld, zone.freeOverCents])).toEqual([
      ["USA", false, 3500],
      ["Canada", false, null],
      ["Europe", false, null],
      ["Rest of the world", true, null],
    ]);
    const known = new Set(addressCountries().map((country) => country.code));
    const europe = rules.zones[2]?.countries ?? [];
    expect(europe).toEqual(expect.arrayContaining(["DE", "FR", "GB", "IE", "NO", "CH"]));
    for (const code of europe) expect(known.has(code), code).toBe(true);
    expect(rules.methods.map((method) => [method.name, method.lettersOnly])).toEqual([
      ["Letter mail, untracked", true],
      ["Tracked parcel", false],
    ]);
    for (const method of rules.methods) {
      for (const zone of rules.zones) {
        const bands = rules.rates.filter(
          (rate) => rate.methodId === method.id && rate.zoneId === zone.id,
        );
        expect(bands.length, `${method.name} to ${zone.name}`).toBeGreaterThanOrEqual(2);
      }
    }
    const sticker = parcelOf([
      {
        product: { kind: "physical" },
        quantity: 1,
        unitPriceCents: 450,
        weightGrams: 10,
        fitsInLetter: true,
      },
    ]);
    const pricesTo = (country: string) => {
      const quotes = quoteShipping(rules, sticker, country);
      if (!quotes.needsPostage || !quotes.priced) return [];
      return quotes.options.map((option) => option.priceCents);
    };
    expect(pricesTo("US")).toEqual([150, 550]);
    expect(pricesTo("DE")).toEqual([350, 1600]);
    expect(pricesTo("JP")).toEqual([350, 1600]);
    expect(quoteShipping(rules, { ...sticker, goodsCents: 3500 }, "US")).toMatchObject({
      options: [{ priceCents: 0, freeShipping: true }, { priceCents: 550 }],
    });
  });

  it("gives every digital product a file to download, stored privately with its hash", async () => {
    const rows = await test.db
      .select({ kind: products.kind, file: productFiles })
      .from(products)
      .leftJoin(productFiles, eq(productFiles.productId, products.id));
    const digital = rows.filter((row) => row.kind === "digital");
    expect(digital.length).toBeGreaterThanOrEqual(14);
    expect(rows.filter((row) => row.kind !== "digital" && row.file)).toEqual([]);
    for (const { file } of digital) {
      expect(file, "a digital product without a file").not.toBeNull();
      const bytes = await buffer(await test.storage.privateFiles.read(file?.storageKey ?? ""));
      expect(bytes.length).toBe(file?.sizeBytes);
      expect(createHash("sha256").update(bytes).digest("hex")).toBe(file?.sha256);
      expect(["application/pdf", "image/png"]).toContain(file?.contentType);
    }
  });

  it("stores every product's images in all sizes, as AVIF and WebP files on disk", async () => {
    const images = await test.db.select().from(productImages);
    const [total] = await test.db.select({ n: count() }).from(products);
    expect(new Set(images.map((image) => image.productId)).size).toBe(total?.n);
    const urls = new Set<string>();
    for (const image of images) {
      expect(image.alt).not.toBe("");
      expect([image.width, image.height]).toEqual([1000, 750]);
      for (const [size, width] of [
        ["thumbnail", 245],
        ["small", 500],
        ["medium", 750],
        ["large", 1000],
      ] as const) {
        const variant = image.variants[size];
        expect(variant.width).toBe(width);
        expect(variant.height).toBe(Math.round((width * 3) / 4));
        expect(variant.avif).toMatch(/^\/uploads\/products\/[a-z0-9-]+-[0-9a-f]{12}\.avif$/);
        expect(variant.webp).toMatch(/^\/uploads\/products\/[a-z0-9-]+-[0-9a-f]{12}\.webp$/);
        urls.add(variant.avif);
        urls.add(variant.webp);
      }
    }
    for (const url of urls) {
      const file = path.join(test.dataDir, url);
      expect((await stat(file)).size, url).toBeGreaterThan(500);
    }
    const sample = images[0]?.variants.small;
    const webp = await sharp(
      await readFile(path.join(test.dataDir, sample?.webp ?? "")),
    ).metadata();
    expect([webp.format, webp.width, webp.height]).toEqual(["webp", 500, 375]);
    const avif = await sharp(
      await readFile(path.join(test.dataDir, sample?.avif ?? "")),
    ).metadata();
    expect(avif.format).toBe("heif");
    expect([avif.width, avif.height]).toEqual([500, 375]);
  });

  it("writes the shop settings with the about-me picture", async () => {
    const [settings] = await test.db.select().from(shopSettings);
    expect(settings?.shopName).toBe("Washi Paper Studio");
    expect(settings?.ownerEmail).toBe("hello@washi.example");
    expect(settings?.bannerText).toMatch(/25th/);
    expect(settings?.socialLinks.map((link) => link.label)).toContain("Instagram");
    expect(settings?.aboutMeImagePath).toMatch(/^\/uploads\/about\/.+\.webp$/);
    await stat(path.join(test.dataDir, settings?.aboutMeImagePath ?? "missing"));
  });

  it("does nothing when the shop already exists, its history included", async () => {
    const counts = () =>
      Promise.all(
        [products, orders, customers, subscriptions, mailClubIssues].map((table) =>
          test.db.select({ n: count() }).from(table),
        ),
      );
    const before = await counts();
    expect(before.map(([row]) => row?.n)).toEqual([
      expect.any(Number),
      demoOrders.length + 2, // the demo gift's order and the demo gift card's too
      expect.any(Number),
      demoMembers.length,
      expect.any(Number),
    ]);
    const again = await seedDemoShopOnce({ db: test.db, storage: test.storage, logger, history });
    expect(again.seeded).toBe(false);
    expect(await counts()).toEqual(before);
    const [settingsRows] = await test.db.select({ n: count() }).from(shopSettings);
    expect(settingsRows?.n).toBe(1);
  });
});
