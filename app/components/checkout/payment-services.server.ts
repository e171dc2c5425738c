/** The payment operations' services for a page request, from the load context. */
import type { RouterContextProvider } from "react-router";
import { shopTimeZone } from "#app/shop-time.server.ts";
import { appContext } from "#server/context.ts";
import type { PaymentServices } from "#server/payments/payment-services.ts";

export async function paymentServices(
  context: Readonly<RouterContextProvider>,
): Promise<PaymentServices> {
  const { db, config, logger, paypal } = context.get(appContext);
  return {
    db,
    paypal,
    publicUrl: config.publicUrl,
    ownerEmail: config.ownerEmail,
    timeZone: await shopTimeZone(context),
    logger,
  };
}
