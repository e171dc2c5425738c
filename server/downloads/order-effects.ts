import { grantDownloads, revokeDownloads } from "#server/downloads/grants.ts";
import type { OrderEvent } from "#server/orders/order-life.ts";

/** Paid: each digital line gets its download grant, with the product's limit of the day. */
export async function grantOrderDownloads({ tx, orderId }: OrderEvent) {
  await grantDownloads(tx, orderId);
}

/** Cancelled, expired or refunded: what the order delivered stops working. */
export async function revokeOrderDownloads({ tx, orderId, at }: OrderEvent) {
  await revokeDownloads(tx, orderId, at);
}
