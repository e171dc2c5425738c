import { centsToValue, valueToCents } from "#server/payments/paypal/money.ts";
import {
  type CreatePayPalIntroPlanInput,
  PayPalError,
  type PayPalPlan,
} from "#server/payments/paypal/types.ts";

interface CycleBody {
  tenure_type?: string;
  sequence?: number;
  total_cycles?: number;
  frequency?: { interval_unit?: string; interval_count?: number };
  pricing_scheme?: { fixed_price?: { value?: string } };
}

export interface PlanBody {
  id?: string;
  product_id?: string;
  name?: string;
  status?: string;
  billing_cycles?: CycleBody[];
  payment_preferences?: { payment_failure_threshold?: number };
}

/** A plan as PayPal answers it, reduced to what the shop reads of it. */
export function planFrom(body: PlanBody): PayPalPlan {
  if (!body?.id || !body.product_id) {
    throw new PayPalError("PayPal answered without a plan id or product.", 200, "BAD_PLAN");
  }
  const cycles = body.billing_cycles ?? [];
  const priced = (cycle: CycleBody | undefined) => {
    const value = cycle?.pricing_scheme?.fixed_price?.value;
    const priceCents = value === undefined ? undefined : valueToCents(value);
    if (!cycle || priceCents === undefined) return undefined;
    return {
      priceCents,
      intervalUnit: cycle.frequency?.interval_unit ?? "MONTH",
      intervalCount: cycle.frequency?.interval_count ?? 1,
    };
  };
  const trial = cycles.find((cycle) => cycle.tenure_type === "TRIAL");
  const trialPrice = priced(trial);
  return {
    id: body.id,
    productId: body.product_id,
    name: body.name ?? "",
    status: body.status ?? "",
    regular: priced(cycles.find((cycle) => cycle.tenure_type === "REGULAR")),
    trial: trial &&
      trialPrice && { priceCents: trialPrice.priceCents, cycles: trial.total_cycles ?? 1 },
    paymentFailureThreshold: body.payment_preferences?.payment_failure_threshold ?? 0,
  };
}

/**
 * A plan of the base plan's PayPal product whose first cycles cost the intro price (PayPal's
 * TRIAL tenure), then the regular price until cancelled: a subscription's own cycles must be
 * its plan's, so an intro offer needs a plan of its own (decision 041).
 */
export function introPlanRequestBody(input: CreatePayPalIntroPlanInput) {
  const frequency = {
    interval_unit: input.regular.intervalUnit,
    interval_count: input.regular.intervalCount,
  };
  const price = (cents: number) => ({
    fixed_price: { currency_code: "USD", value: centsToValue(cents) },
  });
  return {
    product_id: input.productId,
    name: input.name.slice(0, 127),
    description: input.description.slice(0, 127),
    status: "ACTIVE",
    billing_cycles: [
      {
        frequency,
        tenure_type: "TRIAL",
        sequence: 1,
        total_cycles: input.intro.cycles,
        pricing_scheme: price(input.intro.priceCents),
      },
      {
        frequency,
        tenure_type: "REGULAR",
        sequence: 2,
        total_cycles: 0,
        pricing_scheme: price(input.regular.priceCents),
      },
    ],
    payment_preferences: {
      auto_bill_outstanding: true,
      setup_fee_failure_action: "CANCEL",
      payment_failure_threshold: input.paymentFailureThreshold,
    },
  };
}
