/**
 * The catalogue API's contract in Zod: the query parameters it accepts (parsed by the
 * handlers) and the bodies it answers (the OpenAPI document is generated from these, and
 * the handlers' answers are typed by them, so the document cannot drift from the code).
 * A `meta` id makes a schema a component of the document.
 */
import { z } from "zod";
import { MAX_SEARCH_LENGTH, normalizeSearchTerm } from "#server/catalogue/search-term.ts";
import { productKind } from "#server/db/schema.ts";

const MAX_LIST_VALUES = 50;
const MAX_SLUG_LENGTH = 100;
const MAX_PAGE = 100_000;
const MAX_PAGE_SIZE = 100;
const MAX_LIMIT = 50;

// ---------------------------------------------------------------------------------------------
// Query parameters (every value arrives as a string; the meta says what the text must be)
// ---------------------------------------------------------------------------------------------

function integerParam(min: number, max: number, fallback: number) {
  return z
    .string()
    .optional()
    .meta({ type: "integer", minimum: min, maximum: max, default: fallback })
    .transform((value, ctx) => {
      const text = value?.trim() ?? "";
      if (text === "") return fallback;
      const number = /^\d{1,9}$/.test(text) ? Number(text) : Number.NaN;
      if (!(number >= min && number <= max)) {
        ctx.addIssue({ code: "custom", message: `Must be a whole number from ${min} to ${max}` });
        return z.NEVER;
      }
      return number;
    });
}

const slugList = z
  .string()
  .optional()
  .transform((value, ctx) => {
    const slugs = (value ?? "")
      .split(",")
      .map((slug) => slug.trim())
      .filter(Boolean);
    if (slugs.length > MAX_LIST_VALUES) {
      ctx.addIssue({ code: "custom", message: `At most ${MAX_LIST_VALUES} values` });
      return z.NEVER;
    }
    if (slugs.some((slug) => slug.length > MAX_SLUG_LENGTH)) {
      ctx.addIssue({
        code: "custom",
        message: `Each value has at most ${MAX_SLUG_LENGTH} characters`,
      });
      return z.NEVER;
    }
    return slugs;
  });

const dollars = z
  .string()
  .optional()
  .transform((value, ctx) => {
    const text = value?.trim() ?? "";
    if (text === "") return undefined;
    if (!/^\d{1,7}(\.\d{1,2})?$/.test(text)) {
      ctx.addIssue({ code: "custom", message: "Must be a price in dollars, such as 4.50" });
      return z.NEVER;
    }
    return Math.round(Number(text) * 100);
  })
  .meta({ pattern: "^\\d{1,7}(\\.\\d{1,2})?$" });

const slugsOf = (what: string) =>
  `${what} slugs, comma-separated (at most ${MAX_LIST_VALUES}). A product matches when it has any of them; the filters combine with AND.`;

const productSorts = ["relevance", "name", "price-low", "price-high", "newest"] as const;

/** A query parameter the endpoint does not know is refused, naming it (never ignored). */
const unknownParameter = z.never();

const singularOf = (plural: string) =>
  `Spec §7's name: the same as ${plural} (one slug, or several comma-separated); both may be given and combine.`;

/** Filters shared by the product list and the filter counts. */
export const productFilterQuery = z
  .object({
    product_types: slugList.meta({
      description: slugsOf("Product type"),
      example: "stickers,bookmarks",
    }),
    product_type: slugList.describe(singularOf("product_types")),
    sub_categories: slugList.describe(slugsOf("Sub-category")),
    sub_category: slugList.describe(singularOf("sub_categories")),
    topic_categories: slugList.describe(slugsOf("Topic")),
    topic_category: slugList.describe(singularOf("topic_categories")),
    search: z
      .string()
      .optional()
      .describe(
        `Case-insensitive search: any part of the title, sku or meta description, and whole words or word beginnings of the description. When no product matches, each word is corrected to the closest word of the product titles (typos are forgiven). Cut at ${MAX_SEARCH_LENGTH} characters.`,
      ),
    min_price: dollars.describe("Lowest price in dollars, inclusive (e.g. 4.50)."),
    max_price: dollars.describe("Highest price in dollars, inclusive."),
    is_active: z
      .string()
      .optional()
      .refine((value) => value === undefined || value === "" || value === "true", {
        message:
          "Only active products are public: is_active must be true or left out (inactive products are listed in the studio)",
      })
      .meta({
        enum: ["true"],
        default: "true",
        description:
          "Only `true` (the default) is accepted. Inactive products are drafts or retired ones the maker has not published, so the public API refuses `false` with 400; the studio lists them to signed-in staff.",
      }),
  })
  .catchall(unknownParameter);

export const productListQuery = productFilterQuery.extend({
  page: integerParam(1, MAX_PAGE, 1).describe("1-based page number."),
  pageSize: integerParam(1, MAX_PAGE_SIZE, 50).describe(
    `Products per page, 1 to ${MAX_PAGE_SIZE}.`,
  ),
  sort: z
    .enum(productSorts, { message: `Must be one of ${productSorts.join(", ")}` })
    .optional()
    .describe("Order: relevance (with a search term), name, price-low, price-high or newest."),
});

const limitParam = (fallback: number) =>
  integerParam(1, MAX_LIMIT, fallback).describe(`How many products, 1 to ${MAX_LIMIT}.`);

export const productSearchQuery = z
  .object({
    q: z
      .string({ message: "Please enter a search term" })
      .transform((value) => normalizeSearchTerm(value) ?? "")
      .refine((value) => value.length > 0, { message: "Please enter a search term" })
      .meta({
        description: `The search term; must not be blank. Cut at ${MAX_SEARCH_LENGTH} characters.`,
        example: "sticker",
      }),
    limit: limitParam(20),
  })
  .catchall(unknownParameter);

export const featuredQuery = z.object({ limit: limitParam(8) }).catchall(unknownParameter);

// ---------------------------------------------------------------------------------------------
// Response bodies
// ---------------------------------------------------------------------------------------------

const imageFormat = z.object({
  url: z.string().describe("WebP file"),
  avif: z.string().describe("The same picture as AVIF"),
  width: z.number().int(),
  height: z.number().int(),
});

export const apiImageSchema = z
  .object({
    url: z.string().describe("The large WebP file"),
    avif: z.string().describe("The large AVIF file"),
    alternativeText: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    formats: z.object({
      thumbnail: imageFormat,
      small: imageFormat,
      medium: imageFormat,
      large: imageFormat,
    }),
  })
  .meta({ id: "ProductImage", description: "A product picture in four widths (4:3)." });

export const apiProductSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(productKind.enumValues),
    title: z.string(),
    slug: z.string(),
    sku: z.string().describe("Product code, e.g. STK-001 or MC-USA-MONTHLY"),
    price: z.number().describe("US dollars with two decimals, e.g. 8.88"),
    description: z.string().describe("Markdown"),
    images: z.array(apiImageSchema),
    is_active: z.boolean(),
    stock: z.number().int().nullable().describe("0: unavailable; null: made to order"),
    is_available: z.boolean().describe("Active and stock not 0"),
    product_type: z.object({
      name: z.string(),
      slug: z.string(),
      code: z.string(),
      includedText: z.string().nullable(),
    }),
    sub_categories: z.array(
      z.object({ name: z.string(), slug: z.string(), includedText: z.string().nullable() }),
    ),
    topic_categories: z.array(z.object({ name: z.string(), slug: z.string(), emoji: z.string() })),
    meta_title: z.string().describe("The title unless the product has its own"),
    meta_description: z
      .string()
      .describe("The product's own, else the first 160 characters of the description"),
    flags: z
      .record(z.string(), z.unknown())
      .describe("Subscription plans carry subscription_interval and paypal_plan_id"),
    isPopular: z.boolean(),
    included_text: z
      .string()
      .nullable()
      .describe("What's included: the product's, else its sub-category's, else its type's"),
    inherited_content_description: z.string().nullable(),
    inherited_content_specs: z.string().nullable(),
    inherited_content_instructions: z.string().nullable(),
    personalisation: z
      .object({
        text: z.object({ label: z.string(), maxLength: z.int().min(1) }).nullable(),
        choice: z.object({ label: z.string(), options: z.array(z.string()) }).nullable(),
      })
      .nullable()
      .meta({
        id: "PersonalisationFields",
        description:
          "What a personalised product asks before it goes in the cart: the buyer's text (at most maxLength characters as a reader counts them) and a choice among options. Null: not personalised.",
      }),
    created_at: z.string().describe("ISO 8601, UTC"),
    updated_at: z.string().describe("ISO 8601, UTC"),
  })
  .meta({ id: "Product", description: "A product as the API delivers it (spec §3)." });
export type ApiProduct = z.infer<typeof apiProductSchema>;

export const productListResponse = z
  .object({
    data: z.array(apiProductSchema),
    meta: z.object({
      pagination: z.object({
        page: z.number().int(),
        pageSize: z.number().int(),
        pageCount: z.number().int(),
        total: z.number().int(),
      }),
    }),
  })
  .meta({ id: "ProductList" });

export const productResponse = z.object({ data: apiProductSchema }).meta({ id: "ProductResponse" });

export const productsResponse = z
  .object({ data: z.array(apiProductSchema) })
  .meta({ id: "Products" });

const filterOption = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  count: z.number().int().describe("Products you would get by choosing this value"),
});

export const filtersResponse = z
  .object({
    data: z.object({
      productTypes: z.array(filterOption),
      subCategories: z.array(filterOption),
      topicCategories: z.array(filterOption.extend({ emoji: z.string() })),
    }),
  })
  .meta({ id: "FilterOptions" });

export const errorResponse = z
  .object({
    error: z.object({
      code: z.string(),
      message: z.string(),
      details: z
        .record(z.string(), z.string())
        .optional()
        .describe("A message per parameter or field"),
    }),
  })
  .meta({ id: "Error" });

export const healthResponse = z.object({ status: z.string() }).meta({ id: "Health" });
