import type { Context } from "hono";
import { billingSchemaIssues } from "#server/paypal-simulator/billing-issues.ts";
import type { SimulatorContext } from "#server/paypal-simulator/context.ts";
import { respondWithError } from "#server/paypal-simulator/errors.ts";
import { applyMockResponse } from "#server/paypal-simulator/mock-response.ts";
import { responseShapeOf } from "#server/paypal-simulator/order-view.ts";
import { newPlan, planRefusal, planRequestSchema } from "#server/paypal-simulator/plan-request.ts";
import { planView } from "#server/paypal-simulator/plan-view.ts";
import { readJsonBody, requestIdOf } from "#server/paypal-simulator/read-json-body.ts";
import { writeRecord } from "#server/paypal-simulator/records.ts";
import { answerOnce, sendAnswer } from "#server/paypal-simulator/request-ids.ts";

const operation = "plans.create";

/**
 * POST /v1/billing/plans: 201 with the new plan, 200 with the first answer on a replay.
 * Any product_id is taken: the simulator keeps no catalog of products.
 */
export async function createPlan(c: Context, context: SimulatorContext) {
  const forced = await applyMockResponse(c);
  if (forced) return forced;
  const json = await readJsonBody(c);
  if (json === undefined) {
    return respondWithError(c, 400, [{ issue: "INVALID_PARAMETER_SYNTAX" }], "subscriptions");
  }
  const parsed = planRequestSchema.safeParse(json);
  if (!parsed.success) {
    return respondWithError(c, 400, billingSchemaIssues(parsed.error), "subscriptions");
  }
  const refused = planRefusal(parsed.data);
  if (refused) return respondWithError(c, refused.status, [refused.detail], "subscriptions");

  const shape = responseShapeOf(c.req.header("prefer"));
  const now = context.clock();
  const answer = await context.db.transaction((tx) =>
    answerOnce(tx, { operation, requestId: requestIdOf(c), now }, async () => {
      const plan = newPlan(parsed.data, now);
      await writeRecord(tx, "plan", plan.id, plan);
      return { status: 201, body: planView(plan, context.publicBaseUrl, shape) };
    }),
  );
  return sendAnswer(c, answer);
}
