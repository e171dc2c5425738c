import type { Logger } from "#server/logger.ts";
import type { PaymentServices } from "#server/payments/payment-services.ts";
import { readShopTimeZone } from "#server/shop/shop-time-zone.ts";

/** What stays the same for every request: `timeZone` is SHOP_TIMEZONE, the setting's fallback. */
export type PaymentSetup = Omit<PaymentServices, "logger">;

/**
 * The payment operations' services for one request, page or API alike: the shop's time zone
 * as the studio set it now, and the request's logger. (Apart from payment-services.ts, whose
 * messages pages show in the browser: this reads the database.)
 */
export async function paymentServicesFor(setup: PaymentSetup, logger?: Logger) {
  const timeZone = await readShopTimeZone(setup.db, setup.timeZone);
  return { ...setup, timeZone, logger } satisfies PaymentServices;
}
