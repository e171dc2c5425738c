import { and, eq, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { orderItems, orders } from "#server/db/schema.ts";
import { recordStudioChange } from "#server/lib/audit-log.ts";
import type { StudioAccount } from "#server/lib/studio-account.ts";
import { cancelOrder, untouchedByPayPal } from "#server/orders/cancel-order.ts";
import { holding } from "#server/orders/order-holds.ts";
import type { OrderLifeContext } from "#server/orders/order-life.ts";

/** What unpaid orders hold of a product, as its studio page shows it. */
export interface HeldStock {
  units: number;
  orders: number;
  /** Of them, the units PayPal is charging or reviewing: they cannot be released. */
  unitsAtPayPal: number;
}

export async function heldStockOf(db: Database, productId: number, now = new Date()) {
  const [row] = await db
    .select({
      units: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int`,
      orders: sql<number>`count(distinct ${orders.id})::int`,
      unitsAtPayPal: sql<number>`coalesce(sum(${orderItems.quantity}) filter (where not ${untouchedByPayPal}), 0)::int`,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orderItems.productId, productId), holding(now)));
  return {
    units: row?.units ?? 0,
    orders: row?.orders ?? 0,
    unitsAtPayPal: row?.unitsAtPayPal ?? 0,
  } satisfies HeldStock;
}

/**
 * The maker gives back what unpaid orders hold of a product now, rather than when their holds
 * end (decision 036): each such order is cancelled, as its expiry would, unless PayPal may be
 * charging it or reviewing its payment. Answers how many orders were cancelled.
 */
export async function releaseHeldStock(
  db: Database,
  account: StudioAccount,
  productId: number,
  context: OrderLifeContext & { now?: Date },
) {
  const now = context.now ?? new Date();
  const held = await db
    .selectDistinct({ id: orders.id })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orderItems.productId, productId), holding(now), untouchedByPayPal));
  let released = 0;
  for (const { id } of held) {
    if (await cancelOrder(db, id, { where: untouchedByPayPal, reason: "maker", context }))
      released += 1;
  }
  if (released > 0) {
    await recordStudioChange(db, account, {
      action: "product.release-held-stock",
      subject: `product:${productId}`,
      details: { orders: released },
    });
  }
  return released;
}
