import { data, type RouterContextProvider, redirect, redirectDocument } from "react-router";
import { beginSession, currentCustomer } from "#app/components/account/session.server.ts";
import type {
  CheckoutActionData,
  PaymentStepData,
} from "#app/components/checkout/checkout-data.ts";
import { checkoutInputFrom, valuesToKeep } from "#app/components/checkout/checkout-input.ts";
import { paymentServices } from "#app/components/checkout/payment-services.server.ts";
import {
  pendingCheckoutCookie,
  readPendingCheckout,
} from "#app/components/checkout/pending-checkout.server.ts";
import { readCartToken } from "#server/cart/cart-cookie.ts";
import { appContext } from "#server/context.ts";
import { AppError, statusOf } from "#server/errors.ts";
import { cancelAbandonedOrder } from "#server/orders/cancel-order.ts";
import { parseCheckoutInput } from "#server/orders/checkout-schema.ts";
import { createOrder } from "#server/orders/create-order.ts";
import { getOrderForViewer } from "#server/orders/get-order.ts";
import { paymentMessages } from "#server/payments/payment-services.ts";
import { startPayPalPayment } from "#server/payments/start-payment.ts";

type Context = Readonly<RouterContextProvider>;
type Order = { id: number; orderNumber: string; totalCents: number };

/**
 * Places the order: the form parsed with the checkout schema, the order made from the server
 * cart (stock reserved), PayPal's order created, and the browser sent to PayPal's approval
 * page (303, a full page load even with scripts). A guest who asked for an account is signed
 * in to it on the way, so the order they come back to is theirs. Refusals come back as field
 * errors or a message for the whole form; if PayPal cannot be reached, the order waits on the
 * Payment step with a button to try again.
 */
export async function placeOrder(request: Request, context: Context, form: Record<string, string>) {
  const { db, config, clientAddress } = context.get(appContext);
  const customer = await currentCustomer(request, context);
  const values = valuesToKeep(form);
  const parsed = parseCheckoutInput(checkoutInputFrom(form), customer);
  if (!parsed.success) {
    // The name is made of the first and last name, whose own errors already say what is missing.
    const { customerName: _sameAsNames, ...errors } = parsed.fieldErrors;
    return data<CheckoutActionData>({ ok: false, errors, message: parsed.message, values }, 400);
  }
  // The sign-in cookies of an account made here go with every answer, a refusal included.
  let headers = new Headers();
  // Checking out again: the order this browser left unpaid gives its stock back first, so the
  // same items are never held twice (or refused as sold out by the buyer's own order).
  const pending = readPendingCheckout(request);
  if (pending && !pending.settled) {
    await cancelAbandonedOrder(db, pending.orderId, {
      accessKey: pending.accessKey,
      customerId: customer?.id ?? null,
    });
  }
  try {
    const { order, accessKey, createdCustomer } = await createOrder(db, parsed.data, {
      customer,
      cartToken: readCartToken(request),
      clientAddress,
      publicUrl: config.publicUrl,
    });
    if (createdCustomer) headers = await beginSession(request, context, createdCustomer);
    headers.append(
      "Set-Cookie",
      pendingCheckoutCookie(
        { orderId: order.id, accessKey: customer || createdCustomer ? null : accessKey },
        { isHttps: config.isHttps },
      ),
    );
    return await sendToPayPal(context, order, headers);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const field = error.details?.field;
    return data<CheckoutActionData>(
      {
        ok: false,
        errors: field ? { [field]: error.message } : {},
        message: error.message,
        title: error.details?.title,
        values,
      },
      { status: statusOf(error), headers },
    );
  }
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
    const { approveUrl } = await startPayPalPayment(await paymentServices(context), order.id);
    return redirectDocument(approveUrl, { status: 303, headers });
  } catch (error) {
    const known = error instanceof AppError ? error : null;
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
