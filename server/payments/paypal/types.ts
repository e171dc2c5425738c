/**
 * What the shop needs from PayPal (Orders v2, Payments v2 refunds, Subscriptions v1),
 * whichever host answers: the simulator in the project, the sandbox or live.
 * server/payments/paypal/client.ts implements it over HTTP.
 */

export interface PayPalOrderItem {
  name: string;
  quantity: number;
  unitAmountCents: number;
  /** Tax on one unit; PayPal wants the items' tax × quantity to add up to `taxCents`. */
  taxCents?: number;
  sku?: string;
  category: "PHYSICAL_GOODS" | "DIGITAL_GOODS";
}

export interface CreatePayPalOrderInput {
  /** PayPal-Request-Id: the same id answers the same order instead of a second one. */
  requestId: string;
  /** The shop's order number, as reference_id and invoice_id. */
  orderNumber: string;
  currency: "USD";
  itemTotalCents: number;
  /** Money off the goods, and off the postage (decisions.md 23). */
  discountCents: number;
  taxCents: number;
  shippingCents: number;
  shippingDiscountCents: number;
  totalCents: number;
  items: PayPalOrderItem[];
  /** Where PayPal sends the buyer after approving (PayPal adds ?token={orderId}&PayerID=…). */
  returnUrl: string;
  cancelUrl: string;
}

export type PayPalOrderStatus =
  | "CREATED"
  | "SAVED"
  | "APPROVED"
  | "VOIDED"
  | "COMPLETED"
  | "PAYER_ACTION_REQUIRED";

export interface PayPalOrder {
  id: string;
  status: PayPalOrderStatus;
  /** The link to send the buyer to: rel "approve" or "payer-action", never built by hand. */
  approveUrl?: string;
  /** The buyer's PayPal account, once they approved: the same account every time they pay. */
  payerId?: string;
  /** The country of the buyer's PayPal account, once they approved (evidence for VAT). */
  payerCountry?: string;
}

export type PayPalCaptureStatus =
  | "COMPLETED"
  | "PENDING"
  | "DECLINED"
  | "PARTIALLY_REFUNDED"
  | "REFUNDED"
  | "FAILED";

export interface PayPalCapture {
  orderId: string;
  orderStatus: PayPalOrderStatus;
  captureId: string;
  /** Only COMPLETED means paid; PENDING leaves the order waiting (for a webhook). */
  captureStatus: PayPalCaptureStatus;
  amountCents: number;
}

export type PayPalRefundStatus = "CANCELLED" | "FAILED" | "PENDING" | "COMPLETED";

export interface PayPalRefund {
  refundId: string;
  /** COMPLETED when the money went back; PENDING (an eCheck) until a webhook says more. */
  status: PayPalRefundStatus;
  amountCents: number;
}

export interface CreatePayPalSubscriptionInput {
  /** PayPal-Request-Id: the same id answers the same subscription instead of a second one. */
  requestId: string;
  planId: string;
  /** The shop's own reference (its subscription row), echoed in GET and webhooks. */
  customId: string;
  subscriber: { email: string; givenName: string; surname: string };
  /** The member's tax rate (decision 042), sent as the plan's `taxes` override; none: untaxed. */
  taxes?: { percentage: string; inclusive: boolean } | null;
  brandName: string;
  /** PayPal adds ?subscription_id=I-…&ba_token=BA-…&token=… */
  returnUrl: string;
  cancelUrl: string;
}

/** A billing plan, as far as the shop reads it. */
export interface PayPalPlan {
  id: string;
  productId: string;
  name: string;
  status: string;
  /** The regular cycle: its price and how often it bills. */
  regular?: { priceCents: number; intervalUnit: string; intervalCount: number };
  /** A trial tenure's price and how many cycles it lasts. */
  trial?: { priceCents: number; cycles: number };
  paymentFailureThreshold: number;
}

/** A plan with an intro price for its first cycles, then the regular price (decision 041). */
export interface CreatePayPalIntroPlanInput {
  /** PayPal-Request-Id: the same id answers the same plan instead of a second one. */
  requestId: string;
  productId: string;
  name: string;
  description: string;
  intro: { priceCents: number; cycles: number };
  regular: { priceCents: number; intervalUnit: string; intervalCount: number };
  paymentFailureThreshold: number;
}

export type PayPalSubscriptionStatus =
  | "APPROVAL_PENDING"
  | "APPROVED"
  | "ACTIVE"
  | "SUSPENDED"
  | "CANCELLED"
  | "EXPIRED";

export interface PayPalSubscription {
  id: string;
  status: PayPalSubscriptionStatus;
  planId: string;
  customId?: string;
  /** The link to send the buyer to (rel "approve"), while approval is pending. */
  approveUrl?: string;
  /** When the status last changed (status_update_time). */
  statusUpdateTime?: Date;
  startTime?: Date;
  nextBillingTime?: Date;
  lastPayment?: { amountCents: number; time: Date };
}

/**
 * A change of plan (Subscriptions v1 revise). PayPal takes the buyer's way back from the
 * consent page (application_context) only with both URLs.
 */
export type RevisePayPalSubscriptionInput = {
  /** The plan to switch to: one of the same PayPal product. */
  planId: string;
  /** The member's tax rate where the issues will go (decision 042), as the plan's override. */
  taxes?: { percentage: string; inclusive: boolean } | null;
} & (
  | {
      /** PayPal adds ?subscription_id=I-…&ba_token=BA-…&token=… (as after subscribing). */
      returnUrl: string;
      cancelUrl: string;
      brandName?: string;
    }
  | { returnUrl?: undefined; cancelUrl?: undefined; brandName?: undefined }
);

export interface PayPalSubscriptionRevision {
  /** The plan asked for. */
  planId: string;
  planOverridden: boolean;
  /**
   * The link to send the buyer to (rel "approve") when the change needs their consent, as a
   * subscription paid from a PayPal account does: the plan changes only once they give it,
   * and until then the subscription is billed on its current plan.
   */
  approveUrl?: string;
}

/** A PayPal REST app's client id and secret, exchanged for access tokens. */
export interface ClientCredentials {
  clientId: string;
  clientSecret: string;
}

export interface PayPalClient {
  /**
   * Where a buyer changes the card or bank behind their PayPal subscriptions (PayPal's
   * automatic payments page; the simulator serves a stand-in).
   */
  readonly autopayUrl: string;
  createOrder(input: CreatePayPalOrderInput): Promise<PayPalOrder>;
  getOrder(orderId: string): Promise<PayPalOrder>;
  captureOrder(orderId: string, options: { requestId: string }): Promise<PayPalCapture>;
  /** Refunds the whole capture; the same requestId answers the same refund, never a second. */
  refundCapture(captureId: string, options: { requestId: string }): Promise<PayPalRefund>;
  getPlan(planId: string): Promise<PayPalPlan>;
  createIntroPlan(input: CreatePayPalIntroPlanInput): Promise<PayPalPlan>;
  createSubscription(input: CreatePayPalSubscriptionInput): Promise<PayPalSubscription>;
  getSubscription(subscriptionId: string): Promise<PayPalSubscription>;
  /** Cancels an ACTIVE or SUSPENDED subscription (204); PayPal answers 422 SUBSCRIPTION_STATUS_INVALID otherwise. */
  cancelSubscription(subscriptionId: string, options: { reason: string }): Promise<void>;
  /**
   * Suspends an ACTIVE subscription (204, BILLING.SUBSCRIPTION.SUSPENDED): PayPal bills
   * nothing until it is activated. 422 SUBSCRIPTION_STATUS_INVALID otherwise.
   */
  suspendSubscription(subscriptionId: string, options: { reason: string }): Promise<void>;
  /**
   * Activates a subscription the merchant suspended (204, BILLING.SUBSCRIPTION.ACTIVATED);
   * 422 SUBSCRIPTION_STATUS_INVALID unless SUSPENDED, SUBSCRIPTION_CANNOT_BE_ACTIVATED for one
   * PayPal suspended after failed payments.
   */
  activateSubscription(subscriptionId: string, options: { reason: string }): Promise<void>;
  /**
   * Asks to switch an ACTIVE or SUSPENDED subscription to another plan of the same product
   * (200); the change waits for the buyer at `approveUrl` when there is one.
   */
  reviseSubscription(
    subscriptionId: string,
    input: RevisePayPalSubscriptionInput,
  ): Promise<PayPalSubscriptionRevision>;
}

/**
 * A PayPal answer that is not a success, or no answer at all. `issue` is PayPal's
 * details[0].issue (INSTRUMENT_DECLINED, ORDER_ALREADY_CAPTURED, CAPTURE_FULLY_REFUNDED, …);
 * `status` is 0 when PayPal could not be reached or timed out.
 */
export class PayPalError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly name: string,
    readonly issue?: string,
    readonly debugId?: string,
  ) {
    super(message);
  }
}
