import type { Database } from "#server/db/client.ts";
import { recordStudioChange } from "#server/lib/audit-log.ts";
import { AppError } from "#server/lib/errors.ts";
import type { StudioAccount } from "#server/lib/studio-account.ts";
import type { OrderLifeContext } from "#server/orders/order-life.ts";
import { transitionOrder } from "#server/orders/order-states.ts";
import { assertStudioMove, currentOrderState } from "#server/studio/orders/move-order.ts";
import { orderMoveMessages, refusedMoveMessage } from "#server/studio/orders/order-moves.ts";
import { shipmentSchema } from "#server/studio/orders/shipment-schema.ts";
import { parseInput } from "#server/validation/parse-input.ts";

export const shipFormMessage = "Check the tracking details below.";

/**
 * Marks a paid or processing order shipped with its carrier and tracking number (checked
 * against the carrier's format), sets shipped_at, with the audit row, in one transaction; the
 * move's effects queue the customer's shipping e-mail, so a double submit sends it once.
 */
export async function shipOrder(
  db: Database,
  account: StudioAccount,
  input: { orderId: number; carrier?: unknown; trackingNumber?: unknown; carrierName?: unknown },
  context: OrderLifeContext & { now?: Date },
) {
  const order = await currentOrderState(db, input.orderId);
  assertStudioMove(order.status, "shipped");
  if (order.kind === "digital") {
    throw new AppError("conflict", orderMoveMessages.nothingToShip);
  }
  const shipment = parseInput(shipmentSchema, input, { message: shipFormMessage });
  const moved = await db.transaction(async (tx) => {
    const done = await transitionOrder(tx, order.id, "shipped", {
      from: [order.status],
      set: { ...shipment, shippedAt: context.now ?? new Date() },
      at: context.now,
      context,
    });
    if (!done) return false;
    await recordStudioChange(tx, account, {
      action: "order.ship",
      subject: `order:${order.id}`,
      details: { orderNumber: order.orderNumber, from: order.status, ...shipment },
    });
    return true;
  });
  if (!moved) {
    const now = await currentOrderState(db, order.id);
    throw new AppError("conflict", refusedMoveMessage(now.status, "shipped"));
  }
  return shipment;
}
