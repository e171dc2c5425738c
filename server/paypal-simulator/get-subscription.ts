import type { Context } from "hono";
import type { SimulatorContext } from "#server/paypal-simulator/context.ts";
import { notFound } from "#server/paypal-simulator/errors.ts";
import { applyMockResponse } from "#server/paypal-simulator/mock-response.ts";
import { readRecord } from "#server/paypal-simulator/records.ts";
import type { SimulatedSubscription } from "#server/paypal-simulator/simulated-subscription.ts";
import { subscriptionView } from "#server/paypal-simulator/subscription-view.ts";

/** GET /v1/billing/subscriptions/{id}: the full subscription, billing_info once approved. */
export async function getSubscription(c: Context, context: SimulatorContext) {
  const forced = await applyMockResponse(c);
  if (forced) return forced;
  const id = c.req.param("id") ?? "";
  const subscription = await readRecord<SimulatedSubscription>(context.db, "subscription", id);
  if (!subscription) return notFound(c, id, "subscription_id", "subscriptions");
  return c.json(subscriptionView(subscription, context.publicBaseUrl, "representation"));
}
