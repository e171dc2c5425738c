import { z } from "zod";
import { valueToCents } from "#server/payments/paypal/money.ts";
import type { ErrorStatus, IssueDetail } from "#server/paypal-simulator/errors.ts";
import { planId } from "#server/paypal-simulator/ids.ts";
import { money } from "#server/paypal-simulator/order-request.ts";
import type { SimulatedPlan } from "#server/paypal-simulator/simulated-subscription.ts";

const billingCycle = z.object({
  frequency: z.object({
    interval_unit: z.enum(["DAY", "WEEK", "MONTH", "YEAR"]),
    interval_count: z.int().min(1).max(365).default(1),
  }),
  tenure_type: z.enum(["REGULAR", "TRIAL"]),
  sequence: z.int().min(1).max(99),
  total_cycles: z.int().min(0).max(999).default(1),
  pricing_scheme: z.object({ fixed_price: money.optional() }).optional(),
});

/** The part of `plan_request_POST` the simulator understands (fixed prices, no tiers). */
export const planRequestSchema = z.object({
  product_id: z.string().min(6).max(50),
  name: z.string().min(1).max(127),
  status: z.enum(["CREATED", "INACTIVE", "ACTIVE"]).default("ACTIVE"),
  description: z.string().min(1).max(127).optional(),
  billing_cycles: z.array(billingCycle).min(1).max(12),
  payment_preferences: z.object({
    auto_bill_outstanding: z.boolean().default(true),
    setup_fee: money.optional(),
    setup_fee_failure_action: z.enum(["CONTINUE", "CANCEL"]).default("CANCEL"),
    payment_failure_threshold: z.int().min(0).max(999).default(0),
  }),
  taxes: z
    .object({
      percentage: z.string().regex(/^((-?[0-9]+)|(-?([0-9]+)?[.][0-9]+))$/),
      inclusive: z.boolean().default(true),
    })
    .optional(),
  quantity_supported: z.boolean().default(false),
});

export type PlanRequest = z.infer<typeof planRequestSchema>;

/** The simulated merchant is a US account: it is paid in US dollars only. */
const receivableCurrency = "USD";

/** What PayPal refuses in a plan that is well-formed (mostly 422s), or undefined. */
export function planRefusal(
  request: PlanRequest,
): { status: ErrorStatus; detail: IssueDetail } | undefined {
  const cycles = request.billing_cycles;
  const regular = cycles.filter((cycle) => cycle.tenure_type === "REGULAR");
  const field = "/billing_cycles";
  if (regular.length === 0)
    return { status: 422, detail: { issue: "MISSING_REGULAR_BILLING_CYCLE", field } };
  if (regular.length > 1) {
    return {
      status: 422,
      detail: { issue: "MULTIPLE_REGULAR_BILLING_CYCLES_NOT_SUPPORTED", field },
    };
  }
  const sorted = [...cycles].sort((a, b) => a.sequence - b.sequence);
  if (sorted.some((cycle, index) => cycle.sequence !== index + 1)) {
    return { status: 422, detail: { issue: "INVALID_BILLING_CYCLE_SEQUENCE", field } };
  }
  if (sorted.at(-1)?.tenure_type !== "REGULAR") {
    const description = "Trial Billing cycle should precede regular billing cycle.";
    return { status: 422, detail: { issue: "INVALID_BILLING_CYCLE_SEQUENCE", field, description } };
  }
  for (const [index, cycle] of cycles.entries()) {
    const at = `${field}/${index}`;
    if (cycle.tenure_type === "TRIAL" && cycle.total_cycles === 0) {
      return {
        status: 422,
        detail: { issue: "INVALID_TRIAL_BILLING_TOTAL_CYCLES", field: `${at}/total_cycles` },
      };
    }
    const price = cycle.pricing_scheme?.fixed_price;
    if (cycle.tenure_type === "REGULAR" && !price) {
      const missing = `${at}/pricing_scheme/fixed_price`;
      return { status: 400, detail: { issue: "MISSING_REQUIRED_PARAMETER", field: missing } };
    }
    if (price && valueToCents(price.value) === undefined) {
      const value = `${at}/pricing_scheme/fixed_price/value`;
      return {
        status: 400,
        detail: { issue: "INVALID_PARAMETER_VALUE", field: value, value: price.value },
      };
    }
  }
  const currencies = new Set(
    [
      ...cycles.map((cycle) => cycle.pricing_scheme?.fixed_price),
      request.payment_preferences.setup_fee,
    ].flatMap((price) => (price ? [price.currency_code] : [])),
  );
  if (currencies.size > 1) return { status: 422, detail: { issue: "CURRENCY_MISMATCH", field } };
  const [currency] = currencies;
  if (currency && currency !== receivableCurrency) {
    return {
      status: 422,
      detail: { issue: "CURRENCY_NOT_SUPPORTED_FOR_RECEIVER", field, value: currency },
    };
  }
  return undefined;
}

/** The stored plan of a valid request; `id` only for the shop's own fixed plans. */
export function newPlan(request: PlanRequest, now: Date, id = planId()): SimulatedPlan {
  const time = now.toISOString();
  return {
    id,
    product_id: request.product_id,
    name: request.name,
    status: request.status,
    ...(request.description ? { description: request.description } : {}),
    billing_cycles: [...request.billing_cycles]
      .sort((a, b) => a.sequence - b.sequence)
      .map(({ pricing_scheme, ...cycle }) => ({
        ...cycle,
        ...(pricing_scheme
          ? {
              pricing_scheme: {
                ...pricing_scheme,
                version: 1,
                create_time: time,
                update_time: time,
              },
            }
          : {}),
      })),
    payment_preferences: request.payment_preferences,
    ...(request.taxes ? { taxes: request.taxes } : {}),
    quantity_supported: request.quantity_supported,
    create_time: time,
    update_time: time,
  };
}
