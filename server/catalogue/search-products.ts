import { listProducts } from "#server/catalogue/list-products.ts";
import { normalizeSearchTerm } from "#server/catalogue/search-term.ts";
import type { ProductCard } from "#server/catalogue/types.ts";
import type { Database } from "#server/db/client.ts";

/**
 * The best `limit` (default 20, at most 100) active products for a search term, most
 * relevant first: the exact title, then titles starting with the term, titles containing it,
 * then full-text rank (title before meta description before description); a term no product
 * contains is corrected word by word first ('stikcer' → 'sticker'). An empty term finds nothing.
 */
export async function searchProducts(db: Database, q: string, limit = 20): Promise<ProductCard[]> {
  const search = normalizeSearchTerm(q);
  if (!search) return [];
  const page = await listProducts(db, { search, sort: "relevance", pageSize: limit });
  return page.products;
}
