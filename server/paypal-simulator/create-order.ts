import type { Context } from "hono";
import type { SimulatorContext } from "#server/paypal-simulator/context.ts";
import { respondWithError } from "#server/paypal-simulator/errors.ts";
import { simulatorId } from "#server/paypal-simulator/ids.ts";
import { applyMockResponse } from "#server/paypal-simulator/mock-response.ts";
import { amountIssues } from "#server/paypal-simulator/order-amounts.ts";
import {
  type OrderRequest,
  orderRequestSchema,
  schemaIssues,
} from "#server/paypal-simulator/order-request.ts";
import { orderView, responseShapeOf } from "#server/paypal-simulator/order-view.ts";
import { readJsonBody, requestIdOf } from "#server/paypal-simulator/read-json-body.ts";
import { writeRecord } from "#server/paypal-simulator/records.ts";
import { answerOnce } from "#server/paypal-simulator/request-ids.ts";
import { payee, type SimulatedOrder } from "#server/paypal-simulator/simulated-order.ts";

const operation = "orders.create";

/** POST /v2/checkout/orders: 201 with the new order, 200 with the first answer on a replay. */
export async function createOrder(c: Context, context: SimulatorContext) {
  const forced = await applyMockResponse(c);
  if (forced) return forced;
  const requestId = requestIdOf(c);
  if (requestId && requestId.length > 108) {
    return respondWithError(c, 400, [
      { issue: "INVALID_STRING_LENGTH", field: "PayPal-Request-Id" },
    ]);
  }
  const json = await readJsonBody(c);
  if (json === undefined) return respondWithError(c, 400, [{ issue: "MALFORMED_REQUEST_JSON" }]);
  const parsed = orderRequestSchema.safeParse(json);
  if (!parsed.success) return respondWithError(c, 400, schemaIssues(parsed.error));
  const issues = amountIssues(parsed.data);
  if (issues.length) return respondWithError(c, 422, issues);

  const shape = responseShapeOf(c.req.header("prefer"));
  const now = context.clock();
  const answer = await context.db.transaction((tx) =>
    answerOnce(tx, { operation, requestId, now }, async () => {
      const order = newOrder(parsed.data, now);
      await writeRecord(tx, "order", order.id, order);
      return { status: 201, body: orderView(order, context.publicBaseUrl, shape) };
    }),
  );
  return c.json(answer.body as object, answer.status as 201);
}

function newOrder(request: OrderRequest, now: Date): SimulatedOrder {
  const experience = request.payment_source?.paypal?.experience_context;
  const context = experience ?? request.application_context;
  const statusBeforeApproval = experience ? "PAYER_ACTION_REQUIRED" : "CREATED";
  return {
    id: simulatorId(),
    intent: "CAPTURE",
    status: statusBeforeApproval,
    statusBeforeApproval,
    purchase_units: request.purchase_units.map((unit) => ({
      ...unit,
      reference_id: unit.reference_id ?? "default",
      payee,
    })),
    returnUrl: context?.return_url,
    cancelUrl: context?.cancel_url,
    brandName: experience?.brand_name,
    create_time: now.toISOString(),
    update_time: now.toISOString(),
  };
}
