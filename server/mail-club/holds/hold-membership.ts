import { resumeBillingIfDue, suspendBillingForHold } from "#server/mail-club/holds/hold-billing.ts";
import { endHold, type HoldRequest, placeHold } from "#server/mail-club/holds/place-hold.ts";
import type { PaymentServices } from "#server/payments/payment-services.ts";

/**
 * Skipping or pausing, for /account, the e-mails' links and the API alike: the hold, then
 * PayPal's billing suspended for it. If PayPal cannot be reached the hold stands and the
 * billing job suspends it later.
 */
export async function holdMembership(services: PaymentServices, input: HoldRequest) {
  const now = input.now ?? new Date();
  const placed = await placeHold(services, { ...input, now });
  try {
    await suspendBillingForHold(services, placed.row.id, now);
  } catch (error) {
    services.logger?.warn({ err: error, hold: placed.row.id }, "billing not suspended yet");
  }
  return placed;
}

/** Undoing a skip or ending a pause early, and PayPal's billing back when it is due. */
export async function resumeMembership(
  services: PaymentServices,
  input: { customerId: number; now?: Date },
) {
  const now = input.now ?? new Date();
  const ended = await endHold(services, { ...input, now });
  try {
    await resumeBillingIfDue(services, ended.row.id, now);
  } catch (error) {
    services.logger?.warn({ err: error, hold: ended.row.id }, "billing not resumed yet");
  }
  return ended;
}
