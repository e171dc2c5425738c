// @gate-pglite (tests/README.md): the API's words and shapes over the simulator do not depend on the engine.
import { and, eq, sql } from "drizzle-orm";
import type { Hono } from "hono";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { storeCreditAccount } from "#server/balances/store-credit.ts";
import {
  customers,
  mailClubHolds,
  mailClubIssueAbsentees,
  mailClubIssueRecipients,
  mailClubPrepaid,
  outboxEmails,
  paypalWebhookEvents,
  subscriptionPayments,
  subscriptions,
} from "#server/db/schema.ts";
import type { HttpEnv } from "#server/http/types.ts";
import { createSmtpTransport } from "#server/mail/mail-transport.ts";
import { sendDueMail } from "#server/mail/send-due-mail.ts";
import { cutoffOf } from "#server/mail-club/cutoff.ts";
import { listMemberHistory } from "#server/mail-club/history/member-events.ts";
import { firstChargeAfterHold, syncHoldBilling } from "#server/mail-club/holds/hold-billing.ts";
import { holdMembership } from "#server/mail-club/holds/hold-membership.ts";
import { sendPauseReminders } from "#server/mail-club/holds/pause-reminders.ts";
import { addMonths, parseIssueMonthKey } from "#server/mail-club/issue-month.ts";
import { freezeIssue } from "#server/mail-club/issues/freeze-issue.ts";
import { syncPrepaidBilling } from "#server/mail-club/prepaid/prepaid-billing.ts";
import {
  issuePriceCents,
  prepaidMessages,
  prepayIssues,
} from "#server/mail-club/prepaid/prepay-issues.ts";
import { subscriptionMessages } from "#server/mail-club/subscriptions/subscription-messages.ts";
import { ensureSimulatorPlan } from "#server/paypal-simulator/simulator-plans.ts";
import { writeShopSettings } from "#server/shop/write-shop-settings.ts";
import { giveTestCredit } from "#tests/support/fixtures/balances.ts";
import { insertTestProduct, testShippingAddress } from "#tests/support/fixtures/orders.ts";
import { startTestPayPal, type TestPayPal } from "#tests/support/fixtures/paypal.ts";
import { createCapturingLogger, listen } from "#tests/support/http-app.ts";
import { createPaymentsApi } from "#tests/support/payments-api.ts";
import { refusal } from "#tests/support/refusal.ts";
import { startTestSmtpServer } from "#tests/support/smtp-server.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";

let test: TestDatabase;
let paypal: TestPayPal;
let app: Hono<HttpEnv>;
let shop: Awaited<ReturnType<typeof listen>>;
let usaPlan: number;
let internationalPlan: number;
let planWithoutPayPal: number;

beforeAll(async () => {
  test = await createTestDatabase();
  let served: Hono<HttpEnv> | undefined;
  shop = await listen({
    fetch: (request) => {
      if (!served) throw new Error("not ready");
      return served.fetch(request);
    },
  });
  paypal = await startTestPayPal(test.db, `${shop.url}/api/payments/paypal/webhook`);
  const { logger } = createCapturingLogger("warn");
  app = createPaymentsApi(test.db, paypal, { logger });
  served = app;

  const plan = (paypalPlanId: string, interval: string, priceCents: number) =>
    insertTestProduct(test.db, {
      kind: "subscription",
      priceCents,
      stock: null,
      flags: { subscription_interval: interval, paypal_plan_id: paypalPlanId },
    });
  usaPlan = await plan("P-TEST-USA", "monthly", 888);
  internationalPlan = await plan("P-TEST-INTL", "yearly", 988);
  planWithoutPayPal = await insertTestProduct(test.db, { kind: "subscription", stock: null });
  await ensureSimulatorPlan(test.db, { id: "P-TEST-USA", name: "USA", priceCents: 888 });
  await ensureSimulatorPlan(test.db, { id: "P-TEST-INTL", name: "International", priceCents: 988 });
});
afterAll(async () => {
  await paypal?.close();
  await shop?.close();
  await test?.close();
});
beforeEach(() => test.db.execute(sql`delete from rate_limit_events`));

function call(method: string, path: string, options: { token?: string; body?: unknown } = {}) {
  return app.request(path, {
    method,
    headers: {
      "content-type": "application/json",
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
}

let guestCount = 0;

/**
 * A guest joins through the API (without a password unless `extra` gives one): their new
 * account's token and PayPal's approval link.
 */
async function join(
  productId = usaPlan,
  deliveryAddress = testShippingAddress,
  extra: { guestPassword?: string; guestEmail?: string } = {},
) {
  guestCount += 1;
  const guestEmail = extra.guestEmail ?? `member-${guestCount}@example.com`;
  const response = await call("POST", "/api/subscriptions/create", {
    body: { productId, deliveryAddress, guestName: "Mika Sato", ...extra, guestEmail },
  });
  return { response, guestEmail, body: (await response.json()) as Record<string, string> };
}

async function templatesTo(email: string) {
  const rows = await test.db
    .select({ template: outboxEmails.template, text: outboxEmails.text })
    .from(outboxEmails)
    .where(eq(outboxEmails.toAddress, email))
    .orderBy(outboxEmails.id);
  return rows;
}

function login(email: string, password: string) {
  return call("POST", "/api/auth/login", { body: { email, password } });
}

/** The member answers one of the simulator's consent pages (a join's, a change of plan's). */
function answerAtPayPal(approvalUrl: string, choice: "subscribe" | "agree") {
  const url = new URL(approvalUrl);
  return fetch(`${paypal.simulatorUrl}${url.pathname}`, {
    method: "POST",
    body: new URLSearchParams({ ba_token: url.searchParams.get("ba_token") ?? "", choice }),
    redirect: "manual",
  });
}

/** The member agrees on the simulator's approval page; returns PayPal's subscription id. */
async function approve(approvalUrl: string) {
  const response = await answerAtPayPal(approvalUrl, "subscribe");
  expect(response.status).toBe(303);
  const back = new URL(response.headers.get("location") ?? "");
  expect(back.pathname).toBe("/subscription/return");
  return back.searchParams.get("subscription_id") ?? "";
}

async function activeMember() {
  const joined = await join();
  expect(joined.response.status).toBe(201);
  const subscriptionId = await approve(joined.body.approvalUrl ?? "");
  const confirmed = await call("POST", "/api/subscriptions/confirm", {
    token: joined.body.token,
    body: { subscriptionId },
  });
  expect(confirmed.status).toBe(200);
  return { token: joined.body.token ?? "", subscriptionId, email: joined.guestEmail };
}

async function paymentsOf(paypalSubscriptionId: string) {
  const rows = await test.db
    .select({ id: subscriptionPayments.id })
    .from(subscriptionPayments)
    .innerJoin(subscriptions, eq(subscriptions.id, subscriptionPayments.subscriptionId))
    .where(eq(subscriptions.paypalSubscriptionId, paypalSubscriptionId));
  return rows.length;
}

/** A member whose first payment is recorded, and their membership row. */
async function paidMember() {
  const member = await activeMember();
  await vi.waitFor(async () => expect(await paymentsOf(member.subscriptionId)).toBe(1));
  const [row] = await test.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.paypalSubscriptionId, member.subscriptionId));
  if (!row?.firstIssue) throw new Error("no membership");
  return { member, row: { ...row, firstIssue: row.firstIssue } };
}

/** The payment operations' services, as the shop's jobs and pages have them. */
function shopServices() {
  return {
    db: test.db,
    paypal: paypal.client,
    publicUrl: "https://washi.test",
    timeZone: "America/New_York",
  };
}

/** PayPal bills the subscription now (the simulator's control), its webhooks delivered. */
function renewAtPayPal(paypalSubscriptionId: string, outcome: "paid" | "failed" = "paid") {
  return fetch(`${paypal.simulatorUrl}/simulator/subscriptions/${paypalSubscriptionId}/renew`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ outcome }),
  });
}

describe("POST /api/subscriptions/create", () => {
  it("makes a guest's account, signs them in, and sends them to PayPal", async () => {
    const { response, body } = await join();
    expect(response.status).toBe(201);
    expect(body.approvalUrl).toMatch(/\/webapps\/billing\/subscriptions\?ba_token=BA-/);
    const me = await call("GET", "/api/subscriptions/me", { token: body.token });
    // Not a member until PayPal's approval: the join waiting for it doesn't count.
    expect(me.status).toBe(404);
  });

  it("refuses the USA plan for an address abroad, before any account is made", async () => {
    const { response, body, guestEmail } = await join(usaPlan, {
      ...testShippingAddress,
      country: "CA",
      city: "Vancouver",
      stateProvince: "BC",
      postalCode: "V6B 1A1",
    });
    expect(response.status).toBe(400);
    expect(JSON.stringify(body)).toContain(subscriptionMessages.usaOnly);
    expect(
      await test.db.select().from(customers).where(eq(customers.email, guestEmail)),
    ).toHaveLength(0);
  });

  it("takes an address abroad on the international plan", async () => {
    const { response } = await join(internationalPlan, {
      ...testShippingAddress,
      country: "AU",
      city: "Sydney",
      stateProvince: "NSW",
      postalCode: "2000",
    });
    expect(response.status).toBe(201);
  });

  it("refuses a country the Mail Club is not sent to, naming it", async () => {
    await writeShopSettings(test.db, { clubUnservedCountries: ["NZ"] });
    const { response, body } = await join(internationalPlan, {
      ...testShippingAddress,
      country: "NZ",
      city: "Wellington",
      stateProvince: "",
      postalCode: "6011",
    });
    expect(response.status).toBe(400);
    expect(body).toMatchObject({
      error: {
        details: { "deliveryAddress.country": "Sorry, the Mail Club is not sent to New Zealand" },
      },
    });
    await writeShopSettings(test.db, { clubUnservedCountries: [] });
  });

  it("refuses a plan product without a PayPal plan id with the spec's words", async () => {
    const { response, body } = await join(planWithoutPayPal);
    expect(response.status).toBe(400);
    expect(JSON.stringify(body)).toContain("Invalid subscription product - missing PayPal plan ID");
  });

  it("keeps a guest signed in to their new account when PayPal fails, so a retry joins", async () => {
    paypal.failNext("/v1/billing/subscriptions", "server-error");
    const { response, body } = await join();
    expect(response.status).toBe(503);
    expect(JSON.stringify(body)).toContain(subscriptionMessages.createFailed);
    const retry = await call("POST", "/api/subscriptions/create", {
      token: body.token,
      body: { productId: usaPlan, deliveryAddress: testShippingAddress },
    });
    expect(retry.status).toBe(201);
  });

  it("makes a guest's account without a password and mails a link that sets one", async () => {
    const { response, body, guestEmail } = await join();
    expect(response.status).toBe(201);
    // Signed in through the API meanwhile: the return from PayPal confirms with this token.
    expect((await call("GET", "/api/auth/simple-me", { token: body.token })).status).toBe(200);
    const [account] = await test.db
      .select({ passwordHash: customers.passwordHash })
      .from(customers)
      .where(eq(customers.email, guestEmail));
    expect(account?.passwordHash).toBeNull();
    const mails = await templatesTo(guestEmail);
    expect(mails.map((mail) => mail.template)).toEqual(["mail-club-set-password"]);
    const token = mails[0]?.text.match(
      /https:\/\/washi\.test\/reset-password\?token=([A-Za-z0-9_-]+)/,
    )?.[1];
    expect(token).toBeTruthy();

    // No password opens it: the form's refusal for an empty one, 401 for any other.
    expect((await login(guestEmail, "")).status).toBe(400);
    expect((await login(guestEmail, "folded-paper-crane")).status).toBe(401);

    const reset = await call("POST", "/api/auth/password-reset/reset", {
      body: { token, newPassword: "letterpress-bloom" },
    });
    expect(reset.status).toBe(200);
    const signedIn = await login(guestEmail, "letterpress-bloom");
    expect(signedIn.status).toBe(200);
    expect(await signedIn.json()).toMatchObject({ customer: { email: guestEmail } });
    const again = await call("POST", "/api/auth/password-reset/reset", {
      body: { token, newPassword: "another-fresh-ink" },
    });
    expect(again.status).toBe(400);
  });

  it("takes an empty guestPassword as none", async () => {
    const { response, guestEmail } = await join(usaPlan, testShippingAddress, {
      guestPassword: "",
    });
    expect(response.status).toBe(201);
    expect((await templatesTo(guestEmail)).map((mail) => mail.template)).toEqual([
      "mail-club-set-password",
    ]);
  });

  it("makes a guest's account with the password given, as before", async () => {
    const { response, guestEmail } = await join(usaPlan, testShippingAddress, {
      guestPassword: "folded-paper-crane",
    });
    expect(response.status).toBe(201);
    expect((await templatesTo(guestEmail)).map((mail) => mail.template)).toEqual(["welcome"]);
    expect((await login(guestEmail, "folded-paper-crane")).status).toBe(200);
  });

  it("refuses a password given but too short with the spec's words, before any account", async () => {
    const { response, body, guestEmail } = await join(usaPlan, testShippingAddress, {
      guestPassword: "short",
    });
    expect(response.status).toBe(400);
    expect(body).toMatchObject({
      error: { details: { guestPassword: "Password must be at least 8 characters" } },
    });
    expect(
      await test.db.select().from(customers).where(eq(customers.email, guestEmail)),
    ).toHaveLength(0);
  });

  it.each([
    ["without a password", {}],
    ["with a password", { guestPassword: "another-paper-crane" }],
  ])("sends an e-mail that has an account to sign in, %s", async (_case, extra) => {
    const first = await join(usaPlan, testShippingAddress, { guestPassword: "folded-paper-crane" });
    expect(first.response.status).toBe(201);
    const mailsBefore = (await templatesTo(first.guestEmail)).length;
    const again = await join(usaPlan, testShippingAddress, {
      ...extra,
      guestEmail: first.guestEmail,
    });
    expect(again.response.status).toBe(409);
    expect(again.body).toMatchObject({
      error: { details: { guestEmail: subscriptionMessages.existingAccount } },
    });
    expect(again.body.token).toBeUndefined();
    expect(await templatesTo(first.guestEmail)).toHaveLength(mailsBefore);
    expect((await login(first.guestEmail, "folded-paper-crane")).status).toBe(200);
  });

  it("refuses a second membership while one runs", async () => {
    const member = await activeMember();
    const again = await call("POST", "/api/subscriptions/create", {
      token: member.token,
      body: { productId: usaPlan, deliveryAddress: testShippingAddress },
    });
    expect(again.status).toBe(409);
  });
});

describe("a member's own subscription", () => {
  it("is active after confirming, with its first issue and price", async () => {
    const member = await activeMember();
    const me = await call("GET", "/api/subscriptions/me", { token: member.token });
    expect(me.status).toBe(200);
    const { subscription } = (await me.json()) as { subscription: Record<string, unknown> };
    expect(subscription).toMatchObject({
      subscription_status: "active",
      subscription_type: "usa",
      price: 8.88,
      delivery_address: expect.objectContaining({ city: "Portland" }),
    });
    expect(subscription.first_issue).toMatch(/^[A-Z][a-z]+ 20\d\d$/);
    // The approval's first sale arrives by webhook: one payment.
    await vi.waitFor(async () => expect(await paymentsOf(member.subscriptionId)).toBe(1));
  });

  it("cannot be read, confirmed or cancelled with another member's token", async () => {
    const alice = await activeMember();
    const bob = (await join()).body.token;
    expect((await call("GET", "/api/subscriptions/me", { token: bob })).status).toBe(404);
    expect((await call("POST", "/api/subscriptions/cancel", { token: bob })).status).toBe(404);
    const confirm = await call("POST", "/api/subscriptions/confirm", {
      token: bob,
      body: { subscriptionId: alice.subscriptionId },
    });
    expect(confirm.status).toBe(404);
    const aliceMe = await call("GET", "/api/subscriptions/me", { token: alice.token });
    expect(await aliceMe.json()).toMatchObject({
      subscription: { subscription_status: "active" },
    });
    expect((await call("GET", "/api/subscriptions/me")).status).toBe(401);
  });

  const cancelReasonOf = async (paypalSubscriptionId: string) => {
    const [row] = await test.db
      .select({ reason: subscriptions.cancelReason, text: subscriptions.cancelReasonText })
      .from(subscriptions)
      .where(eq(subscriptions.paypalSubscriptionId, paypalSubscriptionId));
    return row;
  };

  it("cancels at PayPal too, once, and keeps the member's reason", async () => {
    const member = await activeMember();
    const cancelled = await call("POST", "/api/subscriptions/cancel", {
      token: member.token,
      body: { reason: "too_expensive" },
    });
    expect(cancelled.status).toBe(200);
    expect(await cancelled.json()).toMatchObject({ success: true, status: "cancelled" });
    expect(await cancelReasonOf(member.subscriptionId)).toEqual({
      reason: "too_expensive",
      text: null,
    });
    expect((await paypal.client.getSubscription(member.subscriptionId)).status).toBe("CANCELLED");
    const me = await call("GET", "/api/subscriptions/me", { token: member.token });
    expect(await me.json()).toMatchObject({ subscription: { subscription_status: "cancelled" } });
    const again = await call("POST", "/api/subscriptions/cancel", { token: member.token });
    expect(again.status).toBe(404);
  });

  it("keeps the member's own words with 'other', and cancels without any answer", async () => {
    const worded = await activeMember();
    const other = await call("POST", "/api/subscriptions/cancel", {
      token: worded.token,
      body: { reason: "other", reasonText: "  Too many cats on the envelopes  " },
    });
    expect(other.status).toBe(200);
    expect(await cancelReasonOf(worded.subscriptionId)).toEqual({
      reason: "other",
      text: "Too many cats on the envelopes",
    });
    const silent = await activeMember();
    const none = await call("POST", "/api/subscriptions/cancel", {
      token: silent.token,
      body: { reason: null, reasonText: "" },
    });
    expect(none.status).toBe(200);
    expect(await cancelReasonOf(silent.subscriptionId)).toEqual({ reason: null, text: null });
  });

  it("takes a reason in the member's own words as other, and refuses too long words, cancelling nothing", async () => {
    const member = await activeMember();
    const long = await call("POST", "/api/subscriptions/cancel", {
      token: member.token,
      body: { reason: "other", reasonText: "x".repeat(501) },
    });
    expect(long.status).toBe(400);
    expect(JSON.stringify(await long.json())).toContain("500 characters or fewer");
    expect((await paypal.client.getSubscription(member.subscriptionId)).status).toBe("ACTIVE");
    const me = await call("GET", "/api/subscriptions/me", { token: member.token });
    expect(await me.json()).toMatchObject({ subscription: { subscription_status: "active" } });
    const ownWords = await call("POST", "/api/subscriptions/cancel", {
      token: member.token,
      body: { reason: "Moving house" },
    });
    expect(ownWords.status).toBe(200);
    expect(await cancelReasonOf(member.subscriptionId)).toEqual({
      reason: "other",
      text: "Moving house",
    });
  });

  it("stays active and says so when PayPal cannot cancel it right now", async () => {
    const member = await activeMember();
    paypal.failNext("/cancel", "server-error");
    const refused = await call("POST", "/api/subscriptions/cancel", { token: member.token });
    expect(refused.status).toBe(503);
    expect(JSON.stringify(await refused.json())).toContain(subscriptionMessages.cancelFailed);
    const me = await call("GET", "/api/subscriptions/me", { token: member.token });
    expect(await me.json()).toMatchObject({ subscription: { subscription_status: "active" } });
    expect((await paypal.client.getSubscription(member.subscriptionId)).status).toBe("ACTIVE");
  });

  it("records each renewal once, whatever PayPal redelivers", async () => {
    const member = await activeMember();
    await vi.waitFor(async () => expect(await paymentsOf(member.subscriptionId)).toBe(1));
    const renewed = await renewAtPayPal(member.subscriptionId);
    expect(renewed.ok).toBe(true);
    await vi.waitFor(async () => expect(await paymentsOf(member.subscriptionId)).toBe(2));
  });

  it("skips an issue: PayPal billing suspended, the renewal meanwhile charges nothing, billing back after it", async () => {
    const { member, row } = await paidMember();
    const services = shopServices();
    const placed = await holdMembership(services, { customerId: row.customerId, kind: "skip" });
    expect((await paypal.client.getSubscription(member.subscriptionId)).status).toBe("SUSPENDED");
    // PayPal's SUSPENDED webhook is the shop's own doing: the membership runs on, no alarm mail.
    await vi.waitFor(async () => {
      const events = await test.db
        .select({ processedAt: paypalWebhookEvents.processedAt })
        .from(paypalWebhookEvents)
        .where(
          and(
            eq(paypalWebhookEvents.resourceId, member.subscriptionId),
            eq(paypalWebhookEvents.eventType, "BILLING.SUBSCRIPTION.SUSPENDED"),
          ),
        );
      expect(events[0]?.processedAt).toBeTruthy();
    });
    const me = await call("GET", "/api/subscriptions/me", { token: member.token });
    expect(await me.json()).toMatchObject({ subscription: { subscription_status: "active" } });
    const templates = (await templatesTo(member.email)).map((mail) => mail.template);
    expect(templates).not.toContain("mail-club-payment-failed");

    const renew = () => renewAtPayPal(member.subscriptionId);
    const skipped = await renew();
    expect(await skipped.json()).not.toHaveProperty("sale_id");
    expect(await paymentsOf(member.subscriptionId)).toBe(1);

    // Not before the skipped billing date has passed; then PayPal bills again.
    const [hold] = await test.db
      .select()
      .from(mailClubHolds)
      .where(eq(mailClubHolds.id, placed.row.id));
    const resumeAt = hold?.billingResumeAfter ?? new Date(0);
    await syncHoldBilling(services, new Date(resumeAt.getTime() - 60_000));
    expect((await paypal.client.getSubscription(member.subscriptionId)).status).toBe("SUSPENDED");
    await syncHoldBilling(services, resumeAt);
    expect((await paypal.client.getSubscription(member.subscriptionId)).status).toBe("ACTIVE");
    expect((await renew()).ok).toBe(true);
    await vi.waitFor(async () => expect(await paymentsOf(member.subscriptionId)).toBe(2));
  });

  it("prepays 2 issues from store credit: the next two renewals charge nothing, the rest stays as credit, billing back after", async () => {
    const { member, row } = await paidMember();
    const services = shopServices();
    const price = issuePriceCents(row);
    await giveTestCredit(test.db, row.customerId, 2 * price + 300, "Lost envelope");
    const said = await prepayIssues(services, { customerId: row.customerId });
    expect(said).toMatch(/^2 issues are prepaid from your balance: /);
    expect((await paypal.client.getSubscription(member.subscriptionId)).status).toBe("SUSPENDED");
    expect(await storeCreditAccount(test.db, row.customerId)).toMatchObject({
      balanceCents: 300,
      entries: [{ kind: "club_prepaid", amountCents: -2 * price }, { kind: "issued" }],
    });
    // One prepayment at a time; the credit left does not cover an issue anyway.
    expect((await refusal(prepayIssues(services, { customerId: row.customerId }))).message).toBe(
      prepaidMessages.alreadyPrepaid,
    );
    const me = await call("GET", "/api/subscriptions/me", { token: member.token });
    expect(await me.json()).toMatchObject({ subscription: { subscription_status: "active" } });

    for (const _renewal of [1, 2]) {
      const renewal = await renewAtPayPal(member.subscriptionId);
      expect(await renewal.json()).not.toHaveProperty("sale_id");
    }
    expect(await paymentsOf(member.subscriptionId)).toBe(1);

    const [prepaid] = await test.db
      .select()
      .from(mailClubPrepaid)
      .where(eq(mailClubPrepaid.subscriptionId, row.id));
    const resumeAt = prepaid?.billingResumeAfter ?? new Date(0);
    await syncPrepaidBilling(services, new Date(resumeAt.getTime() - 60_000));
    expect((await paypal.client.getSubscription(member.subscriptionId)).status).toBe("SUSPENDED");
    await syncPrepaidBilling(services, resumeAt);
    expect((await paypal.client.getSubscription(member.subscriptionId)).status).toBe("ACTIVE");
    expect((await renewAtPayPal(member.subscriptionId)).ok).toBe(true);
    await vi.waitFor(async () => expect(await paymentsOf(member.subscriptionId)).toBe(2));
  });

  it("pauses 2 issues: absent from 2 frozen lists, on the third, and reminded by e-mail a week before the first charge after", async () => {
    // Every member here joins now, so their first issue is the same: each test freezes its own.
    await test.db.execute(sql`delete from mail_club_issues`);
    const { member, row } = await paidMember();
    const services = shopServices();
    const placed = await holdMembership(services, {
      customerId: row.customerId,
      kind: "pause",
      issueCount: 2,
    });
    expect((await paypal.client.getSubscription(member.subscriptionId)).status).toBe("SUSPENDED");

    const first = parseIssueMonthKey(row.firstIssue);
    if (!first) throw new Error("bad first issue");
    const onList = async (month: typeof first) => {
      const { issue } = await freezeIssue(test.db, month, {
        now: cutoffOf(month, services.timeZone),
        timeZone: services.timeZone,
      });
      const [absent] = await test.db
        .select({ reason: mailClubIssueAbsentees.reason })
        .from(mailClubIssueAbsentees)
        .where(
          and(
            eq(mailClubIssueAbsentees.issueId, issue.id),
            eq(mailClubIssueAbsentees.subscriptionId, row.id),
          ),
        );
      const listed = await test.db
        .select({ id: mailClubIssueRecipients.subscriptionId })
        .from(mailClubIssueRecipients)
        .where(
          and(
            eq(mailClubIssueRecipients.issueId, issue.id),
            eq(mailClubIssueRecipients.subscriptionId, row.id),
          ),
        );
      return listed.length > 0 ? "listed" : absent?.reason;
    };
    expect(await onList(first)).toBe("paused");
    expect(await onList(addMonths(first, 1))).toBe("paused");
    expect(await onList(addMonths(first, 2))).toBe("listed");

    const [hold] = await test.db
      .select()
      .from(mailClubHolds)
      .where(eq(mailClubHolds.id, placed.row.id));
    const chargeAt = hold && firstChargeAfterHold(hold, services.timeZone);
    if (!chargeAt) throw new Error("billing was not suspended for the pause");
    const weekBefore = new Date(chargeAt.getTime() - 7 * 24 * 60 * 60 * 1000 + 60_000);
    await sendPauseReminders(services, weekBefore);
    const smtp = await startTestSmtpServer();
    const transport = createSmtpTransport({ smtpUrl: smtp.url, from: "Washi <shop@washi.test>" });
    try {
      await sendDueMail({
        db: test.db,
        transport,
        logger: createCapturingLogger("warn").logger,
        clock: () => weekBefore,
      });
      const reminder = smtp.received.find(
        (mail) => mail.rcptTo.includes(member.email) && mail.raw.includes("pause_ends_soon"),
      );
      expect(reminder?.raw.replace(/=\r?\n/g, "")).toContain("Next payment: $8.88 on");
    } finally {
      transport.close();
      await smtp.close();
    }
  });

  it("fails a payment in plain sight: arrears, e-mail, held at the cutoff, put back when paid", async () => {
    // Every member here joins now, so their first issue is the same: each test freezes its own.
    await test.db.execute(sql`delete from mail_club_issues`);
    const { member, row } = await paidMember();
    const renew = (outcome: "paid" | "failed") => renewAtPayPal(member.subscriptionId, outcome);

    expect((await renew("failed")).ok).toBe(true);
    const failedMail = (await templatesTo(member.email)).find(
      (mail) => mail.template === "mail-club-payment-failed",
    );
    expect(failedMail?.text).toContain("PayPal tries again by itself");
    expect(failedMail?.text).toContain(`${paypal.simulatorUrl}/myaccount/autopay/`);
    const me = await call("GET", "/api/subscriptions/me", { token: member.token });
    expect(await me.json()).toMatchObject({
      subscription: {
        subscription_status: "active",
        payment_problem: {
          amount: 8.88,
          failures_in_row: 1,
          suspended: false,
          fix_payment_url: `${paypal.simulatorUrl}/myaccount/autopay/`,
        },
      },
    });
    // PayPal's third failure in a row suspends it; the member is held, not gone.
    await renew("failed");
    await renew("failed");
    const [suspended] = await test.db
      .select({ status: subscriptions.status })
      .from(subscriptions)
      .where(eq(subscriptions.id, row.id));
    expect(suspended?.status).toBe("suspended");

    const month = parseIssueMonthKey(row.firstIssue);
    if (!month) throw new Error("bad first issue");
    const timeZone = "America/New_York";
    const { issue } = await freezeIssue(test.db, month, {
      now: cutoffOf(month, timeZone),
      timeZone,
    });
    const listed = async () =>
      (
        await test.db
          .select({ id: mailClubIssueRecipients.subscriptionId })
          .from(mailClubIssueRecipients)
          .where(eq(mailClubIssueRecipients.issueId, issue.id))
      ).map((recipient) => recipient.id);
    const absent = () =>
      test.db
        .select({
          id: mailClubIssueAbsentees.subscriptionId,
          reason: mailClubIssueAbsentees.reason,
        })
        .from(mailClubIssueAbsentees)
        .where(eq(mailClubIssueAbsentees.issueId, issue.id));
    expect(await listed()).not.toContain(row.id);
    expect(await absent()).toContainEqual({ id: row.id, reason: "held" });

    expect((await renew("paid")).ok).toBe(true);
    expect(await listed()).toContain(row.id);
    expect(await absent()).not.toContainEqual({ id: row.id, reason: "held" });
    const paid = await call("GET", "/api/subscriptions/me", { token: member.token });
    expect(await paid.json()).toMatchObject({ subscription: { payment_problem: null } });
    const history = await listMemberHistory(test.db, row.id);
    expect(history.map((event) => event.action)).toEqual([
      "mail-club.payment-settled",
      "mail-club.payment-failed",
      "mail-club.payment-failed",
      "mail-club.payment-failed",
    ]);
    expect(history[0]?.details).toMatchObject({ issuesPutBack: [row.firstIssue] });
  });

  it("ignores a webhook whose signature is forged", async () => {
    const member = await activeMember();
    const forged = await app.request("/api/payments/paypal/webhook", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "paypal-transmission-id": "6f1c2a30-0000-0000-0000-000000000000",
        "paypal-transmission-time": new Date().toISOString(),
        "paypal-transmission-sig": "Zm9yZ2Vk",
        "paypal-cert-url": `${paypal.simulatorUrl}/v1/notifications/certs/CERT-local`,
        "paypal-auth-algo": "SHA256withRSA",
      },
      body: JSON.stringify({
        id: "WH-FORGED-1",
        event_type: "BILLING.SUBSCRIPTION.CANCELLED",
        create_time: new Date(Date.now() + 60_000).toISOString(),
        resource: { id: member.subscriptionId, status: "CANCELLED" },
      }),
    });
    expect(forged.status).toBeGreaterThanOrEqual(400);
    const me = await call("GET", "/api/subscriptions/me", { token: member.token });
    expect(await me.json()).toMatchObject({ subscription: { subscription_status: "active" } });
  });
});

describe("PUT /api/subscriptions/delivery-address", () => {
  const berlin = {
    firstName: "Mika",
    lastName: "Sato",
    addressLine1: "Lindenstraße 5",
    city: "Berlin",
    stateProvince: "",
    postalCode: "10969",
    country: "DE",
  };
  const put = (token: string, deliveryAddress: object) =>
    call("PUT", "/api/subscriptions/delivery-address", { token, body: { deliveryAddress } });
  const me = async (token: string) =>
    (
      (await (await call("GET", "/api/subscriptions/me", { token })).json()) as {
        subscription: Record<string, unknown> & { delivery_address: { city: string } };
      }
    ).subscription;

  it("changes an address within the plan at once, as before", async () => {
    const member = await activeMember();
    const moved = await put(member.token, {
      ...testShippingAddress,
      addressLine1: "48 Alder Lane",
    });
    expect(moved.status).toBe(200);
    expect(await moved.json()).toMatchObject({
      success: true,
      delivery_address: { addressLine1: "48 Alder Lane" },
      applies_from_issue: expect.stringMatching(/^[A-Z][a-z]+ 20\d\d$/),
    });
  });

  it("answers a move abroad with PayPal's approval link; the plan switches once the member approves", async () => {
    const member = await activeMember();
    const moved = await put(member.token, berlin);
    expect(moved.status).toBe(202);
    const body = (await moved.json()) as Record<string, string>;
    expect(body).toMatchObject({
      success: true,
      approvalUrl: expect.stringMatching(/\/webapps\/billing\/subscriptions\/update\?ba_token=BA-/),
      subscription_type: "international",
      price: 9.88,
      previous_price: 8.88,
      applies_from_issue: expect.stringMatching(/^[A-Z][a-z]+ 20\d\d$/),
    });
    expect(body.first_charge_date).toBe((await me(member.token)).next_payment_date);
    // Nothing changes before the approval.
    expect(await me(member.token)).toMatchObject({
      subscription_type: "usa",
      price: 8.88,
      delivery_address: { city: "Portland" },
      pending_plan_change: {
        subscription_type: "international",
        price: 9.88,
        delivery_address: { city: "Berlin" },
        approvalUrl: body.approvalUrl,
      },
    });

    const agreed = await answerAtPayPal(body.approvalUrl ?? "", "agree");
    expect(agreed.status).toBe(303);
    expect(agreed.headers.get("location")).toMatch(
      /^https:\/\/washi\.test\/subscription\/plan-change\?change=\d+&subscription_id=I-/,
    );
    // PayPal's BILLING.SUBSCRIPTION.UPDATED webhook applies it.
    await vi.waitFor(async () =>
      expect(await me(member.token)).toMatchObject({
        subscription_type: "international",
        price: 9.88,
        delivery_address: { city: "Berlin", country: "DE" },
        pending_plan_change: null,
      }),
    );
    expect((await paypal.client.getSubscription(member.subscriptionId)).planId).toBe("P-TEST-INTL");
  });

  it("refuses a country the Mail Club is not sent to, changing nothing", async () => {
    const member = await activeMember();
    await writeShopSettings(test.db, { clubUnservedCountries: ["DE"] });
    const refused = await put(member.token, berlin);
    await writeShopSettings(test.db, { clubUnservedCountries: [] });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      error: {
        details: { "deliveryAddress.country": "Sorry, the Mail Club is not sent to Germany" },
      },
    });
    expect((await paypal.client.getSubscription(member.subscriptionId)).planId).toBe("P-TEST-USA");
  });

  it("says so when PayPal cannot be reached, changing nothing", async () => {
    const member = await activeMember();
    paypal.failNext("/revise", "server-error");
    const refused = await put(member.token, berlin);
    expect(refused.status).toBe(503);
    expect(JSON.stringify(await refused.json())).toContain("PayPal could not be reached");
    expect(await me(member.token)).toMatchObject({ subscription_type: "usa" });
  });
});
