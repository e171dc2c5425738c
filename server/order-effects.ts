/**
 * The effects table: everything the shop does when an order moves, moment by moment, in the
 * order it runs (server/orders/order-life.ts). Each part of the shop owns its effects; this is
 * the one place they are listed. Every effect runs inside the move's transaction, so it
 * happens exactly when the move does; e-mails are queued in the outbox there and sent after
 * the commit.
 */

import {
  activateBoughtGiftCards,
  clearCartGiftCards,
  disableRefundedGiftCards,
  refundBalances,
  returnHeldBalances,
} from "#server/balances/order-effects.ts";
import { emptyOrderedCart } from "#server/cart/order-effects.ts";
import { clearUsedCartCode, refuseRepeatPayer } from "#server/discounts/order-effects.ts";
import { grantOrderDownloads, revokeOrderDownloads } from "#server/downloads/order-effects.ts";
import { activateGiftOfOrder, settleRidingOrder } from "#server/mail-club/order-effects.ts";
import { sendPaidOrderMail, sendShippingNotice } from "#server/order-mail/order-effects.ts";
import { releaseOrderStock } from "#server/orders/cancel-order.ts";
import type { OrderEffectsTable } from "#server/orders/order-life.ts";
import { confirmBuyerCountry } from "#server/tax/order-effects.ts";

export const orderEffects: OrderEffectsTable = {
  placed: [],
  approved: [refuseRepeatPayer, confirmBuyerCountry],
  under_review: [emptyOrderedCart, clearUsedCartCode, clearCartGiftCards],
  paid: [
    grantOrderDownloads,
    activateBoughtGiftCards,
    activateGiftOfOrder,
    settleRidingOrder,
    emptyOrderedCart,
    clearUsedCartCode,
    clearCartGiftCards,
    // Last: the confirmation shows the links, the gift and the issue the effects above made.
    sendPaidOrderMail,
  ],
  processing: [],
  shipped: [sendShippingNotice],
  delivered: [],
  cancelled: [releaseOrderStock, returnHeldBalances, revokeOrderDownloads],
  expired: [releaseOrderStock, returnHeldBalances, revokeOrderDownloads],
  refunded: [refundBalances, disableRefundedGiftCards, revokeOrderDownloads],
};
