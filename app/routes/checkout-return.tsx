import { data, redirect } from "react-router";
import {
  PaymentProblem,
  type PaymentProblemData,
} from "#app/components/checkout/payment-problem.tsx";
import { pageMeta, shopNameFrom } from "#app/components/meta.ts";
import { pendingCheckoutCookie, readPendingCheckout } from "#app/server/pending-checkout.server.ts";
import { secretAddressHeaders } from "#app/server/secret-address.server.ts";
import { shopContext } from "#app/server/shop-context.server.ts";
import { appContext } from "#server/context.ts";
import { attempt, statusOf } from "#server/lib/errors.ts";
import { parseRowId } from "#server/lib/row-id.ts";
import { readOrderViewLink } from "#server/orders/order-view-link.ts";
import { capturePayment } from "#server/payments/capture-payment.ts";
import { paymentMessages } from "#server/payments/payment-services.ts";
import type { Route } from "./+types/checkout-return";

const SESSION_EXPIRED = "Order session expired. Please contact support.";
const CAPTURE_FAILED = "Payment capture failed. Please contact support.";

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageMeta({ title: "Payment", shopName: shopNameFrom(matches) }),
    { name: "robots", content: "noindex" },
  ];
}

export const headers = secretAddressHeaders;

/**
 * PayPal's return_url (?orderId=… and PayPal's token={paypalOrderId}&PayerID=…): captures
 * the payment once (capturePayment is idempotent, so a reload or a webhook racing it changes
 * nothing twice), empties the cart and goes on to the order with 'Payment successful!'. A
 * declined card offers PayPal again; a missing pending order says the session expired. An
 * order whose hold ran out sends this browser back to its checkout (the cart is untouched), or
 * another browser to the order's page. PayPal's app may open the return in another browser,
 * without the checkout's cookie: the return's own signed link then shows the order there.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { config } = context.get(appContext);
  const url = new URL(request.url);
  const pending = readPendingCheckout(request);
  const orderId = parseRowId(url.searchParams.get("orderId")) ?? pending?.orderId ?? null;
  const paypalOrderId = url.searchParams.get("token");
  // /order-complete with neither an order nor PayPal's token has nothing to show (spec §2).
  if (!paypalOrderId && !url.searchParams.has("orderId") && url.pathname === "/order-complete") {
    throw redirect("/");
  }
  if (orderId === null || !paypalOrderId) {
    return data<PaymentProblemData>(
      { state: "failed", message: SESSION_EXPIRED, retryUrl: null },
      400,
    );
  }
  const capture = await attempt(async () =>
    capturePayment(await shopContext(context), { orderId, paypalOrderId }),
  );
  const { refused } = capture;
  const ours = pending?.orderId === orderId ? pending : null;
  if (refused?.message === paymentMessages.expired) {
    throw redirect(ours ? "/checkout?payment=expired" : orderPageOf(orderId, url, null), 303);
  }
  // Downloads whose buyer's country and PayPal's disagree (decision 042): the checkout asks.
  const askCountry = refused?.details?.askCountry;
  if (askCountry && ours) throw redirect(`/checkout?${new URLSearchParams({ askCountry })}`, 303);
  if (refused) {
    const approveUrl = refused.details?.approveUrl;
    if (approveUrl) {
      return data<PaymentProblemData>(
        { state: "declined", approveUrl, message: refused.message },
        402,
      );
    }
    // PayPal down or slow: the same return again re-runs this order's capture, which reuses
    // its PayPal-Request-Id, so trying again can never charge twice.
    const retryUrl = refused.code === "unavailable" ? retryUrlOf(url) : null;
    return data<PaymentProblemData>(
      { state: "failed", message: refused.message || CAPTURE_FAILED, retryUrl },
      statusOf(refused),
    );
  }
  const { status } = capture.value;
  // Paid, or PENDING while PayPal reviews it: the checkout is over, and what was bought has
  // left the cart (the order's effects, server/order-effects.ts).
  const headers = new Headers();
  if (ours && !ours.settled) {
    headers.set(
      "Set-Cookie",
      pendingCheckoutCookie({ ...ours, settled: true }, { isHttps: config.isHttps }),
    );
  }
  const page = orderPageOf(orderId, url, ours, status === "paid" ? { paid: "1" } : {});
  throw redirect(page, { status: 303, headers });
}

/**
 * The order's page for this browser: with the guest's key when it checked out here, else with
 * the return's signed link (another browser; a customer's own browser needs neither).
 */
function orderPageOf(
  orderId: number,
  url: URL,
  ours: { accessKey: string | null } | null,
  extra: Record<string, string> = {},
) {
  const search = new URLSearchParams(extra);
  if (ours?.accessKey) search.set("key", ours.accessKey);
  const link = ours ? null : readOrderViewLink(url.searchParams);
  if (link) {
    search.set("view", link.view);
    search.set("until", link.until);
  }
  const query = search.toString();
  return `/order-complete/${orderId}${query ? `?${query}` : ""}`;
}

/** This same return (the order, PayPal's token and payer), as a path on this shop. */
function retryUrlOf(url: URL) {
  const search = new URLSearchParams();
  for (const name of ["orderId", "token", "PayerID"]) {
    const value = url.searchParams.get(name);
    if (value) search.set(name, value);
  }
  return `${url.pathname}?${search}`;
}

export default function CheckoutReturn({ loaderData }: Route.ComponentProps) {
  return <PaymentProblem problem={loaderData} />;
}
