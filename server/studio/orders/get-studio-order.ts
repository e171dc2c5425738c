import { asc, eq } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { orders, studioAuditLog } from "#server/db/schema.ts";
import { getOrder } from "#server/orders/get-order.ts";

/**
 * An order as the studio shows it: getOrder's whole order, its PayPal refund, and what was done to it in the studio (its audit rows, oldest first), which is its history
 * beside the times stored on the order itself.
 */
export async function getStudioOrder(db: Database, orderId: number) {
  const order = await getOrder(db, orderId);
  if (!order) return null;
  const [[refund], changes] = await Promise.all([
    db.select({ paypalRefundId: orders.paypalRefundId }).from(orders).where(eq(orders.id, orderId)),
    db
      .select({
        id: studioAuditLog.id,
        action: studioAuditLog.action,
        actorEmail: studioAuditLog.actorEmail,
        details: studioAuditLog.details,
        createdAt: studioAuditLog.createdAt,
      })
      .from(studioAuditLog)
      .where(eq(studioAuditLog.subject, `order:${orderId}`))
      .orderBy(asc(studioAuditLog.id)),
  ]);
  return { ...order, paypalRefundId: refund?.paypalRefundId ?? null, changes };
}

export type StudioOrder = NonNullable<Awaited<ReturnType<typeof getStudioOrder>>>;
