import { and, count, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import { escapeLike, normalizeSearchTerm } from "#server/catalogue/search-term.ts";
import type { Database } from "#server/db/client.ts";
import { type OrderStatus, orderItems, orders } from "#server/db/schema.ts";
import { orderStatuses } from "#server/orders/order-states.ts";

export const STUDIO_ORDERS_PAGE_SIZE = 25;

export interface StudioOrdersQuery {
  /** One status, or every order. */
  status?: OrderStatus;
  /** Part of the order number, the customer's name or e-mail. */
  search?: string;
  /** From 1. */
  page?: number;
}

export interface StudioOrderRow {
  id: number;
  orderNumber: string;
  createdAt: Date;
  customerName: string;
  customerEmail: string;
  status: OrderStatus;
  totalCents: number;
  itemCount: number;
  trackingNumber: string | null;
  trackingCarrier: string | null;
  /** A Mail Club ride-along (decision 030): the membership and the issue it waits for. */
  rideAlongSubscriptionId: number | null;
  rideAlongIssue: string | null;
}

/** A status from the address (?status=paid), or undefined for every order. */
export function parseOrderStatus(value: string | null | undefined): OrderStatus | undefined {
  return orderStatuses.find((status) => status === value);
}

/**
 * One page of orders for the studio, newest first, with how many there are in all and in
 * each status (for the tabs), under the same search. Three queries whatever the page holds:
 * the items are counted in the page's own query.
 */
export async function listStudioOrders(db: Database, query: StudioOrdersQuery) {
  const search = normalizeSearchTerm(query.search);
  const matchesSearch = search ? searchCondition(search) : undefined;
  const where = and(matchesSearch, query.status ? eq(orders.status, query.status) : undefined);
  const page = Math.max(1, Math.floor(query.page ?? 1));

  const [rows, byStatus] = await Promise.all([
    db
      .select({
        id: orders.id,
        orderNumber: orders.orderNumber,
        createdAt: orders.createdAt,
        customerName: orders.customerName,
        customerEmail: orders.customerEmail,
        status: orders.status,
        totalCents: orders.totalCents,
        // Correlated, so only the page's orders are counted; qualified by hand, as Drizzle
        // writes a column inside sql`` without its table.
        itemCount: sql<number>`(select coalesce(sum(item.quantity), 0)::int
          from ${orderItems} item where item.order_id = ${orders}.id)`,
        trackingNumber: orders.trackingNumber,
        trackingCarrier: orders.trackingCarrier,
        rideAlongSubscriptionId: orders.rideAlongSubscriptionId,
        rideAlongIssue: orders.rideAlongIssue,
      })
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(STUDIO_ORDERS_PAGE_SIZE)
      .offset((page - 1) * STUDIO_ORDERS_PAGE_SIZE),
    db
      .select({ status: orders.status, count: count() })
      .from(orders)
      .where(matchesSearch)
      .groupBy(orders.status),
  ]);
  const counts = Object.fromEntries(orderStatuses.map((status) => [status, 0])) as Record<
    OrderStatus,
    number
  >;
  for (const row of byStatus) counts[row.status] = row.count;
  const all = Object.values(counts).reduce((sum, n) => sum + n, 0);
  const total = query.status ? counts[query.status] : all;
  return {
    orders: rows satisfies StudioOrderRow[],
    counts: { ...counts, all },
    page,
    pageCount: Math.max(1, Math.ceil(total / STUDIO_ORDERS_PAGE_SIZE)),
    search: search ?? "",
  };
}

function searchCondition(search: string): SQL | undefined {
  const pattern = `%${escapeLike(search)}%`;
  return or(
    ilike(orders.orderNumber, pattern),
    ilike(orders.customerName, pattern),
    ilike(orders.customerEmail, pattern),
  );
}
