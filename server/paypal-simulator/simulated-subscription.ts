import type { PayPalSubscriptionStatus } from "#server/payments/paypal/types.ts";
import type { Money } from "#server/paypal-simulator/simulated-order.ts";

export type IntervalUnit = "DAY" | "WEEK" | "MONTH" | "YEAR";

export interface SimulatedBillingCycle {
  frequency: { interval_unit: IntervalUnit; interval_count: number };
  tenure_type: "REGULAR" | "TRIAL";
  sequence: number;
  /** 0 = until cancelled (REGULAR only). */
  total_cycles: number;
  pricing_scheme?: {
    fixed_price?: Money;
    version: number;
    create_time: string;
    update_time: string;
  };
}

/** A billing plan as the simulator stores it (record kind "plan"); plans never change. */
export interface SimulatedPlan {
  id: string;
  product_id: string;
  name: string;
  status: "CREATED" | "INACTIVE" | "ACTIVE";
  description?: string;
  /** In sequence order, trials first. */
  billing_cycles: SimulatedBillingCycle[];
  payment_preferences: {
    auto_bill_outstanding: boolean;
    setup_fee?: Money;
    setup_fee_failure_action: "CONTINUE" | "CANCEL";
    /** Consecutive failed payments that suspend a subscription; 0 never does. */
    payment_failure_threshold: number;
  };
  taxes?: { percentage: string; inclusive: boolean };
  quantity_supported: boolean;
  create_time: string;
  update_time: string;
}

/** The plan a subscription is billed on: its name, cycles and failure threshold, as PayPal keeps them. */
export type SubscribedPlan = Pick<SimulatedPlan, "name" | "billing_cycles" | "taxes"> & {
  paymentFailureThreshold: number;
  /** The create request overrode the plan (its taxes). */
  overridden?: boolean;
};

export const subscribedPlan = (plan: SimulatedPlan): SubscribedPlan => ({
  name: plan.name,
  billing_cycles: plan.billing_cycles,
  ...(plan.taxes ? { taxes: plan.taxes } : {}),
  paymentFailureThreshold: plan.payment_preferences.payment_failure_threshold,
});

/** Billing periods of one frequency that passed one after another. */
export interface ElapsedPeriods {
  frequency: SimulatedBillingCycle["frequency"];
  cycles: number;
}

/** A change of plan asked for by POST /revise, waiting for the buyer's consent. */
export interface PendingRevision {
  /** The BA- token of its consent page. */
  token: string;
  plan_id: string;
  plan: SubscribedPlan;
  /** Its application_context's, else the subscription's own. */
  returnUrl?: string;
  cancelUrl?: string;
  brandName?: string;
  create_time: string;
}

/** One payment of a subscription, reported as a PAYMENT.SALE.COMPLETED. */
export interface SimulatedSale {
  id: string;
  amount: Money;
  time: string;
}

/** A subscription as the simulator stores it (record kind "subscription"). */
export interface SimulatedSubscription {
  id: string;
  status: PayPalSubscriptionStatus;
  status_update_time: string;
  status_change_note?: string;
  /**
   * Who suspended a SUSPENDED subscription: the merchant (POST /suspend), whose cycles pass
   * unbilled until it activates; or PayPal, after payment_failure_threshold failed payments,
   * which bills the cycle owed at the next attempt. Records from before it was kept: PayPal.
   */
  suspendedBy?: "merchant" | "paypal";
  plan_id: string;
  start_time: string;
  custom_id?: string;
  subscriber?: {
    email_address?: string;
    name?: { given_name?: string; surname?: string };
    payer_id?: string;
  };
  /** The BA- token of the approval page. */
  approvalToken: string;
  returnUrl?: string;
  cancelUrl?: string;
  brandName?: string;
  /** The plan's name, cycles and failure threshold when subscribed, as PayPal keeps them. */
  plan: SubscribedPlan;
  /** Billing cycles paid so far, across the plan's cycles in sequence order. */
  cyclesPaid: number;
  /**
   * The billing periods passed since start_time, in order: each paid cycle's, and each missed
   * while the merchant had the subscription suspended. next_billing_time is start_time moved
   * on by all of them. Records made before it was kept have none: their paid cycles tell.
   */
  elapsed?: ElapsedPeriods[];
  /** The latest change of plan the buyer has not yet consented to. */
  pendingRevision?: PendingRevision;
  failed_payments_count: number;
  last_payment?: { amount: Money; time: string };
  last_failed_payment?: { amount: Money; time: string; reason_code: "PAYMENT_DENIED" };
  sales: SimulatedSale[];
  create_time: string;
  update_time: string;
}

/** Suspended by the merchant, not by PayPal after failed payments: not billed, can be activated. */
export const isSuspendedByMerchant = (subscription: SimulatedSubscription) =>
  subscription.status === "SUSPENDED" && subscription.suspendedBy === "merchant";

/** Statuses a subscription can be billed, cancelled and renewed in. */
export const isBillable = (subscription: SimulatedSubscription) =>
  subscription.status === "ACTIVE" || subscription.status === "SUSPENDED";
