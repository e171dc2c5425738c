import { eq } from "drizzle-orm";
import { subscriptions } from "#server/db/schema.ts";
import { AppError } from "#server/errors.ts";
import { applyPayPalState } from "#server/mail-club/subscriptions/apply-paypal-state.ts";
import { subscriptionMessages } from "#server/mail-club/subscriptions/subscription-messages.ts";
import {
  findMemberSubscription,
  liveStatuses,
  lockSubscriptionByPayPalId,
} from "#server/mail-club/subscriptions/subscription-row.ts";
import type { PaymentServices } from "#server/payments/payment-services.ts";
import { PayPalError } from "#server/payments/paypal/types.ts";

const DEFAULT_REASON = "Cancelled by the member in the shop's account page";

/**
 * The member's own cancellation: PayPal first (so no further payment is taken), then the row,
 * with the confirmation e-mail. Already cancelled at PayPal (in PayPal's own pages) is fine;
 * PayPal unreachable leaves everything as it was, with a message to try again.
 */
export async function cancelSubscription(
  services: PaymentServices,
  input: { customerId: number; reason?: string; now?: Date },
) {
  const { db, paypal } = services;
  const member = await findMemberSubscription(db, input.customerId);
  if (!member || !(liveStatuses as readonly string[]).includes(member.status)) {
    throw new AppError("not_found", subscriptionMessages.none);
  }
  const reason = input.reason?.trim().slice(0, 128) || DEFAULT_REASON;
  try {
    await paypal.cancelSubscription(member.paypalSubscriptionId, { reason });
  } catch (error) {
    if (!(error instanceof PayPalError)) throw error;
    if (error.issue !== "SUBSCRIPTION_STATUS_INVALID") {
      services.logger?.error({ err: error }, "PayPal subscription cancel");
      throw new AppError("unavailable", subscriptionMessages.cancelFailed);
    }
  }
  await db.transaction(async (tx) => {
    const row = await lockSubscriptionByPayPalId(tx, member.paypalSubscriptionId);
    if (!row) return;
    // Never older than the state PayPal last reported, or it would count as stale.
    const now = input.now ?? new Date();
    const at = row.statusChangedAt && row.statusChangedAt > now ? row.statusChangedAt : now;
    await applyPayPalState(tx, services, row, { status: "CANCELLED", at });
  });
  const [after] = await db
    .select({ status: subscriptions.status })
    .from(subscriptions)
    .where(eq(subscriptions.id, member.id));
  return { status: after?.status ?? "cancelled" };
}
