import type { Customer } from "#server/accounts/types.ts";
import type { PostalAddress } from "#server/db/schema.ts";
import { countCodeAttempt } from "#server/discounts/code-attempts.ts";
import { AppError } from "#server/lib/errors.ts";
import type { JoinablePlan } from "#server/mail-club/subscriptions/joinable-plan.ts";
import {
  createMemberAccount,
  type MemberAccountInput,
} from "#server/mail-club/subscriptions/member-account.ts";
import { assertPlanMailsTo } from "#server/mail-club/subscriptions/plan-countries.ts";
import { startSubscription } from "#server/mail-club/subscriptions/start-subscription.ts";
import { subscriptionMessages } from "#server/mail-club/subscriptions/subscription-messages.ts";
import type { PaymentServices } from "#server/payments/payment-services.ts";

export interface JoinRequest {
  plan: JoinablePlan;
  /** The signed-in customer, or null for a guest, who becomes a member as they join. */
  customer: Customer | null;
  guest: MemberAccountInput | null;
  deliveryAddress: PostalAddress;
  clientAddress: string;
  /** A Mail Club offer's code, as typed (decision 041). */
  discountCode?: string | null;
  /**
   * Told of a guest's new account as soon as it exists, so the caller can sign it in even
   * when PayPal then refuses (trying again is then done signed in, not refused as taken).
   */
  onAccountMade?: (member: Customer) => Promise<void>;
}

/**
 * Joins the Mail Club up to PayPal's approval page, for the checkout page and
 * POST /api/subscriptions/create alike: the address checked against the plan before anything
 * is made, a guest's account made (spec §1: members sign up as they join; with no password
 * given, it has none and the member is mailed a link to choose one), then PayPal's
 * subscription started for the member.
 */
export async function joinMailClub(services: PaymentServices, request: JoinRequest) {
  const { plan, deliveryAddress } = request;
  await assertPlanMailsTo(services.db, plan.plan, deliveryAddress);
  const discountCode = request.discountCode?.trim() || null;
  if (discountCode) {
    const email = request.customer?.email ?? request.guest?.email ?? null;
    const trier = {
      clientAddress: request.clientAddress,
      customerId: request.customer?.id ?? null,
    };
    await countCodeAttempt(services.db, { ...trier, email });
  }
  let member = request.customer;
  if (!member) {
    if (!request.guest) {
      throw new AppError("bad_request", subscriptionMessages.signInOrGuest, {
        field: "customerEmail",
      });
    }
    member = await createMemberAccount(services.db, request.guest, {
      clientAddress: request.clientAddress,
      publicUrl: services.publicUrl,
    });
    await request.onAccountMade?.(member);
  }
  return startSubscription(services, {
    customer: member,
    productId: plan.id,
    deliveryAddress,
    discountCode,
  });
}
