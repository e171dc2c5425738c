import { and, eq, inArray, ne } from "drizzle-orm";
import { sendGiftCard } from "#server/balances/gift-card-mail.ts";
import { openGiftCardBalance } from "#server/balances/issue-gift-card.ts";
import { giveBackOrderBalances, moveBalance } from "#server/balances/spend-balances.ts";
import { balances, cartGiftCards, giftCards, orders } from "#server/db/schema.ts";
import { shopDay } from "#server/lib/zoned-time.ts";
import type { OrderEffect } from "#server/orders/order-life.ts";

/** An unpaid order cancelled or expired: its cards and credit get back what it held. */
export const returnHeldBalances: OrderEffect = ({ tx, orderId, at }) =>
  giveBackOrderBalances(tx, orderId, "returned", at);

/** A refunded order: its cards and credit first get back what they paid (PayPal the rest). */
export const refundBalances: OrderEffect = ({ tx, orderId, at }) =>
  giveBackOrderBalances(tx, orderId, "refunded", at);

/**
 * Paid, or held by PayPal for review: the cards applied to the cart it came from leave it, as
 * the goods do; a card with money left is applied again by typing it.
 */
export const clearCartGiftCards: OrderEffect = async ({ tx, orderId }) => {
  const cartOfOrder = tx.select({ id: orders.cartId }).from(orders).where(eq(orders.id, orderId));
  await tx.delete(cartGiftCards).where(inArray(cartGiftCards.cartId, cartOfOrder));
};

/**
 * A gift card's order paid: each card it bought gets its balance (its `issued` entry), and its
 * e-mail goes now when its day has come (else the gift-card job sends it on that day).
 */
export const activateBoughtGiftCards: OrderEffect = async ({ tx, orderId, at, context }) => {
  const bought = await tx
    .select({ id: giftCards.id, initialCents: giftCards.initialCents, sendOn: giftCards.sendOn })
    .from(giftCards)
    .where(and(eq(giftCards.orderId, orderId), eq(giftCards.status, "unpaid")));
  for (const card of bought) {
    await openGiftCardBalance(tx, { ...card, orderId }, at);
    if (!card.sendOn || card.sendOn <= shopDay(at, context.timeZone)) {
      await sendGiftCard(tx, card.id, { ...context, now: at });
    }
  }
};

/**
 * A gift card's order refunded: its cards stop working, and what was left on them leaves
 * their balance (the buyer has the money back).
 */
export const disableRefundedGiftCards: OrderEffect = async ({ tx, orderId, at }) => {
  const cards = await tx
    .update(giftCards)
    .set({ status: "disabled", disabledAt: at, disabledReason: "Its order was refunded." })
    .where(and(eq(giftCards.orderId, orderId), ne(giftCards.status, "disabled")))
    .returning({ balanceId: giftCards.balanceId });
  for (const { balanceId } of cards) {
    if (balanceId === null) continue;
    const [left] = await tx
      .select({ cents: balances.balanceCents })
      .from(balances)
      .where(eq(balances.id, balanceId))
      .for("update");
    if (left && left.cents > 0) {
      await moveBalance(tx, balanceId, -left.cents, { kind: "refunded", orderId, now: at });
    }
  }
};
