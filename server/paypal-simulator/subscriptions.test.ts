// @gate-pglite (tests/README.md): the simulator's contract does not depend on the engine.
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  type PayPalWebhookEvent,
  verifyPayPalWebhook,
} from "#server/payments/paypal/verify-webhook.ts";
import {
  createPayPalSimulator,
  ensureSimulatorPlan,
  renewPayPalSimulatorSubscription,
  simulatorWebhookId,
} from "#server/paypal-simulator/app.ts";
import { simulatorPublicKey } from "#server/paypal-simulator/signing-key.ts";
import {
  createSpecValidator,
  type ReceivedWebhook,
  startSimulator,
} from "#tests/support/fixtures/paypal-simulator.ts";
import { basicAuthorization } from "#tests/support/simulator-merchant.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";

// The last day of a month, so the monthly billing shows how it keeps to the month's end.
const now = Date.parse("2026-01-31T10:00:00Z");
const planId = "P-DEMO-USA-MONTHLY";
let test: TestDatabase;
let simulator: Awaited<ReturnType<typeof startSimulator>>;
let token = "";
const validate = createSpecValidator();

beforeAll(async () => {
  test = await createTestDatabase();
  simulator = await startSimulator(test.db, { clock: () => new Date(now) });
  const answer = await fetch(`${simulator.baseUrl}/v1/oauth2/token`, {
    method: "POST",
    headers: { Authorization: basicAuthorization(await simulator.credentials()) },
    body: "grant_type=client_credentials",
  });
  token = ((await answer.json()) as { access_token: string }).access_token;
  await ensureSimulatorPlan(test.db, { id: planId, name: "Mail Club (USA)", priceCents: 888 });
});
afterAll(async () => {
  await simulator?.close();
  await test?.close();
});

// biome-ignore lint/suspicious/noExplicitAny: answers are read field by field in the tests
type Json = any;
interface Answer {
  status: number;
  body: Json;
}

const operationOf = (path: string) =>
  path
    .replace(/^\/v1\/billing\/plans\/[^/]+$/, "/v1/billing/plans/{id}")
    .replace(
      /^\/v1\/billing\/subscriptions\/[^/]+\/(cancel|suspend|activate|revise)$/,
      "/v1/billing/subscriptions/{id}/$1",
    )
    .replace(/^\/v1\/billing\/subscriptions\/[^/]+$/, "/v1/billing/subscriptions/{id}");

/**
 * One API call; its answer is checked against the Subscriptions spec unless `unchecked`
 * (answers the spec lists no issue for).
 */
async function api(
  method: "GET" | "POST",
  path: string,
  options: {
    body?: unknown;
    raw?: string;
    requestId?: string;
    prefer?: string;
    unchecked?: boolean;
  } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
  if (method === "POST") headers["Content-Type"] = "application/json";
  if (options.requestId) headers["PayPal-Request-Id"] = options.requestId;
  headers.Prefer = options.prefer ?? "return=representation";
  const response = await fetch(`${simulator.baseUrl}${path}`, {
    method,
    headers,
    body: options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
  });
  const text = await response.text();
  const answer = { status: response.status, body: text ? JSON.parse(text) : undefined };
  if (answer.status !== 204 && !options.unchecked) {
    const errors = validate(
      "subscriptions",
      method.toLowerCase(),
      operationOf(path),
      answer.status,
      answer.body,
    );
    expect(errors, `${method} ${path} ${answer.status}`).toEqual([]);
  }
  return answer;
}

const monthlyPlan = (overrides: object = {}) => ({
  product_id: "PROD-XXCD1234QWER65782",
  name: "Monthly box",
  billing_cycles: [
    {
      frequency: { interval_unit: "MONTH", interval_count: 1 },
      tenure_type: "REGULAR",
      sequence: 1,
      total_cycles: 0,
      pricing_scheme: { fixed_price: { value: "9.99", currency_code: "USD" } },
    },
  ],
  payment_preferences: { payment_failure_threshold: 3 },
  ...overrides,
});

const subscriptionRequest = (overrides: object = {}) => ({
  plan_id: planId,
  custom_id: `member-${crypto.randomUUID()}`,
  subscriber: {
    email_address: "ada@example.com",
    name: { given_name: "Ada", surname: "Lovelace" },
  },
  application_context: {
    brand_name: "Washi",
    user_action: "SUBSCRIBE_NOW",
    shipping_preference: "NO_SHIPPING",
    return_url: "https://shop.example/club/return",
    cancel_url: "https://shop.example/club/cancel",
  },
  ...overrides,
});

async function createSubscription(overrides: object = {}) {
  const created = await api("POST", "/v1/billing/subscriptions", {
    body: subscriptionRequest(overrides),
    requestId: crypto.randomUUID(),
  });
  expect(created.status).toBe(201);
  return created.body as { id: string; custom_id: string; links: { rel: string; href: string }[] };
}

const approveLinkOf = (subscription: { links: { rel: string; href: string }[] }) =>
  subscription.links.find((link) => link.rel === "approve")?.href ?? "";

/** The buyer's answer on the approval page, as a browser without JavaScript posts it. */
function answerApproval(baToken: string, choice: string) {
  return fetch(`${simulator.baseUrl}/webapps/billing/subscriptions`, {
    method: "POST",
    body: new URLSearchParams({ ba_token: baToken, choice }),
    redirect: "manual",
  });
}

const tokenOf = (approveUrl: string) => new URL(approveUrl).searchParams.get("ba_token") ?? "";

async function activeSubscription(overrides: object = {}) {
  const subscription = await createSubscription(overrides);
  const answer = await answerApproval(tokenOf(approveLinkOf(subscription)), "subscribe");
  expect(answer.status).toBe(303);
  return subscription;
}

/** Checks the signature and the envelope's schema; the parsed event. */
async function verifiedEvent(webhook: ReceivedWebhook): Promise<PayPalWebhookEvent> {
  const result = await verifyPayPalWebhook({
    headers: webhook.headers,
    rawBody: webhook.body,
    webhookId: simulatorWebhookId,
    mode: "simulator",
    simulatorPublicKey: () => simulatorPublicKey(test.db),
    now: () => new Date(now),
  });
  if (!result.ok) throw new Error(result.reason);
  const path = "/v1/notifications/webhooks-events/{event_id}";
  expect(validate("webhooks", "get", path, 200, result.event)).toEqual([]);
  if (result.event.resource_type === "subscription") {
    expect(validate.schema("subscriptions", "subscription", result.event.resource)).toEqual([]);
  }
  return result.event;
}

/** The verified events about this subscription (its own and its sales'), in arrival order. */
async function eventsOf(subscriptionId: string, count: number) {
  const about = (webhook: ReceivedWebhook) => {
    const { resource } = JSON.parse(webhook.body);
    return resource.id === subscriptionId || resource.billing_agreement_id === subscriptionId;
  };
  await vi.waitFor(
    () => expect(simulator.received.filter(about).length).toBeGreaterThanOrEqual(count),
    {
      timeout: 5000,
    },
  );
  return Promise.all(simulator.received.filter(about).map(verifiedEvent));
}

describe("billing plans", () => {
  it("creates a plan (201), shows it, and replays its PayPal-Request-Id with 200", async () => {
    const requestId = crypto.randomUUID();
    const created = await api("POST", "/v1/billing/plans", { body: monthlyPlan(), requestId });
    expect(created).toMatchObject({
      status: 201,
      body: {
        product_id: "PROD-XXCD1234QWER65782",
        name: "Monthly box",
        status: "ACTIVE",
        billing_cycles: [{ total_cycles: 0, pricing_scheme: { version: 1 } }],
        payment_preferences: {
          auto_bill_outstanding: true,
          setup_fee_failure_action: "CANCEL",
          payment_failure_threshold: 3,
        },
        quantity_supported: false,
        create_time: new Date(now).toISOString(),
      },
    });
    expect(created.body.id).toMatch(/^P-[A-Z0-9]{24}$/);
    expect(created.body.links).toContainEqual({
      href: `${simulator.baseUrl}/v1/billing/plans/${created.body.id}`,
      rel: "self",
      method: "GET",
    });
    const replay = await api("POST", "/v1/billing/plans", { body: monthlyPlan(), requestId });
    expect(replay).toEqual({ status: 200, body: created.body });
    expect(await api("GET", `/v1/billing/plans/${created.body.id}`)).toEqual({
      status: 200,
      body: created.body,
    });

    const minimal = await api("POST", "/v1/billing/plans", {
      body: monthlyPlan(),
      requestId: crypto.randomUUID(),
      prefer: "return=minimal",
    });
    expect(Object.keys(minimal.body).sort()).toEqual(
      ["create_time", "id", "links", "name", "product_id", "status"].sort(),
    );
  });

  it("refuses bad plans in the Subscriptions API's error shapes", async () => {
    const issueOf = async (body: unknown, raw?: string) => {
      const answer = await api("POST", "/v1/billing/plans", {
        body,
        raw,
        requestId: crypto.randomUUID(),
      });
      return { status: answer.status, name: answer.body.name, ...answer.body.details[0] };
    };
    const missing = await api("POST", "/v1/billing/plans", { body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.details.map((detail: { field: string }) => detail.field).sort()).toEqual([
      "/billing_cycles",
      "/name",
      "/payment_preferences",
      "/product_id",
    ]);
    expect(missing.body.details[0]).toMatchObject({
      issue: "MISSING_REQUIRED_PARAMETER",
      description: "A required field is missing.",
      location: "body",
    });
    expect(missing.body.links[0].href).toBe(
      "https://developer.paypal.com/docs/api/subscriptions/v1/#error-MISSING_REQUIRED_PARAMETER",
    );
    expect(await issueOf(monthlyPlan({ name: "x".repeat(128) }))).toMatchObject({
      status: 400,
      issue: "INVALID_STRING_MAX_LENGTH",
      field: "/name",
    });
    expect(await issueOf(undefined, "{")).toMatchObject({
      status: 400,
      issue: "INVALID_PARAMETER_SYNTAX",
    });
    const cycle = monthlyPlan().billing_cycles[0];
    const trial = { ...cycle, tenure_type: "TRIAL", total_cycles: 1 };
    expect(await issueOf(monthlyPlan({ billing_cycles: [trial] }))).toMatchObject({
      status: 422,
      name: "UNPROCESSABLE_ENTITY",
      issue: "MISSING_REGULAR_BILLING_CYCLE",
    });
    expect(
      await issueOf(monthlyPlan({ billing_cycles: [cycle, { ...cycle, sequence: 2 }] })),
    ).toMatchObject({
      status: 422,
      issue: "MULTIPLE_REGULAR_BILLING_CYCLES_NOT_SUPPORTED",
    });
    expect(
      await issueOf(monthlyPlan({ billing_cycles: [{ ...cycle, sequence: 2 }] })),
    ).toMatchObject({
      status: 422,
      issue: "INVALID_BILLING_CYCLE_SEQUENCE",
    });
    const euros = {
      ...cycle,
      pricing_scheme: { fixed_price: { value: "9.99", currency_code: "EUR" } },
    };
    expect(await issueOf(monthlyPlan({ billing_cycles: [euros] }))).toMatchObject({
      status: 422,
      issue: "CURRENCY_NOT_SUPPORTED_FOR_RECEIVER",
    });
  });

  it("answers an unknown plan with 404 INVALID_RESOURCE_ID", async () => {
    expect(await api("GET", "/v1/billing/plans/P-NOSUCHPLAN")).toMatchObject({
      status: 404,
      body: {
        name: "RESOURCE_NOT_FOUND",
        details: [{ issue: "INVALID_RESOURCE_ID", field: "plan_id", location: "path" }],
      },
    });
  });

  it("keeps the shop's own plan under its id, made once", async () => {
    const plan = await api("GET", `/v1/billing/plans/${planId}`);
    expect(plan.body).toMatchObject({
      id: planId,
      name: "Mail Club (USA)",
      status: "ACTIVE",
      billing_cycles: [
        {
          frequency: { interval_unit: "MONTH", interval_count: 1 },
          tenure_type: "REGULAR",
          total_cycles: 0,
          pricing_scheme: { fixed_price: { currency_code: "USD", value: "8.88" } },
        },
      ],
      payment_preferences: { payment_failure_threshold: 3 },
    });
    expect(await ensureSimulatorPlan(test.db, { id: planId, name: "Other", priceCents: 1 })).toBe(
      false,
    );
    expect((await api("GET", `/v1/billing/plans/${planId}`)).body).toEqual(plan.body);
  });
});

describe("creating a subscription", () => {
  it("answers 201 APPROVAL_PENDING with approve, edit and self links; 200 on a replay", async () => {
    const requestId = crypto.randomUUID();
    const body = subscriptionRequest();
    const created = await api("POST", "/v1/billing/subscriptions", { body, requestId });
    expect(created).toMatchObject({
      status: 201,
      body: {
        status: "APPROVAL_PENDING",
        plan_id: planId,
        custom_id: body.custom_id,
        subscriber: body.subscriber,
        start_time: new Date(now).toISOString(),
        status_update_time: new Date(now).toISOString(),
      },
    });
    const { id, links } = created.body;
    expect(id).toMatch(/^I-[A-Z0-9]{12}$/);
    expect(created.body).not.toHaveProperty("billing_info");
    expect(links).toEqual([
      {
        href: expect.stringMatching(
          new RegExp(
            `^${simulator.baseUrl}/webapps/billing/subscriptions\\?ba_token=BA-[A-Z0-9]{17}$`,
          ),
        ),
        rel: "approve",
        method: "GET",
      },
      { href: `${simulator.baseUrl}/v1/billing/subscriptions/${id}`, rel: "edit", method: "PATCH" },
      { href: `${simulator.baseUrl}/v1/billing/subscriptions/${id}`, rel: "self", method: "GET" },
    ]);
    expect(validate.request("subscriptions", "post", "/v1/billing/subscriptions", body)).toEqual(
      [],
    );

    const replay = await api("POST", "/v1/billing/subscriptions", { body, requestId });
    expect(replay).toEqual({ status: 200, body: created.body });
    const [event] = await eventsOf(id, 1);
    expect(event).toMatchObject({
      event_type: "BILLING.SUBSCRIPTION.CREATED",
      resource_type: "subscription",
      resource: { id, status: "APPROVAL_PENDING" },
    });

    const minimal = await api("POST", "/v1/billing/subscriptions", {
      body,
      requestId: crypto.randomUUID(),
      prefer: "return=minimal",
    });
    expect(Object.keys(minimal.body).sort()).toEqual(
      ["create_time", "id", "links", "status", "status_update_time"].sort(),
    );
  });

  it("refuses an unknown plan (404), an inactive one (422) and bad bodies (400)", async () => {
    const create = (body: unknown, raw?: string) =>
      api("POST", "/v1/billing/subscriptions", { body, raw, requestId: crypto.randomUUID() });
    expect(await create(subscriptionRequest({ plan_id: "P-NOSUCHPLAN" }))).toMatchObject({
      status: 404,
      body: {
        name: "RESOURCE_NOT_FOUND",
        details: [{ issue: "INVALID_RESOURCE_ID", field: "/plan_id" }],
      },
    });
    const inactive = await api("POST", "/v1/billing/plans", {
      body: monthlyPlan({ status: "INACTIVE" }),
    });
    expect(await create(subscriptionRequest({ plan_id: inactive.body.id }))).toMatchObject({
      status: 422,
      body: {
        name: "UNPROCESSABLE_ENTITY",
        details: [
          {
            issue: "PLAN_STATUS_INVALID",
            description:
              "Invalid plan status for subscription creation; plan status should be active.",
          },
        ],
      },
    });
    expect(await create(undefined, "")).toMatchObject({
      status: 400,
      body: { details: [{ issue: "MISSING_REQUEST_BODY" }] },
    });
    expect(await create({ custom_id: "x" })).toMatchObject({
      status: 400,
      body: { details: [{ issue: "MISSING_REQUIRED_PARAMETER", field: "/plan_id" }] },
    });
    expect(await create(subscriptionRequest({ custom_id: "x".repeat(128) }))).toMatchObject({
      status: 400,
      body: { details: [{ issue: "INVALID_STRING_MAX_LENGTH", field: "/custom_id" }] },
    });
    expect(await create(subscriptionRequest({ quantity: "2" }))).toMatchObject({
      status: 422,
      body: { details: [{ issue: "SUBSCRIPTION_CANNOT_HAVE_QUANTITY" }] },
    });
    expect(await api("GET", "/v1/billing/subscriptions/I-NOSUCHSUB000")).toMatchObject({
      status: 404,
      body: {
        details: [{ issue: "INVALID_RESOURCE_ID", field: "subscription_id", location: "path" }],
      },
    });
  });
});

describe("the buyer's approval", () => {
  it("shows an accessible form, then activates the subscription with its first payment", async () => {
    const subscription = await createSubscription();
    const page = await fetch(approveLinkOf(subscription));
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toMatch(/<title>Approve your subscription – PayPal simulator<\/title>/);
    expect(html).toContain(`href="${simulator.baseUrl}/simulator/approval.css"`);
    expect(html).toContain("Mail Club (USA)");
    expect(html).toContain("8.88 USD every month");
    expect(html).toMatch(/<legend>[^<]+<\/legend>/);
    expect(html).toMatch(
      /<button type="submit" name="choice" value="subscribe"[^>]*>Agree &amp; Subscribe<\/button>/,
    );
    expect(html).toMatch(
      /<button type="submit" name="choice" value="cancel"[^>]*>Cancel and return<\/button>/,
    );
    expect(html).not.toContain("<script");
    const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
    const baToken = /name="ba_token" value="([^"]+)"/.exec(html)?.[1] ?? "";
    expect(action).toBe(`${simulator.baseUrl}/webapps/billing/subscriptions`);
    expect(baToken).toBe(tokenOf(approveLinkOf(subscription)));

    const answer = await answerApproval(baToken, "subscribe");
    expect(answer.status).toBe(303);
    const back = new URL(answer.headers.get("location") ?? "");
    expect(`${back.origin}${back.pathname}`).toBe("https://shop.example/club/return");
    expect(Object.fromEntries(back.searchParams)).toEqual({
      subscription_id: subscription.id,
      ba_token: baToken,
      token: baToken,
    });

    const shown = await api("GET", `/v1/billing/subscriptions/${subscription.id}`);
    expect(shown.body).toMatchObject({
      id: subscription.id,
      status: "ACTIVE",
      plan_id: planId,
      custom_id: subscription.custom_id,
      start_time: "2026-01-31T10:00:00.000Z",
      subscriber: {
        email_address: "ada@example.com",
        name: { given_name: "Ada", surname: "Lovelace" },
        payer_id: expect.stringMatching(/^[2-9A-HJ-NP-Z]{13}$/),
      },
      billing_info: {
        outstanding_balance: { currency_code: "USD", value: "0.00" },
        cycle_executions: [
          {
            tenure_type: "REGULAR",
            sequence: 1,
            cycles_completed: 1,
            cycles_remaining: 0,
            total_cycles: 0,
          },
        ],
        last_payment: {
          amount: { currency_code: "USD", value: "8.88" },
          time: "2026-01-31T10:00:00.000Z",
        },
        // A month after the 31st of January is the last day of February.
        next_billing_time: "2026-02-28T10:00:00.000Z",
        failed_payments_count: 0,
      },
    });
    expect(shown.body.links.map((link: { rel: string }) => link.rel)).toEqual([
      "cancel",
      "edit",
      "self",
      "suspend",
    ]);

    const events = await eventsOf(subscription.id, 3);
    const types = events.map((event) => event.event_type);
    // One change's events arrive in order; separate changes' deliveries may cross.
    expect(types.filter((type) => type !== "BILLING.SUBSCRIPTION.CREATED")).toEqual([
      "BILLING.SUBSCRIPTION.ACTIVATED",
      "PAYMENT.SALE.COMPLETED",
    ]);
    const activated = events.find((event) => event.event_type === "BILLING.SUBSCRIPTION.ACTIVATED");
    const sale = events.find((event) => event.event_type === "PAYMENT.SALE.COMPLETED");
    expect(activated).toMatchObject({
      resource_type: "subscription",
      resource_version: "2.0",
      create_time: new Date(now).toISOString(),
      resource: {
        id: subscription.id,
        status: "ACTIVE",
        plan_id: planId,
        custom_id: subscription.custom_id,
        start_time: shown.body.start_time,
        billing_info: shown.body.billing_info,
        subscriber: shown.body.subscriber,
      },
    });
    expect(sale).toMatchObject({
      resource_type: "sale",
      create_time: new Date(now).toISOString(),
      resource: {
        id: expect.stringMatching(/^[A-Z0-9]{17}$/),
        state: "completed",
        amount: { total: "8.88", currency: "USD" },
        billing_agreement_id: subscription.id,
        custom: subscription.custom_id,
        create_time: new Date(now).toISOString(),
        update_time: new Date(now).toISOString(),
      },
    });

    const again = await answerApproval(baToken, "subscribe");
    expect(again.status).toBe(409);
    expect(await again.text()).toContain("Subscription already answered");
    const reopened = await fetch(approveLinkOf(subscription));
    expect(reopened.status).toBe(200);
    expect(await reopened.text()).toContain("This subscription is active");
  });

  it("sends the buyer who cancels to cancel_url, the subscription still pending", async () => {
    const subscription = await createSubscription();
    const baToken = tokenOf(approveLinkOf(subscription));
    const answer = await answerApproval(baToken, "cancel");
    expect(answer.status).toBe(303);
    const back = new URL(answer.headers.get("location") ?? "");
    expect(`${back.origin}${back.pathname}`).toBe("https://shop.example/club/cancel");
    expect(back.searchParams.get("subscription_id")).toBe(subscription.id);
    const shown = await api("GET", `/v1/billing/subscriptions/${subscription.id}`);
    expect(shown.body.status).toBe("APPROVAL_PENDING");
    // Still pending: it can be approved later, and cannot be cancelled through the API.
    expect(
      await api("POST", `/v1/billing/subscriptions/${subscription.id}/cancel`, {
        body: { reason: "x" },
      }),
    ).toMatchObject({ status: 422, body: { details: [{ issue: "SUBSCRIPTION_STATUS_INVALID" }] } });
    expect((await answerApproval(baToken, "subscribe")).status).toBe(303);
  });

  it("activates once of two concurrent approvals of one token", async () => {
    const subscription = await createSubscription();
    const baToken = tokenOf(approveLinkOf(subscription));
    const answers = await Promise.all([
      answerApproval(baToken, "subscribe"),
      answerApproval(baToken, "subscribe"),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([303, 409]);
    const events = await eventsOf(subscription.id, 3);
    // Give a second activation time to show up, were there one.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const types = simulator.received
      .map((webhook) => JSON.parse(webhook.body))
      .filter((event) =>
        [event.resource.id, event.resource.billing_agreement_id].includes(subscription.id),
      )
      .map((event) => event.event_type);
    expect(types.filter((type) => type === "PAYMENT.SALE.COMPLETED")).toHaveLength(1);
    expect(types.filter((type) => type === "BILLING.SUBSCRIPTION.ACTIVATED")).toHaveLength(1);
    expect(events).toHaveLength(3);
  });

  it("answers unknown tokens and choices with a page, never an error 500", async () => {
    const unknown = await fetch(
      `${simulator.baseUrl}/webapps/billing/subscriptions?ba_token=BA-NOPE`,
    );
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain("Subscription not found");
    expect((await fetch(`${simulator.baseUrl}/webapps/billing/subscriptions`)).status).toBe(404);
    expect((await answerApproval("BA-NOPE", "subscribe")).status).toBe(404);
    expect((await answerApproval("BA-NOPE", "cancel")).status).toBe(404);
    const noChoice = await answerApproval("BA-NOPE", "maybe");
    expect(noChoice.status).toBe(400);
    expect(noChoice.headers.get("content-type")).toContain("text/html");
  });
});

describe("cancelling a subscription", () => {
  it("answers 204, then 422 to a second cancel, and delivers BILLING.SUBSCRIPTION.CANCELLED", async () => {
    const subscription = await activeSubscription();
    const path = `/v1/billing/subscriptions/${subscription.id}/cancel`;
    const body = { reason: "Moving abroad" };
    expect(
      validate.request("subscriptions", "post", "/v1/billing/subscriptions/{id}/cancel", body),
    ).toEqual([]);
    const cancelled = await api("POST", path, { body });
    expect(cancelled).toEqual({ status: 204, body: undefined });
    const shown = await api("GET", `/v1/billing/subscriptions/${subscription.id}`);
    expect(shown.body).toMatchObject({ status: "CANCELLED", status_change_note: "Moving abroad" });
    expect(shown.body.billing_info).not.toHaveProperty("next_billing_time");
    expect(shown.body.links.map((link: { rel: string }) => link.rel)).toEqual(["self"]);

    expect(await api("POST", path, { body })).toMatchObject({
      status: 422,
      body: {
        details: [
          {
            issue: "SUBSCRIPTION_STATUS_INVALID",
            description:
              "Invalid subscription status for cancel action; subscription status should be active or suspended.",
          },
        ],
      },
    });
    // Deliveries run in the background, so the first payment's may still arrive after this.
    const events = await eventsOf(subscription.id, 4);
    const cancelledEvents = events.filter(
      (event) => event.event_type === "BILLING.SUBSCRIPTION.CANCELLED",
    );
    expect(cancelledEvents).toHaveLength(1);
    expect(cancelledEvents[0]).toMatchObject({
      resource: { id: subscription.id, status: "CANCELLED", custom_id: subscription.custom_id },
    });
  });

  it("refuses a missing or too long reason (400) and an unknown subscription (404)", async () => {
    const subscription = await activeSubscription();
    const path = `/v1/billing/subscriptions/${subscription.id}/cancel`;
    // The spec lists only INVALID_STRING_MAX_LENGTH for this 400; PayPal names a missing field too.
    expect(await api("POST", path, { raw: "", unchecked: true })).toMatchObject({
      status: 400,
      body: { details: [{ issue: "MISSING_REQUIRED_PARAMETER", field: "/reason" }] },
    });
    expect(await api("POST", path, { body: { reason: "x".repeat(129) } })).toMatchObject({
      status: 400,
      body: { details: [{ issue: "INVALID_STRING_MAX_LENGTH", field: "/reason" }] },
    });
    expect((await api("GET", `/v1/billing/subscriptions/${subscription.id}`)).body.status).toBe(
      "ACTIVE",
    );
    expect(
      await api("POST", "/v1/billing/subscriptions/I-NOSUCHSUB000/cancel", {
        body: { reason: "x" },
      }),
    ).toMatchObject({ status: 404, body: { details: [{ issue: "INVALID_RESOURCE_ID" }] } });
  });
});

describe("suspending and activating a subscription", () => {
  const shown = async (id: string) => (await api("GET", `/v1/billing/subscriptions/${id}`)).body;
  const relsOf = (subscription: { links: { rel: string }[] }) =>
    subscription.links.map((link) => link.rel);
  const suspendInvalid = {
    status: 422,
    body: {
      name: "UNPROCESSABLE_ENTITY",
      details: [
        {
          issue: "SUBSCRIPTION_STATUS_INVALID",
          description:
            "Invalid subscription status for suspend action; subscription status should be active.",
        },
      ],
    },
  };
  const activateInvalid = {
    status: 422,
    body: {
      name: "UNPROCESSABLE_ENTITY",
      details: [
        {
          issue: "SUBSCRIPTION_STATUS_INVALID",
          description:
            "Invalid subscription status for activate action; subscription status should be suspended.",
        },
      ],
    },
  };

  it("suspends an ACTIVE subscription and activates it again, each once, charging nothing", async () => {
    const subscription = await activeSubscription();
    const path = `/v1/billing/subscriptions/${subscription.id}`;
    const before = await shown(subscription.id);
    const suspendBody = { reason: "Away for the summer" };
    const activateBody = { reason: "Back home" };
    expect(
      validate.request(
        "subscriptions",
        "post",
        "/v1/billing/subscriptions/{id}/suspend",
        suspendBody,
      ),
    ).toEqual([]);
    expect(
      validate.request(
        "subscriptions",
        "post",
        "/v1/billing/subscriptions/{id}/activate",
        activateBody,
      ),
    ).toEqual([]);

    expect(await api("POST", `${path}/suspend`, { body: suspendBody })).toEqual({
      status: 204,
      body: undefined,
    });
    const suspended = await shown(subscription.id);
    expect(suspended).toMatchObject({
      status: "SUSPENDED",
      status_change_note: "Away for the summer",
      status_update_time: new Date(now).toISOString(),
      billing_info: before.billing_info,
    });
    expect(relsOf(suspended)).toEqual(["cancel", "edit", "self", "activate"]);
    expect(suspended.links.at(-1)).toEqual({
      href: `${simulator.baseUrl}${path}/activate`,
      rel: "activate",
      method: "POST",
    });
    expect(await api("POST", `${path}/suspend`, { body: suspendBody })).toMatchObject(
      suspendInvalid,
    );

    expect(await api("POST", `${path}/activate`, { body: activateBody })).toEqual({
      status: 204,
      body: undefined,
    });
    const active = await shown(subscription.id);
    // Nothing charged or owed, and the next cycle billed when it was due.
    expect(active).toMatchObject({ status: "ACTIVE", status_change_note: "Back home" });
    expect(active.billing_info).toEqual(before.billing_info);
    expect(relsOf(active)).toEqual(["cancel", "edit", "self", "suspend"]);
    expect(await api("POST", `${path}/activate`, { body: activateBody })).toMatchObject(
      activateInvalid,
    );

    // Created, activated and paid at approval; suspended; activated again.
    const events = await eventsOf(subscription.id, 5);
    const ofType = (type: string) => events.filter((event) => event.event_type === type);
    expect(ofType("BILLING.SUBSCRIPTION.SUSPENDED")).toEqual([
      expect.objectContaining({
        resource_type: "subscription",
        resource: expect.objectContaining({
          id: subscription.id,
          status: "SUSPENDED",
          status_change_note: "Away for the summer",
          custom_id: subscription.custom_id,
        }),
      }),
    ]);
    const reactivated = ofType("BILLING.SUBSCRIPTION.ACTIVATED").filter(
      (event) => (event.resource as { status_change_note?: string }).status_change_note,
    );
    expect(reactivated).toEqual([
      expect.objectContaining({
        resource: expect.objectContaining({
          status: "ACTIVE",
          status_change_note: "Back home",
          billing_info: before.billing_info,
        }),
      }),
    ]);
    expect(ofType("PAYMENT.SALE.COMPLETED")).toHaveLength(1);
  });

  it("refuses other states (422), bad reasons (400) and unknown subscriptions (404)", async () => {
    const pending = await createSubscription();
    const pendingPath = `/v1/billing/subscriptions/${pending.id}`;
    expect(await api("POST", `${pendingPath}/suspend`, { body: { reason: "x" } })).toMatchObject(
      suspendInvalid,
    );
    expect(await api("POST", `${pendingPath}/activate`, { body: { reason: "x" } })).toMatchObject(
      activateInvalid,
    );

    const subscription = await activeSubscription();
    const path = `/v1/billing/subscriptions/${subscription.id}`;
    // The spec lists only INVALID_STRING_MAX_LENGTH for these 400s; PayPal names the others too.
    expect(await api("POST", `${path}/suspend`, { raw: "", unchecked: true })).toMatchObject({
      status: 400,
      body: { details: [{ issue: "MISSING_REQUIRED_PARAMETER", field: "/reason" }] },
    });
    expect(await api("POST", `${path}/suspend`, { raw: "{", unchecked: true })).toMatchObject({
      status: 400,
      body: { details: [{ issue: "INVALID_PARAMETER_SYNTAX" }] },
    });
    expect(
      await api("POST", `${path}/suspend`, { body: { reason: "x".repeat(129) } }),
    ).toMatchObject({
      status: 400,
      body: { details: [{ issue: "INVALID_STRING_MAX_LENGTH", field: "/reason" }] },
    });
    expect(await api("POST", `${path}/activate`, { body: { reason: "x" } })).toMatchObject(
      activateInvalid,
    );
    expect((await shown(subscription.id)).status).toBe("ACTIVE");

    expect((await api("POST", `${path}/suspend`, { body: { reason: "Pause" } })).status).toBe(204);
    expect(
      await api("POST", `${path}/activate`, { body: { reason: "x".repeat(129) } }),
    ).toMatchObject({
      status: 400,
      body: { details: [{ issue: "INVALID_STRING_MAX_LENGTH", field: "/reason" }] },
    });
    expect(
      await api("POST", `${path}/activate`, { body: { reason: "" }, unchecked: true }),
    ).toMatchObject({
      status: 400,
      body: { details: [{ issue: "INVALID_STRING_MIN_LENGTH", field: "/reason" }] },
    });
    expect((await shown(subscription.id)).status).toBe("SUSPENDED");
    // The activate request's schema does not require a reason.
    expect(await api("POST", `${path}/activate`, { raw: "" })).toEqual({
      status: 204,
      body: undefined,
    });
    const active = await shown(subscription.id);
    expect(active.status).toBe("ACTIVE");
    expect(active).not.toHaveProperty("status_change_note");

    // A suspended subscription can be cancelled, and a cancelled one never activated.
    expect((await api("POST", `${path}/suspend`, { body: { reason: "Pause" } })).status).toBe(204);
    expect((await api("POST", `${path}/cancel`, { body: { reason: "Bye" } })).status).toBe(204);
    expect(await api("POST", `${path}/activate`, { body: { reason: "x" } })).toMatchObject(
      activateInvalid,
    );

    for (const action of ["suspend", "activate"]) {
      expect(
        await api("POST", `/v1/billing/subscriptions/I-NOSUCHSUB000/${action}`, {
          body: { reason: "x" },
        }),
      ).toMatchObject({
        status: 404,
        body: {
          details: [{ issue: "INVALID_RESOURCE_ID", field: "subscription_id", location: "path" }],
        },
      });
    }
  });
});

describe("renewals", () => {
  it("bills a month, fails until suspended, and reactivates on the next payment", async () => {
    const subscription = await activeSubscription();
    const renew = (outcome: "paid" | "failed") =>
      renewPayPalSimulatorSubscription(simulator.options, subscription.id, outcome);
    const typesOf = async (answer: { body: unknown }) => {
      const { event_ids: eventIds, webhook_statuses: statuses } = answer.body as {
        event_ids: string[];
        webhook_statuses: number[];
      };
      expect(statuses.every((status) => status === 204)).toBe(true);
      const delivered = eventIds.map((id) =>
        simulator.received.find((webhook) => JSON.parse(webhook.body).id === id),
      );
      const events = await Promise.all(
        delivered.map((webhook) => verifiedEvent(webhook as ReceivedWebhook)),
      );
      return events.map((event) => event.event_type);
    };
    const shown = async () =>
      (await api("GET", `/v1/billing/subscriptions/${subscription.id}`)).body;

    const paid = await renew("paid");
    expect(paid).toMatchObject({
      status: 200,
      body: { status: "ACTIVE", sale_id: expect.any(String) },
    });
    expect(await typesOf(paid)).toEqual(["PAYMENT.SALE.COMPLETED"]);
    expect((await shown()).billing_info).toMatchObject({
      next_billing_time: "2026-03-31T10:00:00.000Z",
      cycle_executions: [{ cycles_completed: 2 }],
      failed_payments_count: 0,
    });

    for (const count of [1, 2]) {
      const failed = await renew("failed");
      expect(await typesOf(failed)).toEqual(["BILLING.SUBSCRIPTION.PAYMENT.FAILED"]);
      expect(await shown()).toMatchObject({
        status: "ACTIVE",
        billing_info: {
          failed_payments_count: count,
          outstanding_balance: { value: "8.88" },
          last_failed_payment: { amount: { value: "8.88" }, reason_code: "PAYMENT_DENIED" },
          next_billing_time: "2026-03-31T10:00:00.000Z",
        },
      });
    }
    const third = await renew("failed");
    expect(third.body).toMatchObject({ status: "SUSPENDED" });
    expect(await typesOf(third)).toEqual([
      "BILLING.SUBSCRIPTION.PAYMENT.FAILED",
      "BILLING.SUBSCRIPTION.SUSPENDED",
    ]);
    expect(await shown()).toMatchObject({
      status: "SUSPENDED",
      billing_info: { failed_payments_count: 3 },
    });
    const fourth = await renew("failed");
    expect(await typesOf(fourth)).toEqual(["BILLING.SUBSCRIPTION.PAYMENT.FAILED"]);
    // PayPal suspended it: the merchant can neither activate it nor suspend it again.
    const path = `/v1/billing/subscriptions/${subscription.id}`;
    expect((await shown()).links.map((link: { rel: string }) => link.rel)).toEqual([
      "cancel",
      "edit",
      "self",
    ]);
    expect(await api("POST", `${path}/activate`, { body: { reason: "Please" } })).toMatchObject({
      status: 422,
      body: {
        details: [
          {
            issue: "SUBSCRIPTION_CANNOT_BE_ACTIVATED",
            description:
              "Subscription cannot be activated after payment failure threshold has reached.",
          },
        ],
      },
    });
    expect(await api("POST", `${path}/suspend`, { body: { reason: "Pause" } })).toMatchObject({
      status: 422,
      body: { details: [{ issue: "SUBSCRIPTION_STATUS_INVALID" }] },
    });

    const back = await renew("paid");
    expect(back.body).toMatchObject({ status: "ACTIVE" });
    expect(await typesOf(back)).toEqual([
      "BILLING.SUBSCRIPTION.ACTIVATED",
      "PAYMENT.SALE.COMPLETED",
    ]);
    expect(await shown()).toMatchObject({
      status: "ACTIVE",
      billing_info: {
        failed_payments_count: 0,
        outstanding_balance: { value: "0.00" },
        cycle_executions: [{ cycles_completed: 3 }],
        next_billing_time: "2026-04-30T10:00:00.000Z",
      },
    });
    const sales = simulator.received
      .map((webhook) => JSON.parse(webhook.body))
      .filter((event) => event.resource.billing_agreement_id === subscription.id);
    expect(new Set(sales.map((event) => event.resource.id)).size).toBe(3);
  });

  it("bills nothing while the merchant has it suspended: the cycle is missed, not owed", async () => {
    const subscription = await activeSubscription();
    const path = `/v1/billing/subscriptions/${subscription.id}`;
    const renew = (outcome: "paid" | "failed") =>
      renewPayPalSimulatorSubscription(simulator.options, subscription.id, outcome);
    const shown = async () => (await api("GET", path)).body;
    const firstPayment = (await shown()).billing_info.last_payment;
    expect((await api("POST", `${path}/suspend`, { body: { reason: "Pause" } })).status).toBe(204);

    // Whatever the buyer's account would do, no payment is tried.
    const months = [
      ["paid", "2026-03-31T10:00:00.000Z"],
      ["failed", "2026-04-30T10:00:00.000Z"],
    ] as const;
    for (const [outcome, next] of months) {
      const missed = await renew(outcome);
      expect(missed).toMatchObject({
        status: 200,
        body: { status: "SUSPENDED", event_ids: [], webhook_statuses: [] },
      });
      expect(missed.body).not.toHaveProperty("sale_id");
      expect(await shown()).toMatchObject({
        status: "SUSPENDED",
        status_change_note: "Pause",
        billing_info: {
          next_billing_time: next,
          cycle_executions: [{ cycles_completed: 1 }],
          last_payment: firstPayment,
          failed_payments_count: 0,
          outstanding_balance: { value: "0.00" },
        },
      });
      expect((await shown()).billing_info).not.toHaveProperty("last_failed_payment");
    }

    // Activation keeps the date and charges nothing; the cycle due then is billed as usual.
    expect((await api("POST", `${path}/activate`, { body: { reason: "Back" } })).status).toBe(204);
    expect((await shown()).billing_info).toMatchObject({
      next_billing_time: "2026-04-30T10:00:00.000Z",
      last_payment: firstPayment,
      outstanding_balance: { value: "0.00" },
    });
    const paid = await renew("paid");
    expect(paid.body).toMatchObject({ status: "ACTIVE", sale_id: expect.any(String) });
    expect((await shown()).billing_info).toMatchObject({
      next_billing_time: "2026-05-31T10:00:00.000Z",
      cycle_executions: [{ cycles_completed: 2 }],
    });

    // Created, activated and paid; suspended; activated; paid: two sales in all.
    const events = await eventsOf(subscription.id, 6);
    const types = events.map((event) => event.event_type);
    expect(types.filter((type) => type === "PAYMENT.SALE.COMPLETED")).toHaveLength(2);
    expect(types.filter((type) => type === "BILLING.SUBSCRIPTION.PAYMENT.FAILED")).toEqual([]);

    // Suspended by PayPal later, it keeps no note of the merchant's, and a payment bills it.
    for (let failure = 0; failure < 3; failure++) await renew("failed");
    const byPayPal = await shown();
    expect(byPayPal.status).toBe("SUSPENDED");
    expect(byPayPal).not.toHaveProperty("status_change_note");
    expect((await renew("paid")).body).toMatchObject({
      status: "ACTIVE",
      sale_id: expect.any(String),
    });
  });

  it("is served as a control, and only for active or suspended subscriptions", async () => {
    const renew = async (id: string, body: unknown) => {
      const response = await fetch(`${simulator.baseUrl}/simulator/subscriptions/${id}/renew`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as Json };
    };
    const subscription = await activeSubscription();
    expect(await renew(subscription.id, { outcome: "paid" })).toMatchObject({
      status: 200,
      body: { id: subscription.id, status: "ACTIVE", webhook_statuses: [204] },
    });
    expect(await renew(subscription.id, { outcome: "sometimes" })).toMatchObject({
      status: 400,
      body: { details: [{ issue: "INVALID_PARAMETER_VALUE", field: "outcome" }] },
    });
    expect(await renew("I-NOSUCHSUB000", { outcome: "paid" })).toMatchObject({
      status: 404,
      body: { details: [{ issue: "INVALID_RESOURCE_ID" }] },
    });
    const pending = await createSubscription();
    expect(await renew(pending.id, { outcome: "paid" })).toMatchObject({
      status: 422,
      body: { details: [{ issue: "SUBSCRIPTION_STATUS_INVALID" }] },
    });
    await api("POST", `/v1/billing/subscriptions/${subscription.id}/cancel`, {
      body: { reason: "Bye" },
    });
    expect((await renew(subscription.id, { outcome: "paid" })).status).toBe(422);

    const closed = new Hono().route(
      "/",
      createPayPalSimulator({ db: test.db, publicBaseUrl: "http://x", webhookUrl: "http://x" }),
    );
    const answer = await closed.request(`/simulator/subscriptions/${subscription.id}/renew`, {
      method: "POST",
      body: JSON.stringify({ outcome: "paid" }),
    });
    expect(answer.status).toBe(404);
  });

  it("expires a subscription whose plan's last cycle is paid", async () => {
    const plan = await api("POST", "/v1/billing/plans", {
      body: monthlyPlan({
        billing_cycles: [
          {
            frequency: { interval_unit: "WEEK", interval_count: 1 },
            tenure_type: "TRIAL",
            sequence: 1,
            total_cycles: 1,
          },
          { ...monthlyPlan().billing_cycles[0], sequence: 2, total_cycles: 1 },
        ],
      }),
    });
    const subscription = await activeSubscription({ plan_id: plan.body.id });
    // The free trial week makes no sale.
    const trial = await api("GET", `/v1/billing/subscriptions/${subscription.id}`);
    expect(trial.body.billing_info).toMatchObject({
      next_billing_time: "2026-02-07T10:00:00.000Z",
      cycle_executions: [
        { tenure_type: "TRIAL", cycles_completed: 1, cycles_remaining: 0 },
        { tenure_type: "REGULAR", cycles_completed: 0, cycles_remaining: 1 },
      ],
    });
    expect(trial.body.billing_info).not.toHaveProperty("last_payment");
    const last = await renewPayPalSimulatorSubscription(simulator.options, subscription.id, "paid");
    expect(last.body).toMatchObject({ status: "EXPIRED" });
    expect(await eventsOf(subscription.id, 4)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ event_type: "BILLING.SUBSCRIPTION.ACTIVATED" }),
        expect.objectContaining({
          event_type: "PAYMENT.SALE.COMPLETED",
          resource: expect.objectContaining({ amount: expect.objectContaining({ total: "9.99" }) }),
        }),
        expect.objectContaining({
          event_type: "BILLING.SUBSCRIPTION.EXPIRED",
          resource: expect.objectContaining({ status: "EXPIRED" }),
        }),
      ]),
    );
  });
});

describe("revising a subscription's plan", () => {
  const internationalPlanId = "P-DEMO-INTL-MONTHLY";
  beforeAll(async () => {
    // The shop's other plan: the same product (PROD-WASHI-MAIL-CLUB), a dollar more.
    await ensureSimulatorPlan(test.db, {
      id: internationalPlanId,
      name: "Mail Club (International)",
      priceCents: 988,
    });
  });
  const revisePath = (id: string) => `/v1/billing/subscriptions/${id}/revise`;
  const shown = async (id: string) => (await api("GET", `/v1/billing/subscriptions/${id}`)).body;
  const relsOf = (body: { links: { rel: string }[] }) => body.links.map((link) => link.rel);

  /** The buyer's answer on the consent page, as a browser without JavaScript posts it. */
  function answerRevision(baToken: string, choice: string) {
    return fetch(`${simulator.baseUrl}/webapps/billing/subscriptions/update`, {
      method: "POST",
      body: new URLSearchParams({ ba_token: baToken, choice }),
      redirect: "manual",
    });
  }

  /** The amount of a sale, from its delivered PAYMENT.SALE.COMPLETED. */
  const saleAmountOf = (saleId: string) => {
    const webhook = simulator.received.find((w) => JSON.parse(w.body).resource.id === saleId);
    return JSON.parse(webhook?.body ?? "{}").resource?.amount?.total;
  };

  it("waits for the buyer's consent, then bills the new plan from the next cycle", async () => {
    const subscription = await activeSubscription();
    const body = {
      plan_id: internationalPlanId,
      application_context: {
        brand_name: "Washi",
        return_url: "https://shop.example/club/plan/return",
        cancel_url: "https://shop.example/club/plan/cancel",
      },
    };
    const operation = "/v1/billing/subscriptions/{id}/revise";
    expect(validate.request("subscriptions", "post", operation, body)).toEqual([]);
    const revised = await api("POST", revisePath(subscription.id), { body });
    expect(revised).toMatchObject({
      status: 200,
      body: { plan_id: internationalPlanId, plan_overridden: false },
    });
    expect(relsOf(revised.body)).toEqual(["approve", "cancel", "edit", "self", "suspend"]);
    const approveUrl = approveLinkOf(revised.body);
    expect(approveUrl).toMatch(
      new RegExp(`^${simulator.baseUrl}/webapps/billing/subscriptions/update\\?ba_token=BA-`),
    );

    // Until the buyer consents, nothing changes and the old plan is billed.
    expect(await shown(subscription.id)).toMatchObject({ plan_id: planId, status: "ACTIVE" });
    const before = await renewPayPalSimulatorSubscription(
      simulator.options,
      subscription.id,
      "paid",
    );
    expect(saleAmountOf((before.body as { sale_id: string }).sale_id)).toBe("8.88");

    const page = await fetch(approveUrl);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toMatch(/<title>Approve the change to your subscription – PayPal simulator/);
    expect(html).toContain("Mail Club (USA)");
    expect(html).toContain("Mail Club (International)");
    expect(html).toContain("9.88 USD every month");
    expect(html).toContain("2026-03-31");
    expect(html).toMatch(/<legend>[^<]+<\/legend>/);
    expect(html).toMatch(/<button type="submit" name="choice" value="agree"/);
    expect(html).toMatch(/<button type="submit" name="choice" value="cancel"/);
    expect(html).not.toContain("<script");
    const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
    expect(action).toBe(`${simulator.baseUrl}/webapps/billing/subscriptions/update`);
    const baToken = /name="ba_token" value="([^"]+)"/.exec(html)?.[1] ?? "";
    expect(baToken).toBe(tokenOf(approveUrl));

    const agreed = await answerRevision(baToken, "agree");
    expect(agreed.status).toBe(303);
    const back = new URL(agreed.headers.get("location") ?? "");
    expect(`${back.origin}${back.pathname}`).toBe("https://shop.example/club/plan/return");
    expect(Object.fromEntries(back.searchParams)).toEqual({
      subscription_id: subscription.id,
      ba_token: baToken,
      token: baToken,
    });

    // The plan changes; what was paid and when the next cycle is billed do not.
    const switched = await shown(subscription.id);
    expect(switched).toMatchObject({
      plan_id: internationalPlanId,
      status: "ACTIVE",
      billing_info: {
        last_payment: { amount: { value: "8.88" } },
        next_billing_time: "2026-03-31T10:00:00.000Z",
        cycle_executions: [{ cycles_completed: 2 }],
        outstanding_balance: { value: "0.00" },
      },
    });
    const after = await renewPayPalSimulatorSubscription(
      simulator.options,
      subscription.id,
      "paid",
    );
    expect(saleAmountOf((after.body as { sale_id: string }).sale_id)).toBe("9.88");
    expect((await shown(subscription.id)).billing_info.next_billing_time).toBe(
      "2026-04-30T10:00:00.000Z",
    );

    // Created, activated, three sales and the update.
    const events = await eventsOf(subscription.id, 6);
    const updated = events.filter((event) => event.event_type === "BILLING.SUBSCRIPTION.UPDATED");
    expect(updated).toEqual([
      expect.objectContaining({
        resource_type: "subscription",
        summary: "Subscription updated",
        resource: expect.objectContaining({
          id: subscription.id,
          status: "ACTIVE",
          plan_id: internationalPlanId,
          billing_info: switched.billing_info,
        }),
      }),
    ]);

    const again = await answerRevision(baToken, "agree");
    expect(again.status).toBe(409);
    expect(await again.text()).toContain("Change already answered");
    const reopened = await fetch(approveUrl);
    expect(reopened.status).toBe(200);
    expect(await reopened.text()).toContain("Change already answered");
  });

  it("keeps the plan when the buyer cancels; a newer revise replaces the waiting change", async () => {
    const subscription = await activeSubscription();
    const path = revisePath(subscription.id);
    const first = await api("POST", path, { body: { plan_id: internationalPlanId } });
    const firstToken = tokenOf(approveLinkOf(first.body));
    const cancelled = await answerRevision(firstToken, "cancel");
    expect(cancelled.status).toBe(303);
    // Without an application_context of its own, the buyer goes back as at the subscription's start.
    const back = new URL(cancelled.headers.get("location") ?? "");
    expect(`${back.origin}${back.pathname}`).toBe("https://shop.example/club/cancel");
    expect(back.searchParams.get("subscription_id")).toBe(subscription.id);
    expect((await shown(subscription.id)).plan_id).toBe(planId);

    const second = await api("POST", path, { body: { plan_id: internationalPlanId } });
    const secondToken = tokenOf(approveLinkOf(second.body));
    expect(secondToken).not.toBe(firstToken);
    expect((await answerRevision(firstToken, "agree")).status).toBe(409);

    // Asking for the plan it is on needs no consent, and drops the change waiting.
    const same = await api("POST", path, { body: { plan_id: planId } });
    expect(same).toMatchObject({ status: 200, body: { plan_id: planId, plan_overridden: false } });
    expect(relsOf(same.body)).toEqual(["cancel", "edit", "self", "suspend"]);
    expect((await answerRevision(secondToken, "agree")).status).toBe(409);
    expect((await answerRevision(secondToken, "cancel")).status).toBe(409);
    expect((await shown(subscription.id)).plan_id).toBe(planId);

    // A change asked for while suspended by the merchant is consented to as any other.
    expect(
      (
        await api("POST", `/v1/billing/subscriptions/${subscription.id}/suspend`, {
          body: { reason: "Pause" },
        })
      ).status,
    ).toBe(204);
    const third = await api("POST", path, { body: { plan_id: internationalPlanId } });
    expect((await answerRevision(tokenOf(approveLinkOf(third.body)), "agree")).status).toBe(303);
    expect(await shown(subscription.id)).toMatchObject({
      plan_id: internationalPlanId,
      status: "SUSPENDED",
    });
    const events = await eventsOf(subscription.id, 5);
    const types = events.map((event) => event.event_type);
    expect(types.filter((type) => type === "BILLING.SUBSCRIPTION.UPDATED")).toHaveLength(1);
  });

  it("refuses bad bodies (400), unknown ids (404), other products and other states (422)", async () => {
    const subscription = await activeSubscription();
    const path = revisePath(subscription.id);
    expect(await api("POST", path, { raw: "" })).toMatchObject({
      status: 400,
      body: { details: [{ issue: "MISSING_REQUEST_BODY" }] },
    });
    expect(await api("POST", path, { raw: "{" })).toMatchObject({
      status: 400,
      body: { details: [{ issue: "INVALID_PARAMETER_SYNTAX" }] },
    });
    const halfContext = {
      plan_id: internationalPlanId,
      application_context: { return_url: "https://shop.example/club/return" },
    };
    expect(await api("POST", path, { body: halfContext })).toMatchObject({
      status: 400,
      body: {
        details: [
          { issue: "MISSING_REQUIRED_PARAMETER", field: "/application_context/cancel_url" },
        ],
      },
    });
    expect(await api("POST", path, { body: { plan_id: "P-NOSUCHPLAN" } })).toMatchObject({
      status: 404,
      body: {
        details: [
          {
            issue: "INVALID_RESOURCE_ID",
            field: "/plan_id",
            description: "Requested resource ID was not found.",
          },
        ],
      },
    });
    const otherProduct = await api("POST", "/v1/billing/plans", { body: monthlyPlan() });
    expect(await api("POST", path, { body: { plan_id: otherProduct.body.id } })).toMatchObject({
      status: 422,
      body: {
        name: "UNPROCESSABLE_ENTITY",
        details: [
          {
            issue: "PLAN_PRODUCT_NOT_COMPATIBLE",
            description: "The old and the new plans should be for the same product.",
          },
        ],
      },
    });
    // Not in the spec's list for revise: a plan not ACTIVE and a subscription neither ACTIVE nor SUSPENDED.
    const inactive = await api("POST", "/v1/billing/plans", {
      body: monthlyPlan({ product_id: "PROD-WASHI-MAIL-CLUB", status: "INACTIVE" }),
    });
    expect(
      await api("POST", path, { body: { plan_id: inactive.body.id }, unchecked: true }),
    ).toMatchObject({ status: 422, body: { details: [{ issue: "PLAN_STATUS_INVALID" }] } });
    const pending = await createSubscription();
    expect(
      await api("POST", revisePath(pending.id), {
        body: { plan_id: internationalPlanId },
        unchecked: true,
      }),
    ).toMatchObject({ status: 422, body: { details: [{ issue: "SUBSCRIPTION_STATUS_INVALID" }] } });
    expect(
      await api("POST", revisePath("I-NOSUCHSUB000"), { body: { plan_id: internationalPlanId } }),
    ).toMatchObject({
      status: 404,
      body: { details: [{ issue: "INVALID_RESOURCE_ID", field: "subscription_id" }] },
    });
    expect((await shown(subscription.id)).plan_id).toBe(planId);
  });

  it("answers unknown tokens and choices on the consent page with a page, never a 500", async () => {
    const unknown = await fetch(
      `${simulator.baseUrl}/webapps/billing/subscriptions/update?ba_token=BA-NOPE`,
    );
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain("ask for the change again");
    expect((await answerRevision("BA-NOPE", "agree")).status).toBe(404);
    expect((await answerRevision("BA-NOPE", "cancel")).status).toBe(404);
    expect((await answerRevision("BA-NOPE", "maybe")).status).toBe(400);
    // The token of a subscription's own approval asks for no change.
    const subscription = await activeSubscription();
    const creationToken = tokenOf(approveLinkOf(subscription));
    expect((await answerRevision(creationToken, "agree")).status).toBe(409);
  });
});
