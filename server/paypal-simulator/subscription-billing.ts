import type { Transaction } from "#server/db/client.ts";
import { valueToCents } from "#server/payments/paypal/money.ts";
import {
  chargeOf,
  cycleInEffect,
  passBillingPeriod,
} from "#server/paypal-simulator/billing-cycles.ts";
import type { SimulatorContext } from "#server/paypal-simulator/context.ts";
import { simulatorId } from "#server/paypal-simulator/ids.ts";
import { writeRecord } from "#server/paypal-simulator/records.ts";
import {
  isSuspendedByMerchant,
  type SimulatedSubscription,
} from "#server/paypal-simulator/simulated-subscription.ts";
import {
  queueSaleEvent,
  queueSubscriptionEvent,
} from "#server/paypal-simulator/subscription-events.ts";

/** How a billing attempt ends. */
export type BillingOutcome = "paid" | "failed";

/** A change billing makes: it carries no merchant's note, so an earlier one is dropped. */
function setStatus(
  subscription: SimulatedSubscription,
  status: SimulatedSubscription["status"],
  now: Date,
) {
  subscription.status = status;
  subscription.status_update_time = now.toISOString();
  delete subscription.status_change_note;
}

/**
 * Runs the billing due now, saves the subscription and queues its events, in the order PayPal
 * sends them; their ids. Paid: a sale (none for a free trial cycle), the failures forgotten,
 * an approval-pending or suspended subscription ACTIVE, one whose last cycle is paid EXPIRED.
 * Failed: BILLING.SUBSCRIPTION.PAYMENT.FAILED, the cycle still owed, and SUSPENDED (by PayPal)
 * after the plan's payment_failure_threshold failures in a row. A subscription the merchant
 * suspended is not billed whatever the outcome would be: the cycle passes with no payment,
 * no event and nothing owed, next_billing_time one cycle on, and it stays SUSPENDED.
 */
export async function billSubscription(
  tx: Transaction,
  context: SimulatorContext,
  subscription: SimulatedSubscription,
  outcome: BillingOutcome,
  now: Date,
): Promise<string[]> {
  const price = chargeOf(subscription);
  const time = now.toISOString();
  const events: string[] = [];
  subscription.update_time = time;
  if (isSuspendedByMerchant(subscription)) {
    // PayPal "will stop processing payments until it is reactivated": the cycle is missed.
    passBillingPeriod(subscription);
    await writeRecord(tx, "subscription", subscription.id, subscription);
    return events;
  }
  if (outcome === "failed") {
    subscription.failed_payments_count++;
    subscription.last_failed_payment = { amount: price, time, reason_code: "PAYMENT_DENIED" };
    const threshold = subscription.plan.paymentFailureThreshold;
    const suspend =
      subscription.status === "ACTIVE" &&
      threshold > 0 &&
      subscription.failed_payments_count >= threshold;
    if (suspend) {
      setStatus(subscription, "SUSPENDED", now);
      subscription.suspendedBy = "paypal";
    }
    await writeRecord(tx, "subscription", subscription.id, subscription);
    events.push(
      await queueSubscriptionEvent(
        tx,
        context,
        subscription,
        "BILLING.SUBSCRIPTION.PAYMENT.FAILED",
      ),
    );
    if (suspend) {
      events.push(
        await queueSubscriptionEvent(tx, context, subscription, "BILLING.SUBSCRIPTION.SUSPENDED"),
      );
    }
    return events;
  }

  const sale = valueToCents(price.value) ? { id: simulatorId(), amount: price, time } : undefined;
  if (sale) {
    subscription.sales.push(sale);
    subscription.last_payment = { amount: price, time };
  }
  passBillingPeriod(subscription);
  subscription.cyclesPaid++;
  subscription.failed_payments_count = 0;
  const activated = subscription.status !== "ACTIVE";
  if (activated) {
    setStatus(subscription, "ACTIVE", now);
    delete subscription.suspendedBy;
  }
  const expired = !cycleInEffect(subscription);
  if (expired) setStatus(subscription, "EXPIRED", now);
  await writeRecord(tx, "subscription", subscription.id, subscription);
  if (activated) {
    events.push(
      await queueSubscriptionEvent(tx, context, subscription, "BILLING.SUBSCRIPTION.ACTIVATED"),
    );
  }
  if (sale) events.push(await queueSaleEvent(tx, context, subscription, sale));
  if (expired) {
    events.push(
      await queueSubscriptionEvent(tx, context, subscription, "BILLING.SUBSCRIPTION.EXPIRED"),
    );
  }
  return events;
}
