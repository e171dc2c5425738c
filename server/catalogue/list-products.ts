import {
  defaultSort,
  prepareFilters,
  resolvePaging,
  selectCardPage,
} from "#server/catalogue/product-query.ts";
import type { ProductFilters, ProductPage } from "#server/catalogue/types.ts";
import type { Database } from "#server/db/client.ts";

/**
 * One page of product cards matching the filters: a product matches a facet (types,
 * sub-categories, topics) when it has any of the listed slugs, and facets combine with AND;
 * prices are inclusive cents; search matches title, description, sku or meta description,
 * case-insensitively, and a term nothing contains is corrected from the title words (typos).
 * Active products only unless `activeOnly: false`. Page ≥ 1 and page size 1–100 (default
 * 50) are clamped. One query (plus, with a search term, the cached check that something
 * contains it; and a count only for a page past the end).
 */
export async function listProducts(
  db: Database,
  filters: ProductFilters = {},
): Promise<ProductPage> {
  const resolved = await prepareFilters(db, filters);
  const paging = resolvePaging(filters);
  const { cards, total } = await selectCardPage(
    db,
    resolved,
    defaultSort(filters, resolved.search),
    paging,
  );
  return {
    products: cards,
    total,
    page: paging.page,
    pageSize: paging.pageSize,
    pageCount: Math.ceil(total / paging.pageSize),
  };
}
