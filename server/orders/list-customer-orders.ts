import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import type { Personalisation } from "#server/db/schema.ts";
import { type OrderStatus, orderItems, orders } from "#server/db/schema.ts";

export interface CustomerOrderSummary {
  id: number;
  orderNumber: string;
  createdAt: Date;
  status: OrderStatus;
  totalCents: number;
  trackingNumber: string | null;
  trackingCarrier: string | null;
  items: {
    title: string;
    quantity: number;
    unitPriceCents: number;
    personalisation: Personalisation;
  }[];
}

/**
 * Checkouts that never became a purchase: cancelled before anything was paid (PayPal's cancel
 * link, a newer checkout, an expired hold), or waiting for a payment whose hold has run out
 * (one without an end, PayPal reviewing it, has not). The studio still sees them; the
 * customer's history does not (issue 41).
 */
const attemptThatLapsed = (now: Date) =>
  sql`((${orders.status} = 'cancelled' and ${orders.paidAt} is null) or (${orders.status} = 'pending_payment' and coalesce(${orders.reservedUntil} < ${now.toISOString()}::timestamptz, false)))`;

/**
 * The customer's most recent orders, newest first, with their lines (order history, spec §2),
 * leaving out the checkouts that lapsed.
 */
export async function listCustomerOrders(
  db: Database,
  customerId: number,
  limit = 20,
  now = new Date(),
): Promise<CustomerOrderSummary[]> {
  const rows = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      createdAt: orders.createdAt,
      status: orders.status,
      totalCents: orders.totalCents,
      trackingNumber: orders.trackingNumber,
      trackingCarrier: orders.trackingCarrier,
    })
    .from(orders)
    .where(and(eq(orders.customerId, customerId), sql`not ${attemptThatLapsed(now)}`))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
  if (rows.length === 0) return [];
  const lines = await db
    .select({
      orderId: orderItems.orderId,
      title: orderItems.title,
      quantity: orderItems.quantity,
      unitPriceCents: orderItems.unitPriceCents,
      personalisation: orderItems.personalisation,
    })
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(orderItems.id);
  return rows.map((row) => ({
    ...row,
    items: lines
      .filter((line) => line.orderId === row.id)
      .map(({ orderId: _order, ...item }) => item),
  }));
}
