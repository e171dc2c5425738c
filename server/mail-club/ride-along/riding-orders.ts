import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { type OrderStatus, orderItems, orders } from "#server/db/schema.ts";

/** One line of a shop order riding in a member's envelope. */
export interface RidingItem {
  orderId: number;
  orderNumber: string;
  subscriptionId: number;
  title: string;
  quantity: number;
}

/** Paid and waiting for the issue; shipped with it once it is mailed. */
const waiting: OrderStatus[] = ["paid", "processing"];
const ridden: OrderStatus[] = [...waiting, "shipped", "delivered"];

/**
 * The lines of the orders riding with the issue of `month` ('YYYY-MM'), by order then line:
 * those still waiting, or (`withShipped`) those that went with it too, for its documents.
 */
export async function ridingItems(
  db: Database,
  month: string,
  options: { withShipped?: boolean } = {},
): Promise<RidingItem[]> {
  const rows = await db
    .select({
      orderId: orders.id,
      orderNumber: orders.orderNumber,
      subscriptionId: orders.rideAlongSubscriptionId,
      title: orderItems.title,
      quantity: orderItems.quantity,
    })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(
      and(
        eq(orders.rideAlongIssue, month),
        inArray(orders.status, options.withShipped ? ridden : waiting),
      ),
    )
    .orderBy(orders.id, orderItems.id);
  return rows.flatMap((row) =>
    row.subscriptionId === null ? [] : [{ ...row, subscriptionId: row.subscriptionId }],
  );
}

/** The packing list's words for a riding line: "2 × Meadow Leaves Sticker Sheet (order #…)". */
export function ridingItemLine(item: Pick<RidingItem, "title" | "quantity" | "orderNumber">) {
  return `+ ${item.quantity} × ${item.title} (order #${item.orderNumber})`;
}
