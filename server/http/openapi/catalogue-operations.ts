/** The catalogue endpoints (server/http/api/products.ts), documented from its Zod schemas. */
import { z } from "zod";
import {
  type ApiProduct,
  featuredQuery,
  filtersResponse,
  productFilterQuery,
  productListQuery,
  productListResponse,
  productResponse,
  productSearchQuery,
  productsResponse,
} from "#server/http/api/catalogue-schemas.ts";
import { failure, type Operation, publicCache } from "#server/http/openapi/operation.ts";

const exampleProduct: ApiProduct = {
  id: 2,
  kind: "physical",
  title: "Sleepy Cats Sticker Sheet",
  slug: "sleepy-cats-sticker-sheet",
  sku: "STK-002",
  price: 4.5,
  description: "Ten cats doing what cats do best…\n\n- 10 stickers on an A6 sheet\n",
  images: [
    {
      url: "/uploads/products/stickers-cat-1000-3f2a9c1b7d4e.webp",
      avif: "/uploads/products/stickers-cat-1000-8b1c2d3e4f5a.avif",
      alternativeText: "Sleepy Cats Sticker Sheet",
      width: 1000,
      height: 750,
      formats: {
        thumbnail: {
          url: "/uploads/products/stickers-cat-245-0a1b2c3d4e5f.webp",
          avif: "/uploads/products/stickers-cat-245-1a2b3c4d5e6f.avif",
          width: 245,
          height: 184,
        },
        small: {
          url: "/uploads/products/stickers-cat-500-2a3b4c5d6e7f.webp",
          avif: "/uploads/products/stickers-cat-500-3a4b5c6d7e8f.avif",
          width: 500,
          height: 375,
        },
        medium: {
          url: "/uploads/products/stickers-cat-750-4a5b6c7d8e9f.webp",
          avif: "/uploads/products/stickers-cat-750-5a6b7c8d9e0f.avif",
          width: 750,
          height: 563,
        },
        large: {
          url: "/uploads/products/stickers-cat-1000-3f2a9c1b7d4e.webp",
          avif: "/uploads/products/stickers-cat-1000-8b1c2d3e4f5a.avif",
          width: 1000,
          height: 750,
        },
      },
    },
  ],
  is_active: true,
  stock: 35,
  is_available: true,
  product_type: {
    name: "Stickers",
    slug: "stickers",
    code: "STK",
    includedText: "Ships flat in a recycled glassine sleeve with a card stiffener.",
  },
  sub_categories: [
    { name: "Sticker Sheets", slug: "sticker-sheets", includedText: "One A6 sheet." },
  ],
  topic_categories: [{ name: "Cats", slug: "cats", emoji: "🐈" }],
  meta_title: "Sleepy Cats Sticker Sheet",
  meta_description: "Ten cats doing what cats do best: napping in sunbeams, loaves on windowsills…",
  flags: {},
  isPopular: true,
  included_text: "One A6 sheet.",
  inherited_content_description: "Designed and painted by hand at Washi Paper Studio…",
  inherited_content_specs: "Matte vinyl or washi paper, printed in small batches.",
  inherited_content_instructions: "Apply to clean, dry surfaces. Peel slowly from one corner.",
  personalisation: null,
  created_at: "2026-10-20T09:00:00.000Z",
  updated_at: "2026-10-20T09:00:00.000Z",
};

const badRequest = failure(
  "A parameter is malformed or out of range; `details` names each one.",
  "bad_request",
  "Invalid request",
  { pageSize: "Must be a whole number from 1 to 100" },
);

export const catalogueOperations: Operation[] = [
  {
    method: "get",
    path: "/api/products",
    operationId: "listProducts",
    summary: "List products",
    description:
      "Active products matching the filters, one page at a time, newest first (most relevant first with a search term) unless `sort` says otherwise.",
    tag: "Catalogue",
    query: productListQuery,
    responses: {
      200: {
        description: "One page of products and the pagination.",
        headers: publicCache,
        schema: productListResponse,
        example: {
          data: [exampleProduct],
          meta: { pagination: { page: 1, pageSize: 50, pageCount: 1, total: 1 } },
        },
      },
      400: badRequest,
    },
  },
  {
    method: "get",
    path: "/api/products/filters",
    operationId: "listProductFilters",
    summary: "Available filter values with counts",
    description:
      "For each facet, the values with the number of products you would get by choosing each one: the count applies every other current filter. Values with no product are left out, except the chosen ones. Ordered by name.",
    tag: "Catalogue",
    query: productFilterQuery,
    responses: {
      200: {
        description: "The three facets.",
        headers: publicCache,
        schema: filtersResponse,
        example: {
          data: {
            productTypes: [{ id: 1, name: "Stickers", slug: "stickers", count: 12 }],
            subCategories: [{ id: 1, name: "Sticker Sheets", slug: "sticker-sheets", count: 5 }],
            topicCategories: [{ id: 3, name: "Cats", slug: "cats", count: 4, emoji: "🐈" }],
          },
        },
      },
      400: badRequest,
    },
  },
  {
    method: "get",
    path: "/api/products/search",
    operationId: "searchProducts",
    summary: "Search products",
    description:
      "Active products matching the term, most relevant first: exact and prefix title matches, titles containing it, then full-text rank (title before meta description before description). A term no product contains is first corrected word by word to the closest title words (pg_trgm similarity).",
    tag: "Catalogue",
    query: productSearchQuery,
    responses: {
      200: {
        description: "The best matches.",
        headers: publicCache,
        schema: productsResponse,
        example: { data: [exampleProduct] },
      },
      400: badRequest,
    },
  },
  {
    method: "get",
    path: "/api/products/featured",
    operationId: "listFeaturedProducts",
    summary: "Featured products",
    description: "Popular products first, then the newest; Mail Club plans are left out.",
    tag: "Catalogue",
    query: featuredQuery,
    responses: {
      200: {
        description: "Featured products.",
        headers: publicCache,
        schema: productsResponse,
        example: { data: [exampleProduct] },
      },
      400: badRequest,
    },
  },
  {
    method: "get",
    path: "/api/products/{key}",
    operationId: "getProduct",
    summary: "One product by id, slug or code",
    description:
      "A numeric id, a slug (sleepy-cats-sticker-sheet) or a product code (MC-USA-MONTHLY, any letter case). Inactive products are not found.",
    tag: "Catalogue",
    // The handler looks the key up as it comes; no schema parses it.
    params: z.object({
      key: z.string().meta({ description: "Id, slug or code.", example: "MC-USA-MONTHLY" }),
    }),
    responses: {
      200: {
        description: "The product.",
        headers: publicCache,
        schema: productResponse,
        example: { data: exampleProduct },
      },
      404: failure(
        "No active product has this id, slug or code.",
        "not_found",
        "Product not found: no-such-thing",
      ),
    },
  },
];
