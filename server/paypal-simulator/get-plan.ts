import type { Context } from "hono";
import type { SimulatorContext } from "#server/paypal-simulator/context.ts";
import { notFound } from "#server/paypal-simulator/errors.ts";
import { applyMockResponse } from "#server/paypal-simulator/mock-response.ts";
import { planView } from "#server/paypal-simulator/plan-view.ts";
import { readRecord } from "#server/paypal-simulator/records.ts";
import type { SimulatedPlan } from "#server/paypal-simulator/simulated-subscription.ts";

/** GET /v1/billing/plans/{id}: the full plan. */
export async function getPlan(c: Context, context: SimulatorContext) {
  const forced = await applyMockResponse(c);
  if (forced) return forced;
  const id = c.req.param("id") ?? "";
  const plan = await readRecord<SimulatedPlan>(context.db, "plan", id);
  if (!plan) return notFound(c, id, "plan_id", "subscriptions");
  return c.json(planView(plan, context.publicBaseUrl, "representation"));
}
