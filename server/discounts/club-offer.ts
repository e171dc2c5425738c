/**
 * Mail Club offers (issue 43, decision 041): a code that makes a new membership's first one or
 * two issues cost an intro price. Its use is claimed, with the code's row locked, before the
 * member goes to PayPal, so racing joins never take more uses than the code has; the claim is
 * tied to the membership once PayPal has made it, and given up if PayPal refuses.
 */
import { and, count, eq, gt, inArray, isNull, or, type SQL } from "drizzle-orm";
import type { Database, Transaction } from "#server/db/client.ts";
import { discountUses, type PostalAddress, subscriptions } from "#server/db/schema.ts";
import { discountMessages, notStartedOn } from "#server/discounts/discount-messages.ts";
import { type DiscountRow, findCode } from "#server/discounts/discount-rules.ts";
import { addressKey } from "#server/discounts/order-discounts.ts";
import { RAN_MEMBERSHIP_STATUSES } from "#server/discounts/use-statuses.ts";
import { emailIdentity } from "#server/lib/email-identity.ts";
import { AppError } from "#server/lib/errors.ts";

/** How long a claim made on the way to PayPal counts before PayPal has made the membership. */
const CLAIM_MS = 10 * 60 * 1000;
/** How long a membership waiting for its approval at PayPal keeps its use. */
const APPROVAL_MS = 3 * 60 * 60 * 1000;

export interface ClubOffer {
  discountId: number;
  name: string;
  introPriceCents: number;
  introIssues: number;
}

export interface ClubOfferClaim {
  offer: ClubOffer;
  /** The use claimed: tie it to the membership, or give it up. */
  useId: number;
}

export interface ClubOfferRequest {
  code: string;
  /** The plan's product and its own price. */
  plan: { productId: number; priceCents: number };
  member: { customerId: number; email: string; address: PostalAddress };
  now: Date;
  timeZone: string;
}

const refuse = (message: string): never => {
  throw new AppError("bad_request", message, { field: "discountCode" });
};

/** Why the code cannot give this plan an intro price, or null: the checks before any limit. */
function offerRefusal(
  code: DiscountRow | undefined,
  plan: ClubOfferRequest["plan"],
  clock: { now: Date; timeZone: string },
): string | null {
  if (!code || code.archivedAt) return discountMessages.notValid;
  if (code.kind !== "club_intro" || code.introPriceCents === null) {
    return discountMessages.notForTheMailClub;
  }
  if (code.startsAt && code.startsAt > clock.now) {
    return notStartedOn(code.startsAt, clock.timeZone);
  }
  if (code.endsAt && code.endsAt <= clock.now) return discountMessages.ended;
  if (code.scopeIds.length > 0 && !code.scopeIds.includes(plan.productId)) {
    return discountMessages.otherPlan;
  }
  if (code.introPriceCents >= plan.priceCents) return discountMessages.coversNothing;
  return null;
}

function offerOf(code: DiscountRow): ClubOffer {
  return {
    discountId: code.id,
    name: code.name,
    introPriceCents: code.introPriceCents ?? 0,
    introIssues: code.introIssues ?? 1,
  };
}

/**
 * The offer a code would give a plan, for the cart and the checkout to show before the member
 * joins, or why it would not; its limits are counted when the member joins.
 */
export async function previewClubOffer(
  db: Database,
  code: string,
  plan: ClubOfferRequest["plan"],
  clock: { now: Date; timeZone: string },
): Promise<{ offer: ClubOffer } | { refusal: string }> {
  const row = await db.transaction((tx) => findCode(tx, code, { lock: false }));
  const refusal = offerRefusal(row, plan, clock);
  return refusal || !row
    ? { refusal: refusal ?? discountMessages.notValid }
    : { offer: offerOf(row) };
}

/** Checks the code for this join and claims one of its uses; refuses with the reason. */
export async function claimClubOffer(
  db: Database,
  request: ClubOfferRequest,
): Promise<ClubOfferClaim> {
  return db.transaction(async (tx) => {
    const code = await findCode(tx, request.code, { lock: true });
    const refusal = offerRefusal(code, request.plan, request);
    if (refusal || !code) return refuse(refusal ?? discountMessages.notValid);
    const { member } = request;
    if (code.newCustomersOnly && (await hasBeenMember(tx, member.customerId))) {
      return refuse(discountMessages.newMembersOnly);
    }
    if (
      code.usageLimit !== null &&
      (await countClubUses(tx, code.id, request.now)) >= code.usageLimit
    ) {
      return refuse(discountMessages.usedUp);
    }
    const sameMember = or(
      eq(discountUses.customerId, member.customerId),
      eq(discountUses.emailIdentity, emailIdentity(member.email)),
      eq(discountUses.addressKey, addressKey(member.address)),
    );
    if (
      code.perCustomerLimit !== null &&
      (await countClubUses(tx, code.id, request.now, sameMember)) >= code.perCustomerLimit
    ) {
      return refuse(discountMessages.alreadyUsed);
    }
    const offer = offerOf(code);
    const [use] = await tx
      .insert(discountUses)
      .values({
        discountId: code.id,
        customerId: member.customerId,
        emailIdentity: emailIdentity(member.email),
        addressKey: addressKey(member.address),
        amountCents: (request.plan.priceCents - offer.introPriceCents) * offer.introIssues,
        createdAt: request.now,
      })
      .returning({ id: discountUses.id });
    if (!use) throw new Error("The offer's use was not written.");
    return { offer, useId: use.id };
  });
}

/** Ties a claimed use to the membership PayPal made for it. */
export async function attachClubOffer(db: Database, useId: number, subscriptionId: number) {
  await db.update(discountUses).set({ subscriptionId }).where(eq(discountUses.id, useId));
}

/** Gives a claimed use back (PayPal refused the membership). */
export async function releaseClubOffer(db: Database, useId: number) {
  await db
    .delete(discountUses)
    .where(and(eq(discountUses.id, useId), isNull(discountUses.subscriptionId)));
}

/**
 * The offer's uses still counted: memberships that ran (even if ended since), those waiting
 * for approval for a while, and claims on their way to PayPal.
 */
async function countClubUses(tx: Transaction, discountId: number, now: Date, whose?: SQL) {
  const since = (ms: number) => new Date(now.getTime() - ms);
  const [row] = await tx
    .select({ uses: count() })
    .from(discountUses)
    .leftJoin(subscriptions, eq(subscriptions.id, discountUses.subscriptionId))
    .where(
      and(
        eq(discountUses.discountId, discountId),
        isNull(discountUses.orderId),
        or(
          and(isNull(discountUses.subscriptionId), gt(discountUses.createdAt, since(CLAIM_MS))),
          inArray(subscriptions.status, [...RAN_MEMBERSHIP_STATUSES]),
          and(
            eq(subscriptions.status, "approval_pending"),
            gt(subscriptions.createdAt, since(APPROVAL_MS)),
          ),
        ),
        whose,
      ),
    );
  return row?.uses ?? 0;
}

/** Whether the customer has had a membership that ran (not one only begun at PayPal). */
async function hasBeenMember(tx: Transaction, customerId: number) {
  const [row] = await tx
    .select({ memberships: count() })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.customerId, customerId),
        inArray(subscriptions.status, [...RAN_MEMBERSHIP_STATUSES]),
      ),
    );
  return (row?.memberships ?? 0) > 0;
}
