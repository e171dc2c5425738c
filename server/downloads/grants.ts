import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { downloadGrants, orderItems, products } from "#server/db/schema.ts";
import { createSecretToken } from "#server/lib/secret-token.ts";

/**
 * Gives each digital line of a just-paid order its download grant, inside the transaction that
 * marks it paid (so exactly once, however many captures and webhooks race). The number of
 * downloads is the product's limit at the time of purchase. Returns how many were given.
 */
export async function grantDownloads(tx: Database, orderId: number) {
  const lines = await tx
    .select({ orderItemId: orderItems.id, productId: products.id, limit: products.downloadLimit })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(and(eq(orderItems.orderId, orderId), eq(products.kind, "digital")));
  if (lines.length === 0) return 0;
  const granted = await tx
    .insert(downloadGrants)
    .values(
      lines.map((line) => ({
        orderId,
        orderItemId: line.orderItemId,
        productId: line.productId,
        allowedDownloads: line.limit,
        linkSecret: createSecretToken(),
      })),
    )
    .onConflictDoNothing({ target: downloadGrants.orderItemId })
    .returning({ id: downloadGrants.id });
  return granted.length;
}

/** Stops an order's links (it was refunded or cancelled), inside the caller's transaction. */
export async function revokeDownloads(tx: Database, orderId: number, at = new Date()) {
  await tx
    .update(downloadGrants)
    .set({ revokedAt: at })
    .where(and(eq(downloadGrants.orderId, orderId), isNull(downloadGrants.revokedAt)));
}

/** Counts a grant's downloads from now on again (the maker's reset). Whether it exists. */
export async function resetDownloadCount(
  db: Database,
  input: { orderId: number; grantId: number },
  now = new Date(),
) {
  const reset = await db
    .update(downloadGrants)
    .set({ countsFrom: now })
    .where(and(eq(downloadGrants.id, input.grantId), eq(downloadGrants.orderId, input.orderId)))
    .returning({ id: downloadGrants.id });
  return reset.length > 0;
}
