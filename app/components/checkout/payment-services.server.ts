/** The payment operations' services for a page request, from the load context. */
import type { RouterContextProvider } from "react-router";
import { appContext } from "#server/context.ts";
import type { PaymentServices } from "#server/payments/payment-services.ts";

export function paymentServices(context: Readonly<RouterContextProvider>): PaymentServices {
  const { db, config, logger, paypal } = context.get(appContext);
  return {
    db,
    paypal,
    publicUrl: config.publicUrl,
    ownerEmail: config.ownerEmail,
    timeZone: config.shopTimeZone,
    logger,
  };
}
