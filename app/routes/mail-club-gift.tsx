import { redirect, redirectDocument } from "react-router";
import { GiftForm } from "#app/components/mail-club/gift/gift-form.tsx";
import { giftInputFrom } from "#app/components/mail-club/gift/gift-input.ts";
import { pageMeta, shopNameFrom } from "#app/components/meta.ts";
import { formText, replyTo } from "#app/forms/reply.server.ts";
import { addressOptions } from "#app/server/address-options.server.ts";
import { pendingCheckoutCookie } from "#app/server/pending-checkout.server.ts";
import { currentCustomer } from "#app/server/session.server.ts";
import { shopContext } from "#app/server/shop-context.server.ts";
import { shopClock } from "#app/server/shop-time.server.ts";
import { placeOrder } from "#server/checkout/place-order.ts";
import { appContext } from "#server/context.ts";
import { giftOffer } from "#server/mail-club/gifts/gift-offer.ts";
import { startPayPalPayment } from "#server/payments/start-payment.ts";
import type { Route } from "./+types/mail-club-gift";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Give the Mail Club",
    description:
      "Give 3, 6 or 12 issues of the Mail Club: original art mail in their mailbox every month, paid once.",
    shopName: shopNameFrom(matches),
  });
}

export function headers(): Headers {
  return new Headers({ "Cache-Control": "private, no-store" });
}

/** The lengths on sale and their prices, the issues open now, and the two address forms. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const { now, timeZone } = await shopClock(context);
  const customer = await currentCustomer(request, context);
  const [offer, recipientForm, billingForm] = await Promise.all([
    giftOffer(db, now, timeZone),
    addressOptions(db, "international", undefined),
    addressOptions(db, "anywhere", undefined),
  ]);
  const gifter = customer
    ? { name: `${customer.firstName} ${customer.lastName}`.trim(), email: customer.email }
    : null;
  return { offer, recipientForm, billingForm, gifter };
}

/**
 * Places the gift's order (placeOrder, from a gift) and sends the gifter to PayPal; PayPal returns to
 * the checkout's return page, which captures it like any order. The browser keeps the order
 * (and a guest its secret) in the checkout cookie for that return.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { config, clientAddress } = context.get(appContext);
  const form = formText(await request.formData());
  const customer = await currentCustomer(request, context);
  return replyTo({ values: form }, async () => {
    const shop = await shopContext(context);
    const placed = await placeOrder(
      { ...shop, customer, from: { gift: true }, clientAddress },
      giftInputFrom(form),
    );
    const ownKey = customer ? null : placed.accessKey;
    const pending = { orderId: placed.order.id, accessKey: ownKey, settled: !placed.paymentDue };
    const headers = { "Set-Cookie": pendingCheckoutCookie(pending, { isHttps: config.isHttps }) };
    if (!placed.paymentDue) {
      // Gift cards paid it all: the gift is confirmed already.
      const search = new URLSearchParams({ paid: "free", ...(ownKey ? { key: ownKey } : {}) });
      return redirect(`/order-complete/${placed.order.id}?${search}`, { status: 303, headers });
    }
    const { approveUrl } = await startPayPalPayment(shop, placed.order.id);
    return redirectDocument(approveUrl, { status: 303, headers });
  });
}

export default function MailClubGift({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-8 px-5 py-10 sm:px-6 md:py-16">
      <header className="flex flex-col gap-3">
        <p className="text-sm font-semibold tracking-[0.2em] text-clay uppercase">The Mail Club</p>
        <h1 className="text-display font-semibold">Give the Mail Club</h1>
        <p className="text-lg text-ink-soft">
          An original watercolor, a little surprise and a personal letter in their mailbox every
          month, for 3, 6 or 12 months. You pay once; the gift does not renew.
        </p>
      </header>
      {loaderData.offer.lengths.length === 0 ? (
        <p className="text-lg">Gift memberships are not on sale just now. Please come back soon.</p>
      ) : (
        <GiftForm {...loaderData} reply={actionData} />
      )}
    </div>
  );
}
