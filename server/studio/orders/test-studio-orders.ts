/** Test fixtures for the studio's orders: orders written straight in any status. */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import type { Personalisation } from "#server/db/schema.ts";
import {
  type OrderStatus,
  orderItems,
  orders,
  outboxEmails,
  studioAuditLog,
} from "#server/db/schema.ts";
import { insertTestProduct, testShippingAddress } from "#server/orders/test-orders.ts";

export interface TestOrder {
  status?: OrderStatus;
  customerName?: string;
  customerEmail?: string;
  customerId?: number | null;
  createdAt?: Date;
  paypalCaptureId?: string | null;
  shippingAddress?: typeof testShippingAddress & Record<string, string>;
  items?: {
    title: string;
    quantity: number;
    unitPriceCents: number;
    productId?: number | null;
    personalisation?: Personalisation;
  }[];
}

/** One order with its lines (two by default), written as checkout and payment would leave it. */
export async function insertTestOrder(db: Database, order: TestOrder = {}) {
  const items = order.items ?? [
    { title: "Moon Phase Stickers", quantity: 2, unitPriceCents: 650 },
    { title: "Botanical Bookmark", quantity: 1, unitPriceCents: 450 },
  ];
  const subtotal = items.reduce((sum, item) => sum + item.unitPriceCents * item.quantity, 0);
  const status = order.status ?? "paid";
  const paid = status !== "pending_payment" && status !== "cancelled";
  const [row] = await db
    .insert(orders)
    .values({
      orderNumber: `W-TEST-${randomUUID().slice(0, 8).toUpperCase()}`,
      customerId: order.customerId ?? null,
      customerEmail: order.customerEmail ?? "mika@example.com",
      customerName: order.customerName ?? "Mika Sato",
      status,
      shippingAddress: order.shippingAddress ?? testShippingAddress,
      subtotalCents: subtotal,
      totalCents: subtotal,
      paypalCaptureId:
        order.paypalCaptureId === undefined
          ? paid
            ? `CAPTURE-${randomUUID()}`
            : null
          : order.paypalCaptureId,
      paidAt: paid ? new Date() : null,
      createdAt: order.createdAt ?? new Date(),
    })
    .returning({ id: orders.id, orderNumber: orders.orderNumber });
  if (!row) throw new Error("no order");
  await db.insert(orderItems).values(
    items.map((item) => ({
      orderId: row.id,
      productId: item.productId ?? null,
      title: item.title,
      quantity: item.quantity,
      unitPriceCents: item.unitPriceCents,
      personalisation: item.personalisation ?? [],
    })),
  );
  return row;
}

/** An unpaid order holding `quantity` of a new product whose stock is `stockLeft` after it. */
export async function insertUnpaidOrderWithStock(
  db: Database,
  quantity: number,
  stockLeft: number,
) {
  const productId = await insertTestProduct(db, { title: "Last Washi Roll", stock: stockLeft });
  const order = await insertTestOrder(db, {
    status: "pending_payment",
    items: [{ title: "Last Washi Roll", quantity, unitPriceCents: 500, productId }],
  });
  return { ...order, productId };
}

export async function orderRow(db: Database, id: number) {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  if (!row) throw new Error(`no order ${id}`);
  return row;
}

export function auditRowsOf(db: Database, orderId: number) {
  return db
    .select()
    .from(studioAuditLog)
    .where(eq(studioAuditLog.subject, `order:${orderId}`))
    .orderBy(studioAuditLog.id);
}

export function shippingMailsTo(db: Database, to: string) {
  return db
    .select()
    .from(outboxEmails)
    .where(eq(outboxEmails.toAddress, to))
    .orderBy(outboxEmails.id);
}
