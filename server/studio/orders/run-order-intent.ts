import { eq } from "drizzle-orm";
import { giveStoreCredit } from "#server/balances/studio/give-store-credit.ts";
import { orders } from "#server/db/schema.ts";
import { resetOrderDownloads } from "#server/downloads/studio-order-downloads.ts";
import { AppError } from "#server/lib/errors.ts";
import { parseRowId } from "#server/lib/row-id.ts";
import type { StudioAccount } from "#server/lib/studio-account.ts";
import type { ShopContext } from "#server/shop-context.ts";
import { moveOrder } from "#server/studio/orders/move-order.ts";
import { orderMoveMessages, plainMoves } from "#server/studio/orders/order-moves.ts";
import { refundOrder } from "#server/studio/orders/refund-order.ts";
import { resendOrderDownloads } from "#server/studio/orders/resend-order-downloads.ts";
import { shipOrder } from "#server/studio/orders/ship-order.ts";

/** The studio's request: the shop's context and the maker's account. */
export interface OrderIntentServices extends ShopContext {
  account: StudioAccount;
}

const movedMessages = {
  processing: "The order is now Processing.",
  delivered: "The order is now Delivered.",
  cancelled: "The order is cancelled and its reserved stock is back on sale.",
} as const;

/**
 * Carries out what the order detail's form asks (intent=move with to=…, ship, refund,
 * resend-downloads, reset-downloads with grantId) and
 * answers what happened in the maker's words. Nothing from the form is trusted: each operation
 * checks the move against the state machine and the order's status now.
 */
export async function runOrderIntent(
  services: OrderIntentServices,
  orderId: number,
  form: Record<string, string>,
): Promise<string> {
  const { db, account } = services;
  switch (form.intent) {
    case "move": {
      if (form.to === "paid") throw new AppError("conflict", orderMoveMessages.paidOnlyByPayPal);
      const to = plainMoves.find((move) => move === form.to);
      if (!to) throw new AppError("bad_request", orderMoveMessages.unknownMove);
      await moveOrder(db, account, { orderId, to }, services);
      return movedMessages[to];
    }
    case "ship": {
      const shipment = await shipOrder(db, account, { ...form, orderId }, services);
      return `The order is Shipped (${shipment.trackingCarrier} ${shipment.trackingNumber}) and the customer's shipping e-mail is on its way.`;
    }
    case "refund": {
      const to = form.refundTo === "store_credit" ? "store_credit" : "paypal";
      const refund = await refundOrder(db, services.paypal, account, { orderId, to }, services);
      if (to === "store_credit") {
        return "The order is Refunded: what PayPal took is now the customer's store credit, and any gift cards or credit it used have theirs back.";
      }
      if (!refund.refundId) {
        return "The order took no payment, so nothing went back through PayPal. It is now Refunded and its downloads no longer work.";
      }
      return `PayPal refunded the order in full (refund ${refund.refundId}). The order is now Refunded.`;
    }
    case "give-credit": {
      const [order] = await db
        .select({ customerId: orders.customerId })
        .from(orders)
        .where(eq(orders.id, orderId));
      if (!order) throw new AppError("not_found", orderMoveMessages.notFound);
      return giveStoreCredit(db, account, { customerId: order.customerId, orderId, form });
    }
    case "resend-downloads": {
      const to = await resendOrderDownloads(db, account, {
        orderId,
        publicUrl: services.publicUrl,
        timeZone: services.timeZone,
      });
      return `The order e-mail with fresh download links is on its way to ${to}.`;
    }
    case "reset-downloads": {
      const grantId = parseRowId(form.grantId) ?? 0;
      await resetOrderDownloads(db, account, { orderId, grantId });
      return "The download count starts again: the buyer can download the files as often as the purchase allowed.";
    }
    default:
      throw new AppError("bad_request", "Choose what to do with the order.");
  }
}
