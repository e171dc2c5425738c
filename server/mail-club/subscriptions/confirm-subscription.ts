import { and, desc, eq } from "drizzle-orm";
import { type SubscriptionStatus, subscriptions } from "#server/db/schema.ts";
import { AppError } from "#server/lib/errors.ts";
import { applyPayPalState } from "#server/mail-club/subscriptions/apply-paypal-state.ts";
import { subscriptionMessages } from "#server/mail-club/subscriptions/subscription-messages.ts";
import { lockSubscriptionByPayPalId } from "#server/mail-club/subscriptions/subscription-row.ts";
import type { PaymentServices } from "#server/payments/payment-services.ts";
import { PayPalError } from "#server/payments/paypal/types.ts";

/**
 * The return from PayPal's approval (/subscription/return, POST /api/subscriptions/confirm):
 * PayPal is asked for the subscription's state, which the member's row takes on (the same
 * path as the webhooks, so whichever comes first wins and the other changes nothing).
 * Without an id, the member's latest subscription is confirmed. Someone else's subscription
 * is "not found".
 */
export async function confirmSubscription(
  services: PaymentServices,
  input: { customerId: number; paypalSubscriptionId?: string },
): Promise<{ status: SubscriptionStatus }> {
  const { db, paypal } = services;
  const [row] = await db
    .select({ paypalSubscriptionId: subscriptions.paypalSubscriptionId })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.customerId, input.customerId),
        input.paypalSubscriptionId
          ? eq(subscriptions.paypalSubscriptionId, input.paypalSubscriptionId)
          : undefined,
      ),
    )
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
    .limit(1);
  if (!row) throw new AppError("not_found", subscriptionMessages.activateFailed);

  const current = await paypal.getSubscription(row.paypalSubscriptionId).catch((error) => {
    if (!(error instanceof PayPalError)) throw error;
    services.logger?.error({ err: error }, "PayPal subscription lookup");
    throw new AppError("unavailable", subscriptionMessages.activateFailed);
  });
  const status = await db.transaction(async (tx) => {
    const locked = await lockSubscriptionByPayPalId(tx, row.paypalSubscriptionId);
    if (!locked) throw new AppError("not_found", subscriptionMessages.activateFailed);
    await applyPayPalState(tx, services, locked, {
      status: current.status,
      at: current.statusUpdateTime ?? new Date(),
      startTime: current.startTime,
      nextBillingTime: current.nextBillingTime,
    });
    const [after] = await tx
      .select({ status: subscriptions.status })
      .from(subscriptions)
      .where(eq(subscriptions.id, locked.id));
    return after?.status ?? locked.status;
  });
  if (status !== "active") throw new AppError("conflict", subscriptionMessages.activateFailed);
  return { status };
}
