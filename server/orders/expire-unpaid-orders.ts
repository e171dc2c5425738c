import { and, eq, lt } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { orders } from "#server/db/schema.ts";
import type { Job } from "#server/lib/job-runner.ts";
import type { Logger } from "#server/logger.ts";
import { cancelOrder } from "#server/orders/cancel-order.ts";
import type { OrderLifeContext } from "#server/orders/order-life.ts";

/** How many expired orders one pass cancels at most; the next pass takes the rest. */
const BATCH = 100;

/**
 * Cancels the unpaid orders whose reservation has run out (decisions.md 4) and gives their
 * stock back. Each cancellation is a conditional update that still requires the reservation
 * to be over, so a payment that extended it meanwhile wins, and several instances running
 * the job at once release each order's stock exactly once. Returns how many it cancelled.
 */
export async function expireUnpaidOrders(
  db: Database,
  context: OrderLifeContext,
  now = new Date(),
): Promise<number> {
  const expired = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, "pending_payment"), lt(orders.reservedUntil, now)))
    .orderBy(orders.reservedUntil)
    .limit(BATCH);
  let cancelled = 0;
  for (const { id } of expired) {
    const where = lt(orders.reservedUntil, now);
    if (await cancelOrder(db, id, { where, reason: "expired", at: now, context })) cancelled += 1;
  }
  return cancelled;
}

/** The background job: runs every pass, whether or not e-mail is sent. */
export function createExpireUnpaidOrdersJob({
  db,
  logger,
  context,
}: {
  db: Database;
  logger: Logger;
  /** The pass's context, the shop's time zone read for it. */
  context: () => Promise<OrderLifeContext>;
}): Job {
  return {
    name: "expire-unpaid-orders",
    async run() {
      const cancelled = await expireUnpaidOrders(db, await context());
      if (cancelled > 0) logger.info({ cancelled }, "unpaid orders expired, stock released");
    },
  };
}
