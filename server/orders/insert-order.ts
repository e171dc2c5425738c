import type { Transaction } from "#server/db/client.ts";
import { type OrderKind, orderItems, orders } from "#server/db/schema.ts";
import { type OrderLifeContext, runOrderEffects } from "#server/orders/order-life.ts";
import { newOrderNumber } from "#server/orders/order-number.ts";

/** A new order's columns; its kind is always said, never left to the column's default. */
type NewOrder = Omit<typeof orders.$inferInsert, "orderNumber" | "createdAt" | "kind"> & {
  kind: OrderKind;
};
type NewOrderLine = Omit<typeof orderItems.$inferInsert, "orderId">;

/**
 * Writes an order with its lines under `orderNumber` (one an earlier attempt handed on) or a
 * fresh one (a number already taken is drawn again): the one insert path of every order,
 * placed now or (the demo's past) long ago.
 */
export async function insertOrder(
  tx: Transaction,
  createdAt: Date,
  values: NewOrder,
  lines: readonly NewOrderLine[],
  orderNumber?: string | null,
) {
  for (let attempt = 0; attempt < 5; attempt++) {
    const number = attempt === 0 && orderNumber ? orderNumber : newOrderNumber(createdAt);
    const [row] = await tx
      .insert(orders)
      .values({ ...values, createdAt, orderNumber: number })
      .onConflictDoNothing({ target: orders.orderNumber })
      .returning({
        id: orders.id,
        orderNumber: orders.orderNumber,
        totalCents: orders.totalCents,
        balancePaidCents: orders.balancePaidCents,
        status: orders.status,
      });
    if (!row) continue;
    if (lines.length > 0) {
      await tx.insert(orderItems).values(lines.map((line) => ({ ...line, orderId: row.id })));
    }
    return row;
  }
  throw new Error("No free order number after 5 draws.");
}

/** A buyer's new order, written and waiting for payment, with `placed`'s effects run. */
export async function writePlacedOrder(
  tx: Transaction,
  createdAt: Date,
  values: NewOrder,
  lines: readonly NewOrderLine[],
  context: OrderLifeContext & { orderNumber?: string | null },
) {
  const order = await insertOrder(tx, createdAt, values, lines, context.orderNumber);
  await runOrderEffects({ tx, orderId: order.id, moment: "placed", at: createdAt, context });
  return order;
}
