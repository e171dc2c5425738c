import { parseGiftCardPurchase } from "#server/balances/gift-card-purchase.ts";
import { placeGiftCardOrder } from "#server/balances/place-gift-card-order.ts";
import { parseCheckoutInput } from "#server/checkout/checkout-schema.ts";
import { type CreateOrderContext, createOrder } from "#server/checkout/create-order.ts";
import { deliveryOfSource, type OrderSource } from "#server/checkout/order-source.ts";
import type { Database } from "#server/db/client.ts";
import type { PostalAddress } from "#server/db/schema.ts";
import { parseGiftInput } from "#server/mail-club/gifts/gift-schema.ts";
import { placeGiftOrder } from "#server/mail-club/gifts/place-gift-order.ts";
import { recipientName } from "#server/mail-club/issues/recipient.ts";
import { rideAlongMembership } from "#server/mail-club/ride-along/ride-along-membership.ts";
import { paypalDueCents } from "#server/orders/order-totals.ts";
import { payOrder } from "#server/orders/pay-order.ts";

/** What an order is made of: a cart, listed items, a gift membership or a gift card. */
type PlaceOrderSource = OrderSource | { gift: true } | { giftCard: true };

type PlaceOrderContext = Omit<CreateOrderContext, "from"> & {
  db: Database;
  from: PlaceOrderSource;
  /** Run once the input is good, before the order is made (nothing runs for a refusal). */
  beforeCreating?: () => Promise<void>;
};

/**
 * Places an order, for every page and API call that makes one: the checkout page and
 * POST /api/orders/create (a cart, or listed items), the gift page and
 * POST /api/mail-club/gifts (a gift membership), a gift card's page and POST /api/gift-cards. The input is parsed with the source's schema
 * (a signed-in customer orders with their own e-mail), then the order is written through the
 * one insert path (server/orders/insert-order.ts), priced from the database, its stock held.
 * Its payment starts next, with startPayPalPayment; an order that leaves PayPal nothing to take
 * (freebies, or paid whole by gift cards and store credit) is confirmed at once instead, with
 * its e-mails.
 */
export async function placeOrder(context: PlaceOrderContext, input: unknown) {
  const { from } = context;
  if ("gift" in from) return placeGift(context, input);
  if ("giftCard" in from) return placeGiftCard(context, input);
  return placeCheckout({ ...context, from }, input);
}

/**
 * A checkout's order, from the buyer's server cart or the items an API client lists (downloads
 * only need a name and country, no street address). An order sent with the member's next
 * Mail Club issue (`rideWithMailClub`, decision 030) needs an active membership and goes to
 * its delivery address, whatever address was typed.
 */
async function placeCheckout(context: PlaceOrderContext & { from: OrderSource }, input: unknown) {
  const { db } = context;
  const now = context.now ?? new Date();
  const delivery = await deliveryOfSource(db, context.from);
  const rideAlong = wantsToRideAlong(input)
    ? await rideAlongMembership(db, context.customer, { now, timeZone: context.timeZone })
    : null;
  const checkout = parseCheckoutInput(
    rideAlong ? addressedTo(input, rideAlong.deliveryAddress) : input,
    context.customer,
    delivery,
  );
  await context.beforeCreating?.();
  const created = await createOrder(db, checkout, { ...context, rideAlong });
  if (paypalDueCents(created.order) > 0) return { ...created, paymentDue: true, giftId: null };
  await payOrder(db, created.order.id, { captureId: null, paidAt: now }, context);
  const order = { ...created.order, status: "paid" as const };
  return { ...created, order, paymentDue: false, giftId: null };
}

/**
 * A gift membership's order (decision 029): never free, never a new account; gift cards (and a
 * signed-in gifter's credit) may pay part or all of it, and one they pay whole is paid at once.
 */
async function placeGift(context: PlaceOrderContext, input: unknown) {
  const { db } = context;
  const now = context.now ?? new Date();
  const gift = parseGiftInput(input, context.customer?.email ?? null);
  await context.beforeCreating?.();
  const placed = await placeGiftOrder(db, gift, { ...context, now });
  const paymentDue = paypalDueCents(placed.order) > 0;
  if (!paymentDue) await payOrder(db, placed.order.id, { captureId: null, paidAt: now }, context);
  const order = { ...placed.order, status: paymentDue ? "pending_payment" : "paid" } as const;
  return {
    order,
    accessKey: placed.accessKey,
    createdCustomer: null,
    paymentDue,
    giftId: placed.giftId,
  };
}

/** A gift card's order (decision 043): no discount, no tax, never paid with a balance. */
async function placeGiftCard(context: PlaceOrderContext, input: unknown) {
  const purchase = parseGiftCardPurchase(input, context.customer?.email ?? null);
  await context.beforeCreating?.();
  const placed = await placeGiftCardOrder(context.db, purchase, {
    ...context,
    now: context.now ?? new Date(),
  });
  const order = { ...placed.order, status: "pending_payment" as const };
  return { ...placed, order, createdCustomer: null, paymentDue: true, giftId: null };
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
