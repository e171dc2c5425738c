import { type RouterContextProvider, redirect, redirectDocument } from "react-router";
import { checkoutFields } from "#app/components/checkout/checkout-data.ts";
import { checkoutInputFrom, valuesToKeep } from "#app/components/checkout/checkout-input.ts";
import { replyTo } from "#app/forms/reply.server.ts";
import { beginSession, currentCustomer } from "#app/server/session.server.ts";
import { shopContext } from "#app/server/shop-context.server.ts";
import { browserCartKey } from "#server/cart/cart-cookie.ts";
import { getCart } from "#server/cart/get-cart.ts";
import { parseCheckoutInput } from "#server/checkout/checkout-schema.ts";
import { appContext } from "#server/context.ts";
import { AppError } from "#server/lib/errors.ts";
import { joinMailClub } from "#server/mail-club/subscriptions/join-mail-club.ts";
import { loadJoinablePlan } from "#server/mail-club/subscriptions/joinable-plan.ts";
import { orderMessages } from "#server/orders/order-messages.ts";

type Context = Readonly<RouterContextProvider>;

/**
 * The Shipping step with a Mail Club plan in the cart (spec §4 Subscription checkout): the
 * delivery address checked against the plan, an account made and signed in for a guest (with
 * the password typed, or none and a "choose your password" e-mail), then PayPal's approval
 * page for the monthly subscription. Refusals come back like the order's.
 */
export async function joinFromCheckout(
  request: Request,
  context: Context,
  form: Record<string, string>,
) {
  const { db, clientAddress } = context.get(appContext);
  const customer = await currentCustomer(request, context);
  // The new account's sign-in cookies go with every answer, a refusal included.
  const headers = new Headers();
  return replyTo({ values: valuesToKeep(form), headers }, async () => {
    // A guest's account is not optional here: members sign up as they join (spec §1). Its
    // password is: one typed is checked as any new password; left empty, the account is made
    // without one and the member is mailed a link to choose it.
    const typedPassword = (form[checkoutFields.password] ?? "") !== "";
    const { shippingAddress, customerEmail, customerPhone, guestPassword } = parseCheckoutInput(
      { ...checkoutInputFrom(form), createAccountAfterOrder: customer === null && typedPassword },
      customer,
    );
    const cart = await getCart(db, browserCartKey(request, customer));
    const plan = cart.lines.find((line) => line.product.kind === "subscription");
    if (!plan) throw redirect("/cart");
    if (cart.hasInvalidCombination) {
      const { invalidCombination, invalidCombinationTitle: alertTitle } = orderMessages;
      throw new AppError("bad_request", invalidCombination, { alertTitle });
    }
    const { firstName, lastName } = shippingAddress;
    const started = await joinMailClub(await shopContext(context), {
      plan: await loadJoinablePlan(db, plan.product.id),
      customer,
      guest: {
        email: customerEmail,
        firstName,
        lastName,
        phone: customerPhone,
        password: guestPassword,
      },
      deliveryAddress: shippingAddress,
      clientAddress,
      // A Mail Club offer applied to the cart (decision 041).
      discountCode: cart.discountCode,
      onAccountMade: async (member) => {
        const session = await beginSession(request, context, member);
        for (const cookie of session.getSetCookie()) headers.append("Set-Cookie", cookie);
      },
    });
    return redirectDocument(started.approvalUrl, { status: 303, headers });
  });
}
