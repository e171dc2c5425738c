import { eq } from "drizzle-orm";
import type { Customer } from "#server/accounts/types.ts";
import { balanceMessages as m } from "#server/balances/balance-messages.ts";
import { loadGiftCardOffer, offersAmount } from "#server/balances/gift-card-offer.ts";
import type { GiftCardPurchase } from "#server/balances/gift-card-purchase.ts";
import type { Database } from "#server/db/client.ts";
import { giftCards, orderItems } from "#server/db/schema.ts";
import { AppError } from "#server/lib/errors.ts";
import { formatMoney } from "#server/lib/money.ts";
import { createSecretToken, hashSecretToken } from "#server/lib/secret-token.ts";
import { shopDay } from "#server/lib/zoned-time.ts";
import { writePlacedOrder } from "#server/orders/insert-order.ts";
import { APPROVAL_HOLD_MS, checkUnpaidOrderLimit } from "#server/orders/order-holds.ts";
import type { OrderLifeContext } from "#server/orders/order-life.ts";

/** The shipping method a gift card's order carries: it goes by e-mail. */
export const GIFT_CARD_DELIVERY = "By e-mail";

/** How far ahead a card's e-mail may be set: a year, for next year's birthday. */
const SEND_AHEAD_DAYS = 366;

/**
 * Places the buyer's order for a gift card, waiting for payment at PayPal like any order: the
 * amount one the product offers (or within its bounds), the e-mail day between today and a
 * year ahead, no discount, no tax (a card is money, taxed when it is spent), and never paid
 * with another card or credit. The card is written with the order, unpaid; it gets its balance
 * when the order is paid and its code when its e-mail goes (decision 043).
 */
export async function placeGiftCardOrder(
  db: Database,
  purchase: GiftCardPurchase,
  context: OrderLifeContext & { customer: Customer | null; clientAddress: string; now: Date },
) {
  const { now, timeZone } = context;
  const offer = await loadGiftCardOffer(db, purchase.productId);
  if (!offer) throw new AppError("bad_request", m.notOnSale, { field: "productId" });
  if (!offersAmount(offer, purchase.amountCents, purchase.custom)) {
    const problem =
      purchase.custom && offer.custom
        ? m.customAmount(offer.custom.minCents, offer.custom.maxCents)
        : m.amountInvalid;
    const field = purchase.custom ? "customAmount" : "amount";
    throw new AppError("bad_request", problem, { field });
  }
  const lastDay = new Date(now.getTime() + SEND_AHEAD_DAYS * 24 * 60 * 60 * 1000);
  if (purchase.sendOn < shopDay(now, timeZone) || purchase.sendOn > shopDay(lastDay, timeZone)) {
    throw new AppError("bad_request", m.sendOnInvalid, { field: "sendOn" });
  }
  const accessKey = createSecretToken();
  return db.transaction(async (tx) => {
    const email = context.customer?.email ?? purchase.buyerEmail;
    const visitor = {
      clientAddress: context.clientAddress,
      customerId: context.customer?.id ?? null,
      cartId: null,
      email,
    };
    await checkUnpaidOrderLimit(tx, visitor, now);
    const line = {
      productId: offer.productId,
      title: `${offer.title} (${formatMoney(purchase.amountCents)})`,
      unitPriceCents: purchase.amountCents,
      quantity: 1,
      personalisation: [
        { label: "To", value: purchase.recipientName },
        { label: "From", value: purchase.senderName },
        { label: "E-mailed on", value: purchase.sendOn },
      ],
    };
    const order = await writePlacedOrder(
      tx,
      now,
      {
        kind: "gift_card",
        customerId: context.customer?.id ?? null,
        cartId: null,
        customerEmail: email,
        customerName: purchase.senderName,
        clientAddress: context.clientAddress,
        shippingAddress: {
          firstName: purchase.senderName,
          lastName: "",
          addressLine1: "",
          city: "",
          stateProvince: "",
          postalCode: "",
          country: purchase.country,
        },
        shippingMethod: GIFT_CARD_DELIVERY,
        subtotalCents: purchase.amountCents,
        totalCents: purchase.amountCents,
        accessKeyHash: hashSecretToken(accessKey),
        reservedUntil: new Date(now.getTime() + APPROVAL_HOLD_MS),
      },
      [line],
      context,
    );
    const [item] = await tx
      .select({ id: orderItems.id })
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id));
    await tx.insert(giftCards).values({
      status: "unpaid",
      initialCents: purchase.amountCents,
      orderId: order.id,
      orderItemId: item?.id ?? null,
      recipientName: purchase.recipientName,
      recipientEmail: purchase.recipientEmail ?? null,
      senderName: purchase.senderName,
      message: purchase.message,
      sendOn: purchase.sendOn,
      createdAt: now,
    });
    return { order, accessKey };
  });
}
