import type { Database } from "#server/db/client.ts";
import { parseCheckoutInput } from "#server/orders/checkout-schema.ts";
import { type CreateOrderContext, createOrder } from "#server/orders/create-order.ts";
import { deliveryOfSource } from "#server/orders/order-source.ts";
import { markOrderPaid } from "#server/payments/mark-order-paid.ts";

/**
 * Places an order from a checkout, for the checkout page and POST /api/orders/create alike:
 * the input parsed with the checkout schema (a signed-in customer orders with their own
 * e-mail; downloads only need a name and country, no street address), then the order made
 * from the buyer's server cart or the items an API client lists, priced from the database, its
 * stock held. Its payment starts next, with startPayPalPayment; an order that costs nothing
 * (freebies) is confirmed at once instead, with its e-mails, and needs no payment.
 */
export async function placeOrder(
  db: Database,
  input: unknown,
  context: CreateOrderContext & {
    /** Where the new-order notice goes (OWNER_EMAIL); else the shop settings' owner e-mail. */
    ownerEmail?: string;
    /** Run once the input is good, before the order is made (nothing runs for a refusal). */
    beforeCreating?: () => Promise<void>;
  },
) {
  const delivery = await deliveryOfSource(db, context.from);
  const checkout = parseCheckoutInput(input, context.customer, delivery);
  await context.beforeCreating?.();
  const created = await createOrder(db, checkout, context);
  if (created.order.totalCents > 0) return { ...created, paymentDue: true };
  const { publicUrl, ownerEmail } = context;
  const paidAt = context.now ?? new Date();
  await markOrderPaid(db, created.order.id, { captureId: null, paidAt, publicUrl, ownerEmail });
  return { ...created, order: { ...created.order, status: "paid" as const }, paymentDue: false };
}
