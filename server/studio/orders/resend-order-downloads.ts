import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { downloadGrants } from "#server/db/schema.ts";
import { orderDownloadMessages } from "#server/downloads/studio-order-downloads.ts";
import { recordStudioChange } from "#server/lib/audit-log.ts";
import { AppError } from "#server/lib/errors.ts";
import type { StudioAccount } from "#server/lib/studio-account.ts";
import { queueOrderConfirmation } from "#server/order-mail/order-confirmation.ts";
import { getOrder } from "#server/orders/get-order.ts";
import { getShopSettings } from "#server/shop/get-shop-settings.ts";

/** Sends the order confirmation again, its download links working GUEST_LINK_DAYS from now. */
export async function resendOrderDownloads(
  db: Database,
  account: StudioAccount,
  input: { orderId: number; publicUrl: string; timeZone: string },
) {
  return db.transaction(async (tx) => {
    const order = await getOrder(tx, input.orderId);
    if (!order) throw new AppError("not_found", "Order not found.");
    const [live] = await tx
      .select({ id: downloadGrants.id })
      .from(downloadGrants)
      .where(and(eq(downloadGrants.orderId, order.id), isNull(downloadGrants.revokedAt)))
      .limit(1);
    if (!live) throw new AppError("conflict", orderDownloadMessages.noDownloads);
    const settings = await getShopSettings(tx);
    await queueOrderConfirmation(tx, order, {
      publicUrl: input.publicUrl,
      shopName: settings.shopName,
      timeZone: input.timeZone,
      linksFrom: new Date(),
    });
    await recordStudioChange(tx, account, {
      action: "order.resend-downloads",
      subject: `order:${order.id}`,
      details: { orderNumber: order.orderNumber, to: order.customerEmail },
    });
    return order.customerEmail;
  });
}
