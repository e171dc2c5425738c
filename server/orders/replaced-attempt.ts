import { and, desc, eq, gt, sql } from "drizzle-orm";
import type { Transaction } from "#server/db/client.ts";
import { orders } from "#server/db/schema.ts";

/** How long after an attempt was set aside a new checkout of its cart still takes its number. */
const TAKEOVER_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * One attempt, one order (issue 41): the number of the cart's latest attempt that a newer
 * checkout set aside, freed for the new order. The set-aside row keeps its history under the
 * number with "/1" (then "/2"…) added, which the studio shows among abandoned checkouts; the
 * buyer sees one number for one purchase. Runs in createOrder's transaction, with the cart's
 * row locked, so two checkouts of one cart cannot both take it. Null: a fresh number is drawn.
 */
export async function takeOverReplacedNumber(tx: Transaction, cartId: number, now: Date) {
  const [attempt] = await tx
    .select({ id: orders.id, orderNumber: orders.orderNumber })
    .from(orders)
    .where(
      and(
        eq(orders.cartId, cartId),
        eq(orders.cancelReason, "replaced"),
        gt(orders.cancelledAt, new Date(now.getTime() - TAKEOVER_WINDOW_MS)),
        sql`strpos(${orders.orderNumber}, '/') = 0`,
      ),
    )
    .orderBy(desc(orders.cancelledAt), desc(orders.id))
    .limit(1);
  if (!attempt) return null;
  const [{ earlier } = { earlier: 0 }] = await tx
    .select({ earlier: sql<number>`count(*)::int` })
    .from(orders)
    .where(sql`${orders.orderNumber} like ${`${attempt.orderNumber}/%`}`);
  await tx
    .update(orders)
    .set({ orderNumber: `${attempt.orderNumber}/${earlier + 1}` })
    .where(eq(orders.id, attempt.id));
  return attempt.orderNumber;
}
