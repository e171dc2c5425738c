import { eq } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { products } from "#server/db/schema.ts";
import { recordStudioChange } from "#server/lib/audit-log.ts";
import { AppError } from "#server/lib/errors.ts";
import type { StudioAccount } from "#server/lib/studio-account.ts";
import { productMessages } from "./product-messages.ts";

/**
 * Archives a product (inactive: it leaves the shop's listings, search and product page, and
 * its orders keep it) or brings it back, with the audit row, in one transaction. Doing what
 * is already done changes nothing and writes no audit row.
 */
export async function setProductActive(
  db: Database,
  account: StudioAccount,
  productId: number,
  isActive: boolean,
): Promise<{ id: number; changed: boolean }> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ title: products.title, isActive: products.isActive })
      .from(products)
      .where(eq(products.id, productId))
      .for("update");
    if (!current) throw new AppError("not_found", productMessages.notFound);
    if (current.isActive === isActive) return { id: productId, changed: false };
    await tx.update(products).set({ isActive }).where(eq(products.id, productId));
    await recordStudioChange(tx, account, {
      action: isActive ? "product.unarchive" : "product.archive",
      subject: `product:${productId}`,
      details: { title: current.title },
    });
    return { id: productId, changed: true };
  });
}
