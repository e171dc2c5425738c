import { subscriptionMessages } from "#server/mail-club/subscriptions/subscription-messages.ts";
import { orderMessages } from "#server/orders/order-messages.ts";

/** A note /login shows above its form, saying why the visitor was sent there. */
export interface LoginNotice {
  title: string;
  text: string;
}

/**
 * Every note /login can show, by the key its address names (`?notice=`). The page only ever
 * shows these texts: a key it does not know shows nothing, so no link can put words of its
 * own on the sign-in page.
 */
const loginNotices = {
  "subscription-activation": {
    title: "Sign in to finish joining the Mail Club",
    text: subscriptionMessages.loginToActivate,
  },
  orders: { title: "Sign in to see your orders", text: orderMessages.signInForOrders },
  order: { title: "Sign in to see this order", text: orderMessages.signInForOrder },
  "password-reset": {
    title: "Password reset",
    text: "Your password has been changed. Sign in with your new password.",
  },
} as const satisfies Record<string, LoginNotice>;

export type LoginNoticeKey = keyof typeof loginNotices;

/** The note for /login's query: `?notice={key}`, or `?reset=success` after a password reset. */
export function loginNoticeFor(searchParams: URLSearchParams): LoginNotice | undefined {
  if (searchParams.get("reset") === "success") return loginNotices["password-reset"];
  const key = searchParams.get("notice");
  return key !== null && Object.hasOwn(loginNotices, key)
    ? loginNotices[key as LoginNoticeKey]
    : undefined;
}

/** /login, going on to `returnTo` once signed in, with one of the known notes. */
export function loginHref(returnTo: string, notice?: LoginNoticeKey): string {
  const query = new URLSearchParams({ returnTo });
  if (notice) query.set("notice", notice);
  return `/login?${query}`;
}
