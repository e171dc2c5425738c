import type { ProductImage, ProductRecord } from "#server/catalogue/types.ts";
import { withClubCountries } from "#server/content/club-countries.ts";
import type { ApiProduct } from "#server/http/api/catalogue-schemas.ts";
import { dollarsOf } from "#server/lib/money.ts";

function toApiImage(image: ProductImage): ApiProduct["images"][number] {
  const format = (size: keyof ProductImage["variants"]) => {
    const variant = image.variants[size];
    return { url: variant.webp, avif: variant.avif, width: variant.width, height: variant.height };
  };
  return {
    url: image.variants.large.webp,
    avif: image.variants.large.avif,
    alternativeText: image.alt,
    width: image.width,
    height: image.height,
    formats: {
      thumbnail: format("thumbnail"),
      small: format("small"),
      medium: format("medium"),
      large: format("large"),
    },
  };
}

/**
 * A product record in the API's shape (spec §3, "Product (as delivered by the API)"), its
 * texts with the Mail Club's number of countries filled in as every page fills it.
 */
export function toApiProduct(product: ProductRecord, clubCountries: number): ApiProduct {
  const counted = (text: string) => withClubCountries(text, clubCountries);
  return {
    id: product.id,
    kind: product.kind,
    title: product.title,
    slug: product.slug,
    sku: product.sku,
    price: dollarsOf(product.priceCents),
    description: counted(product.description),
    images: product.images.map(toApiImage),
    is_active: product.isActive,
    stock: product.stock,
    is_available: product.isAvailable,
    product_type: product.productType,
    sub_categories: product.subCategories.map((sub) => ({
      name: sub.name,
      slug: sub.slug,
      includedText: sub.includedText,
    })),
    topic_categories: product.topicCategories.map((topic) => ({
      name: topic.name,
      slug: topic.slug,
      emoji: topic.emoji,
    })),
    meta_title: counted(product.metaTitle),
    meta_description: counted(product.metaDescription),
    flags: product.flags,
    isPopular: product.isPopular,
    included_text: product.includedText,
    inherited_content_description: product.inheritedDescription,
    inherited_content_specs: product.inheritedSpecs,
    inherited_content_instructions: product.inheritedInstructions,
    personalisation: product.personalisation,
    created_at: product.createdAt.toISOString(),
    updated_at: product.updatedAt.toISOString(),
  };
}
