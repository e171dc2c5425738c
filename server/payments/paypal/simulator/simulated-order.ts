import type { PayPalCaptureStatus, PayPalOrderStatus } from "#server/payments/paypal/types.ts";

interface Money {
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

export interface SimulatedPurchaseUnit {
  reference_id: string;
  invoice_id?: string;
  custom_id?: string;
  description?: string;
  amount: Money & { breakdown?: Record<string, Money> };
  items?: object[];
  payee: { email_address: string; merchant_id: string };
  payments?: { captures: SimulatedCapture[] };
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

export const isAwaitingApproval = (order: SimulatedOrder) =>
  order.status === "CREATED" || order.status === "PAYER_ACTION_REQUIRED";
