import type { ResponseShape } from "#server/paypal-simulator/order-view.ts";
import type { SimulatedPlan } from "#server/paypal-simulator/simulated-subscription.ts";

/** The plan as the Subscriptions API answers it; `minimal` is its summary and links. */
export function planView(plan: SimulatedPlan, base: string, shape: ResponseShape) {
  const self = `${base}/v1/billing/plans/${plan.id}`;
  const links = [{ href: self, rel: "self", method: "GET" }];
  if (shape === "minimal") {
    const { id, product_id, name, status, description, create_time } = plan;
    return {
      id,
      product_id,
      name,
      status,
      ...(description ? { description } : {}),
      create_time,
      links,
    };
  }
  return { ...plan, links };
}
