import type { RouterContextProvider } from "react-router";
import { appContext } from "#server/context.ts";
import { paymentServicesFor } from "#server/payments/payment-services-for.ts";

/** The payment operations' services for a page request, as the API builds them for its own. */
export function paymentServices(context: Readonly<RouterContextProvider>) {
  const { db, config, logger, paypal } = context.get(appContext);
  const { publicUrl, ownerEmail, shopTimeZone } = config;
  return paymentServicesFor({ db, paypal, publicUrl, ownerEmail, timeZone: shopTimeZone }, logger);
}
