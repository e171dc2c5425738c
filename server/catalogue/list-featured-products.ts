import { resolveFilters, resolvePaging, selectCardPage } from "#server/catalogue/product-query.ts";
import type { ProductCard } from "#server/catalogue/types.ts";
import type { Database } from "#server/db/client.ts";

/** Featured products: active, not Mail Club plans, popular ones first, then the newest. */
export async function listFeaturedProducts(db: Database, limit = 8): Promise<ProductCard[]> {
  const { cards } = await selectCardPage(
    db,
    resolveFilters({ excludeKinds: ["subscription"] }),
    "featured",
    resolvePaging({ pageSize: limit }),
  );
  return cards;
}
