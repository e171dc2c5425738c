import type { StatusFilter, StockFilter, StudioProductFilters } from "./list-studio-products.ts";

const statuses: StatusFilter[] = ["active", "archived"];
const stocks: StockFilter[] = ["in-stock", "out-of-stock", "made-to-order"];

/** A whole number from 1 up, or undefined. */
function positiveId(value: string | null) {
  return value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : undefined;
}

function oneOf<T extends string>(value: string | null, allowed: readonly T[]) {
  return allowed.find((item) => item === value);
}

/**
 * The list's filters from its address (`?q=&type=&sub=&status=&stock=&popular=1&page=`).
 * Anything unreadable is simply no filter: an address typed by hand never fails.
 */
export function readStudioProductFilters(params: URLSearchParams): StudioProductFilters {
  const page = positiveId(params.get("page"));
  return {
    search: params.get("q")?.slice(0, 200) || undefined,
    productTypeId: positiveId(params.get("type")),
    subCategoryId: positiveId(params.get("sub")),
    status: oneOf(params.get("status"), statuses),
    stock: oneOf(params.get("stock"), stocks),
    popular: params.get("popular") === "1" || undefined,
    page: page ?? 1,
  };
}

/** The address of the list with these filters (and page), the defaults left out. */
export function studioProductsHref(filters: StudioProductFilters) {
  const params = new URLSearchParams();
  if (filters.search) params.set("q", filters.search);
  if (filters.productTypeId) params.set("type", String(filters.productTypeId));
  if (filters.subCategoryId) params.set("sub", String(filters.subCategoryId));
  if (filters.status) params.set("status", filters.status);
  if (filters.stock) params.set("stock", filters.stock);
  if (filters.popular) params.set("popular", "1");
  if (filters.page && filters.page > 1) params.set("page", String(filters.page));
  const query = params.toString();
  return query ? `/studio/products?${query}` : "/studio/products";
}
