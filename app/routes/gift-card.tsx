import { data, redirectDocument } from "react-router";
import { GiftCardForm } from "#app/components/gift-cards/gift-card-form.tsx";
import { pageMeta, shopNameFrom } from "#app/components/meta.ts";
import { NotFoundMessage } from "#app/components/not-found-message.tsx";
import { formText, replyTo } from "#app/forms/reply.server.ts";
import { addressOptions } from "#app/server/address-options.server.ts";
import { pendingCheckoutCookie } from "#app/server/pending-checkout.server.ts";
import { currentCustomer } from "#app/server/session.server.ts";
import { shopContext } from "#app/server/shop-context.server.ts";
import { shopClock } from "#app/server/shop-time.server.ts";
import { giftCardOfferBySlug } from "#server/balances/gift-card-offer.ts";
import { placeOrder } from "#server/checkout/place-order.ts";
import { appContext } from "#server/context.ts";
import { shopDay } from "#server/lib/zoned-time.ts";
import { startPayPalPayment } from "#server/payments/start-payment.ts";
import type { Route } from "./+types/gift-card";

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta({
    title: loaderData?.offer?.title ?? "Gift card",
    description: "A gift card e-mailed on the day you choose, with your message. It never expires.",
    shopName: shopNameFrom(matches),
  });
}

export function headers(): Headers {
  return new Headers({ "Cache-Control": "private, no-store" });
}

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/** The card's amounts, the days its e-mail may go, and the buyer when signed in. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const { now, timeZone } = await shopClock(context);
  const offer = await giftCardOfferBySlug(db, params.slug);
  if (!offer) return data({ offer: null }, 404);
  const customer = await currentCustomer(request, context);
  const countries = await addressOptions(db, "anywhere", undefined);
  return {
    offer,
    countries: countries.countries,
    homeCountry: countries.format.country,
    sendFrom: shopDay(now, timeZone),
    sendUntil: shopDay(new Date(now.getTime() + YEAR_MS), timeZone),
    buyer: customer
      ? { name: `${customer.firstName} ${customer.lastName}`.trim(), email: customer.email }
      : null,
  };
}

/**
 * Places the card's order (placeOrder, from a gift card) and sends the buyer to PayPal, whose
 * return is the checkout's like any order's.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { config, clientAddress } = context.get(appContext);
  const form = formText(await request.formData());
  const customer = await currentCustomer(request, context);
  return replyTo({ values: form }, async () => {
    const shop = await shopContext(context);
    const placed = await placeOrder(
      { ...shop, customer, from: { giftCard: true }, clientAddress },
      form,
    );
    const { approveUrl } = await startPayPalPayment(shop, placed.order.id);
    const pending = { orderId: placed.order.id, accessKey: customer ? null : placed.accessKey };
    const headers = { "Set-Cookie": pendingCheckoutCookie(pending, { isHttps: config.isHttps }) };
    return redirectDocument(approveUrl, { status: 303, headers });
  });
}

export default function GiftCard({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.offer) return <NotFoundMessage />;
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-8 px-5 py-10 sm:px-6 md:py-16">
      <header className="flex flex-col gap-3">
        <p className="text-sm font-semibold tracking-[0.2em] text-clay uppercase">Gift card</p>
        <h1 className="text-display font-semibold">{loaderData.offer.title}</h1>
        <p className="text-lg text-ink-soft">
          E-mailed on the day you choose, with your message and a card to print. It never expires,
          and pays for anything in the shop, the Mail Club included.
        </p>
      </header>
      <GiftCardForm {...loaderData} offer={loaderData.offer} reply={actionData} />
    </div>
  );
}
