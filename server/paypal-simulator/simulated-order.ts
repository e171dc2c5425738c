import type { PayPalCaptureStatus, PayPalOrderStatus } from "#server/payments/paypal/types.ts";

export interface Money {
  currency_code: string;
  value: string;
}

export interface SimulatedCapture {
  id: string;
  status: PayPalCaptureStatus;
  status_details?: { reason: string };
  amount: Money;
  final_capture: boolean;
  invoice_id?: string;
  custom_id?: string;
  seller_protection: { status: string; dispute_categories: string[] };
  seller_receivable_breakdown: { gross_amount: Money; paypal_fee: Money; net_amount: Money };
  create_time: string;
  update_time: string;
}

export interface SimulatedRefund {
  id: string;
  /** The refunded capture (the refund's "up" link); not a field of PayPal's refund. */
  captureId: string;
  status: "COMPLETED";
  amount: Money;
  invoice_id?: string;
  custom_id?: string;
  note_to_payer?: string;
  seller_payable_breakdown: {
    gross_amount: Money;
    paypal_fee: Money;
    net_amount: Money;
    total_refunded_amount: Money;
  };
  create_time: string;
  update_time: string;
}

export interface SimulatedPurchaseUnit {
  reference_id: string;
  invoice_id?: string;
  custom_id?: string;
  description?: string;
  amount: Money & { breakdown?: Record<string, Money> };
  items?: object[];
  payee: { email_address: string; merchant_id: string };
  payments?: { captures: SimulatedCapture[]; refunds?: SimulatedRefund[] };
}

/** How the buyer chose to pay on the approval page, which decides what capture does. */
export type BuyerChoice = "balance" | "declined-card" | "pending-review";

export interface SimulatedPayer {
  name: { given_name: string; surname: string };
  email_address: string;
  payer_id: string;
  address: { country_code: string };
}

/** An order as the simulator stores it (record kind "order"). */
export interface SimulatedOrder {
  id: string;
  intent: "CAPTURE";
  status: PayPalOrderStatus;
  /** CREATED (application_context or none) or PAYER_ACTION_REQUIRED (experience_context). */
  statusBeforeApproval: "CREATED" | "PAYER_ACTION_REQUIRED";
  purchase_units: SimulatedPurchaseUnit[];
  payer?: SimulatedPayer;
  buyerChoice?: BuyerChoice;
  returnUrl?: string;
  cancelUrl?: string;
  brandName?: string;
  create_time: string;
  update_time: string;
}

export const payee = { email_address: "shop@washi.example", merchant_id: "WASHSMULATR23" };

/** The capture with this id and the payments of the purchase unit holding it. */
export function findCapture(order: SimulatedOrder, captureId: string) {
  for (const { payments } of order.purchase_units) {
    const capture = payments?.captures.find((candidate) => candidate.id === captureId);
    if (payments && capture) return { payments, capture };
  }
  return undefined;
}

export const isAwaitingApproval = (order: SimulatedOrder) =>
  order.status === "CREATED" || order.status === "PAYER_ACTION_REQUIRED";
