import { countAvailableFilters } from "#server/catalogue/count-available-filters.ts";
import { listProducts } from "#server/catalogue/list-products.ts";
import type { AvailableFilters, ProductFilters, ProductPage } from "#server/catalogue/types.ts";
import type { Database } from "#server/db/client.ts";
import { cachedStorefrontRead } from "#server/shop/storefront-cache.ts";

export interface ProductBrowse {
  page: ProductPage;
  available: AvailableFilters;
}

/**
 * What a listing or the search page shows: one page of products and each filter's counts,
 * kept while the storefront is unchanged, so a busy listing is read once per catalogue change
 * rather than on every visit.
 */
export function browseProducts(db: Database, filters: ProductFilters): Promise<ProductBrowse> {
  return cachedStorefrontRead(db, `browse:${JSON.stringify(filters)}`, async () => {
    const [page, available] = await Promise.all([
      listProducts(db, filters),
      countAvailableFilters(db, filters),
    ]);
    return { page, available };
  });
}
