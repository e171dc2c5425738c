import { isSignedLink, linkExpiry, readLinkExpiry, signLink } from "#server/lib/signed-link.ts";

/**
 * How long the order's link in PayPal's return lasts: long enough to come back to the page
 * from another browser (PayPal's app opens the return in the phone's default one), short
 * enough that an old link found in a history shows nothing.
 */
export const ORDER_VIEW_LINK_MS = 7 * 24 * 60 * 60 * 1000;

/** The two query parameters the link adds to a page's address. */
export interface OrderViewLink {
  view: string;
  until: string;
}

function viewClaim(orderId: number, expires: number) {
  return { kind: "order-view", subject: [orderId], expires };
}

/**
 * `view` and `until` for the order's page, signed with the order's own secret (its access
 * key's hash, never shown): PayPal's return carries them, so the buyer who paid sees the order
 * in whichever browser PayPal opens, and nobody else can make one.
 */
export function orderViewLink(
  order: { id: number; accessKeyHash: string },
  now: Date,
): OrderViewLink {
  const expires = linkExpiry(new Date(now.getTime() + ORDER_VIEW_LINK_MS));
  return {
    view: signLink(order.accessKeyHash, viewClaim(order.id, expires)),
    until: String(expires),
  };
}

/** Reads the link's parameters from an address; null when either is missing or malformed. */
export function readOrderViewLink(search: URLSearchParams): OrderViewLink | null {
  const view = search.get("view");
  const until = search.get("until");
  if (!view || !/^[\w-]{20,100}$/.test(view) || readLinkExpiry(until) === null) return null;
  return { view, until: until as string };
}

/** Whether the link is this order's, signed with its secret, and not past its time. */
export function isOrderViewLink(
  order: { id: number; accessKeyHash: string | null },
  link: OrderViewLink | null | undefined,
  now: Date,
) {
  const expires = readLinkExpiry(link?.until);
  if (!link || !order.accessKeyHash || expires === null) return false;
  if (expires * 1000 <= now.getTime()) return false;
  return isSignedLink(order.accessKeyHash, viewClaim(order.id, expires), link.view);
}
