import { useState } from "react";
import { redirect } from "react-router";
import { CartMessage } from "#app/components/cart/cart-message.tsx";
import { DiscountCodeForm } from "#app/components/cart/discount-code-form.tsx";
import {
  addressValues,
  type CheckoutValues,
  checkoutFields as f,
  paymentNotices,
  RIDE_ALONG_CHOICE,
} from "#app/components/checkout/checkout-data.ts";
import { CheckoutForm } from "#app/components/checkout/checkout-form.tsx";
import { CheckoutSteps } from "#app/components/checkout/checkout-steps.tsx";
import type { CountryQuestion } from "#app/components/checkout/country-question.tsx";
import { GiftCardForm } from "#app/components/checkout/gift-card-form.tsx";
import { OrderSummary } from "#app/components/checkout/order-summary.tsx";
import { PaymentStep } from "#app/components/checkout/payment-step.tsx";
import type { ShippingChoice } from "#app/components/checkout/shipping-methods.tsx";
import { useCheckoutShipping } from "#app/components/checkout/use-checkout-shipping.ts";
import { taxPlaceQuery, useCheckoutTax } from "#app/components/checkout/use-checkout-tax.ts";
import { pageMeta, shopNameFrom } from "#app/components/meta.ts";
import { FormAlert } from "#app/forms/form-alert.tsx";
import { refusalOf, typedValues } from "#app/forms/form-reply.ts";
import { formText } from "#app/forms/reply.server.ts";
import { type AddressUse, addressOptions } from "#app/server/address-options.server.ts";
import { type PendingCheckout, readPendingCheckout } from "#app/server/pending-checkout.server.ts";
import { currentCustomer } from "#app/server/session.server.ts";
import { shopContext } from "#app/server/shop-context.server.ts";
import { shopClock } from "#app/server/shop-time.server.ts";
import type { Customer } from "#server/accounts/types.ts";
import { countryName } from "#server/addresses/address-format.ts";
import { payingBalances, splitOverBalances } from "#server/balances/balance-split.ts";
import { checkoutBalances } from "#server/balances/checkout-balances.ts";
import { browserCartKey } from "#server/cart/cart-cookie.ts";
import { getCart } from "#server/cart/get-cart.ts";
import { cartMessages } from "#server/cart/messages.ts";
import { cartTax } from "#server/checkout/cart-tax.ts";
import { appContext } from "#server/context.ts";
import type { Database } from "#server/db/client.ts";
import { cartMoneyOff } from "#server/discounts/cart-code.ts";
import { postageCovered } from "#server/discounts/discount-arithmetic.ts";
import { toApiCartTax } from "#server/http/api/cart-tax.ts";
import { MAIL_CLUB_ENVELOPE } from "#server/mail-club/ride-along/ride-along-messages.ts";
import { loadJoinablePlan } from "#server/mail-club/subscriptions/joinable-plan.ts";
import { cancelAbandonedOrder } from "#server/orders/cancel-order.ts";
import { deliveryOf } from "#server/orders/delivery.ts";
import { getOrderForViewer } from "#server/orders/get-order.ts";
import { orderTotals } from "#server/orders/order-totals.ts";
import { type CheckoutShipping, checkoutShipping } from "#server/shipping/checkout-shipping.ts";
import { cheapestOption, offeredOptions } from "#server/shipping/offered-options.ts";
import { taxMessages } from "#server/tax/tax-messages.ts";
import type { Route } from "./+types/checkout";
import { payPendingOrder, placeOrderAndPay } from "./checkout-actions.server.ts";
import { joinFromCheckout } from "./checkout-join.server.ts";
import { checkoutRideAlong } from "./checkout-ride-along.server.ts";

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageMeta({
      title: "Checkout",
      description: "Your shipping details, then payment with PayPal.",
      shopName: shopNameFrom(matches),
    }),
    { name: "robots", content: "noindex" },
  ];
}

export function headers(): Headers {
  return new Headers({ "Cache-Control": "private, no-store" });
}

/** A signed-in customer's saved details, as the form's starting values. */
function savedValues(customer: Customer | null): CheckoutValues {
  if (!customer) return {};
  const address = customer.shippingAddress;
  return {
    ...addressValues(address),
    [f.phone]: customer.phone ?? "",
    [f.firstName]: address?.firstName || customer.firstName,
    [f.lastName]: address?.lastName || customer.lastName,
  };
}

/**
 * A guest back on the checkout from an attempt that did not end in a payment (PayPal's cancel
 * link, a hold that ran out): the details they gave it, so only the button is left to press.
 */
async function attemptValues(
  db: Database,
  pending: PendingCheckout | null,
): Promise<CheckoutValues | null> {
  if (!pending || pending.settled || !pending.accessKey) return null;
  const order = await getOrderForViewer(db, pending.orderId, {
    customerId: null,
    accessKey: pending.accessKey,
  });
  if (!order || order.paidAt || order.kind === "gift") return null;
  return {
    ...addressValues(order.shippingAddress),
    [f.email]: order.customerEmail,
    [f.phone]: order.customerPhone ?? "",
  };
}

/** The plan in the cart; one that can no longer be joined says so when the form is sent. */
function planToJoin(db: Database, productId: number) {
  return loadJoinablePlan(db, productId).then(
    (plan) => plan.plan,
    () => "usa" as const,
  );
}

/** The cart from the server; an empty cart goes back to /cart (spec §2). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const customer = await currentCustomer(request, context);
  const cart = await getCart(db, browserCartKey(request, customer));
  const search = new URL(request.url).searchParams;
  // PayPal's cancel_url is /checkout: it comes back with its token (spec §4). The order the
  // buyer gave up on gives its stock back now, not when its hold runs out.
  const paypalOrderId = search.get("token");
  const pending = readPendingCheckout(request);
  if (paypalOrderId && pending && !pending.settled) {
    await cancelAbandonedOrder(
      db,
      pending.orderId,
      { accessKey: pending.accessKey, customerId: customer?.id ?? null, paypalOrderId },
      await shopContext(context),
    );
  }
  if (cart.lines.length === 0) throw redirect("/cart");
  const payment = paypalOrderId ? "cancelled" : search.get("payment");
  const delivery = deliveryOf(cart.lines.map((line) => line.product));
  const plan = cart.lines.find((line) => line.product.kind === "subscription");
  const values = (!customer && (await attemptValues(db, pending))) || savedValues(customer);
  const use: AddressUse = plan
    ? await planToJoin(db, plan.product.id)
    : delivery === "postal"
      ? "parcel"
      : "anywhere";
  const addressForm = await addressOptions(db, use, values[f.country]);
  const shopper = { customerId: customer?.id ?? null, email: customer?.email ?? null };
  const moneyOff = await cartMoneyOff(db, cart, shopper, await shopClock(context));
  const goods = orderTotals(cart.lines, 0);
  const taxPlace = {
    country: values[f.country] ?? addressForm.format.country,
    region: values[f.stateProvince] ?? "",
    postalCode: values[f.postalCode] ?? "",
    shippingMethodId: "",
  };
  const tax = await cartTax(
    db,
    cart,
    moneyOff,
    {
      ...taxPlace,
      delivery: delivery === "postal" && !plan ? "postal" : "digital",
      shippingMethodId: null,
    },
    (await shopClock(context)).now,
  );
  return {
    balances: await checkoutBalances(db, browserCartKey(request, customer), customer?.id ?? null),
    countryQuestion: delivery === "digital" ? countryQuestionOf(search.get("askCountry")) : null,
    tax: { query: taxPlaceQuery(taxPlace), tax: toApiCartTax(tax) },
    lines: cart.lines.map((line) => ({
      key: line.id,
      title: line.product.title,
      quantity: line.quantity,
      lineTotalCents: line.lineTotalCents,
      personalisation: line.personalisation,
    })),
    totals: {
      ...goods,
      discountCents: moneyOff.discountCents,
      // A Mail Club offer: the first issue's price is what joining pays now.
      totalCents: moneyOff.clubOffer?.introPriceCents ?? goods.totalCents - moneyOff.discountCents,
    },
    moneyOff,
    delivery,
    // A plan mixed with other items is no join: the order's path refuses it in the spec's words.
    hasSubscription: cart.hasSubscription && !cart.hasInvalidCombination,
    hasInvalidCombination: cart.hasInvalidCombination,
    customerEmail: customer?.email ?? null,
    values,
    notice: payment && Object.hasOwn(paymentNotices, payment) ? paymentNotices[payment] : null,
    addressForm,
    shipping:
      delivery === "postal" && !plan
        ? await checkoutShipping(db, cart.lines, addressForm.format.country)
        : null,
    rideAlong:
      delivery === "postal" && !plan
        ? await checkoutRideAlong(db, customer, cart.lines, await shopClock(context))
        : null,
  };
}

/** The Shipping step's form places the order; the Payment step's button pays it again. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = formText(await request.formData());
  if (form.intent === "pay") return payPendingOrder(request, context);
  if (form.intent === "join") return joinFromCheckout(request, context, form);
  return placeOrderAndPay(request, context, form);
}

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  const { notice } = loaderData;
  const paymentStep = actionData && "step" in actionData ? actionData : null;
  const refused = refusalOf(actionData);
  const typed = typedValues(refused);
  const [country, setCountry] = useState(
    typed?.[f.country] || loaderData.addressForm.format.country,
  );
  const [place, setPlace] = useState(() => ({
    region: typed?.[f.stateProvince] ?? loaderData.values[f.stateProvince] ?? "",
    postalCode: typed?.[f.postalCode] ?? loaderData.values[f.postalCode] ?? "",
  }));
  const shipping = useCheckoutShipping(loaderData.shipping, country);
  const [chosen, setChosen] = useState<ShippingChoice | undefined>(
    typed?.shippingMethodId === RIDE_ALONG_CHOICE
      ? RIDE_ALONG_CHOICE
      : Number(typed?.shippingMethodId) || undefined,
  );
  const riding = chosen === RIDE_ALONG_CHOICE && loaderData.rideAlong?.available === true;
  const method = riding ? undefined : offeredMethod(shipping, chosen);
  const shippingCents = method?.priceCents ?? 0;
  const { moneyOff } = loaderData;
  const freePostage = moneyOff.freePostage;
  const postageOffCents =
    freePostage && postageCovered({ postageCountries: freePostage.countries }, country)
      ? Math.min(shippingCents, freePostage.capCents ?? shippingCents)
      : 0;
  const tax = useCheckoutTax(
    {
      country,
      region: place.region,
      postalCode: place.postalCode,
      shippingMethodId: riding ? RIDE_ALONG_CHOICE : String(method?.methodId ?? ""),
    },
    loaderData.tax,
  );
  const totals = {
    ...loaderData.totals,
    shippingCents,
    taxCents: tax.taxCents,
    totalCents:
      loaderData.totals.totalCents +
      shippingCents -
      postageOffCents +
      (tax.inclusive ? 0 : tax.taxCents),
  };
  // Joining the Mail Club pays through a PayPal subscription: balances pay shop orders only.
  const paidBy = loaderData.hasSubscription
    ? []
    : splitOverBalances(totals.totalCents, payingBalances(loaderData.balances));
  const balanceCents = paidBy.reduce((sum, part) => sum + part.amountCents, 0);
  return (
    <div className="mx-auto max-w-7xl px-5 pt-8 pb-16 sm:px-6 md:pt-12">
      <div className="mb-8 flex flex-col gap-4">
        <h1 className="text-3xl font-semibold sm:text-4xl">Checkout</h1>
        <CheckoutSteps current={paymentStep ? "Payment" : "Shipping"} />
      </div>
      {notice ? (
        <FormAlert tone="notice" title={notice.title} className="mb-6">
          {notice.text}
        </FormAlert>
      ) : null}
      {loaderData.hasInvalidCombination ? (
        <CartMessage
          title={cartMessages.invalidCombinationTitle}
          text={cartMessages.invalidCombination}
        />
      ) : null}
      <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-10">
        {paymentStep ? (
          <PaymentStep step={paymentStep} />
        ) : (
          <section
            aria-labelledby="shipping-title"
            className="paper-card relative px-5 pt-7 pb-7 sm:px-7"
            onChange={(event) => {
              // The state and ZIP code the tax line follows (the country has its own state).
              const { name, value } = event.target as HTMLInputElement;
              if (name === f.stateProvince) setPlace((was) => ({ ...was, region: value }));
              if (name === f.postalCode) setPlace((was) => ({ ...was, postalCode: value }));
            }}
          >
            <span aria-hidden="true" className="tape absolute -top-2.5 left-8 w-20 -rotate-2" />
            <h2 id="shipping-title" className="mb-6 text-2xl font-semibold">
              {loaderData.hasSubscription
                ? "Delivery address"
                : loaderData.delivery === "digital"
                  ? "Your details"
                  : "Shipping"}
            </h2>
            <CheckoutForm
              customerEmail={loaderData.customerEmail}
              hasSubscription={loaderData.hasSubscription}
              nothingDue={
                totals.totalCents === 0
                  ? "free"
                  : totals.totalCents === balanceCents
                    ? "balances"
                    : null
              }
              postal={loaderData.delivery === "postal"}
              values={loaderData.values}
              refused={refused}
              addressForm={loaderData.addressForm}
              shipping={shipping}
              chosenMethod={riding ? RIDE_ALONG_CHOICE : method?.methodId}
              onChooseMethod={setChosen}
              rideAlong={loaderData.rideAlong}
              onCountryChange={setCountry}
              countryQuestion={loaderData.countryQuestion}
            />
          </section>
        )}
        <OrderSummary
          lines={loaderData.lines}
          totals={totals}
          shippingLabel={riding ? MAIL_CLUB_ENVELOPE : method?.name}
          moneyOff={moneyOff}
          postageOffCents={freePostage ? postageOffCents : undefined}
          tax={{
            inclusive: tax.inclusive,
            region: tax.region,
            ratePpm: Math.round(tax.rate * 10_000),
          }}
          paidBy={{ parts: paidBy, paypalTerm: "To pay with PayPal" }}
          className="lg:sticky lg:top-40"
        >
          {paymentStep ? null : (
            <>
              <div aria-hidden="true" className="stitch my-5 h-px" />
              <DiscountCodeForm
                code={moneyOff.code}
                problem={refused?.errors.discountCode ?? moneyOff.codeProblem}
                returnTo="/checkout"
              />
              {loaderData.hasSubscription ? null : (
                <>
                  <div aria-hidden="true" className="stitch my-5 h-px" />
                  <GiftCardForm
                    balances={loaderData.balances}
                    refused={
                      refused?.errors.giftCardCode
                        ? { message: refused.errors.giftCardCode }
                        : undefined
                    }
                  />
                </>
              )}
            </>
          )}
        </OrderSummary>
      </div>
    </div>
  );
}

/** The method chosen while it is offered for the country, else the cheapest offered. */
function offeredMethod(shipping: CheckoutShipping | null, chosen: ShippingChoice | undefined) {
  if (!shipping) return undefined;
  const options = offeredOptions(shipping.quotes);
  return options.find((option) => option.methodId === chosen) ?? cheapestOption(options);
}

/** ?askCountry=DE,FR (the return from PayPal when the evidence disagreed): the question. */
function countryQuestionOf(asked: string | null): CountryQuestion | null {
  const codes = (asked ?? "")
    .split(",")
    .filter((code) => /^[A-Z]{2}$/.test(code) && countryName(code));
  const [stated, paypal] = codes;
  if (codes.length !== 2 || !stated || !paypal) return null;
  const name = (code: string) => countryName(code) ?? code;
  return {
    message: taxMessages.countriesDisagree(name(stated), name(paypal)),
    question: taxMessages.countryQuestion,
    choices: [stated, paypal].map((code) => ({ code, name: name(code) })),
  };
}
