import { randomUUID } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import type { Customer } from "#server/accounts/types.ts";
import { type PostalAddress, subscriptions } from "#server/db/schema.ts";
import {
  attachClubOffer,
  type ClubOfferClaim,
  claimClubOffer,
  releaseClubOffer,
} from "#server/discounts/club-offer.ts";
import { AppError } from "#server/lib/errors.ts";
import { introPlanFor } from "#server/mail-club/subscriptions/intro-plan.ts";
import {
  type JoinablePlan,
  loadJoinablePlan,
} from "#server/mail-club/subscriptions/joinable-plan.ts";
import { assertPlanMailsTo } from "#server/mail-club/subscriptions/plan-countries.ts";
import { subscriptionMessages } from "#server/mail-club/subscriptions/subscription-messages.ts";
import { liveStatuses } from "#server/mail-club/subscriptions/subscription-row.ts";
import type { PaymentServices } from "#server/payments/payment-services.ts";
import { PayPalError } from "#server/payments/paypal/types.ts";
import { getShopSettings } from "#server/shop/get-shop-settings.ts";
import { clubTaxFor } from "#server/tax/club-tax.ts";

export interface StartSubscriptionInput {
  customer: Pick<Customer, "id" | "email" | "firstName" | "lastName">;
  productId: number;
  deliveryAddress: PostalAddress;
  /** A Mail Club offer's code (decision 041): the first issues at its intro price. */
  discountCode?: string | null;
  now?: Date;
}

export interface StartedSubscription {
  subscriptionId: number;
  /** PayPal's page where the member approves the monthly payments. */
  approvalUrl: string;
}

/**
 * Joins the Mail Club up to PayPal's approval: the plan and its price from the database, a US
 * address for the USA plan (decisions.md 13), no second running membership, then PayPal's
 * subscription on the product's plan id and the member's row waiting for approval. PayPal
 * comes back to /subscription/return (or /checkout when the member turns back). With an
 * offer's code, one of its uses is claimed first and the subscription is on the offer's plan
 * (its first issues at the intro price); the row keeps the offer's terms as they were.
 */
export async function startSubscription(
  services: PaymentServices,
  input: StartSubscriptionInput,
): Promise<StartedSubscription> {
  const { db } = services;
  const plan = await loadJoinablePlan(db, input.productId);
  await assertPlanMailsTo(db, plan.plan, input.deliveryAddress);
  const [running] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.customerId, input.customer.id),
        inArray(subscriptions.status, liveStatuses),
      ),
    );
  if (running) throw new AppError("conflict", subscriptionMessages.alreadyMember);

  const claim = input.discountCode
    ? await claimClubOffer(db, {
        code: input.discountCode,
        plan: { productId: plan.id, priceCents: plan.priceCents },
        member: {
          customerId: input.customer.id,
          email: input.customer.email,
          address: input.deliveryAddress,
        },
        now: input.now ?? new Date(),
        timeZone: services.timeZone,
      })
    : null;
  try {
    return await subscribeAtPayPal(services, input, plan, claim);
  } catch (error) {
    if (claim) await releaseClubOffer(db, claim.useId);
    throw error;
  }
}

async function subscribeAtPayPal(
  services: PaymentServices,
  input: StartSubscriptionInput,
  plan: JoinablePlan,
  claim: ClubOfferClaim | null,
): Promise<StartedSubscription> {
  const { db, paypal, publicUrl } = services;
  const planId = claim
    ? await introPlanFor(services, plan, claim.offer).catch(payPalRefused(services, plan))
    : plan.paypalPlanId;
  // The member's rate where the issues go, when the shop collects tax there (decision 042).
  const tax = await clubTaxFor(db, input.deliveryAddress, input.now ?? new Date());
  const created = await paypal
    .createSubscription({
      requestId: `washi-join-${randomUUID()}`,
      planId,
      customId: `customer-${input.customer.id}`,
      subscriber: {
        email: input.customer.email,
        givenName: input.customer.firstName,
        surname: input.customer.lastName,
      },
      taxes: tax && { percentage: tax.percentage, inclusive: tax.inclusive },
      brandName: (await getShopSettings(db)).shopName,
      returnUrl: `${publicUrl}/subscription/return`,
      cancelUrl: `${publicUrl}/checkout`,
    })
    .catch(payPalRefused(services, plan));
  if (!created.approveUrl) {
    services.logger?.error({ subscription: created.id }, "PayPal gave no approval link");
    throw new AppError("unavailable", subscriptionMessages.createFailed);
  }
  const [row] = await db
    .insert(subscriptions)
    .values({
      customerId: input.customer.id,
      plan: plan.plan,
      productId: plan.id,
      priceCents: plan.priceCents,
      introPriceCents: claim?.offer.introPriceCents ?? null,
      introIssues: claim?.offer.introIssues ?? null,
      taxRatePpm: tax?.ratePpm ?? 0,
      paypalSubscriptionId: created.id,
      paypalPlanId: planId,
      deliveryAddress: input.deliveryAddress,
    })
    .returning({ id: subscriptions.id });
  if (!row) throw new Error("The new subscription row was not returned.");
  if (claim) await attachClubOffer(db, claim.useId, row.id);
  return { subscriptionId: row.id, approvalUrl: created.approveUrl };
}

/** PayPal's refusal, logged, becomes the member's "try again" message. */
function payPalRefused(services: PaymentServices, plan: JoinablePlan) {
  return (error: unknown): never => {
    if (!(error instanceof PayPalError)) throw error;
    services.logger?.error({ err: error, planId: plan.paypalPlanId }, "PayPal subscription");
    throw new AppError("unavailable", subscriptionMessages.createFailed);
  };
}
