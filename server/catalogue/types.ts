import type { ProductSale } from "#server/catalogue/sale-price.ts";
import type { ImageVariants, PersonalisationFields, ProductFlags } from "#server/db/schema.ts";

/** The shapes the catalogue's read operations return to pages and to the JSON API. */

export type { ProductKind } from "#server/db/schema.ts";

import type { ProductKind } from "#server/db/schema.ts";

export interface ProductImage {
  alt: string;
  width: number;
  height: number;
  variants: ImageVariants;
}

/** What a listing card, the cart and 'You Might Also Like' need. */
export interface ProductCard {
  id: number;
  slug: string;
  title: string;
  kind: ProductKind;
  priceCents: number;
  /** An automatic sale in force on it (its price after the sale); null for none. */
  sale: ProductSale | null;
  type: { slug: string; name: string };
  isPopular: boolean;
  /** Active and stock not 0 (spec §3). */
  isAvailable: boolean;
  /** The first image, or null: the page draws the 'Image Coming Soon' placeholder. */
  image: ProductImage | null;
  createdAt: Date;
}

export interface ProductDetail extends ProductCard {
  sku: string;
  /** Markdown. */
  description: string;
  metaTitle: string;
  /** The stored one, or the first 160 characters of the description. */
  metaDescription: string;
  /** Null: made to order, no limit. */
  stock: number | null;
  isActive: boolean;
  flags: ProductFlags;
  images: ProductImage[];
  subCategories: { slug: string; name: string }[];
  topicCategories: { slug: string; name: string; emoji: string }[];
  inheritedDescription: string | null;
  inheritedSpecs: string | null;
  inheritedInstructions: string | null;
  includedText: string | null;
  /** Null: not personalised; else what the buyer is asked before adding to the cart. */
  personalisation: PersonalisationFields | null;
  updatedAt: Date;
}

/**
 * A product detail with what the JSON API delivers besides: the type's code and included
 * text, and each sub-category's included text. getProduct returns this; pages may ignore it.
 */
export interface ProductRecord extends ProductDetail {
  productType: { slug: string; name: string; code: string; includedText: string | null };
  subCategories: { slug: string; name: string; includedText: string | null }[];
}

export type ProductSort = "relevance" | "name" | "price-low" | "price-high" | "newest";

/** Every filter is optional; lists are slugs; prices are inclusive, in cents. */
export interface ProductFilters {
  types?: string[];
  subCategories?: string[];
  topics?: string[];
  search?: string;
  minPriceCents?: number;
  maxPriceCents?: number;
  /** Default: relevance with a search term, else newest. */
  sort?: ProductSort;
  /** 1-based; default 1. */
  page?: number;
  /** Default 50, at most 100. */
  pageSize?: number;
  /** Default true: only active products. */
  activeOnly?: boolean;
  /** Listings leave the Mail Club plans out: `excludeKinds: ["subscription"]`. */
  excludeKinds?: ProductKind[];
}

export interface ProductPage {
  products: ProductCard[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

export interface FilterCount {
  /** The value's row id (the smallest, when a sub-category slug is shared by several types). */
  id?: number;
  slug: string;
  name: string;
  count: number;
  /** Topics only. */
  emoji?: string;
}

/** Counts for each facet, each computed with every other current filter applied. */
export interface AvailableFilters {
  productTypes: FilterCount[];
  subCategories: FilterCount[];
  topicCategories: FilterCount[];
}
