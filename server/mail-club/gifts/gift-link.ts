import { parseRowId } from "#server/lib/row-id.ts";
import { isSignedLink, linkExpiry, readLinkExpiry, signLink } from "#server/lib/signed-link.ts";
import { cutoffOf } from "#server/mail-club/cutoff.ts";
import { type GiftSpan, lastIssueOf } from "#server/mail-club/gifts/gift-span.ts";
import { addMonths } from "#server/mail-club/issue-month.ts";

export const GIFT_LINK_PATH = "/mail-club/gift/claim";

export interface LinkedGift {
  id: number;
  linkSecret: string;
}

/** A gift's link names the gift. */
function giftClaim(gift: Pick<LinkedGift, "id">, expires: number) {
  return { kind: "gift-claim", subject: [gift.id], expires };
}

/**
 * When the gift's link stops working: the cutoff after its last issue, when nothing of the gift
 * is left to change.
 */
export function giftLinkExpiry(span: GiftSpan, timeZone: string) {
  return cutoffOf(addMonths(lastIssueOf(span, timeZone), 1), timeZone);
}

/**
 * `/mail-club/gift/claim?gift=…&expires=…&signature=…`: an HMAC of the gift and the expiry with
 * the gift's own secret, so it names one gift and cannot be stretched.
 */
export function giftLinkPath(gift: LinkedGift, span: GiftSpan, timeZone: string) {
  const expires = linkExpiry(giftLinkExpiry(span, timeZone));
  const query = new URLSearchParams({
    gift: String(gift.id),
    expires: String(expires),
    signature: signLink(gift.linkSecret, giftClaim(gift, expires)),
  });
  return `${GIFT_LINK_PATH}?${query}`;
}

export interface GiftLinkParams {
  giftId: number;
  expires: number;
  signature: string;
}

/** The link's parts, or null when it is not one of ours at all. */
export function readGiftLink(search: URLSearchParams): GiftLinkParams | null {
  const giftId = parseRowId(search.get("gift"));
  const expires = readLinkExpiry(search.get("expires"));
  const signature = search.get("signature") ?? "";
  if (giftId === null || expires === null || !/^[\w-]{20,100}$/.test(signature)) {
    return null;
  }
  return { giftId, expires, signature };
}

/** "valid", or why not: changed (or another gift's), or past its expiry. */
export function checkGiftLink(
  gift: Pick<LinkedGift, "id" | "linkSecret">,
  link: GiftLinkParams,
  now: Date,
): "valid" | "invalid" | "expired" {
  const claim = giftClaim(gift, link.expires);
  if (gift.id !== link.giftId || !isSignedLink(gift.linkSecret, claim, link.signature)) {
    return "invalid";
  }
  return now.getTime() >= link.expires * 1000 ? "expired" : "valid";
}
