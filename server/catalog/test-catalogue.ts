/**
 * A small, fully known catalogue for the catalogue's tests: two types and the Mail Club,
 * three sub-categories, three topics, nine products (one inactive, one sold out, one plan).
 */
import type { Database } from "#server/db/client.ts";
import {
  type ImageVariants,
  productImages,
  productSubCategories,
  products,
  productTopicCategories,
  productTypes,
  subCategories,
  topicCategories,
} from "#server/db/schema.ts";

const now = Date.parse("2026-06-01T12:00:00Z");
const daysAgo = (days: number) => new Date(now - days * 86_400_000);

export function testVariants(name: string): ImageVariants {
  const size = (width: number) => ({
    width,
    height: Math.round((width * 3) / 4),
    avif: `/uploads/products/${name}-${width}.avif`,
    webp: `/uploads/products/${name}-${width}.webp`,
  });
  return { thumbnail: size(245), small: size(500), medium: size(750), large: size(1000) };
}

interface FixtureProduct {
  sku: string;
  title: string;
  type: string;
  price: number;
  subs: string[];
  topics: string[];
  description?: string;
  metaDescription?: string;
  popular?: boolean;
  active?: boolean;
  stock?: number | null;
  kind?: "physical" | "digital" | "subscription";
  age: number;
  images?: number;
}

export const fixtureProducts: FixtureProduct[] = [
  {
    sku: "STK-001",
    title: "Sleepy Cats Sticker Sheet",
    type: "stickers",
    price: 450,
    subs: ["sticker-sheets"],
    topics: ["cats"],
    popular: true,
    age: 1,
    images: 2,
    description: "Ten cats napping in **sunbeams**.",
  },
  {
    sku: "STK-002",
    title: "Meadow Leaves Sticker Sheet",
    type: "stickers",
    price: 500,
    subs: ["sticker-sheets"],
    topics: ["nature"],
    age: 2,
    metaDescription: "A botanical set for journals and herbariums",
    description: "Hand-painted leaves.",
  },
  {
    sku: "STK-003",
    title: "Tea Cat Die-Cut Sticker",
    type: "stickers",
    price: 350,
    subs: ["die-cut-stickers"],
    topics: ["cats", "nature"],
    age: 3,
    description: "A cat curled around a teacup.",
  },
  {
    sku: "BKM-001",
    title: "Crescent Moon Bookmark",
    type: "bookmarks",
    price: 800,
    subs: ["watercolor-bookmarks"],
    topics: ["other"],
    age: 4,
    description: "A night sky bookmark, pairs well with a sticker or two.",
  },
  {
    sku: "BKM-002",
    title: "Fern Bookmark",
    type: "bookmarks",
    price: 900,
    subs: ["watercolor-bookmarks"],
    topics: ["nature"],
    popular: true,
    age: 5,
    description: "Printed on 100% cotton_paper with a fern.",
  },
  {
    sku: "BKM-003",
    title: "Plain Linen Bookmark",
    type: "bookmarks",
    price: 700,
    subs: [],
    topics: [],
    stock: 0,
    age: 6,
    images: 0,
    description: `A simple [linen](https://example.com) bookmark. ${"Soft woven texture that lasts for years of reading. ".repeat(5)}`,
  },
  {
    sku: "BKM-004",
    title: "Watercolor Cat Bookmark",
    type: "bookmarks",
    price: 850,
    subs: ["watercolor-bookmarks"],
    topics: ["cats"],
    age: 7,
    description: "A cat among the pages.",
  },
  {
    sku: "STK-009",
    title: "Hidden Draft Sticker",
    type: "stickers",
    price: 300,
    subs: ["sticker-sheets"],
    topics: ["cats"],
    active: false,
    age: 0,
    description: "Not yet for sale.",
  },
  {
    sku: "MC-USA-MONTHLY",
    title: "Mail Club USA",
    type: "mail-club",
    price: 888,
    subs: [],
    topics: ["other"],
    kind: "subscription",
    age: 30,
    description: "Monthly mail.",
  },
];

const slug = (title: string) => title.toLowerCase().replace(/[^a-z0-9]+/g, "-");

/** Inserts the fixture catalogue; returns product ids by sku. */
export async function insertTestCatalogue(db: Database) {
  const types = await db
    .insert(productTypes)
    .values([
      { slug: "stickers", name: "Stickers", code: "STK", includedText: "Ships flat." },
      { slug: "bookmarks", name: "Bookmarks", code: "BKM", includedText: null },
      { slug: "mail-club", name: "Mail Club", code: "MCL", includedText: null },
      { slug: "tote-bags", name: "Tote Bags", code: "TOT", includedText: null },
    ])
    .returning();
  const typeId = new Map(types.map((type) => [type.slug, type.id]));
  const subs = await db
    .insert(subCategories)
    .values([
      {
        productTypeId: typeId.get("stickers") as number,
        slug: "sticker-sheets",
        name: "Sticker Sheets",
        includedText: "One A6 sheet.",
      },
      {
        productTypeId: typeId.get("stickers") as number,
        slug: "die-cut-stickers",
        name: "Die-Cut Stickers",
      },
      {
        productTypeId: typeId.get("bookmarks") as number,
        slug: "watercolor-bookmarks",
        name: "Watercolor Bookmarks",
      },
    ])
    .returning();
  const subId = new Map(subs.map((sub) => [sub.slug, sub.id]));
  const topics = await db
    .insert(topicCategories)
    .values([
      { slug: "cats", name: "Cats", emoji: "🐈" },
      { slug: "nature", name: "Nature", emoji: "🌿" },
      { slug: "other", name: "Other", emoji: "✨" },
    ])
    .returning();
  const topicId = new Map(topics.map((topic) => [topic.slug, topic.id]));

  const rows = await db
    .insert(products)
    .values(
      fixtureProducts.map((product) => ({
        kind: product.kind ?? "physical",
        slug: slug(product.title),
        sku: product.sku,
        title: product.title,
        priceCents: product.price,
        description: product.description ?? "",
        stock: product.stock === undefined ? 10 : product.stock,
        isActive: product.active ?? true,
        isPopular: product.popular ?? false,
        metaDescription: product.metaDescription ?? null,
        productTypeId: typeId.get(product.type) as number,
        flags: product.kind === "subscription" ? { paypal_plan_id: "P-TEST" } : {},
        createdAt: daysAgo(product.age),
        updatedAt: daysAgo(product.age),
      })),
    )
    .returning({ id: products.id, sku: products.sku });
  const idBySku = new Map(rows.map((row) => [row.sku, row.id]));
  const subLinks = fixtureProducts.flatMap((product) =>
    product.subs.map((sub) => ({
      productId: idBySku.get(product.sku) as number,
      subCategoryId: subId.get(sub) as number,
    })),
  );
  const topicLinks = fixtureProducts.flatMap((product) =>
    product.topics.map((topic) => ({
      productId: idBySku.get(product.sku) as number,
      topicCategoryId: topicId.get(topic) as number,
    })),
  );
  const images = fixtureProducts.flatMap((product) =>
    Array.from({ length: product.images ?? 1 }, (_, position) => ({
      productId: idBySku.get(product.sku) as number,
      position,
      alt: position === 0 ? product.title : "",
      width: 1000,
      height: 750,
      variants: testVariants(`${product.sku.toLowerCase()}-${position}`),
    })),
  );
  await db.insert(productSubCategories).values(subLinks);
  await db.insert(productTopicCategories).values(topicLinks);
  await db.insert(productImages).values(images);
  return idBySku;
}
