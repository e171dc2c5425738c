import { count, eq } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { orderItems, productFiles, products, subscriptions } from "#server/db/schema.ts";
import { recordStudioChange } from "#server/lib/audit-log.ts";
import { AppError } from "#server/lib/errors.ts";
import type { StudioAccount } from "#server/lib/studio-account.ts";
import type { PrivateStore } from "#server/storage/file-storage.ts";
import { productMessages } from "./product-messages.ts";

/**
 * Deletes a product nobody ever ordered (a mistake, a draft), with its links and picture rows
 * (the image files stay: other rows may share them) and its downloadable files, rows and
 * stored bytes. A product on any order or Mail Club membership is refused with conflict:
 * archive it instead, so its history keeps it.
 */
export async function deleteProduct(
  db: Database,
  account: StudioAccount,
  productId: number,
  store: PrivateStore,
): Promise<void> {
  const storedFiles = await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ title: products.title, sku: products.sku })
      .from(products)
      .where(eq(products.id, productId))
      .for("update");
    if (!current) throw new AppError("not_found", productMessages.notFound);
    const uses = await productOrderCount(tx, productId);
    if (uses > 0) throw new AppError("conflict", productMessages.hasOrders(uses));
    const files = await tx
      .delete(productFiles)
      .where(eq(productFiles.productId, productId))
      .returning({ key: productFiles.storageKey });
    await tx.delete(products).where(eq(products.id, productId));
    await recordStudioChange(tx, account, {
      action: "product.delete",
      subject: `product:${productId}`,
      details: { title: current.title, sku: current.sku },
    });
    return files;
  });
  for (const file of storedFiles) await store.remove(file.key);
}

/** How many order lines and Mail Club memberships name the product. */
export async function productOrderCount(db: Database, productId: number) {
  const [[lines], [members]] = await Promise.all([
    db.select({ n: count() }).from(orderItems).where(eq(orderItems.productId, productId)),
    db.select({ n: count() }).from(subscriptions).where(eq(subscriptions.productId, productId)),
  ]);
  return (lines?.n ?? 0) + (members?.n ?? 0);
}
