import type { Context } from "hono";
import type { SimulatorContext } from "#server/paypal-simulator/context.ts";
import { notFound } from "#server/paypal-simulator/errors.ts";
import { applyMockResponse } from "#server/paypal-simulator/mock-response.ts";
import { orderView } from "#server/paypal-simulator/order-view.ts";
import { readRecord } from "#server/paypal-simulator/records.ts";
import type { SimulatedOrder } from "#server/paypal-simulator/simulated-order.ts";

/** GET /v2/checkout/orders/{id}: always the full representation, as PayPal answers. */
export async function getOrder(c: Context, context: SimulatorContext) {
  const forced = await applyMockResponse(c);
  if (forced) return forced;
  const id = c.req.param("id") ?? "";
  const order = await readRecord<SimulatedOrder>(context.db, "order", id);
  if (!order) return notFound(c, id);
  return c.json(orderView(order, context.publicBaseUrl, "representation"));
}
