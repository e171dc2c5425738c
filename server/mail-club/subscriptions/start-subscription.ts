import { randomUUID } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import type { Customer } from "#server/accounts/types.ts";
import { type PostalAddress, subscriptions } from "#server/db/schema.ts";
import { AppError } from "#server/lib/errors.ts";
import { loadJoinablePlan } from "#server/mail-club/subscriptions/joinable-plan.ts";
import { assertPlanMailsTo } from "#server/mail-club/subscriptions/plan-countries.ts";
import { subscriptionMessages } from "#server/mail-club/subscriptions/subscription-messages.ts";
import { liveStatuses } from "#server/mail-club/subscriptions/subscription-row.ts";
import type { PaymentServices } from "#server/payments/payment-services.ts";
import { PayPalError } from "#server/payments/paypal/types.ts";
import { getShopSettings } from "#server/shop/get-shop-settings.ts";

export interface StartSubscriptionInput {
  customer: Pick<Customer, "id" | "email" | "firstName" | "lastName">;
  productId: number;
  deliveryAddress: PostalAddress;
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
 * comes back to /subscription/return (or /checkout when the member turns back).
 */
export async function startSubscription(
  services: PaymentServices,
  input: StartSubscriptionInput,
): Promise<StartedSubscription> {
  const { db, paypal, publicUrl } = services;
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

  const created = await paypal
    .createSubscription({
      requestId: `washi-join-${randomUUID()}`,
      planId: plan.paypalPlanId,
      customId: `customer-${input.customer.id}`,
      subscriber: {
        email: input.customer.email,
        givenName: input.customer.firstName,
        surname: input.customer.lastName,
      },
      brandName: (await getShopSettings(db)).shopName,
      returnUrl: `${publicUrl}/subscription/return`,
      cancelUrl: `${publicUrl}/checkout`,
    })
    .catch((error: unknown) => {
      if (!(error instanceof PayPalError)) throw error;
      services.logger?.error({ err: error, planId: plan.paypalPlanId }, "PayPal subscription");
      throw new AppError("unavailable", subscriptionMessages.createFailed);
    });
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
      paypalSubscriptionId: created.id,
      paypalPlanId: plan.paypalPlanId,
      deliveryAddress: input.deliveryAddress,
    })
    .returning({ id: subscriptions.id });
  if (!row) throw new Error("The new subscription row was not returned.");
  return { subscriptionId: row.id, approvalUrl: created.approveUrl };
}
