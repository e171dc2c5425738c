import { listProducts } from "#server/catalog/list-products.ts";
import { normalizeSearchTerm } from "#server/catalog/search-term.ts";
import type { ProductCard } from "#server/catalog/types.ts";
import type { Database } from "#server/db/client.ts";

/**
 * The best `limit` (default 20, at most 100) active products for a search term, most
 * relevant first: exact and prefix title matches, then full-text rank, then title
 * similarity (typos). An empty term finds nothing.
 */
export async function searchProducts(db: Database, q: string, limit = 20): Promise<ProductCard[]> {
  const search = normalizeSearchTerm(q);
  if (!search) return [];
  const page = await listProducts(db, { search, sort: "relevance", pageSize: limit });
  return page.products;
}
