import { and, eq, isNull } from "drizzle-orm";
import type { Customer } from "#server/accounts/types.ts";
import type { Database } from "#server/db/client.ts";
import { mailClubGifts, orders, type PostalAddress } from "#server/db/schema.ts";
import { emailIdentity } from "#server/lib/email-identity.ts";
import { AppError } from "#server/lib/errors.ts";
import { changeMembership } from "#server/mail-club/change-membership.ts";
import { checkGiftLink, type GiftLinkParams } from "#server/mail-club/gifts/gift-link.ts";
import { giftMessages } from "#server/mail-club/gifts/gift-messages.ts";
import { type GiftSkipView, giftSkipView } from "#server/mail-club/gifts/gift-skips.ts";
import { giftIssueNames } from "#server/mail-club/gifts/gift-span.ts";
import { loadGiftSpan } from "#server/mail-club/gifts/load-gift-spans.ts";
import { planForCountry } from "#server/mail-club/plan-change/plan-for-address.ts";
import { assertPlanMailsTo } from "#server/mail-club/subscriptions/plan-countries.ts";
import { paidStatuses } from "#server/orders/order-states.ts";

/** What the gift's page shows its recipient. */
export interface GiftView {
  id: number;
  gifterName: string;
  issueCount: number;
  firstIssue: string;
  lastIssue: string;
  message: string;
  address: PostalAddress;
  plan: "usa" | "international";
  /**
   * Who may change it: nobody yet, the visitor, or another account; "not-yours" when it is
   * unclaimed and the visitor's account is not the one its e-mail went to.
   */
  claim: "unclaimed" | "yours" | "another" | "not-yours";
  /** The address the gift's e-mails go to, half hidden ("r•••@example.com"); null: none. */
  recipientHint: string | null;
  /** What its owner may skip now, or undo. */
  skip: GiftSkipView;
}

/**
 * The gift a signed link names, for whoever holds the link: refused when the link was changed
 * or has expired, or the gift's order is not (or no longer) paid. `customer` decides whose it is.
 */
export async function giftForLink(
  db: Database,
  link: GiftLinkParams,
  options: { customer: Customer | null; now: Date; timeZone: string },
): Promise<GiftView> {
  const [row] = await db
    .select({ gift: mailClubGifts, gifterName: orders.customerName, status: orders.status })
    .from(mailClubGifts)
    .innerJoin(orders, eq(orders.id, mailClubGifts.orderId))
    .where(eq(mailClubGifts.id, link.giftId));
  const check = row ? checkGiftLink(row.gift, link, options.now) : "invalid";
  if (!row || check === "invalid") throw new AppError("not_found", giftMessages.linkInvalid);
  if (check === "expired") throw new AppError("conflict", giftMessages.linkExpired);
  if (!row.gift.activatedAt || !paidStatuses.includes(row.status)) {
    throw new AppError("conflict", giftMessages.giftCancelled);
  }
  const { gift } = row;
  const span = await loadGiftSpan(db, gift);
  const owner = gift.claimedByCustomerId;
  const mayClaim = !options.customer || isRecipient(gift.recipientEmail, options.customer);
  return {
    id: gift.id,
    gifterName: row.gifterName,
    issueCount: gift.issueCount,
    ...giftIssueNames(span, options.timeZone),
    message: gift.message,
    address: gift.recipientAddress,
    plan: gift.plan,
    claim:
      owner === null
        ? mayClaim
          ? "unclaimed"
          : "not-yours"
        : owner === options.customer?.id
          ? "yours"
          : "another",
    recipientHint: gift.recipientEmail ? halfHidden(gift.recipientEmail) : null,
    skip: giftSkipView(span, options.now, options.timeZone),
  };
}

/**
 * Whether the customer may claim a gift whose e-mails go to `recipientEmail`: only the account
 * with that address (as `emailIdentity` reads it), so a link that reached someone else claims
 * nothing (decision 036). A gift the gifter reveals themselves has no address to check.
 */
function isRecipient(recipientEmail: string | null, customer: Customer) {
  return !recipientEmail || emailIdentity(recipientEmail) === emailIdentity(customer.email);
}

/** "r•••@example.com": enough for the recipient to know which address, not for others to learn it. */
function halfHidden(email: string) {
  const at = email.indexOf("@");
  return at < 1 ? "•••" : `${email[0]}•••${email.slice(at)}`;
}

/**
 * Makes the gift the signed-in customer's: only the recipient's account, only once, and never
 * taken from another account, also when two claim at the same moment.
 */
export async function claimGift(db: Database, gift: GiftView, customer: Customer) {
  if (gift.claim === "another") throw new AppError("forbidden", giftMessages.claimedByAnother);
  if (gift.claim === "not-yours") {
    throw new AppError("forbidden", giftMessages.notYours(gift.recipientHint ?? ""));
  }
  if (gift.claim === "yours") return;
  const [claimed] = await db
    .update(mailClubGifts)
    .set({ claimedByCustomerId: customer.id })
    .where(and(eq(mailClubGifts.id, gift.id), isNull(mailClubGifts.claimedByCustomerId)))
    .returning({ owner: mailClubGifts.claimedByCustomerId });
  if (claimed?.owner !== customer.id)
    throw new AppError("forbidden", giftMessages.claimedByAnother);
}

/**
 * The recipient's new address for the gift's issues not yet fixed for the post (due issues are
 * frozen first, with the old one). Within the gift's plan only: it was paid for that postage.
 */
export async function changeGiftAddress(
  db: Database,
  gift: GiftView,
  input: { address: PostalAddress; now: Date; timeZone: string },
) {
  if (gift.claim !== "yours") throw new AppError("forbidden", giftMessages.claimFirst);
  if (planForCountry(input.address.country) !== gift.plan) {
    throw new AppError("bad_request", giftMessages.otherPlan, { field: "address.country" });
  }
  await assertPlanMailsTo(db, gift.plan, input.address, "address.country");
  await changeMembership(db, input, async (tx) => {
    await tx
      .update(mailClubGifts)
      .set({ recipientAddress: input.address })
      .where(eq(mailClubGifts.id, gift.id));
  });
}
