import type { Context } from "hono";
import { html } from "hono/html";
import { page, redirectTo } from "#server/paypal-simulator/approval-page.ts";
import { nextBillingTime } from "#server/paypal-simulator/billing-cycles.ts";
import type { SimulatorContext } from "#server/paypal-simulator/context.ts";
import { printable } from "#server/paypal-simulator/printable.ts";
import { readFormBody } from "#server/paypal-simulator/read-form-body.ts";
import { writeRecord } from "#server/paypal-simulator/records.ts";
import {
  isBillable,
  type PendingRevision,
  type SimulatedSubscription,
} from "#server/paypal-simulator/simulated-subscription.ts";
import {
  notFoundPage,
  priceText,
  subscriptionOfToken,
} from "#server/paypal-simulator/subscription-approval-page.ts";
import { queueSubscriptionEvent } from "#server/paypal-simulator/subscription-events.ts";
import { lockSubscriptionByToken } from "#server/paypal-simulator/subscription-records.ts";
import { sendWebhookEvent } from "#server/paypal-simulator/webhooks.ts";

const choices = {
  agree: "Agree & Continue",
  cancel: "Cancel and return",
} as const;

const path = "/webapps/billing/subscriptions/update";
const retry = "ask for the change again";

/** The change this token asks the buyer to consent to, while it can still be made. */
function revisionFor(subscription: SimulatedSubscription | undefined, token: string) {
  const revision = subscription?.pendingRevision;
  return subscription && isBillable(subscription) && revision?.token === token
    ? revision
    : undefined;
}

/** As after approving a subscription (PayPal does not document the return after a revise). */
const returnQuery = (subscription: SimulatedSubscription, token: string) => ({
  subscription_id: subscription.id,
  ba_token: token,
  token,
});

/** A token whose change was answered, replaced by a newer one, or can no longer be made. */
function answeredPage(c: Context, context: SimulatorContext, status: 200 | 409) {
  return c.html(
    page(
      context,
      "Change already answered",
      html`<h1>Change already answered</h1>
      <p>No change to this subscription waits for your consent on this link: it was answered,
        the shop asked for another, or the subscription has ended.</p>`,
    ),
    status,
  );
}

/**
 * GET /webapps/billing/subscriptions/update?ba_token=BA-…: the buyer's consent to the change
 * of plan POST /revise asked for, a plain form that needs no script.
 */
export async function showRevisionApprovalPage(c: Context, context: SimulatorContext) {
  const token = c.req.query("ba_token") ?? "";
  const subscription = await subscriptionOfToken(context, token);
  if (!subscription) return notFoundPage(c, context, retry);
  const revision = revisionFor(subscription, token);
  if (!revision) return answeredPage(c, context, 200);
  const next = nextBillingTime(subscription);
  const brand = revision.brandName ?? subscription.brandName ?? "The shop";
  return c.html(
    page(
      context,
      "Approve the change to your subscription",
      html`<h1>Approve the change to your subscription</h1>
      <p>${printable(brand)} asks you to change your subscription from
        <strong>${printable(subscription.plan.name)}</strong> to
        <strong>${printable(revision.plan.name)}</strong>:
        <strong>${priceText({ ...subscription, plan: revision.plan })}</strong> from the next
        payment${next ? html`, on ${next.toISOString().slice(0, 10)}` : ""}.</p>
      <p>Nothing is charged now: this page stands in for PayPal while the shop runs with its
        simulator. Until you agree, the subscription stays on its plan.</p>
      <form method="post" action="${context.publicBaseUrl}${path}">
        <input type="hidden" name="ba_token" value="${token}" />
        <fieldset>
          <legend>Do you agree to this change?</legend>
          ${Object.entries(choices).map(
            ([value, label]) =>
              html`<button type="submit" name="choice" value="${value}"
                class="${value === "cancel" ? "secondary" : ""}">${label}</button>`,
          )}
        </fieldset>
      </form>`,
    ),
  );
}

/** The revised subscription: on the new plan from its next billing, no change waiting. */
function applyRevision(
  subscription: SimulatedSubscription,
  revision: PendingRevision,
  time: string,
) {
  subscription.plan_id = revision.plan_id;
  subscription.plan = revision.plan;
  delete subscription.pendingRevision;
  subscription.update_time = time;
}

/**
 * POST /webapps/billing/subscriptions/update: "agree" switches the subscription to the new
 * plan, sends BILLING.SUBSCRIPTION.UPDATED and the buyer to the revise's return_url (else the
 * subscription's own) with ?subscription_id=…&ba_token=…&token=… (303). The cycles already
 * paid and next_billing_time stay as they are; the next cycle is billed at the new plan's
 * price (PayPal: "The new price is effective starting on the next billing cycle"), with no
 * proration. "cancel" sends the buyer to cancel_url, the change still waiting. The row is
 * locked while deciding, so of two consents to one token only the first changes the plan;
 * the second gets a 409 page.
 */
export async function answerRevisionApprovalPage(c: Context, context: SimulatorContext) {
  const form = await readFormBody(c);
  const token = String(form.ba_token ?? "");
  const choice = String(form.choice ?? "");
  if (choice !== "agree" && choice !== "cancel") {
    return c.html(
      page(
        context,
        "Choose an answer",
        html`<h1>Choose an answer</h1>
      <p>Go back and choose “${choices.agree}” or “${choices.cancel}”.</p>`,
      ),
      400,
    );
  }
  if (choice === "cancel") {
    const subscription = await subscriptionOfToken(context, token);
    if (!subscription) return notFoundPage(c, context, retry);
    const revision = revisionFor(subscription, token);
    if (!revision) return answeredPage(c, context, 409);
    const cancelUrl = revision.cancelUrl ?? subscription.cancelUrl;
    return redirectTo(c, cancelUrl, returnQuery(subscription, token));
  }

  const now = context.clock().toISOString();
  const result = await context.db.transaction(async (tx) => {
    const subscription = await lockSubscriptionByToken(tx, token);
    const revision = revisionFor(subscription, token);
    if (!subscription || !revision) return { subscription, eventId: undefined };
    applyRevision(subscription, revision, now);
    await writeRecord(tx, "subscription", subscription.id, subscription);
    const eventId = await queueSubscriptionEvent(
      tx,
      context,
      subscription,
      "BILLING.SUBSCRIPTION.UPDATED",
    );
    return { subscription, eventId, returnUrl: revision.returnUrl };
  });
  const { subscription, eventId } = result;
  if (!subscription) return notFoundPage(c, context, retry);
  if (!eventId) return answeredPage(c, context, 409);
  void sendWebhookEvent(context, eventId);
  const returnUrl = result.returnUrl ?? subscription.returnUrl;
  return redirectTo(c, returnUrl, returnQuery(subscription, token));
}
