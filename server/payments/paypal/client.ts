import { createAccessTokenSource } from "#server/payments/paypal/access-token.ts";
import { valueToCents } from "#server/payments/paypal/money.ts";
import { orderRequestBody } from "#server/payments/paypal/order-request-body.ts";
import { exchangeWithPayPal, payPalErrorFrom } from "#server/payments/paypal/paypal-http.ts";
import {
  introPlanRequestBody,
  type PlanBody,
  planFrom,
} from "#server/payments/paypal/plan-bodies.ts";
import {
  type ClientCredentials,
  type CreatePayPalSubscriptionInput,
  type PayPalCapture,
  type PayPalCaptureStatus,
  type PayPalClient,
  PayPalError,
  type PayPalOrder,
  type PayPalOrderStatus,
  type PayPalRefund,
  type PayPalRefundStatus,
  type PayPalSubscription,
  type PayPalSubscriptionRevision,
  type PayPalSubscriptionStatus,
  type RevisePayPalSubscriptionInput,
} from "#server/payments/paypal/types.ts";

export interface PayPalClientOptions {
  /** The REST API base without a trailing slash: the simulator's, the sandbox's or live. */
  baseUrl: string;
  /** The REST app's pair, or where to read it (the simulator's own, kept in the database). */
  credentials: ClientCredentials | (() => Promise<ClientCredentials>);
  /** Per HTTP call, body included; default 15 s. */
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** Milliseconds since the epoch, for the token's lifetime; default Date.now. */
  now?: () => number;
}

interface OrderBody {
  id?: string;
  status?: PayPalOrderStatus;
  links?: { rel?: string; href?: string }[];
  payer?: { payer_id?: string; address?: { country_code?: string } };
  purchase_units?: {
    payments?: {
      captures?: { id: string; status: PayPalCaptureStatus; amount?: { value?: string } }[];
    };
  }[];
}

interface RefundBody {
  id?: string;
  status?: PayPalRefundStatus;
  amount?: { value?: string };
}

interface SubscriptionBody {
  id?: string;
  status?: PayPalSubscriptionStatus;
  status_update_time?: string;
  plan_id?: string;
  custom_id?: string;
  start_time?: string;
  billing_info?: {
    next_billing_time?: string;
    last_payment?: { amount?: { value?: string }; time?: string };
  };
  links?: { rel?: string; href?: string }[];
}

interface RevisionBody {
  plan_id?: string;
  plan_overridden?: boolean;
  links?: { rel?: string; href?: string }[];
}

const payPalAutopayPages: Record<string, string> = {
  "https://api-m.paypal.com": "https://www.paypal.com/myaccount/autopay/",
  "https://api-m.sandbox.paypal.com": "https://www.sandbox.paypal.com/myaccount/autopay/",
};

function autopayUrlOf(baseUrl: string) {
  return payPalAutopayPages[baseUrl] ?? `${baseUrl}/myaccount/autopay/`;
}

/** PayPal's limit on the reason of a cancellation, suspension or activation. */
const maxReasonLength = 128;

export function createPayPalClient(options: PayPalClientOptions): PayPalClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, "");
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const timeoutMs = options.timeoutMs ?? 15_000;
  const tokens = createAccessTokenSource({
    ...options,
    baseUrl,
    fetch: fetchImpl,
    timeoutMs,
    now: options.now ?? Date.now,
  });

  /** Sends with the cached token; on 401 renews it and tries once more. */
  async function call<Body>(
    operation: string,
    path: string,
    init: RequestInit & { headers?: object },
  ) {
    for (let attempt = 1; ; attempt++) {
      const token = await tokens.get();
      const answer = await exchangeWithPayPal(fetchImpl, timeoutMs, `${baseUrl}${path}`, {
        ...init,
        headers: { ...init.headers, Authorization: `Bearer ${token}`, Accept: "application/json" },
      });
      if (answer.status === 401 && attempt === 1) {
        tokens.discard(token);
        continue;
      }
      if (answer.status < 200 || answer.status > 299) throw payPalErrorFrom(answer, operation);
      return answer.body as Body;
    }
  }

  /** A POST PayPal replays for the same request id, answered with the full resource. */
  function post<Body>(operation: string, path: string, requestId: string, body: string) {
    return call<Body>(operation, path, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "PayPal-Request-Id": requestId,
        Prefer: "return=representation",
      },
      body,
    });
  }

  /**
   * POST /v1/billing/subscriptions/{id}/{action} with a JSON body, with no PayPal-Request-Id:
   * the spec declares none for these. A repeated cancel, suspend or activate is refused (422);
   * a repeated revise asks again, its new approve link replacing the first.
   */
  function subscriptionAction<Body = undefined>(
    operation: string,
    subscriptionId: string,
    action: "cancel" | "suspend" | "activate" | "revise",
    body: object,
  ) {
    return call<Body>(
      operation,
      `/v1/billing/subscriptions/${encodeURIComponent(subscriptionId)}/${action}`,
      {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
      },
    );
  }

  return {
    autopayUrl: autopayUrlOf(baseUrl),
    async createOrder(input) {
      const body = await post<OrderBody>(
        "the order creation",
        "/v2/checkout/orders",
        input.requestId,
        JSON.stringify(orderRequestBody(input)),
      );
      return orderFrom(body);
    },

    async getOrder(orderId) {
      return orderFrom(
        await call<OrderBody>(
          "the order lookup",
          `/v2/checkout/orders/${encodeURIComponent(orderId)}`,
          { method: "GET" },
        ),
      );
    },

    async captureOrder(orderId, { requestId }) {
      const body = await post<OrderBody>(
        "the capture",
        `/v2/checkout/orders/${encodeURIComponent(orderId)}/capture`,
        requestId,
        "{}",
      );
      return captureFrom(body);
    },

    async refundCapture(captureId, { requestId }) {
      // An empty body refunds what is left of the capture: all of it.
      const body = await post<RefundBody>(
        "the refund",
        `/v2/payments/captures/${encodeURIComponent(captureId)}/refund`,
        requestId,
        "{}",
      );
      return refundFrom(body);
    },

    async getPlan(planId) {
      return planFrom(
        await call<PlanBody>("the plan lookup", `/v1/billing/plans/${encodeURIComponent(planId)}`, {
          method: "GET",
        }),
      );
    },

    async createIntroPlan(input) {
      const body = await post<PlanBody>(
        "the plan creation",
        "/v1/billing/plans",
        input.requestId,
        JSON.stringify(introPlanRequestBody(input)),
      );
      return planFrom(body);
    },

    async createSubscription(input) {
      const body = await post<SubscriptionBody>(
        "the subscription creation",
        "/v1/billing/subscriptions",
        input.requestId,
        JSON.stringify(subscriptionRequestBody(input)),
      );
      // With return=minimal PayPal leaves the plan out; it is the one asked for.
      return subscriptionFrom({ plan_id: input.planId, ...body });
    },

    async getSubscription(subscriptionId) {
      return subscriptionFrom(
        await call<SubscriptionBody>(
          "the subscription lookup",
          `/v1/billing/subscriptions/${encodeURIComponent(subscriptionId)}`,
          { method: "GET" },
        ),
      );
    },

    async cancelSubscription(subscriptionId, { reason }) {
      await subscriptionAction("the subscription cancellation", subscriptionId, "cancel", {
        reason: reasonText(reason, "Cancelled by the shop"),
      });
    },

    async suspendSubscription(subscriptionId, { reason }) {
      await subscriptionAction("the subscription suspension", subscriptionId, "suspend", {
        reason: reasonText(reason, "Suspended by the shop"),
      });
    },

    async activateSubscription(subscriptionId, { reason }) {
      await subscriptionAction("the subscription activation", subscriptionId, "activate", {
        reason: reasonText(reason, "Activated by the shop"),
      });
    },

    async reviseSubscription(subscriptionId, input) {
      const body = await subscriptionAction<RevisionBody>(
        "the subscription revision",
        subscriptionId,
        "revise",
        reviseRequestBody(input),
      );
      return revisionFrom(body, input.planId);
    },
  };
}

function orderFrom(body: OrderBody): PayPalOrder {
  if (!body?.id || !body.status) {
    throw new PayPalError("PayPal answered without an order id or status.", 200, "BAD_ORDER");
  }
  const approve = body.links?.find((link) => link.rel === "approve" || link.rel === "payer-action");
  return {
    id: body.id,
    status: body.status,
    approveUrl: approve?.href,
    payerId: body.payer?.payer_id,
    payerCountry: body.payer?.address?.country_code,
  };
}

function captureFrom(body: OrderBody): PayPalCapture {
  const order = orderFrom(body);
  const captures = body.purchase_units?.[0]?.payments?.captures ?? [];
  const capture = captures[captures.length - 1];
  const amountCents = capture?.amount?.value ? valueToCents(capture.amount.value) : undefined;
  if (!capture || amountCents === undefined) {
    throw new PayPalError("PayPal answered the capture without a capture.", 200, "BAD_CAPTURE");
  }
  return {
    orderId: order.id,
    orderStatus: order.status,
    captureId: capture.id,
    captureStatus: capture.status,
    amountCents,
  };
}

function refundFrom(body: RefundBody): PayPalRefund {
  const amountCents = body?.amount?.value ? valueToCents(body.amount.value) : undefined;
  if (!body?.id || !body.status || amountCents === undefined) {
    throw new PayPalError("PayPal answered the refund without a refund.", 200, "BAD_REFUND");
  }
  return { refundId: body.id, status: body.status, amountCents };
}

/**
 * The Subscriptions v1 create body: the plan (with the member's tax rate as its override), the
 * shop's reference, the buyer and the way back.
 */
function subscriptionRequestBody(input: CreatePayPalSubscriptionInput) {
  return {
    plan_id: input.planId,
    custom_id: input.customId,
    subscriber: {
      email_address: input.subscriber.email,
      name: { given_name: input.subscriber.givenName, surname: input.subscriber.surname },
    },
    ...(input.taxes ? { plan: { taxes: input.taxes } } : {}),
    application_context: {
      brand_name: input.brandName.slice(0, 127),
      user_action: "SUBSCRIBE_NOW",
      shipping_preference: "NO_SHIPPING",
      return_url: input.returnUrl,
      cancel_url: input.cancelUrl,
    },
  };
}

function subscriptionFrom(body: SubscriptionBody): PayPalSubscription {
  if (!body?.id || !body.status) {
    throw new PayPalError(
      "PayPal answered without a subscription id or status.",
      200,
      "BAD_SUBSCRIPTION",
    );
  }
  const payment = body.billing_info?.last_payment;
  const paidCents = payment?.amount?.value ? valueToCents(payment.amount.value) : undefined;
  const paidAt = dateOf(payment?.time);
  return {
    id: body.id,
    status: body.status,
    planId: body.plan_id ?? "",
    customId: body.custom_id,
    approveUrl: body.links?.find((link) => link.rel === "approve")?.href,
    statusUpdateTime: dateOf(body.status_update_time),
    startTime: dateOf(body.start_time),
    nextBillingTime: dateOf(body.billing_info?.next_billing_time),
    lastPayment:
      paidCents !== undefined && paidAt ? { amountCents: paidCents, time: paidAt } : undefined,
  };
}

function dateOf(text: string | undefined) {
  const time = text ? new Date(text) : undefined;
  return time && !Number.isNaN(time.getTime()) ? time : undefined;
}

/**
 * A cancellation's, suspension's or activation's reason: PayPal refuses an empty one and one
 * over 128 characters; never a broken surrogate pair.
 */
function reasonText(reason: string, fallback: string) {
  let text = reason.trim().slice(0, maxReasonLength);
  if (/[\uD800-\uDBFF]$/.test(text)) text = text.slice(0, -1);
  return text || fallback;
}

/**
 * The Subscriptions v1 revise body: the new plan (with the member's new tax rate as its
 * override), and the way back from the consent page.
 */
function reviseRequestBody(input: RevisePayPalSubscriptionInput) {
  return {
    plan_id: input.planId,
    ...(input.taxes ? { plan: { taxes: input.taxes } } : {}),
    ...(input.returnUrl
      ? {
          application_context: {
            ...(input.brandName ? { brand_name: input.brandName.slice(0, 127) } : {}),
            return_url: input.returnUrl,
            cancel_url: input.cancelUrl,
          },
        }
      : {}),
  };
}

function revisionFrom(body: RevisionBody, planId: string): PayPalSubscriptionRevision {
  if (!body || typeof body !== "object") {
    throw new PayPalError("PayPal answered the revision without a body.", 200, "BAD_REVISION");
  }
  return {
    planId: body.plan_id ?? planId,
    planOverridden: body.plan_overridden ?? false,
    approveUrl: body.links?.find((link) => link.rel === "approve")?.href,
  };
}
