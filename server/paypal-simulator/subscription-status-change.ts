import type { Context } from "hono";
import type { z } from "zod";
import type { SimulatorContext } from "#server/paypal-simulator/context.ts";
import { type IssueDetail, refusal } from "#server/paypal-simulator/errors.ts";
import { applyMockResponse } from "#server/paypal-simulator/mock-response.ts";
import { writeRecord } from "#server/paypal-simulator/records.ts";
import { sendAnswer } from "#server/paypal-simulator/request-ids.ts";
import type { SimulatedSubscription } from "#server/paypal-simulator/simulated-subscription.ts";
import { readSubscriptionBody } from "#server/paypal-simulator/subscription-body.ts";
import {
  queueSubscriptionEvent,
  type SubscriptionEventType,
} from "#server/paypal-simulator/subscription-events.ts";
import { lockSubscription } from "#server/paypal-simulator/subscription-records.ts";
import { sendWebhookEvent } from "#server/paypal-simulator/webhooks.ts";

/** One of the merchant's status changes: cancel, suspend, activate. */
export interface StatusChange {
  /** Its request body, `{ reason }`. */
  schema: z.ZodType<{ reason?: string }>;
  /** Why this subscription cannot change so (a 422), or undefined when it can. */
  refusal(subscription: SimulatedSubscription): IssueDetail | undefined;
  /** The change on the locked subscription: its status and what goes with it. */
  apply(subscription: SimulatedSubscription): void;
  eventType: SubscriptionEventType;
}

/**
 * POST /v1/billing/subscriptions/{id}/{action} {reason}: 400 for a body its schema refuses,
 * 404 for an unknown subscription, 422 from `refusal`, else the change, its reason kept as
 * status_change_note, and 204 with its event delivered after. The row is locked, so of two
 * concurrent changes the second sees the first's state: one event.
 */
export async function changeSubscriptionStatus(
  c: Context,
  context: SimulatorContext,
  change: StatusChange,
) {
  const forced = await applyMockResponse(c);
  if (forced) return forced;
  const body = await readSubscriptionBody(c, change.schema);
  if ("refused" in body) return body.refused;
  const { reason } = body.data;
  const id = c.req.param("id") ?? "";
  const now = context.clock().toISOString();
  let eventId: string | undefined;
  const answer = await context.db.transaction(async (tx) => {
    const subscription = await lockSubscription(tx, id);
    if (!subscription) {
      const detail = { issue: "INVALID_RESOURCE_ID", field: "subscription_id", value: id };
      return refusal(404, { ...detail, location: "path" }, "subscriptions");
    }
    const refused = change.refusal(subscription);
    if (refused) return refusal(422, refused, "subscriptions");
    change.apply(subscription);
    if (reason) subscription.status_change_note = reason;
    else delete subscription.status_change_note;
    subscription.status_update_time = now;
    subscription.update_time = now;
    await writeRecord(tx, "subscription", subscription.id, subscription);
    eventId = await queueSubscriptionEvent(tx, context, subscription, change.eventType);
    return { status: 204, body: null };
  });
  if (eventId) void sendWebhookEvent(context, eventId);
  if (answer.status === 204) return c.body(null, 204);
  return sendAnswer(c, answer);
}
