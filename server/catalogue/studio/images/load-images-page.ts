import { eq } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { products, productTypes } from "#server/db/schema.ts";
import { listProductImages } from "./list-product-images.ts";

/** The product (what the pictures page names and links to) and its pictures, or null. */
export async function loadImagesPage(db: Database, productId: number) {
  const [[product], images] = await Promise.all([
    db
      .select({
        id: products.id,
        title: products.title,
        slug: products.slug,
        isActive: products.isActive,
        typeSlug: productTypes.slug,
      })
      .from(products)
      .innerJoin(productTypes, eq(productTypes.id, products.productTypeId))
      .where(eq(products.id, productId)),
    listProductImages(db, productId),
  ]);
  return product ? { product, images } : null;
}
