import { eq, inArray } from "drizzle-orm";
import { giveBackOrderBalances } from "#server/balances/spend-balances.ts";
import { cartGiftCards, orders } from "#server/db/schema.ts";
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
