import { centsToValue, valueToCents } from "#server/payments/paypal/money.ts";
import {
  chargeOf,
  currencyOf,
  cycleExecutions,
  nextBillingTime,
} from "#server/paypal-simulator/billing-cycles.ts";
import type { ResponseShape } from "#server/paypal-simulator/order-view.ts";
import {
  isBillable,
  isSuspendedByMerchant,
  type SimulatedSale,
  type SimulatedSubscription,
} from "#server/paypal-simulator/simulated-subscription.ts";

export const subscriptionApprovalUrl = (base: string, token: string) =>
  `${base}/webapps/billing/subscriptions?ba_token=${encodeURIComponent(token)}`;

/** The buyer's consent to a change of plan, at the address of the spec's example. */
export const revisionApprovalUrl = (base: string, token: string) =>
  `${base}/webapps/billing/subscriptions/update?ba_token=${encodeURIComponent(token)}`;

/**
 * approve, edit and self as at creation, cancel while it can be cancelled, then suspend
 * while ACTIVE and activate while the merchant has it suspended; capture, which the simulator
 * does not serve, is left out.
 */
export function subscriptionLinks(subscription: SimulatedSubscription, base: string) {
  const self = `${base}/v1/billing/subscriptions/${subscription.id}`;
  const links = [];
  if (subscription.status === "APPROVAL_PENDING") {
    links.push({
      href: subscriptionApprovalUrl(base, subscription.approvalToken),
      rel: "approve",
      method: "GET",
    });
  }
  if (isBillable(subscription))
    links.push({ href: `${self}/cancel`, rel: "cancel", method: "POST" });
  if (subscription.status !== "CANCELLED" && subscription.status !== "EXPIRED") {
    links.push({ href: self, rel: "edit", method: "PATCH" });
  }
  links.push({ href: self, rel: "self", method: "GET" });
  if (subscription.status === "ACTIVE") {
    links.push({ href: `${self}/suspend`, rel: "suspend", method: "POST" });
  }
  if (isSuspendedByMerchant(subscription)) {
    links.push({ href: `${self}/activate`, rel: "activate", method: "POST" });
  }
  return links;
}

/** billing_info, once the buyer has approved; the next billing only while it can come. */
function billingInfo(subscription: SimulatedSubscription) {
  const currency = currencyOf(subscription);
  const owed = subscription.failed_payments_count > 0;
  const next = isBillable(subscription) ? nextBillingTime(subscription) : undefined;
  return {
    outstanding_balance: owed ? chargeOf(subscription) : { currency_code: currency, value: "0.00" },
    cycle_executions: cycleExecutions(subscription),
    ...(subscription.last_payment ? { last_payment: subscription.last_payment } : {}),
    ...(subscription.last_failed_payment
      ? { last_failed_payment: subscription.last_failed_payment }
      : {}),
    ...(next ? { next_billing_time: next.toISOString() } : {}),
    failed_payments_count: subscription.failed_payments_count,
  };
}

/**
 * The subscription as the Subscriptions API answers it (and as BILLING.SUBSCRIPTION.* events
 * carry it). `minimal` is its id, status and links.
 */
export function subscriptionView(
  subscription: SimulatedSubscription,
  base: string,
  shape: ResponseShape,
) {
  const links = subscriptionLinks(subscription, base);
  const { id, status, status_update_time, create_time } = subscription;
  if (shape === "minimal") return { id, status, status_update_time, create_time, links };
  const approved = subscription.status !== "APPROVAL_PENDING";
  return {
    id,
    plan_id: subscription.plan_id,
    start_time: subscription.start_time,
    quantity: "1",
    ...(subscription.subscriber ? { subscriber: subscription.subscriber } : {}),
    ...(approved ? { billing_info: billingInfo(subscription) } : {}),
    create_time,
    update_time: subscription.update_time,
    ...(subscription.custom_id ? { custom_id: subscription.custom_id } : {}),
    plan_overridden: subscription.plan.overridden ?? false,
    status,
    ...(subscription.status_change_note
      ? { status_change_note: subscription.status_change_note }
      : {}),
    status_update_time,
    links,
  };
}

/**
 * A sale as PAYMENT.SALE.* events carry it: the older Payments v1 shape, with the
 * subscription in billing_agreement_id and its custom_id as `custom`.
 */
export function saleResource(
  subscription: SimulatedSubscription,
  sale: SimulatedSale,
  base: string,
) {
  const cents = valueToCents(sale.amount.value) ?? 0;
  // PayPal's US domestic rate, as on captures.
  const feeCents = Math.min(Math.round(cents * 0.0349) + 49, cents);
  const currency = sale.amount.currency_code;
  return {
    id: sale.id,
    state: "completed",
    amount: { total: sale.amount.value, currency, details: { subtotal: sale.amount.value } },
    payment_mode: "INSTANT_TRANSFER",
    protection_eligibility: "ELIGIBLE",
    protection_eligibility_type: "ITEM_NOT_RECEIVED_ELIGIBLE,UNAUTHORIZED_PAYMENT_ELIGIBLE",
    transaction_fee: { value: centsToValue(feeCents), currency },
    billing_agreement_id: subscription.id,
    ...(subscription.custom_id ? { custom: subscription.custom_id } : {}),
    create_time: sale.time,
    update_time: sale.time,
    links: [{ href: `${base}/v1/payments/sale/${sale.id}`, rel: "self", method: "GET" }],
  };
}
