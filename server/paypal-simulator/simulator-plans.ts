import type { Database } from "#server/db/client.ts";
import { centsToValue } from "#server/payments/paypal/money.ts";
import { newPlan } from "#server/paypal-simulator/plan-request.ts";
import { insertRecordOnce } from "#server/paypal-simulator/records.ts";

export interface SimulatorPlanInput {
  /** The shop's configured PayPal plan id, e.g. P-DEMO-USA-MONTHLY. */
  id: string;
  name: string;
  priceCents: number;
}

/**
 * Makes the shop's own plan exist in the simulator under the id the shop is configured
 * with (a real shop makes its plans once on PayPal and keeps their ids): ACTIVE, monthly
 * until cancelled, in US dollars, suspended after 3 failed payments in a row. A plan already
 * there is left as it is. True when this call created it.
 */
export function ensureSimulatorPlan(db: Database, plan: SimulatorPlanInput): Promise<boolean> {
  const stored = newPlan(
    {
      product_id: "PROD-WASHI-MAIL-CLUB",
      name: plan.name.slice(0, 127) || plan.id,
      status: "ACTIVE",
      billing_cycles: [
        {
          frequency: { interval_unit: "MONTH", interval_count: 1 },
          tenure_type: "REGULAR",
          sequence: 1,
          total_cycles: 0,
          pricing_scheme: {
            fixed_price: { currency_code: "USD", value: centsToValue(plan.priceCents) },
          },
        },
      ],
      payment_preferences: {
        auto_bill_outstanding: true,
        setup_fee_failure_action: "CANCEL",
        payment_failure_threshold: 3,
      },
      quantity_supported: false,
    },
    new Date(),
    plan.id,
  );
  return insertRecordOnce(db, "plan", plan.id, stored);
}
