import type { Context } from "hono";
import { debugId } from "#server/paypal-simulator/ids.ts";

/** PayPal's fixed top-level names and messages by HTTP status (contract §1). */
const statusNames = {
  400: [
    "INVALID_REQUEST",
    "Request is not well-formed, syntactically incorrect, or violates schema.",
  ],
  401: [
    "AUTHENTICATION_FAILURE",
    "Authentication failed due to missing authorization header, or invalid authentication credentials.",
  ],
  404: ["RESOURCE_NOT_FOUND", "The specified resource does not exist."],
  413: ["REQUEST_ENTITY_TOO_LARGE", "The request body is larger than the server accepts."],
  415: ["UNSUPPORTED_MEDIA_TYPE", "The server does not support the request payload's media type."],
  422: [
    "UNPROCESSABLE_ENTITY",
    "The requested action could not be performed, semantically incorrect, or failed business validation.",
  ],
  500: ["INTERNAL_SERVER_ERROR", "An internal server error occurred."],
  503: ["SERVICE_UNAVAILABLE", "Service Unavailable."],
} as const;

export type ErrorStatus = keyof typeof statusNames;

/** Issue descriptions exactly as the Orders v2 and Payments v2 specs list them (their schemas check the text). */
const issueDescriptions: Record<string, string> = {
  INVALID_PARAMETER_SYNTAX: "The value of a field does not conform to the expected format.",
  INVALID_STRING_LENGTH: "The value of a field is either too short or too long",
  INVALID_PARAMETER_VALUE: "A parameter value is not valid.",
  MALFORMED_REQUEST_JSON: "The request JSON is not well formed.",
  AMOUNT_MISMATCH:
    "Should equal item_total + tax_total + shipping + handling + insurance - shipping_discount - discount.",
  CANNOT_BE_ZERO_OR_NEGATIVE:
    "Must be greater than zero. If the currency supports decimals, only two decimal place precision is supported.",
  DECIMAL_PRECISION:
    "If the currency supports decimals, only two decimal place precision is supported.",
  DUPLICATE_REFERENCE_ID: "`reference_id` must be unique if multiple `purchase_unit` are provided.",
  ITEM_TOTAL_MISMATCH:
    "Should equal sum of (unit_amount * quantity) across all items for a given purchase_unit.",
  TAX_TOTAL_MISMATCH:
    "Should equal sum of (tax * quantity) across all items for a given purchase_unit.",
  TAX_TOTAL_REQUIRED:
    "If item details are specified (items.tax_total and items.quantity) corresponding amount.breakdown.tax_total is required.",
  ITEM_TOTAL_REQUIRED:
    "If item details are specified (items.unit_amount and items.quantity) corresponding amount.breakdown.item_total is required.",
  MULTI_CURRENCY_ORDER:
    "Multiple differing values of currency_code are not supported. Entire Order request must have the same currency_code.",
  REFERENCE_ID_REQUIRED:
    "'reference_id' is required for each 'purchase_unit' if multiple 'purchase_unit' are provided.",
  DUPLICATE_INVOICE_ID:
    "Duplicate Invoice ID detected. To avoid a potential duplicate transaction your account setting requires that Invoice Id be unique for each transaction.",
  INSTRUMENT_DECLINED:
    "The instrument presented  was either declined by the processor or bank, or it can't be used for this payment.",
  ORDER_NOT_APPROVED:
    "Payer has not yet approved the Order for payment. Please redirect the payer to the 'rel':'approve' url returned as part of the HATEOAS links within the Create Order call or provide a valid `payment_source` in the request.",
  ORDER_ALREADY_CAPTURED:
    "Order already captured.If 'intent=CAPTURE' only one capture per order is allowed.",
  PAYER_ACTION_REQUIRED:
    "Transaction cannot complete successfully, instruct the buyer to return to PayPal.",
  TRANSACTION_REFUSED: "The request was refused.",
  INVALID_RESOURCE_ID:
    "Specified resource ID does not exist. Please check the resource ID and try again.",
  CAPTURE_FULLY_REFUNDED: "The capture has already been fully refunded",
  REFUND_CAPTURE_CURRENCY_MISMATCH: "Refund must be in the same currency as the capture",
  REFUND_NOT_ALLOWED: "Capture cannot be refunded.",
  REFUND_AMOUNT_EXCEEDED:
    "The refund amount must be less than or equal to the capture amount that has not yet been refunded.",
  PARTIAL_REFUND_NOT_ALLOWED: "You cannot do a refund less than the original capture amount.",
};

/**
 * The Subscriptions v1 spec words some issues differently, and its schemas check the text too.
 * Where it has several texts for one issue (SUBSCRIPTION_STATUS_INVALID names its action),
 * this is one of them, and the other operations give theirs in the detail.
 */
const billingIssueDescriptions: Record<string, string> = {
  INVALID_PARAMETER_VALUE: "The value of a field is invalid.",
  MISSING_REQUIRED_PARAMETER: "A required field is missing.",
  MISSING_REQUEST_BODY: "Request body is missing.",
  INVALID_STRING_MIN_LENGTH: "The value of a field is too short.",
  INVALID_STRING_MAX_LENGTH: "The value of a field is too long.",
  INVALID_INTEGER_MIN_VALUE: "The integer value of a field is too small.",
  INVALID_INTEGER_MAX_VALUE: "The integer value of a field is too large.",
  MISSING_REGULAR_BILLING_CYCLE: "Plan should have at least one regular billing cycle.",
  MULTIPLE_REGULAR_BILLING_CYCLES_NOT_SUPPORTED: "Only one regular billing cycle is allowed.",
  INVALID_BILLING_CYCLE_SEQUENCE:
    "Billing cycle sequence should start with `1` and be consecutive.",
  INVALID_TRIAL_BILLING_TOTAL_CYCLES: "Total cycles for trial billing must be greater than '0'.",
  CURRENCY_MISMATCH: "All currency codes in the request should be of similar value.",
  CURRENCY_NOT_SUPPORTED_FOR_RECEIVER:
    "This currency cannot be accepted for this recipient’s account.",
  PLAN_STATUS_INVALID:
    "Invalid plan status for subscription creation; plan status should be active.",
  SUBSCRIPTION_CANNOT_HAVE_QUANTITY:
    "Subscription can't have quantity as the plan does not support quantity.",
  PLAN_PRODUCT_NOT_COMPATIBLE: "The old and the new plans should be for the same product.",
  SUBSCRIPTION_STATUS_INVALID:
    "Invalid subscription status for cancel action; subscription status should be active or suspended.",
};

/** Which API's error reference the information link points to. */
export type PayPalApi = "orders" | "payments" | "subscriptions";

const apiVersions: Record<PayPalApi, string> = {
  orders: "v2",
  payments: "v2",
  subscriptions: "v1",
};

export interface IssueDetail {
  issue: string;
  field?: string;
  value?: string;
  location?: "body" | "path" | "query";
  /** Instead of the spec's text, for issues the simulator's own controls answer. */
  description?: string;
}

function descriptionOf(api: PayPalApi, issue: string) {
  return (
    (api === "subscriptions" ? billingIssueDescriptions[issue] : undefined) ??
    issueDescriptions[issue]
  );
}

export function payPalErrorBody(
  status: ErrorStatus,
  details: IssueDetail[] = [],
  api: PayPalApi = "orders",
) {
  const [name, message] = statusNames[status];
  const id = debugId();
  return {
    name,
    message,
    debug_id: id,
    ...(details.length
      ? {
          details: details.map((detail) => {
            const description = detail.description ?? descriptionOf(api, detail.issue);
            return { ...detail, ...(description ? { description } : {}) };
          }),
          links: details.slice(0, 1).map(({ issue }) => ({
            href: `https://developer.paypal.com/docs/api/${api}/${apiVersions[api]}/#error-${issue}`,
            rel: "information_link",
            method: "GET",
          })),
        }
      : {}),
  };
}

/** A refusal of one issue, as an answer to return from a transaction and send later. */
export const refusal = (
  status: ErrorStatus,
  issue: string | IssueDetail,
  api: PayPalApi = "orders",
) => ({
  status,
  body: payPalErrorBody(status, [typeof issue === "string" ? { issue } : issue], api),
});

export function respondWithError(
  c: Context,
  status: ErrorStatus,
  details: IssueDetail[] = [],
  api: PayPalApi = "orders",
) {
  const body = payPalErrorBody(status, details, api);
  return c.json(body, status, { "paypal-debug-id": body.debug_id });
}

export const notFound = (c: Context, id: string, field = "order_id", api: PayPalApi = "orders") =>
  respondWithError(
    c,
    404,
    [{ issue: "INVALID_RESOURCE_ID", field, value: id, location: "path" }],
    api,
  );
