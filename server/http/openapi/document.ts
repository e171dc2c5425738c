/**
 * The OpenAPI 3.1 document of the whole HTTP API, served at /api/openapi.json and read by the
 * /api/docs page. Paths and parameters are written here; the body schemas are generated from
 * the Zod schemas the handlers are typed by (server/http/api/catalogue-schemas.ts), and a test
 * validates real answers against them. Add each new endpoint here with its schemas.
 */
import { z } from "zod";
import { accountApiSchemas } from "#server/http/api/account-schemas.ts";
import {
  type ApiProduct,
  apiSchemas,
  MAX_LIMIT,
  MAX_LIST_VALUES,
  MAX_PAGE,
  MAX_PAGE_SIZE,
  productSorts,
  searchTermLimit,
} from "#server/http/api/catalogue-schemas.ts";
import { accountPaths, bearerSecurityScheme } from "#server/http/openapi/account-paths.ts";
import { checkoutPaths, checkoutSchemas } from "#server/http/openapi/checkout-paths.ts";
import { contentPaths, contentSchemas, contentTag } from "#server/http/openapi/content-paths.ts";
import {
  subscriptionPaths,
  subscriptionSchemas,
  subscriptionTag,
} from "#server/http/openapi/subscription-paths.ts";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** JSON Schema as Zod writes it, minus what OpenAPI components do not want. */
function tidy(value: unknown): Json {
  if (Array.isArray(value)) return value.map(tidy);
  if (value && typeof value === "object") {
    const entries = Object.entries(value).filter(
      ([key, inner]) =>
        key !== "$schema" &&
        key !== "$id" &&
        !(
          (key === "minimum" || key === "maximum") &&
          Math.abs(Number(inner)) === Number.MAX_SAFE_INTEGER
        ),
    );
    return Object.fromEntries(entries.map(([key, inner]) => [key, tidy(inner)]));
  }
  return value as Json;
}

const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` });
const json = (id: string, example?: Json) => ({
  "application/json": { schema: ref(id), ...(example === undefined ? {} : { example }) },
});

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
  created_at: "2026-10-20T09:00:00.000Z",
  updated_at: "2026-10-20T09:00:00.000Z",
};

const badRequest = {
  description: "A parameter is malformed or out of range; `details` names each one.",
  content: json("Error", {
    error: {
      code: "bad_request",
      message: "Invalid request",
      details: { pageSize: "Must be a whole number from 1 to 100" },
    },
  }),
};

const listParameter = (name: string, what: string) => ({
  name,
  in: "query",
  required: false,
  description: `${what} slugs, comma-separated (at most ${MAX_LIST_VALUES}). A product matches when it has any of them; the filters combine with AND.`,
  schema: { type: "string" },
  example: name === "product_types" ? "stickers,bookmarks" : undefined,
});

const filterParameters = [
  listParameter("product_types", "Product type"),
  listParameter("sub_categories", "Sub-category"),
  listParameter("topic_categories", "Topic"),
  {
    name: "search",
    in: "query",
    required: false,
    description: `Case-insensitive search: any part of the title, sku or meta description, and whole words or word beginnings of the description. When no product matches, each word is corrected to the closest word of the product titles (typos are forgiven). Cut at ${searchTermLimit} characters.`,
    schema: { type: "string" },
  },
  {
    name: "min_price",
    in: "query",
    required: false,
    description: "Lowest price in dollars, inclusive (e.g. 4.50).",
    schema: { type: "string", pattern: "^\\d{1,7}(\\.\\d{1,2})?$" },
  },
  {
    name: "max_price",
    in: "query",
    required: false,
    description: "Highest price in dollars, inclusive.",
    schema: { type: "string", pattern: "^\\d{1,7}(\\.\\d{1,2})?$" },
  },
  {
    name: "is_active",
    in: "query",
    required: false,
    description:
      "Only `true` (the default) is accepted. Inactive products are drafts or retired ones the maker has not published, so the public API refuses `false` with 400; the studio lists them to signed-in staff.",
    schema: { type: "string", enum: ["true"], default: "true" },
  },
].map((parameter) =>
  Object.fromEntries(Object.entries(parameter).filter(([, value]) => value !== undefined)),
);

const limitParameter = (fallback: number) => ({
  name: "limit",
  in: "query",
  required: false,
  description: `How many products, 1 to ${MAX_LIMIT}.`,
  schema: { type: "integer", minimum: 1, maximum: MAX_LIMIT, default: fallback },
});

const cached = {
  "Cache-Control": {
    description: "public, max-age=60",
    schema: { type: "string" },
  },
};

export function createOpenApiDocument() {
  const generated = z.toJSONSchema(apiSchemas, {
    uri: (id) => `#/components/schemas/${id}`,
  }) as { schemas: Record<string, unknown> };
  // Request bodies are documented as callers send them, hence the input side of the schemas.
  const accounts = z.toJSONSchema(accountApiSchemas, {
    uri: (id) => `#/components/schemas/${id}`,
    io: "input",
    unrepresentable: "any",
  }) as { schemas: Record<string, unknown> };
  const schemas = tidy({
    ...generated.schemas,
    ...accounts.schemas,
    ...checkoutSchemas,
    ...subscriptionSchemas,
    ...contentSchemas,
  }) as Record<string, Json>;

  return {
    openapi: "3.1.0",
    info: {
      title: "Washi API",
      version: "1.0.0",
      description:
        'The JSON API of the Washi shop. Every answer is JSON, errors included: `{ "error": { "code", "message", "details"? } }` with `details` keyed by parameter. Prices are US dollars with two decimals. Bad parameters answer 400, unknown things 404; nothing a caller sends gives a 500.',
    },
    servers: [{ url: "/" }],
    tags: [
      { name: "Catalogue", description: "Products, search and the filter counts (spec §7)." },
      {
        name: "Authentication",
        description:
          "One account system, two token families (decisions.md 1): simple-* gives one bearer token; register/login give a 15-minute access token and a refresh token that rotates (24 hours unused, 30 days at most from the sign-in).",
      },
      {
        name: "Customer",
        description: "The signed-in customer's own record, preferences, details and orders.",
      },
      {
        name: "Orders",
        description:
          "Placing an order from the cart and reading it back (its customer, or a guest with its key).",
      },
      {
        name: "Payments",
        description:
          "PayPal: configuration, the PayPal order, the capture and PayPal's webhook listener.",
      },
      subscriptionTag,
      contentTag,
      { name: "Operations", description: "Health checks for load balancers." },
      { name: "Documentation", description: "This document, as JSON and as a page." },
    ],
    paths: {
      "/api/products": {
        get: {
          tags: ["Catalogue"],
          operationId: "listProducts",
          summary: "List products",
          description:
            "Active products matching the filters, one page at a time, newest first (most relevant first with a search term) unless `sort` says otherwise.",
          parameters: [
            ...filterParameters,
            {
              name: "page",
              in: "query",
              required: false,
              description: "1-based page number.",
              schema: { type: "integer", minimum: 1, maximum: MAX_PAGE, default: 1 },
            },
            {
              name: "pageSize",
              in: "query",
              required: false,
              description: `Products per page, 1 to ${MAX_PAGE_SIZE}.`,
              schema: { type: "integer", minimum: 1, maximum: MAX_PAGE_SIZE, default: 50 },
            },
            {
              name: "sort",
              in: "query",
              required: false,
              description:
                "Order: relevance (with a search term), name, price-low, price-high or newest.",
              schema: { type: "string", enum: [...productSorts] },
            },
          ],
          responses: {
            "200": {
              description: "One page of products and the pagination.",
              headers: cached,
              content: json("ProductList", {
                data: [exampleProduct] as unknown as Json,
                meta: { pagination: { page: 1, pageSize: 50, pageCount: 1, total: 1 } },
              }),
            },
            "400": badRequest,
          },
        },
      },
      "/api/products/filters": {
        get: {
          tags: ["Catalogue"],
          operationId: "listProductFilters",
          summary: "Available filter values with counts",
          description:
            "For each facet, the values with the number of products you would get by choosing each one: the count applies every other current filter. Values with no product are left out, except the chosen ones. Ordered by name.",
          parameters: filterParameters,
          responses: {
            "200": {
              description: "The three facets.",
              headers: cached,
              content: json("FilterOptions", {
                data: {
                  productTypes: [{ id: 1, name: "Stickers", slug: "stickers", count: 12 }],
                  subCategories: [
                    { id: 1, name: "Sticker Sheets", slug: "sticker-sheets", count: 5 },
                  ],
                  topicCategories: [{ id: 3, name: "Cats", slug: "cats", count: 4, emoji: "🐈" }],
                },
              }),
            },
            "400": badRequest,
          },
        },
      },
      "/api/products/search": {
        get: {
          tags: ["Catalogue"],
          operationId: "searchProducts",
          summary: "Search products",
          description:
            "Active products matching the term, most relevant first: exact and prefix title matches, titles containing it, then full-text rank (title before meta description before description). A term no product contains is first corrected word by word to the closest title words (pg_trgm similarity).",
          parameters: [
            {
              name: "q",
              in: "query",
              required: true,
              description: `The search term; must not be blank. Cut at ${searchTermLimit} characters.`,
              schema: { type: "string" },
              example: "sticker",
            },
            limitParameter(20),
          ],
          responses: {
            "200": {
              description: "The best matches.",
              headers: cached,
              content: json("Products", { data: [exampleProduct] as unknown as Json }),
            },
            "400": badRequest,
          },
        },
      },
      "/api/products/featured": {
        get: {
          tags: ["Catalogue"],
          operationId: "listFeaturedProducts",
          summary: "Featured products",
          description: "Popular products first, then the newest; Mail Club plans are left out.",
          parameters: [limitParameter(8)],
          responses: {
            "200": {
              description: "Featured products.",
              headers: cached,
              content: json("Products", { data: [exampleProduct] as unknown as Json }),
            },
            "400": badRequest,
          },
        },
      },
      "/api/products/{key}": {
        get: {
          tags: ["Catalogue"],
          operationId: "getProduct",
          summary: "One product by id, slug or code",
          description:
            "A numeric id, a slug (sleepy-cats-sticker-sheet) or a product code (MC-USA-MONTHLY, any letter case). Inactive products are not found.",
          parameters: [
            {
              name: "key",
              in: "path",
              required: true,
              description: "Id, slug or code.",
              schema: { type: "string" },
              example: "MC-USA-MONTHLY",
            },
          ],
          responses: {
            "200": {
              description: "The product.",
              headers: cached,
              content: json("ProductResponse", { data: exampleProduct as unknown as Json }),
            },
            "404": {
              description: "No active product has this id, slug or code.",
              content: json("Error", {
                error: { code: "not_found", message: "Product not found: no-such-thing" },
              }),
            },
          },
        },
      },
      ...accountPaths,
      ...checkoutPaths,
      ...subscriptionPaths,
      ...contentPaths,
      "/api/openapi.json": {
        get: {
          tags: ["Documentation"],
          operationId: "getOpenApiDocument",
          summary: "This document",
          responses: {
            "200": {
              description: "OpenAPI 3.1 document.",
              content: { "application/json": { schema: { type: "object" } } },
            },
          },
        },
      },
      "/api/docs": {
        get: {
          tags: ["Documentation"],
          operationId: "getApiDocs",
          summary: "This document as a readable page",
          responses: {
            "200": {
              description: "HTML page.",
              content: { "text/html": { schema: { type: "string" } } },
            },
          },
        },
      },
      "/healthz": {
        get: {
          tags: ["Operations"],
          operationId: "getHealth",
          summary: "The process is up",
          responses: {
            "200": { description: "Up.", content: json("Health", { status: "ok" }) },
          },
        },
      },
      "/readyz": {
        get: {
          tags: ["Operations"],
          operationId: "getReadiness",
          summary: "The database answers: requests can be served",
          responses: {
            "200": { description: "Ready.", content: json("Health", { status: "ready" }) },
            "503": {
              description: "The database does not answer.",
              content: json("Health", { status: "database unavailable" }),
            },
          },
        },
      },
    },
    components: { schemas, securitySchemes: bearerSecurityScheme },
  };
}

export type OpenApiDocument = ReturnType<typeof createOpenApiDocument>;
