import { data, type RouterContextProvider, redirect, redirectDocument } from "react-router";
import { beginSession, currentCustomer } from "#app/components/account/session.server.ts";
import type { CheckoutActionData } from "#app/components/checkout/checkout-data.ts";
import { checkoutInputFrom, valuesToKeep } from "#app/components/checkout/checkout-input.ts";
import { paymentServices } from "#app/components/checkout/payment-services.server.ts";
import { readCartToken } from "#server/cart/cart-cookie.ts";
import { getCart } from "#server/cart/get-cart.ts";
import { appContext } from "#server/context.ts";
import { AppError, statusOf } from "#server/errors.ts";
import { loadJoinablePlan } from "#server/mail-club/subscriptions/joinable-plan.ts";
import { createMemberAccount } from "#server/mail-club/subscriptions/member-account.ts";
import {
  assertPlanMailsTo,
  startSubscription,
} from "#server/mail-club/subscriptions/start-subscription.ts";
import { parseCheckoutInput } from "#server/orders/checkout-schema.ts";
import { orderMessages } from "#server/orders/order-messages.ts";

type Context = Readonly<RouterContextProvider>;

/**
 * The Shipping step with a Mail Club plan in the cart (spec §4 Subscription checkout): the
 * delivery address checked against the plan, an account made and signed in for a guest, then
 * PayPal's approval page for the monthly subscription. Refusals come back like the order's.
 */
export async function joinMailClub(
  request: Request,
  context: Context,
  form: Record<string, string>,
) {
  const { db, config, clientAddress } = context.get(appContext);
  const customer = await currentCustomer(request, context);
  const values = valuesToKeep(form);
  // A guest's account is not optional here: members sign up as they join (spec §1).
  const parsed = parseCheckoutInput(
    { ...checkoutInputFrom(form), createAccountAfterOrder: customer === null },
    customer,
  );
  if (!parsed.success) {
    const { customerName: _sameAsNames, ...errors } = parsed.fieldErrors;
    return data<CheckoutActionData>({ ok: false, errors, message: parsed.message, values }, 400);
  }
  const cart = await getCart(db, readCartToken(request));
  const plan = cart.lines.find((line) => line.product.kind === "subscription");
  if (!plan) throw redirect("/cart");
  if (cart.hasInvalidCombination) {
    const { invalidCombination: message, invalidCombinationTitle: title } = orderMessages;
    return data<CheckoutActionData>({ ok: false, errors: {}, message, title, values }, 400);
  }

  // The new account's sign-in cookies go with every answer, a refusal included.
  let headers = new Headers();
  try {
    // Refused before a guest's account is made, so a refusal leaves nothing behind.
    assertPlanMailsTo(await loadJoinablePlan(db, plan.product.id), parsed.data.shippingAddress);
    let member = customer;
    if (!member) {
      const { shippingAddress: address } = parsed.data;
      member = await createMemberAccount(
        db,
        {
          email: parsed.data.customerEmail,
          firstName: address.firstName,
          lastName: address.lastName,
          phone: parsed.data.customerPhone,
          password: parsed.data.guestPassword,
        },
        { clientAddress, publicUrl: config.publicUrl },
      );
      headers = await beginSession(request, context, member);
    }
    const started = await startSubscription(await paymentServices(context), {
      customer: member,
      productId: plan.product.id,
      deliveryAddress: parsed.data.shippingAddress,
    });
    return redirectDocument(started.approvalUrl, { status: 303, headers });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const field = error.details?.field;
    return data<CheckoutActionData>(
      {
        ok: false,
        errors: field ? { [field]: error.message } : {},
        message: error.message,
        values,
      },
      { status: statusOf(error), headers },
    );
  }
}
