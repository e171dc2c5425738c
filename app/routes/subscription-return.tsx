import { data, redirect } from "react-router";
import { loginHref } from "#app/components/account/login-notice.ts";
import { pageMeta, shopNameFrom } from "#app/components/meta.ts";
import { PageMessage } from "#app/components/page-message.tsx";
import { DelayedRedirect } from "#app/components/subscription/delayed-redirect.tsx";
import { LinkButton } from "#app/components/ui/button.tsx";
import { secretAddressHeaders } from "#app/server/secret-address.server.ts";
import { currentCustomer } from "#app/server/session.server.ts";
import { shopContext } from "#app/server/shop-context.server.ts";
import { browserCartKey } from "#server/cart/cart-cookie.ts";
import { clearCart } from "#server/cart/clear-cart.ts";
import { appContext } from "#server/context.ts";
import { attempt, statusOf } from "#server/lib/errors.ts";
import { confirmSubscription } from "#server/mail-club/subscriptions/confirm-subscription.ts";
import { subscriptionMessages } from "#server/mail-club/subscriptions/subscription-messages.ts";
import { findMemberSubscription } from "#server/mail-club/subscriptions/subscription-row.ts";
import type { Route } from "./+types/subscription-return";

const ACTIVATED = "/subscription/return?status=activated";
/** Spec §8: to the sign-in page, on to the account after it, saying why. */
const LOGIN_FOR_ACCOUNT = loginHref("/account", "subscription-activation");

type ReturnState =
  | { state: "success" }
  | { state: "sign-in"; message: string }
  | { state: "error"; message: string };

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageMeta({ title: "Mail Club subscription", shopName: shopNameFrom(matches) }),
    { name: "robots", content: "noindex" },
  ];
}

export const headers = secretAddressHeaders;

/**
 * PayPal's return after the member approved (?subscription_id=I-…&ba_token=…): the signed-in
 * member's subscription is confirmed with PayPal once, on the server, so a reload or the
 * activation webhook arriving first changes nothing twice; then the cart's plan is done, and
 * ?status=activated says so.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const customer = await currentCustomer(request, context);
  if (!customer) {
    return data<ReturnState>(
      { state: "sign-in", message: subscriptionMessages.loginToActivate },
      401,
    );
  }
  const { db } = context.get(appContext);
  const url = new URL(request.url);
  if (url.searchParams.get("status") === "activated") {
    const member = await findMemberSubscription(db, customer.id);
    return member?.status === "active"
      ? data<ReturnState>({ state: "success" })
      : data<ReturnState>({ state: "error", message: subscriptionMessages.activateFailed }, 409);
  }
  const id = url.searchParams.get("subscription_id") ?? undefined;
  const { refused } = await attempt(async () =>
    confirmSubscription(await shopContext(context), {
      customerId: customer.id,
      paypalSubscriptionId: id && /^I-[A-Z0-9]{6,40}$/.test(id) ? id : undefined,
    }),
  );
  if (refused) {
    const message = subscriptionMessages.activateFailed;
    return data<ReturnState>({ state: "error", message }, statusOf(refused));
  }
  await clearCart(db, browserCartKey(request, customer));
  // A page of its own, so the header (loaded beside this loader) counts the emptied cart.
  throw redirect(ACTIVATED, 303);
}

export default function SubscriptionReturn({ loaderData }: Route.ComponentProps) {
  if (loaderData.state === "success") {
    return (
      <PageMessage
        eyebrow="Mail Club"
        title="Subscription Activated!"
        actions={<LinkButton to="/account">Go to My Account</LinkButton>}
      >
        <p role="status">Welcome to the Mail Club. Taking you to your account…</p>
        <DelayedRedirect to="/account" ms={2000} />
      </PageMessage>
    );
  }
  if (loaderData.state === "sign-in") {
    return (
      <PageMessage
        eyebrow="Mail Club"
        title="Please sign in"
        actions={<LinkButton to={LOGIN_FOR_ACCOUNT}>Log In</LinkButton>}
      >
        <p role="alert">{loaderData.message}</p>
        <DelayedRedirect to={LOGIN_FOR_ACCOUNT} ms={2000} />
      </PageMessage>
    );
  }
  return (
    <PageMessage
      eyebrow="Mail Club"
      title="Subscription Error"
      actions={<LinkButton to="/contact">Contact Support</LinkButton>}
    >
      <p role="alert">{loaderData.message}</p>
    </PageMessage>
  );
}
