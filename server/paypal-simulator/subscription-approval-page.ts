import type { Context } from "hono";
import { html } from "hono/html";
import { page, redirectTo } from "#server/paypal-simulator/approval-page.ts";
import { chargeOf, cycleInEffect } from "#server/paypal-simulator/billing-cycles.ts";
import type { SimulatorContext } from "#server/paypal-simulator/context.ts";
import { accountId } from "#server/paypal-simulator/ids.ts";
import { printable } from "#server/paypal-simulator/printable.ts";
import { readFormBody } from "#server/paypal-simulator/read-form-body.ts";
import { readRecord } from "#server/paypal-simulator/records.ts";
import type { SimulatedSubscription } from "#server/paypal-simulator/simulated-subscription.ts";
import { billSubscription } from "#server/paypal-simulator/subscription-billing.ts";
import { lockSubscriptionByToken } from "#server/paypal-simulator/subscription-records.ts";
import { sendWebhookEvents } from "#server/paypal-simulator/webhooks.ts";

const choices = {
  subscribe: "Agree & Subscribe",
  cancel: "Cancel and return",
} as const;

const path = "/webapps/billing/subscriptions";

export async function subscriptionOfToken(context: SimulatorContext, token: string) {
  const link = await readRecord<{ subscriptionId: string }>(context.db, "billing-token", token);
  return link
    ? readRecord<SimulatedSubscription>(context.db, "subscription", link.subscriptionId)
    : undefined;
}

/** For an unknown token; `retry` is what the buyer can do at the shop instead. */
export function notFoundPage(
  c: Context,
  context: SimulatorContext,
  retry = "start the subscription again",
) {
  return c.html(
    page(
      context,
      "Subscription not found",
      html`<h1>Subscription not found</h1>
      <p>This approval link is unknown. Go back to the shop and ${retry}.</p>`,
    ),
    404,
  );
}

/** The page for a token already answered: what became of it, and the way back to the shop. */
function answeredPage(
  c: Context,
  context: SimulatorContext,
  subscription: SimulatedSubscription,
  status: 200 | 409,
) {
  const back = subscription.returnUrl
    ? returnTarget(subscription.returnUrl, subscription)
    : undefined;
  return c.html(
    page(
      context,
      "Subscription already answered",
      html`<h1>Subscription already answered</h1>
      <p>This subscription is ${subscription.status.toLowerCase().replaceAll("_", " ")}; there is
        nothing left to approve.</p>
      ${back ? html`<p><a href="${back}">Return to ${printable(subscription.brandName ?? "the shop")}</a></p>` : ""}`,
    ),
    status,
  );
}

function returnTarget(url: string, subscription: SimulatedSubscription) {
  const target = new URL(url);
  for (const [name, value] of Object.entries(returnQuery(subscription))) {
    target.searchParams.set(name, value);
  }
  return target.toString();
}

const returnQuery = (subscription: SimulatedSubscription) => ({
  subscription_id: subscription.id,
  ba_token: subscription.approvalToken,
  token: subscription.approvalToken,
});

/** "8.88 USD every month", from the cycle the first payment belongs to. */
export function priceText(subscription: SimulatedSubscription) {
  const cycle = cycleInEffect(subscription);
  const price = chargeOf(subscription);
  const count = cycle?.frequency.interval_count ?? 1;
  const unit = (cycle?.frequency.interval_unit ?? "MONTH").toLowerCase();
  return `${price.value} ${price.currency_code} every ${count === 1 ? unit : `${count} ${unit}s`}`;
}

/**
 * GET /webapps/billing/subscriptions?ba_token=BA-…: the buyer's consent to a subscription,
 * a plain form that needs no script.
 */
export async function showSubscriptionApprovalPage(c: Context, context: SimulatorContext) {
  const token = c.req.query("ba_token") ?? "";
  const subscription = await subscriptionOfToken(context, token);
  if (!subscription) return notFoundPage(c, context);
  if (subscription.status !== "APPROVAL_PENDING") {
    return answeredPage(c, context, subscription, 200);
  }
  return c.html(
    page(
      context,
      "Approve your subscription",
      html`<h1>Approve your subscription</h1>
      <p>${printable(subscription.brandName ?? "The shop")} asks you to subscribe to
        <strong>${printable(subscription.plan.name)}</strong>:
        <strong>${priceText(subscription)}</strong>, the first payment today, until you cancel.</p>
      <p>Nothing is charged: this page stands in for PayPal while the shop runs with its simulator.</p>
      <form method="post" action="${context.publicBaseUrl}${path}">
        <input type="hidden" name="ba_token" value="${subscription.approvalToken}" />
        <fieldset>
          <legend>Do you agree to this subscription?</legend>
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

/**
 * POST /webapps/billing/subscriptions: "subscribe" makes the subscription ACTIVE with its
 * first payment (BILLING.SUBSCRIPTION.ACTIVATED, then PAYMENT.SALE.COMPLETED) and sends the
 * buyer to return_url?subscription_id=…&ba_token=…&token=… (303); "cancel" sends them to
 * cancel_url, the subscription still APPROVAL_PENDING. The row is locked while deciding, so
 * of two approvals of one token only the first activates; the second gets a 409 page.
 */
export async function answerSubscriptionApprovalPage(c: Context, context: SimulatorContext) {
  const form = await readFormBody(c);
  const token = String(form.ba_token ?? "");
  const choice = String(form.choice ?? "");
  if (choice !== "subscribe" && choice !== "cancel") {
    return c.html(
      page(
        context,
        "Choose an answer",
        html`<h1>Choose an answer</h1>
      <p>Go back and choose “${choices.subscribe}” or “${choices.cancel}”.</p>`,
      ),
      400,
    );
  }
  if (choice === "cancel") {
    const subscription = await subscriptionOfToken(context, token);
    if (!subscription) return notFoundPage(c, context);
    if (subscription.status !== "APPROVAL_PENDING") {
      return answeredPage(c, context, subscription, 409);
    }
    return redirectTo(c, subscription.cancelUrl, returnQuery(subscription));
  }

  const now = context.clock();
  const result = await context.db.transaction(async (tx) => {
    const subscription = await lockSubscriptionByToken(tx, token);
    if (subscription?.status !== "APPROVAL_PENDING") {
      return { subscription, activated: false, eventIds: [] };
    }
    subscription.subscriber = {
      email_address: subscription.subscriber?.email_address ?? "sam.buyer@example.com",
      name: subscription.subscriber?.name ?? { given_name: "Sam", surname: "Buyer" },
      payer_id: accountId(),
    };
    subscription.start_time = now.toISOString();
    const eventIds = await billSubscription(tx, context, subscription, "paid", now);
    return { subscription, activated: true, eventIds };
  });
  const { subscription, activated, eventIds } = result;
  if (!subscription) return notFoundPage(c, context);
  if (!activated) return answeredPage(c, context, subscription, 409);
  void sendWebhookEvents(context, eventIds);
  return redirectTo(c, subscription.returnUrl, returnQuery(subscription));
}
