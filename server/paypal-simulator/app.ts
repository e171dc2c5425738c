import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { Database } from "#server/db/client.ts";
import type { ClientCredentials } from "#server/payments/paypal/types.ts";
import { issueAccessToken, requireAccessToken } from "#server/paypal-simulator/access-tokens.ts";
import { activateSubscription } from "#server/paypal-simulator/activate-subscription.ts";
import {
  answerApprovalPage,
  approvalStyles,
  showApprovalPage,
} from "#server/paypal-simulator/approval-page.ts";
import { showAutopayPage } from "#server/paypal-simulator/autopay-page.ts";
import { cancelSubscription } from "#server/paypal-simulator/cancel-subscription.ts";
import { captureOrder } from "#server/paypal-simulator/capture-order.ts";
import type { SimulatorContext } from "#server/paypal-simulator/context.ts";
import { createOrder } from "#server/paypal-simulator/create-order.ts";
import { createPlan } from "#server/paypal-simulator/create-plan.ts";
import { createSubscription } from "#server/paypal-simulator/create-subscription.ts";
import { respondWithError } from "#server/paypal-simulator/errors.ts";
import { getOrder } from "#server/paypal-simulator/get-order.ts";
import { getPlan } from "#server/paypal-simulator/get-plan.ts";
import { getSubscription } from "#server/paypal-simulator/get-subscription.ts";
import { simulatorCredentials } from "#server/paypal-simulator/merchant-credentials.ts";
import { failDuringOutage, scheduleOutage } from "#server/paypal-simulator/outages.ts";
import { readJsonObject } from "#server/paypal-simulator/read-json-body.ts";
import { readRecord } from "#server/paypal-simulator/records.ts";
import { refundCapture } from "#server/paypal-simulator/refund-capture.ts";
import {
  answerRenewSubscription,
  renewSubscription,
} from "#server/paypal-simulator/renew-subscription.ts";
import { reviseSubscription } from "#server/paypal-simulator/revise-subscription.ts";
import {
  answerRevisionApprovalPage,
  showRevisionApprovalPage,
} from "#server/paypal-simulator/revision-approval-page.ts";
import {
  answerSettleCapture,
  type Settlement,
  settleCapture,
} from "#server/paypal-simulator/settle-capture.ts";
import { loadSigningKey } from "#server/paypal-simulator/signing-key.ts";
import {
  answerSubscriptionApprovalPage,
  showSubscriptionApprovalPage,
} from "#server/paypal-simulator/subscription-approval-page.ts";
import type { BillingOutcome } from "#server/paypal-simulator/subscription-billing.ts";
import { suspendSubscription } from "#server/paypal-simulator/suspend-subscription.ts";
import { deliverWebhookEvent } from "#server/paypal-simulator/webhooks.ts";

export {
  ensureSimulatorPlan,
  type SimulatorPlanInput,
} from "#server/paypal-simulator/simulator-plans.ts";
export type { BillingOutcome };

/** The webhook id the simulator signs with when none is given (the shop's PAYPAL_WEBHOOK_ID). */
export const simulatorWebhookId = "WH-SIMULATOR";

export interface PayPalSimulatorOptions {
  db: Database;
  /** The simulator's own public base, e.g. http://localhost:3000/paypal-simulator. */
  publicBaseUrl: string;
  /** Where signed webhook events are POSTed. */
  webhookUrl: string;
  webhookId?: string;
  /**
   * The pair it gives tokens for (PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET when the shop sets
   * them); by default its own, made once and kept in the database.
   */
  credentials?: ClientCredentials;
  clock?: () => Date;
  fetch?: typeof fetch;
  /**
   * Serve the controls that change what other buyers meet (outages, settling a review):
   * PAYPAL_SIMULATOR_CONTROLS=true, for tests and a maker trying things out, never a shop
   * open to the public.
   */
  controls?: boolean;
}

export function simulatorContextOf(options: PayPalSimulatorOptions): SimulatorContext {
  const configured = options.credentials;
  return {
    db: options.db,
    publicBaseUrl: options.publicBaseUrl.replace(/\/+$/, ""),
    webhookUrl: options.webhookUrl,
    webhookId: options.webhookId ?? simulatorWebhookId,
    credentials: configured ? async () => configured : () => simulatorCredentials(options.db),
    clock: options.clock ?? (() => new Date()),
    fetch: options.fetch ?? globalThis.fetch,
  };
}

/**
 * PayPal's REST API (OAuth, Orders v2, Payments v2 refunds, Subscriptions v1 plans and
 * subscriptions: create, get, cancel, suspend, activate, revise) and the buyer's approval
 * pages, served by the shop itself when PAYPAL_MODE=simulator, with its state in the
 * database so every instance agrees.
 */
/** PayPal's own requests are a few kilobytes; a plan or an order with its items, at most this. */
const MAX_BODY_BYTES = 64 * 1024;

export function createPayPalSimulator(options: PayPalSimulatorOptions) {
  const context = simulatorContextOf(options);
  const app = new Hono();
  const authenticated = requireAccessToken(context);
  // Its public pages and API are reachable by anyone: no body is read past a small size.
  app.use(bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => respondWithError(c, 413) }));

  app.post("/v1/oauth2/token", (c) => issueAccessToken(c, context));
  app.post("/v2/checkout/orders", authenticated, failDuringOutage(context, "create-order"), (c) =>
    createOrder(c, context),
  );
  app.get("/v2/checkout/orders/:id", authenticated, (c) => getOrder(c, context));
  app.post(
    "/v2/checkout/orders/:id/capture",
    authenticated,
    failDuringOutage(context, "capture-order"),
    (c) => captureOrder(c, context),
  );
  app.post("/v2/payments/captures/:id/refund", authenticated, (c) => refundCapture(c, context));
  app.post("/v1/billing/plans", authenticated, (c) => createPlan(c, context));
  app.get("/v1/billing/plans/:id", authenticated, (c) => getPlan(c, context));
  app.post("/v1/billing/subscriptions", authenticated, (c) => createSubscription(c, context));
  app.get("/v1/billing/subscriptions/:id", authenticated, (c) => getSubscription(c, context));
  app.post("/v1/billing/subscriptions/:id/cancel", authenticated, (c) =>
    cancelSubscription(c, context),
  );
  app.post("/v1/billing/subscriptions/:id/suspend", authenticated, (c) =>
    suspendSubscription(c, context),
  );
  app.post("/v1/billing/subscriptions/:id/activate", authenticated, (c) =>
    activateSubscription(c, context),
  );
  app.post("/v1/billing/subscriptions/:id/revise", authenticated, (c) =>
    reviseSubscription(c, context),
  );

  app.get("/checkoutnow", (c) => showApprovalPage(c, context));
  app.post("/checkoutnow", (c) => answerApprovalPage(c, context));
  app.get("/webapps/billing/subscriptions", (c) => showSubscriptionApprovalPage(c, context));
  app.post("/webapps/billing/subscriptions", (c) => answerSubscriptionApprovalPage(c, context));
  app.get("/webapps/billing/subscriptions/update", (c) => showRevisionApprovalPage(c, context));
  app.post("/webapps/billing/subscriptions/update", (c) => answerRevisionApprovalPage(c, context));
  app.get("/myaccount/autopay/", (c) => showAutopayPage(c, context));
  app.get("/simulator/approval.css", (c) =>
    c.body(approvalStyles, 200, { "Content-Type": "text/css; charset=utf-8" }),
  );

  app.get("/v1/notifications/certs/:certId", async (c) => {
    const key = await loadSigningKey(context.db);
    if (c.req.param("certId") !== key.certId) return respondWithError(c, 404);
    return c.body(key.publicKeyPem, 200, { "Content-Type": "application/x-pem-file" });
  });
  app.post("/simulator/webhooks/resend", async (c) => {
    const eventId = (await readJsonObject(c)).event_id;
    if (typeof eventId !== "string" || !(await readRecord(context.db, "webhook-event", eventId))) {
      return respondWithError(c, 404);
    }
    return c.json({ event_id: eventId, status: await deliverWebhookEvent(context, eventId) });
  });
  if (options.controls) {
    app.post("/simulator/outages", (c) => scheduleOutage(c, context));
    app.post("/simulator/captures/:id/settle", (c) => answerSettleCapture(c, context));
    app.post("/simulator/subscriptions/:id/renew", (c) => answerRenewSubscription(c, context));
  }

  app.notFound((c) => respondWithError(c, 404));
  app.onError((_error, c) => respondWithError(c, 500));
  return app;
}

/** Ends the review of a PENDING capture and delivers its webhook (see settle-capture.ts). */
export function settlePayPalSimulatorCapture(
  options: PayPalSimulatorOptions,
  captureId: string,
  outcome: Settlement,
) {
  return settleCapture(simulatorContextOf(options), captureId, outcome);
}

/**
 * Bills a subscription's next cycle now, "paid" or "failed", and delivers its events before
 * answering (see renew-subscription.ts).
 */
export function renewPayPalSimulatorSubscription(
  options: PayPalSimulatorOptions,
  subscriptionId: string,
  outcome: BillingOutcome,
) {
  return renewSubscription(simulatorContextOf(options), subscriptionId, outcome);
}

/** Delivers a stored event once more, as PayPal may (listeners must ignore duplicates). */
export function resendPayPalSimulatorWebhook(options: PayPalSimulatorOptions, eventId: string) {
  return deliverWebhookEvent(simulatorContextOf(options), eventId);
}
