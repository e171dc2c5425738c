/**
 * The nexus tracker (decision 042): each US state's sales and orders in the last 12 months
 * against its economic-nexus threshold (`us-states.ts`), with a warning from 80 % for a state
 * where the shop is not registered yet. Sales are what buyers paid for goods and postage,
 * without the tax; refunded and unpaid orders do not count.
 */
import { and, count, gte, inArray, sql, sum } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { orders, taxRegistrations } from "#server/db/schema.ts";
import { US_STATE_TAX } from "./us-states.ts";

export const NEXUS_WARNING_SHARE = 0.8;
const SALE_STATUSES = ["paid", "processing", "shipped", "delivered"] as const;
const DAY = 86_400_000;

export interface StateNexus {
  state: string;
  salesCents: number;
  orders: number;
  threshold: { salesCents: number; orders?: number; rule?: "either" | "both" };
  /** How far towards the threshold, 0–1+ (the larger of the two measures where either counts). */
  share: number;
  registered: boolean;
  /** Not registered and at 80 % or more of the threshold. */
  warn: boolean;
}

export async function nexusTracker(db: Database, now: Date): Promise<StateNexus[]> {
  const since = new Date(now.getTime() - 365 * DAY);
  const state = sql<string>`upper(${orders.shippingAddress}->>'stateProvince')`;
  const rows = await db
    .select({
      state,
      salesCents: sum(sql`${orders.totalCents} - ${orders.taxCents}`).mapWith(Number),
      orders: count(),
    })
    .from(orders)
    .where(
      and(
        inArray(orders.status, [...SALE_STATUSES]),
        gte(orders.paidAt, since),
        sql`${orders.shippingAddress}->>'country' = 'US'`,
      ),
    )
    .groupBy(state);
  const registered = new Set(
    (await db.select({ region: taxRegistrations.region }).from(taxRegistrations)).map(
      (row) => row.region,
    ),
  );
  return rows
    .flatMap((row) => {
      const stateTax = US_STATE_TAX[row.state];
      if (!stateTax) return [];
      const share = shareOf(stateTax.threshold, row.salesCents, row.orders);
      const isRegistered = registered.has(row.state);
      return [
        {
          state: row.state,
          salesCents: row.salesCents,
          orders: row.orders,
          threshold: stateTax.threshold,
          share,
          registered: isRegistered,
          warn: !isRegistered && share >= NEXUS_WARNING_SHARE,
        },
      ];
    })
    .sort((a, b) => b.share - a.share);
}

function shareOf(threshold: StateNexus["threshold"], salesCents: number, orders: number) {
  const bySales = salesCents / threshold.salesCents;
  if (!threshold.orders) return bySales;
  const byOrders = orders / threshold.orders;
  // 'both': the state counts only when both are passed, so the nearer one is the lesser.
  return threshold.rule === "both" ? Math.min(bySales, byOrders) : Math.max(bySales, byOrders);
}
