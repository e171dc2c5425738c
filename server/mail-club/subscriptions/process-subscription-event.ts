import type { Database } from "#server/db/client.ts";
import { recordPaymentFailure } from "#server/mail-club/arrears/record-payment-failure.ts";
import { applyRevisedPlan } from "#server/mail-club/plan-change/apply-plan-change.ts";
import { applyPayPalState } from "#server/mail-club/subscriptions/apply-paypal-state.ts";
import { recordSubscriptionPayment } from "#server/mail-club/subscriptions/record-subscription-payment.ts";
import { lockSubscriptionByPayPalId } from "#server/mail-club/subscriptions/subscription-row.ts";
import type { PaymentServices } from "#server/payments/payment-services.ts";
import { valueToCents } from "#server/payments/paypal/money.ts";
import type { PayPalSubscriptionStatus } from "#server/payments/paypal/types.ts";

/** BILLING.SUBSCRIPTION.* carry the subscription. */
interface SubscriptionResource {
  id?: string;
  status?: string;
  status_update_time?: string;
  update_time?: string;
  plan_id?: string;
  start_time?: string;
  billing_info?: {
    next_billing_time?: string;
    failed_payments_count?: number;
    last_failed_payment?: { amount?: { value?: string }; time?: string };
  };
}

/** PAYMENT.SALE.* carry a v1 sale naming its subscription in billing_agreement_id. */
interface SaleResource {
  id?: string;
  state?: string;
  amount?: { total?: string; currency?: string };
  billing_agreement_id?: string;
  create_time?: string;
}

const payPalStatuses = new Set<string>([
  "APPROVAL_PENDING",
  "APPROVED",
  "ACTIVE",
  "SUSPENDED",
  "CANCELLED",
  "EXPIRED",
]);

export function isSubscriptionEvent(eventType: string) {
  return eventType.startsWith("BILLING.SUBSCRIPTION.") || eventType === "PAYMENT.SALE.COMPLETED";
}

/**
 * A Mail Club event, inside the webhook's once-only transaction: a subscription event brings
 * the member's row to the state it reports (older states change nothing), a failed payment
 * puts the member in arrears and tells them, and a completed sale records the month's payment
 * and settles any arrears.
 */
export async function applySubscriptionEvent(
  tx: Database,
  services: PaymentServices,
  eventType: string,
  resource: unknown,
  eventTime: Date,
): Promise<"applied" | "no-change"> {
  if (eventType === "PAYMENT.SALE.COMPLETED") {
    const sale = resource as SaleResource;
    const amountCents = valueToCents(sale.amount?.total ?? "");
    const row = sale.billing_agreement_id
      ? await lockSubscriptionByPayPalId(tx, sale.billing_agreement_id)
      : undefined;
    if (!row || !sale.id || amountCents === undefined || sale.state !== "completed") {
      services.logger?.warn({ saleId: sale.id }, "PayPal sale for no known Mail Club subscription");
      return "no-change";
    }
    const paidAt = dateOf(sale.create_time) ?? eventTime;
    const recorded = await recordSubscriptionPayment(tx, services, row, {
      saleId: sale.id,
      amountCents,
      paidAt,
    });
    return recorded ? "applied" : "no-change";
  }

  const subscription = resource as SubscriptionResource;
  const row = subscription.id ? await lockSubscriptionByPayPalId(tx, subscription.id) : undefined;
  if (!row || !subscription.status || !payPalStatuses.has(subscription.status)) {
    return "no-change";
  }
  const status = subscription.status as PayPalSubscriptionStatus;
  const changed = await applyPayPalState(tx, services, row, {
    status,
    at: dateOf(subscription.status_update_time) ?? eventTime,
    startTime: dateOf(subscription.start_time),
    nextBillingTime: dateOf(subscription.billing_info?.next_billing_time),
  });
  // A change of plan the member approved at PayPal (decision 027).
  if (eventType === "BILLING.SUBSCRIPTION.UPDATED") {
    const current = (await lockSubscriptionByPayPalId(tx, row.paypalSubscriptionId)) ?? row;
    const revised = await applyRevisedPlan(tx, services, current, {
      planId: subscription.plan_id,
      at: dateOf(subscription.update_time),
    });
    if (revised) return "applied";
  }
  if (eventType === "BILLING.SUBSCRIPTION.PAYMENT.FAILED") {
    const lastFailure = subscription.billing_info?.last_failed_payment;
    await recordPaymentFailure(tx, services, row, {
      failedAt: dateOf(lastFailure?.time) ?? eventTime,
      amountCents: valueToCents(lastFailure?.amount?.value ?? ""),
      failuresInRow: subscription.billing_info?.failed_payments_count ?? 1,
      suspended: status === "SUSPENDED",
    });
    return "applied";
  }
  return changed ? "applied" : "no-change";
}

function dateOf(value: string | undefined) {
  if (!value) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}
