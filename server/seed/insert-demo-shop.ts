import { slugify } from "#server/catalogue/slugify.ts";
import type { Transaction } from "#server/db/client.ts";
import {
  giftCardOffers,
  type ImageVariants,
  mailClubGiftPrices,
  productImages,
  productSubCategories,
  products,
  productTopicCategories,
  productTypes,
  shopSettings,
  subCategories,
  topicCategories,
} from "#server/db/schema.ts";
import {
  demoDesigns,
  demoProductTypes,
  demoTopics,
  motifByTopic,
} from "#server/seed/demo-catalogue.ts";
import { demoGiftPrices } from "#server/seed/demo-gift-prices.ts";
import type { DemoImages } from "#server/seed/demo-images.ts";
import { type DemoProduct, demoProducts } from "#server/seed/demo-products.ts";
import { demoShopSettings } from "#server/seed/demo-settings.ts";

const HOUR = 3_600_000;

function productDescription(product: DemoProduct) {
  const details = (product.details ?? []).map((line) => `- ${line}`).join("\n");
  return details ? `${product.blurb}\n\n${details}\n` : `${product.blurb}\n`;
}

/** The designs a product is pictured with: the one matching its first topic, then another. */
function designsFor(product: DemoProduct, indexInType: number) {
  const designs = demoDesigns.filter((design) => design.type === product.type);
  const topic = product.topics[0];
  const wanted = topic ? motifByTopic[topic] : undefined;
  let first = designs.findIndex((design) => design.motif === wanted);
  if (first < 0) first = indexInType % designs.length;
  const ids = [designs[first]?.id, designs[(first + 1) % designs.length]?.id];
  return [...new Set(ids.filter((id): id is string => id !== undefined))];
}

/** Creation times spread over the past months, the types interleaved, the plans oldest. */
function creationTimes(now: Date) {
  const positions = new Map<string, number>();
  const ranked = demoProducts
    .map((product) => {
      const ofType = demoProducts.filter((other) => other.type === product.type);
      const fromEnd = ofType.length - 1 - ofType.indexOf(product);
      const typeOrder = demoProductTypes.findIndex((type) => type.slug === product.type);
      const key = product.kind === "subscription" ? 1e6 : fromEnd * 100 + typeOrder;
      return { sku: product.sku, key };
    })
    .sort((a, b) => a.key - b.key);
  ranked.forEach((entry, rank) => {
    positions.set(entry.sku, rank);
  });
  return (sku: string) => new Date(now.getTime() - ((positions.get(sku) ?? 0) + 1) * 31 * HOUR);
}

/** Inserts the demo catalogue and settings (a handful of multi-row inserts). */
export async function insertDemoShop(tx: Transaction, images: DemoImages, now: Date) {
  const types = await tx
    .insert(productTypes)
    .values(
      demoProductTypes.map((type, index) => ({
        slug: type.slug,
        name: type.name,
        code: type.code,
        includedText: type.includedText,
        sortOrder: index,
      })),
    )
    .returning({ id: productTypes.id, slug: productTypes.slug });
  const typeId = new Map(types.map((type) => [type.slug, type.id]));

  const subs = await tx
    .insert(subCategories)
    .values(
      demoProductTypes.flatMap((type) =>
        type.subCategories.map((sub) => ({
          productTypeId: typeId.get(type.slug) as number,
          slug: sub.slug,
          name: sub.name,
          includedText: sub.includedText ?? null,
        })),
      ),
    )
    .returning({
      id: subCategories.id,
      typeId: subCategories.productTypeId,
      slug: subCategories.slug,
    });
  const subId = new Map(subs.map((sub) => [`${sub.typeId}:${sub.slug}`, sub.id]));

  const topics = await tx
    .insert(topicCategories)
    .values(demoTopics.map((topic) => ({ ...topic })))
    .returning({ id: topicCategories.id, slug: topicCategories.slug });
  const topicId = new Map(topics.map((topic) => [topic.slug, topic.id]));

  const createdAt = creationTimes(now);
  const rows = await tx
    .insert(products)
    .values(
      demoProducts.map((product) => {
        const type = demoProductTypes.find((candidate) => candidate.slug === product.type);
        if (!type) throw new Error(`Demo product ${product.sku} has an unknown type.`);
        const kind = product.kind ?? type.kind;
        const made = createdAt(product.sku);
        return {
          kind,
          slug: product.slug ?? slugify(product.title),
          sku: product.sku,
          title: product.title,
          priceCents: product.price,
          description: productDescription(product),
          stock: product.stock,
          weightGrams: product.weightGrams ?? 0,
          fitsInLetter: product.fitsInLetter ?? false,
          fitsInEnvelope: product.fitsInEnvelope ?? false,
          isActive: product.active ?? true,
          flags: product.flags ?? {},
          isPopular: product.popular ?? false,
          metaTitle: product.metaTitle ?? null,
          metaDescription: product.metaDescription ?? null,
          inheritedContentDescription: inheritedDescription[kind],
          inheritedContentSpecs: type.specs,
          inheritedContentInstructions: type.instructions,
          includedText: product.includedText ?? null,
          personalisation: product.personalisation ?? null,
          productTypeId: typeId.get(type.slug) as number,
          createdAt: made,
          updatedAt: made,
        };
      }),
    )
    .returning({ id: products.id, sku: products.sku, typeId: products.productTypeId });
  const productBySku = new Map(rows.map((row) => [row.sku, row]));

  const subLinks: { productId: number; subCategoryId: number }[] = [];
  const topicLinks: { productId: number; topicCategoryId: number }[] = [];
  const imageRows: (typeof productImages.$inferInsert)[] = [];
  const indexInType = new Map<string, number>();
  for (const product of demoProducts) {
    const row = productBySku.get(product.sku);
    if (!row) continue;
    for (const slug of product.subCategories) {
      const id = subId.get(`${row.typeId}:${slug}`);
      if (id === undefined)
        throw new Error(`Demo product ${product.sku}: no sub-category ${slug}.`);
      subLinks.push({ productId: row.id, subCategoryId: id });
    }
    for (const slug of product.topics) {
      const id = topicId.get(slug);
      if (id === undefined) throw new Error(`Demo product ${product.sku}: no topic ${slug}.`);
      topicLinks.push({ productId: row.id, topicCategoryId: id });
    }
    const index = indexInType.get(product.type) ?? 0;
    indexInType.set(product.type, index + 1);
    designsFor(product, index).forEach((designId, position) => {
      const variants = images.designs.get(designId) as ImageVariants;
      imageRows.push({
        productId: row.id,
        position,
        alt: position === 0 ? product.title : `${product.title}, another design`,
        width: variants.large.width,
        height: variants.large.height,
        variants,
      });
    });
  }
  await tx.insert(productSubCategories).values(subLinks);
  await tx.insert(productTopicCategories).values(topicLinks);
  await tx.insert(productImages).values(imageRows);
  await tx
    .insert(shopSettings)
    .values({ ...demoShopSettings, aboutMeImagePath: images.aboutMeUrl });
  await tx.insert(mailClubGiftPrices).values([...demoGiftPrices]);
  const offers = demoProducts.flatMap((product) => {
    const productId = productBySku.get(product.sku)?.id;
    return product.giftCard && productId ? [{ productId, ...product.giftCard }] : [];
  });
  if (offers.length > 0) await tx.insert(giftCardOffers).values(offers);
  return { products: rows.length, images: imageRows.length };
}

/** The "Additional Information" every product of a kind shares. */
const inheritedDescription = {
  physical:
    "Designed and painted by hand at Washi Paper Studio and produced in small batches. Orders ship within 1-2 business days.",
  digital:
    "A digital file made in the studio: nothing is shipped. Your download link arrives by e-mail right after checkout.",
  subscription: null,
  gift_card: null,
} as const;
