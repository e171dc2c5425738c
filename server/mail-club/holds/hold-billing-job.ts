import type { Job } from "#server/lib/job-runner.ts";
import { syncHoldBilling } from "#server/mail-club/holds/hold-billing.ts";
import { sendPauseReminders } from "#server/mail-club/holds/pause-reminders.ts";
import { syncPrepaidBilling } from "#server/mail-club/prepaid/prepaid-billing.ts";
import type { PaymentServices } from "#server/payments/payment-services.ts";

/** How often billing is checked; billing dates are days apart, a few minutes late is nothing. */
export const HOLD_BILLING_INTERVAL_MS = 5 * 60_000;

/**
 * Suspends PayPal billing for a skip or pause placed while PayPal could not be reached, and
 * activates it once the billing dates it skips have passed (decision 024); a week before the
 * first charge after a pause, the member's reminder; the same for issues prepaid from a balance.
 */
export function createHoldBillingJob(options: {
  services: () => Promise<PaymentServices>;
  clock?: () => Date;
}): Job {
  const clock = options.clock ?? (() => new Date());
  let lastCheck = Number.NEGATIVE_INFINITY;
  return {
    name: "mail-club-hold-billing",
    async run() {
      const now = clock();
      if (now.getTime() - lastCheck < HOLD_BILLING_INTERVAL_MS) return;
      lastCheck = now.getTime();
      const services = await options.services();
      await syncHoldBilling(services, now);
      await syncPrepaidBilling(services, now);
      await sendPauseReminders(services, now);
    },
  };
}
