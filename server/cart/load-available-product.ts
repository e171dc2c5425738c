import { eq } from "drizzle-orm";
import { cartMessages } from "#server/cart/messages.ts";
import type { Transaction } from "#server/db/client.ts";
import { products } from "#server/db/schema.ts";
import { AppError } from "#server/lib/errors.ts";

/**
 * The product a cart change is about, read inside the change's transaction. Refuses an unknown
 * or inactive product ('This product is no longer available.') and one with stock 0.
 */
export async function loadAvailableProduct(tx: Transaction, productId: number) {
  const [product] = await tx
    .select({
      id: products.id,
      kind: products.kind,
      title: products.title,
      stock: products.stock,
      isActive: products.isActive,
      personalisation: products.personalisation,
    })
    .from(products)
    .where(eq(products.id, productId));
  if (!product?.isActive) throw new AppError("not_found", cartMessages.unavailable);
  if (product.stock === 0) throw new AppError("conflict", cartMessages.outOfStock);
  return product;
}
