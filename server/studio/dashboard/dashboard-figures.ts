import { and, count, eq, gte, inArray, sum } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { orders, subscriptionPayments, subscriptions } from "#server/db/schema.ts";
import { instantOf, wallClockOf } from "#server/lib/zoned-time.ts";
import { joinDeadline } from "#server/mail-club/join-deadline.ts";
import { paidStatuses } from "#server/orders/order-states.ts";

/** Orders the maker still has to send: paid, or being prepared. */
const TO_SHIP = ["paid", "processing"] as const;
/** Orders whose money the shop keeps: paid and not refunded. */

export interface DashboardFigures {
  ordersToShip: number;
  /** Since the first of this month in the shop's time zone, in cents. */
  revenueThisMonth: { ordersCents: number; mailClubCents: number };
  activeMembers: number;
  nextCutoff: ReturnType<typeof joinDeadline>;
}

/** The first instant of the month `now` falls in, on the shop's calendar. */
export function startOfMonth(now: Date, timeZone: string) {
  const { year, month } = wallClockOf(now, timeZone);
  return instantOf({ year, month, day: 1 }, timeZone);
}

/** The four figures at the top of the dashboard, read in parallel. */
export async function dashboardFigures(
  db: Database,
  options: { now: Date; timeZone: string },
): Promise<DashboardFigures> {
  const monthStart = startOfMonth(options.now, options.timeZone);
  const [[toShip], [orderRevenue], [mailClubRevenue], [members]] = await Promise.all([
    db
      .select({ n: count() })
      .from(orders)
      .where(inArray(orders.status, [...TO_SHIP])),
    db
      .select({ cents: sum(orders.totalCents) })
      .from(orders)
      .where(and(inArray(orders.status, paidStatuses), gte(orders.paidAt, monthStart))),
    db
      .select({ cents: sum(subscriptionPayments.amountCents) })
      .from(subscriptionPayments)
      .where(gte(subscriptionPayments.paidAt, monthStart)),
    db.select({ n: count() }).from(subscriptions).where(eq(subscriptions.status, "active")),
  ]);
  return {
    ordersToShip: toShip?.n ?? 0,
    revenueThisMonth: {
      ordersCents: Number(orderRevenue?.cents ?? 0),
      mailClubCents: Number(mailClubRevenue?.cents ?? 0),
    },
    activeMembers: members?.n ?? 0,
    nextCutoff: joinDeadline(options.now, options.timeZone),
  };
}
