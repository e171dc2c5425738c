import { Hono } from "hono";
import { clubCountryCount, loadServedCountries } from "#server/addresses/served-countries.ts";
import { countAvailableFilters } from "#server/catalogue/count-available-filters.ts";
import { getProduct } from "#server/catalogue/get-product.ts";
import { listProductRecords } from "#server/catalogue/list-product-records.ts";
import type { FilterCount, ProductFilters, ProductRecord } from "#server/catalogue/types.ts";
import type { Database } from "#server/db/client.ts";
import {
  featuredQuery,
  productFilterQuery,
  productListQuery,
  productSearchQuery,
} from "#server/http/api/catalogue-schemas.ts";
import { toApiProduct } from "#server/http/api/product-shape.ts";
import type { HttpEnv } from "#server/http/types.ts";
import { AppError } from "#server/lib/errors.ts";

/** Catalogue answers are public and change rarely: shared caches may keep them a minute. */
const CACHE_CONTROL = "public, max-age=60";

function toFilters(query: ReturnType<typeof productFilterQuery.parse>): ProductFilters {
  return {
    types: [...query.product_types, ...query.product_type],
    subCategories: [...query.sub_categories, ...query.sub_category],
    topics: [...query.topic_categories, ...query.topic_category],
    search: query.search,
    minPriceCents: query.min_price,
    maxPriceCents: query.max_price,
    activeOnly: true,
  };
}

const option = (item: FilterCount) => ({
  id: item.id ?? 0,
  name: item.name,
  slug: item.slug,
  count: item.count,
});

/** GET /api/products… (spec §7 Catalogue); documented in server/http/openapi/document.ts. */
export function createProductRoutes(db: Database) {
  const routes = new Hono<HttpEnv>();
  /** Products in the API's shape, with the Mail Club's countries as the settings count them. */
  const shaped = async (records: ProductRecord[]) => {
    const clubCountries = clubCountryCount(await loadServedCountries(db));
    return records.map((record) => toApiProduct(record, clubCountries));
  };

  routes.get("/products", async (c) => {
    const query = productListQuery.parse(c.req.query());
    const page = await listProductRecords(db, {
      ...toFilters(query),
      sort: query.sort,
      page: query.page,
      pageSize: query.pageSize,
    });
    c.header("Cache-Control", CACHE_CONTROL);
    return c.json({
      data: await shaped(page.products),
      meta: {
        pagination: {
          page: page.page,
          pageSize: page.pageSize,
          pageCount: page.pageCount,
          total: page.total,
        },
      },
    });
  });

  routes.get("/products/filters", async (c) => {
    const available = await countAvailableFilters(
      db,
      toFilters(productFilterQuery.parse(c.req.query())),
    );
    c.header("Cache-Control", CACHE_CONTROL);
    return c.json({
      data: {
        productTypes: available.productTypes.map(option),
        subCategories: available.subCategories.map(option),
        topicCategories: available.topicCategories.map((topic) => ({
          ...option(topic),
          emoji: topic.emoji ?? "",
        })),
      },
    });
  });

  routes.get("/products/search", async (c) => {
    const query = productSearchQuery.parse(c.req.query());
    const page = await listProductRecords(db, {
      search: query.q,
      sort: "relevance",
      pageSize: query.limit,
      withTotal: false,
    });
    c.header("Cache-Control", CACHE_CONTROL);
    return c.json({ data: await shaped(page.products) });
  });

  routes.get("/products/featured", async (c) => {
    const query = featuredQuery.parse(c.req.query());
    const page = await listProductRecords(db, {
      sort: "featured",
      pageSize: query.limit,
      excludeKinds: ["subscription"],
      withTotal: false,
    });
    c.header("Cache-Control", CACHE_CONTROL);
    return c.json({ data: await shaped(page.products) });
  });

  routes.get("/products/:key", async (c) => {
    const key = c.req.param("key");
    const product = await getProduct(db, key);
    if (!product) {
      const shown = Array.from(key).slice(0, 200).join("");
      throw new AppError("not_found", `Product not found: ${shown}`);
    }
    c.header("Cache-Control", CACHE_CONTROL);
    const [shown] = await shaped([product]);
    return c.json({ data: shown });
  });

  return routes;
}
