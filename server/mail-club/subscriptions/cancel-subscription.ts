import { eq } from "drizzle-orm";
import { subscriptions } from "#server/db/schema.ts";
import { AppError } from "#server/lib/errors.ts";
import {
  type CancelAnswer,
  PAYPAL_REASON_LENGTH,
  paypalCancelNote,
  readCancelAnswer,
} from "#server/mail-club/cancel/cancel-answer.ts";
import { recordMemberEvent } from "#server/mail-club/history/member-events.ts";
import { applyPayPalState } from "#server/mail-club/subscriptions/apply-paypal-state.ts";
import { subscriptionMessages } from "#server/mail-club/subscriptions/subscription-messages.ts";
import {
  findMemberSubscription,
  liveStatuses,
  lockSubscriptionByPayPalId,
} from "#server/mail-club/subscriptions/subscription-row.ts";
import type { PaymentServices } from "#server/payments/payment-services.ts";
import { PayPalError } from "#server/payments/paypal/types.ts";

/**
 * Who cancels: the member (from /account or the API), with their optional answer to "why?"
 * ({ reason, reasonText }, read by readCancelAnswer), or the shop (the studio), with its own
 * note for PayPal and its own audit row.
 */
export type CancelBy = { member: unknown } | { shop: string };

/**
 * The one cancellation: PayPal first (so no further payment is taken), then the row, with the
 * confirmation e-mail; the member's answer is stored and recorded in the same transaction.
 * Issues already paid for are still mailed (receivesIssue). Already cancelled at PayPal (in
 * PayPal's own pages) is fine; PayPal unreachable leaves everything as it was, with a message
 * to try again.
 */
export async function cancelSubscription(
  services: PaymentServices,
  input: { customerId: number; by: CancelBy; now?: Date },
) {
  const { db, paypal } = services;
  // A bad answer is refused before anything is cancelled.
  const answer = "member" in input.by ? readCancelAnswer(input.by.member) : null;
  const member = await findMemberSubscription(db, input.customerId);
  if (!member || !(liveStatuses as readonly string[]).includes(member.status)) {
    throw new AppError("not_found", subscriptionMessages.none);
  }
  try {
    await paypal.cancelSubscription(member.paypalSubscriptionId, {
      reason: answer ? paypalCancelNote(answer) : shopNote(input.by),
    });
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
    if (answer) await recordMemberCancel(tx, row.id, input.customerId, answer);
  });
  const [after] = await db
    .select({ status: subscriptions.status })
    .from(subscriptions)
    .where(eq(subscriptions.id, member.id));
  return { status: after?.status ?? "cancelled" };
}

function shopNote(by: CancelBy) {
  const note = "shop" in by ? by.shop.trim() : "";
  return note.slice(0, PAYPAL_REASON_LENGTH) || "Cancelled by the shop";
}

async function recordMemberCancel(
  tx: PaymentServices["db"],
  subscriptionId: number,
  customerId: number,
  answer: CancelAnswer,
) {
  await tx
    .update(subscriptions)
    .set({ cancelReason: answer.reason, cancelReasonText: answer.text })
    .where(eq(subscriptions.id, subscriptionId));
  await recordMemberEvent(tx, {
    subscriptionId,
    actor: { customerId },
    action: "mail-club.cancel",
    details: { reason: answer.reason, text: answer.text },
  });
}
