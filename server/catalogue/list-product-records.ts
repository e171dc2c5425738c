import { loadProductRecords } from "#server/catalogue/load-product-records.ts";
import {
  defaultSort,
  prepareFilters,
  resolvePaging,
  type SortKey,
  selectPageIds,
} from "#server/catalogue/product-query.ts";
import type { ProductFilters, ProductPage, ProductRecord } from "#server/catalogue/types.ts";
import type { Database } from "#server/db/client.ts";

export interface ProductRecordPage extends Omit<ProductPage, "products"> {
  products: ProductRecord[];
}

/**
 * Like listProducts, but each product complete (all images, categories, texts), as the
 * JSON API delivers it; `featured` sorts popular first, then newest. Two queries.
 * `withTotal: false` skips counting the matches (search and featured lists need no total).
 */
export async function listProductRecords(
  db: Database,
  filters: Omit<ProductFilters, "sort"> & { sort?: SortKey; withTotal?: boolean } = {},
): Promise<ProductRecordPage> {
  const { sort, withTotal = true, ...rest } = filters;
  const resolved = await prepareFilters(db, rest);
  const paging = resolvePaging(filters);
  const { ids, total } = await selectPageIds(
    db,
    resolved,
    sort ?? defaultSort({}, resolved.search),
    paging,
    { total: withTotal ? "count" : "none" },
  );
  return {
    products: await loadProductRecords(db, ids),
    total,
    page: paging.page,
    pageSize: paging.pageSize,
    pageCount: Math.ceil(total / paging.pageSize),
  };
}
