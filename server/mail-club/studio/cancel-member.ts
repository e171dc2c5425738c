import { eq } from "drizzle-orm";
import { subscriptions } from "#server/db/schema.ts";
import { recordStudioChange } from "#server/lib/audit-log.ts";
import { AppError } from "#server/lib/errors.ts";
import { parseRowId } from "#server/lib/row-id.ts";
import type { StudioAccount } from "#server/lib/studio-account.ts";
import { mailClubStudioMessages } from "#server/mail-club/studio/mail-club-studio-messages.ts";
import { cancelSubscription } from "#server/mail-club/subscriptions/cancel-subscription.ts";
import { liveStatuses } from "#server/mail-club/subscriptions/subscription-row.ts";
import type { PaymentServices } from "#server/payments/payment-services.ts";

const STUDIO_REASON = "Cancelled by the shop";

/**
 * The maker cancels a running membership: through the member's own cancel path, so PayPal
 * stops the payments first and the member gets the cancellation e-mail. When PayPal refuses
 * or cannot be reached, cancelSubscription changes nothing and its message is thrown on.
 * The audit row follows the change (the cancel owns its transaction, and PayPal is called
 * outside any).
 */
export async function cancelMember(
  services: PaymentServices,
  account: StudioAccount,
  input: { subscriptionId: number; reason?: string; now?: Date },
) {
  const { db } = services;
  const [row] = parseRowId(input.subscriptionId)
    ? await db
        .select({
          customerId: subscriptions.customerId,
          status: subscriptions.status,
          paypalSubscriptionId: subscriptions.paypalSubscriptionId,
        })
        .from(subscriptions)
        .where(eq(subscriptions.id, input.subscriptionId))
    : [];
  if (!row) throw new AppError("not_found", mailClubStudioMessages.memberNotFound);
  // A customer has at most one running membership: this one, when it runs.
  if (!(liveStatuses as readonly string[]).includes(row.status)) {
    throw new AppError("conflict", mailClubStudioMessages.notRunning);
  }
  const reason = input.reason?.trim() || STUDIO_REASON;
  const { status } = await cancelSubscription(services, {
    customerId: row.customerId,
    by: { shop: reason },
    now: input.now,
  });
  await recordStudioChange(db, account, {
    action: "mail-club.member.cancel",
    subject: `subscription:${input.subscriptionId}`,
    details: {
      paypalSubscriptionId: row.paypalSubscriptionId,
      from: row.status,
      to: status,
      reason,
    },
  });
  return { status };
}
