import { parseCheckoutInput } from "#server/checkout/checkout-schema.ts";
import { type CreateOrderContext, createOrder } from "#server/checkout/create-order.ts";
import { deliveryOfSource } from "#server/checkout/order-source.ts";
import type { Database } from "#server/db/client.ts";
import type { PostalAddress } from "#server/db/schema.ts";
import { recipientName } from "#server/mail-club/issues/recipient.ts";
import { rideAlongMembership } from "#server/mail-club/ride-along/ride-along-membership.ts";
import { payOrder } from "#server/orders/pay-order.ts";
import { readShopTimeZone } from "#server/shop/shop-time-zone.ts";

/**
 * Places an order from a checkout, for the checkout page and POST /api/orders/create alike:
 * the input parsed with the checkout schema (a signed-in customer orders with their own
 * e-mail; downloads only need a name and country, no street address), then the order made
 * from the buyer's server cart or the items an API client lists, priced from the database, its
 * stock held. Its payment starts next, with startPayPalPayment; an order that costs nothing
 * (freebies) is confirmed at once instead, with its e-mails, and needs no payment. An order
 * sent with the member's next Mail Club issue (`rideWithMailClub`, decision 030) needs an
 * active membership and goes to its delivery address, whatever address was typed.
 */
export async function placeOrder(
  db: Database,
  input: unknown,
  context: CreateOrderContext & {
    /** Run once the input is good, before the order is made (nothing runs for a refusal). */
    beforeCreating?: () => Promise<void>;
  },
) {
  const now = context.now ?? new Date();
  const delivery = await deliveryOfSource(db, context.from);
  const rideAlong = wantsToRideAlong(input)
    ? await rideAlongMembership(db, context.customer, {
        now,
        timeZone: await readShopTimeZone(db, context.timeZone),
      })
    : null;
  const checkout = parseCheckoutInput(
    rideAlong ? addressedTo(input, rideAlong.deliveryAddress) : input,
    context.customer,
    delivery,
  );
  await context.beforeCreating?.();
  const created = await createOrder(db, checkout, { ...context, rideAlong });
  if (created.order.totalCents > 0) return { ...created, paymentDue: true };
  await payOrder(db, created.order.id, { captureId: null, paidAt: now }, context);
  return { ...created, order: { ...created.order, status: "paid" as const }, paymentDue: false };
}

function wantsToRideAlong(input: unknown) {
  return (input as { rideWithMailClub?: unknown } | null)?.rideWithMailClub === true;
}

/** The input with the membership's delivery address (and its name when none was typed). */
function addressedTo(input: unknown, address: PostalAddress) {
  const fields = input as Record<string, unknown>;
  const typedName = typeof fields.customerName === "string" ? fields.customerName.trim() : "";
  return { ...fields, shippingAddress: address, customerName: typedName || recipientName(address) };
}
