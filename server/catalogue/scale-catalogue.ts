import { inArray } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import {
  productImages,
  productSubCategories,
  products,
  productTopicCategories,
} from "#server/db/schema.ts";

const words = [
  "Autumn",
  "Midnight",
  "Pastel",
  "Golden",
  "Misty",
  "Spring",
  "Coastal",
  "Vintage",
  "Little",
  "Evening",
  "Garden",
  "Winter",
  "Sunny",
  "Rainy",
  "Velvet",
  "Paper",
];

const BATCH = 500;

function byProduct<T extends { productId: number }>(rows: T[]) {
  const grouped = new Map<number, T[]>();
  for (const row of rows) {
    const list = grouped.get(row.productId);
    if (list) list.push(row);
    else grouped.set(row.productId, [row]);
  }
  return grouped;
}

/**
 * Grows the catalogue to `target` products for benchmarks, with variations of the products
 * already there ('Misty Meadow Leaves Sticker Sheet 12'): same type, sub-categories, topics,
 * pictures (the rows point at the same files) and texts, prices and dates spread out.
 * Mail Club plans are not varied.
 * Deterministic: the same catalogue gives the same variations. Can be called again with a
 * larger target (5,000, then 50,000: the new variations vary the earlier ones too).
 */
export async function scaleCatalogue(db: Database, options: { target: number }) {
  const originals = await db.select().from(products).orderBy(products.id);
  const ids = originals.map((product) => product.id);
  if (ids.length === 0) throw new Error("scaleCatalogue needs some products to vary.");
  const [subs, topics, images] = await Promise.all([
    db.select().from(productSubCategories).where(inArray(productSubCategories.productId, ids)),
    db.select().from(productTopicCategories).where(inArray(productTopicCategories.productId, ids)),
    db.select().from(productImages).where(inArray(productImages.productId, ids)),
  ]);
  // Looked up per variation: by product, or growing 5,000 to 50,000 goes quadratic.
  const subsOf = byProduct(subs);
  const topicsOf = byProduct(topics);
  const imagesOf = byProduct(images);
  const sources = originals.filter((product) => product.kind !== "subscription");
  const missing = options.target - originals.length;
  const started = Date.now();
  for (let offset = 0; offset < missing; offset += BATCH) {
    const count = Math.min(BATCH, missing - offset);
    const variants = Array.from({ length: count }, (_, index) => {
      // Numbered on from the products already there, so a scaled catalogue can grow again.
      const n = originals.length + offset + index + 1;
      const original = sources[n % sources.length] as (typeof sources)[number];
      const word = words[Math.floor(n / sources.length) % words.length];
      const made = new Date(started - ((n * 7_919) % 4_000) * 3_600_000);
      const { id: _id, searchVector: _vector, ...rest } = original;
      return {
        source: original.id,
        row: {
          ...rest,
          title: `${word} ${original.title} ${n}`,
          slug: `${original.slug}-v${n}`,
          sku: `${original.sku}-V${n}`,
          priceCents: Math.max(0, original.priceCents + ((n * 37) % 300) - 150),
          isPopular: n % 11 === 0,
          metaTitle: null,
          createdAt: made,
          updatedAt: made,
        },
      };
    });
    const inserted = await db
      .insert(products)
      .values(variants.map((variant) => variant.row))
      .returning({ id: products.id });
    const pairs = inserted.map((row, index) => ({
      id: row.id,
      source: variants[index]?.source as number,
    }));
    const subRows = pairs.flatMap((pair) =>
      (subsOf.get(pair.source) ?? []).map((link) => ({
        productId: pair.id,
        subCategoryId: link.subCategoryId,
      })),
    );
    const topicRows = pairs.flatMap((pair) =>
      (topicsOf.get(pair.source) ?? []).map((link) => ({
        productId: pair.id,
        topicCategoryId: link.topicCategoryId,
      })),
    );
    const imageRows = pairs.flatMap((pair) =>
      (imagesOf.get(pair.source) ?? []).map(({ id: _id, createdAt: _created, ...image }) => ({
        ...image,
        productId: pair.id,
      })),
    );
    if (subRows.length > 0) await db.insert(productSubCategories).values(subRows);
    if (topicRows.length > 0) await db.insert(productTopicCategories).values(topicRows);
    if (imageRows.length > 0) await db.insert(productImages).values(imageRows);
  }
  return { products: Math.max(options.target, originals.length) };
}
