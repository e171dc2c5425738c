import type { Context } from "hono";
import type { SimulatorContext } from "#server/paypal-simulator/context.ts";
import { refusal } from "#server/paypal-simulator/errors.ts";
import { billingToken } from "#server/paypal-simulator/ids.ts";
import { applyMockResponse } from "#server/paypal-simulator/mock-response.ts";
import { readRecord, writeRecord } from "#server/paypal-simulator/records.ts";
import { sendAnswer } from "#server/paypal-simulator/request-ids.ts";
import {
  isBillable,
  type SimulatedPlan,
  subscribedPlan,
} from "#server/paypal-simulator/simulated-subscription.ts";
import { readSubscriptionBody } from "#server/paypal-simulator/subscription-body.ts";
import {
  linkBillingToken,
  lockSubscription,
} from "#server/paypal-simulator/subscription-records.ts";
import { reviseRequestSchema } from "#server/paypal-simulator/subscription-request.ts";
import {
  revisionApprovalUrl,
  subscriptionLinks,
} from "#server/paypal-simulator/subscription-view.ts";

/** subscriptions.revise-404 words INVALID_RESOURCE_ID its own way. */
const notFoundDescription = "Requested resource ID was not found.";

/**
 * POST /v1/billing/subscriptions/{id}/revise {plan_id, application_context?}: a change of
 * plan for an ACTIVE or SUSPENDED subscription. PayPal asks the buyer of a subscription paid
 * from a PayPal account to consent to it, and every simulated subscription is one, so the
 * answer (200, subscription_revise_response) carries an `approve` link to the simulator's
 * consent page and nothing changes until the buyer agrees there (revision-approval-page.ts):
 * until then the subscription is billed on its plan, as PayPal's guide says. A newer revise
 * replaces one still waiting, whose link then changes nothing; asking for the plan it is on
 * (or for no plan) needs no consent, answers no approve link and drops any change waiting.
 * No PayPal-Request-Id: the spec declares none for this operation.
 *
 * As the spec says: 404 for an unknown subscription or plan, 422 PLAN_PRODUCT_NOT_COMPATIBLE
 * for a plan of another product. Not written down by PayPal, so the simplest guess: 422
 * SUBSCRIPTION_STATUS_INVALID for a subscription neither ACTIVE nor SUSPENDED (as cancel) and
 * PLAN_STATUS_INVALID for a plan that is not ACTIVE (as creation).
 */
export async function reviseSubscription(c: Context, context: SimulatorContext) {
  const forced = await applyMockResponse(c);
  if (forced) return forced;
  const body = await readSubscriptionBody(c, reviseRequestSchema, { required: true });
  if ("refused" in body) return body.refused;
  const request = body.data;
  const id = c.req.param("id") ?? "";
  const base = context.publicBaseUrl;
  const now = context.clock().toISOString();
  const answer = await context.db.transaction(async (tx) => {
    const subscription = await lockSubscription(tx, id);
    if (!subscription) {
      const detail = { issue: "INVALID_RESOURCE_ID", field: "subscription_id", value: id };
      const where = { location: "path", description: notFoundDescription } as const;
      return refusal(404, { ...detail, ...where }, "subscriptions");
    }
    if (!isBillable(subscription)) {
      const description =
        "Invalid subscription status for revise action; subscription status should be active or suspended.";
      return refusal(422, { issue: "SUBSCRIPTION_STATUS_INVALID", description }, "subscriptions");
    }
    const planId = request.plan_id ?? subscription.plan_id;
    if (planId === subscription.plan_id) {
      if (subscription.pendingRevision) {
        delete subscription.pendingRevision;
        await writeRecord(tx, "subscription", subscription.id, subscription);
      }
      const links = subscriptionLinks(subscription, base);
      return { status: 200, body: { plan_id: planId, plan_overridden: false, links } };
    }

    const planField = { field: "/plan_id", value: planId, location: "body" } as const;
    const plan = await readRecord<SimulatedPlan>(tx, "plan", planId);
    if (!plan) {
      const detail = { issue: "INVALID_RESOURCE_ID", description: notFoundDescription };
      return refusal(404, { ...detail, ...planField }, "subscriptions");
    }
    if (plan.status !== "ACTIVE") {
      const description = "Invalid plan status for revise action; plan status should be active.";
      return refusal(
        422,
        { issue: "PLAN_STATUS_INVALID", description, ...planField },
        "subscriptions",
      );
    }
    const current = await readRecord<SimulatedPlan>(tx, "plan", subscription.plan_id);
    if (current && current.product_id !== plan.product_id) {
      return refusal(422, { issue: "PLAN_PRODUCT_NOT_COMPATIBLE", ...planField }, "subscriptions");
    }

    const token = billingToken();
    const consent = request.application_context;
    subscription.pendingRevision = {
      token,
      plan_id: plan.id,
      plan: request.plan?.taxes
        ? { ...subscribedPlan(plan), taxes: request.plan.taxes, overridden: true }
        : subscribedPlan(plan),
      ...(consent
        ? {
            returnUrl: consent.return_url,
            cancelUrl: consent.cancel_url,
            ...(consent.brand_name ? { brandName: consent.brand_name } : {}),
          }
        : {}),
      create_time: now,
    };
    await writeRecord(tx, "subscription", subscription.id, subscription);
    await linkBillingToken(tx, token, subscription.id);
    const links = [
      { href: revisionApprovalUrl(base, token), rel: "approve", method: "GET" },
      ...subscriptionLinks(subscription, base),
    ];
    return { status: 200, body: { plan_id: plan.id, plan_overridden: false, links } };
  });
  return sendAnswer(c, answer);
}
