import { data, type RouterContextProvider, redirect, redirectDocument } from "react-router";
import type { PaymentStepData } from "#app/components/checkout/checkout-data.ts";
import { checkoutInputFrom, valuesToKeep } from "#app/components/checkout/checkout-input.ts";
import { replyTo } from "#app/forms/reply.server.ts";
import { pendingCheckoutCookie, readPendingCheckout } from "#app/server/pending-checkout.server.ts";
import { beginSession, currentCustomer } from "#app/server/session.server.ts";
import { shopContext } from "#app/server/shop-context.server.ts";
import { readCartToken } from "#server/cart/cart-cookie.ts";
import { placeOrder } from "#server/checkout/place-order.ts";
import { appContext } from "#server/context.ts";
import { isRefusal, statusOf } from "#server/lib/errors.ts";
import { cancelAbandonedOrder } from "#server/orders/cancel-order.ts";
import { getOrderForViewer } from "#server/orders/get-order.ts";
import { paymentMessages } from "#server/payments/payment-services.ts";
import { startPayPalPayment } from "#server/payments/start-payment.ts";

type Context = Readonly<RouterContextProvider>;
type Order = { id: number; orderNumber: string; totalCents: number };

/**
 * Places the order (the workflow the API's POST /api/orders/create runs too) and sends the
 * browser to PayPal's approval page (303, a full page load even with scripts). A guest who
 * asked for an account is signed in to it on the way, so the order they come back to is
 * theirs. Refusals come back as field errors or a message for the whole form; if PayPal cannot
 * be reached, the order waits on the Payment step with a button to try again.
 */
export async function placeOrderAndPay(
  request: Request,
  context: Context,
  form: Record<string, string>,
) {
  const { db, config, clientAddress } = context.get(appContext);
  const customer = await currentCustomer(request, context);
  // The sign-in cookies of an account made here go with every answer, a refusal included.
  const headers = new Headers();
  return replyTo({ values: valuesToKeep(form), headers }, async () => {
    const shop = await shopContext(context);
    const placed = await placeOrder(
      {
        ...shop,
        customer,
        from: { token: readCartToken(request) },
        clientAddress,
        // Checking out again: the order this browser left unpaid gives its stock back first, so
        // the same items are never held twice (or refused as sold out by the buyer's own order).
        beforeCreating: async () => {
          const pending = readPendingCheckout(request);
          if (!pending || pending.settled) return;
          await cancelAbandonedOrder(
            db,
            pending.orderId,
            { accessKey: pending.accessKey, customerId: customer?.id ?? null },
            shop,
          );
        },
      },
      checkoutInputFrom(form),
    );
    const { order, accessKey, createdCustomer, paymentDue } = placed;
    if (createdCustomer) {
      const session = await beginSession(request, context, createdCustomer);
      for (const cookie of session.getSetCookie()) headers.append("Set-Cookie", cookie);
    }
    const ownKey = customer || createdCustomer ? null : accessKey;
    const pending = { orderId: order.id, accessKey: ownKey, settled: !paymentDue };
    headers.append("Set-Cookie", pendingCheckoutCookie(pending, { isHttps: config.isHttps }));
    if (paymentDue) return sendToPayPal(context, order, headers);
    // Nothing to pay (freebies): the order is confirmed already (and its lines left the cart).
    const search = new URLSearchParams({ paid: "free", ...(ownKey ? { key: ownKey } : {}) });
    return redirect(`/order-complete/${order.id}?${search}`, { status: 303, headers });
  });
}

/**
 * 'Pay with PayPal' on the Payment step: the browser's own unpaid order (by its cookie, and
 * its secret or the signed-in customer) goes to PayPal again. The same PayPal-Request-Id
 * makes a retry reuse the PayPal order if the first attempt did reach PayPal.
 */
export async function payPendingOrder(request: Request, context: Context) {
  const { db } = context.get(appContext);
  const pending = readPendingCheckout(request);
  const customer = await currentCustomer(request, context);
  const order =
    pending && !pending.settled
      ? await getOrderForViewer(db, pending.orderId, {
          customerId: customer?.id ?? null,
          accessKey: pending.accessKey,
        })
      : null;
  if (order?.status !== "pending_payment") throw redirect("/checkout?payment=expired");
  return sendToPayPal(context, order, new Headers());
}

/**
 * PayPal's approval page for the order, or the Payment step saying why it is not there. Any
 * failure here still answers with `headers`: the order is placed, and the browser must keep
 * its cookie (and a new account its session) to come back to it.
 */
async function sendToPayPal(context: Context, order: Order, headers: Headers) {
  try {
    const { approveUrl } = await startPayPalPayment(await shopContext(context), order.id);
    return redirectDocument(approveUrl, { status: 303, headers });
  } catch (error) {
    const known = isRefusal(error) ? error : null;
    // Its hold ran out: back to the checkout, whose cart is as it was, to place it again.
    if (known?.message === paymentMessages.expired) {
      return redirect("/checkout?payment=expired", { status: 303, headers });
    }
    if (!known)
      context
        .get(appContext)
        .logger.error({ err: error, orderId: order.id }, "payment start failed");
    return data<PaymentStepData>(
      {
        step: "payment",
        orderNumber: order.orderNumber,
        totalCents: order.totalCents,
        message: known?.message ?? paymentMessages.createFailed,
        canRetry: !known || known.code === "unavailable",
      },
      { status: known ? statusOf(known) : 503, headers },
    );
  }
}
