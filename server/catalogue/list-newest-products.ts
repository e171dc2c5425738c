import { listProducts } from "#server/catalogue/list-products.ts";
import type { ProductCard } from "#server/catalogue/types.ts";
import type { Database } from "#server/db/client.ts";

/** Home's 'Newest Additions': the newest active products, Mail Club plans left out. */
export async function listNewestProducts(db: Database, limit = 4): Promise<ProductCard[]> {
  const page = await listProducts(db, {
    sort: "newest",
    pageSize: limit,
    excludeKinds: ["subscription"],
  });
  return page.products;
}
