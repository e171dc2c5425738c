/**
 * A Mail Club offer (issue 43, decision 041) through the real PayPal client and the simulator:
 * the member's subscription is on a plan whose first issue costs the intro price, then the
 * plan's; the offer's uses are claimed under the code's lock, given back when PayPal refuses,
 * and an offer ended later never changes a membership that has it.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "#server/db/client.ts";
import {
  customers,
  discountUses,
  mailClubIntroPlans,
  subscriptionPayments,
  subscriptions,
} from "#server/db/schema.ts";
import { discountMessages } from "#server/discounts/discount-messages.ts";
import { discountReport } from "#server/discounts/studio/discount-report.ts";
import { addMonths } from "#server/mail-club/issue-month.ts";
import { confirmSubscription } from "#server/mail-club/subscriptions/confirm-subscription.ts";
import { getMemberSubscription } from "#server/mail-club/subscriptions/member-subscription.ts";
import { startSubscription } from "#server/mail-club/subscriptions/start-subscription.ts";
import type { PaymentServices } from "#server/payments/payment-services.ts";
import { ensureSimulatorPlan } from "#server/paypal-simulator/simulator-plans.ts";
import { insertTestDiscount } from "#tests/support/fixtures/discounts.ts";
import { insertTestProduct, testShippingAddress } from "#tests/support/fixtures/orders.ts";
import { startTestPaymentServices, type TestPayPal } from "#tests/support/fixtures/paypal.ts";
import { refusal } from "#tests/support/refusal.ts";

let payments: Awaited<ReturnType<typeof startTestPaymentServices>>;
let db: Database;
let services: PaymentServices;
let paypal: TestPayPal;
let planProductId: number;

beforeAll(async () => {
  payments = await startTestPaymentServices();
  ({ db, services, paypal } = payments);
  planProductId = await insertTestProduct(db, {
    kind: "subscription",
    priceCents: 888,
    stock: null,
    flags: { subscription_interval: "monthly", paypal_plan_id: "P-OFFER-USA" },
  });
  await ensureSimulatorPlan(db, { id: "P-OFFER-USA", name: "USA", priceCents: 888 });
});
afterAll(() => payments?.close());
beforeEach(() => db.execute(sql`delete from rate_limit_events`));

let people = 0;
async function newCustomer() {
  people += 1;
  const [customer] = await db
    .insert(customers)
    .values({
      email: `offer-${people}-${Date.now()}@example.com`,
      passwordHash: "not-a-real-hash",
      firstName: "Mika",
      lastName: "Sato",
      customerNumber: `C-OFFER-${people}-${Date.now()}`,
    })
    .returning();
  if (!customer) throw new Error("no customer");
  return customer;
}

const homeOf = (n: number) => ({ ...testShippingAddress, addressLine1: `${n} Offer Lane` });

async function join(code: string, customer?: Awaited<ReturnType<typeof newCustomer>>) {
  const member = customer ?? (await newCustomer());
  const started = await startSubscription(services, {
    customer: member,
    productId: planProductId,
    deliveryAddress: homeOf(member.id),
    discountCode: code,
  });
  return { member, started };
}

/** The member approves at the simulator and the shop confirms: the membership runs. */
async function approve(started: { approvalUrl: string }, customerId: number) {
  const approval = new URL(started.approvalUrl);
  const approved = await fetch(`${paypal.simulatorUrl}${approval.pathname}`, {
    method: "POST",
    body: new URLSearchParams({
      ba_token: approval.searchParams.get("ba_token") ?? "",
      choice: "subscribe",
    }),
    redirect: "manual",
  });
  expect(approved.status).toBe(303);
  await confirmSubscription(services, { customerId });
}

async function renew(paypalSubscriptionId: string) {
  const answer = await fetch(
    `${paypal.simulatorUrl}/simulator/subscriptions/${paypalSubscriptionId}/renew`,
    {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ outcome: "paid" }),
    },
  );
  expect(answer.status).toBe(200);
}

async function rowOf(id: number) {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id));
  if (!row) throw new Error(`no subscription ${id}`);
  return row;
}

const offer = (fields = {}) =>
  insertTestDiscount(db, {
    kind: "club_intro",
    percentOff: null,
    introPriceCents: 400,
    introIssues: 1,
    scope: "club_plans",
    ...fields,
  });

describe("a Mail Club offer", () => {
  it("bills the first issue at $4 and the next at $8.88, and says when the full price starts", async () => {
    const { code } = await offer({ perCustomerLimit: 1 });
    const { member, started } = await join(code ?? "");
    const row = await rowOf(started.subscriptionId);
    expect(row).toMatchObject({ priceCents: 888, introPriceCents: 400, introIssues: 1 });
    expect(row.paypalPlanId).not.toBe("P-OFFER-USA");

    const plan = await paypal.client.getPlan(row.paypalPlanId);
    expect(plan).toMatchObject({
      trial: { priceCents: 400, cycles: 1 },
      regular: { priceCents: 888, intervalUnit: "MONTH", intervalCount: 1 },
    });

    await approve(started, member.id);
    const paidFirst = await paypal.client.getSubscription(row.paypalSubscriptionId);
    expect(paidFirst.lastPayment?.amountCents).toBe(400);
    await renew(row.paypalSubscriptionId);
    const paidNext = await paypal.client.getSubscription(row.paypalSubscriptionId);
    expect(paidNext.lastPayment?.amountCents).toBe(888);

    const membership = await getMemberSubscription(db, member.id, {
      now: new Date(),
      timeZone: services.timeZone,
    });
    const firstIssue = membership?.firstIssue;
    expect(firstIssue).toBeTruthy();
    expect(membership?.intro).toEqual({
      priceCents: 400,
      issues: 1,
      fullPriceFrom: firstIssue && addMonths(firstIssue, 1),
    });
  });

  it("makes one PayPal plan for one set of terms, shared by every join with them", async () => {
    const { code } = await offer({ introPriceCents: 300, introIssues: 2 });
    await join(code ?? "");
    await join(code ?? "");
    const plans = await db
      .select()
      .from(mailClubIntroPlans)
      .where(eq(mailClubIntroPlans.introPriceCents, 300));
    expect(plans).toHaveLength(1);
  });

  it("takes exactly as many joins as its uses when they race, and says why to the rest", async () => {
    const { id, code } = await offer({ usageLimit: 5 });
    const members = await Promise.all(Array.from({ length: 20 }, () => newCustomer()));
    const results = await Promise.allSettled(members.map((member) => join(code ?? "", member)));
    const refused = results.flatMap((result) =>
      result.status === "rejected" ? [result.reason] : [],
    );
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(5);
    expect(refused).toHaveLength(15);
    for (const reason of refused)
      expect(reason).toMatchObject({ message: discountMessages.usedUp });
    const uses = await db.select().from(discountUses).where(eq(discountUses.discountId, id));
    expect(uses.every((use) => use.subscriptionId !== null)).toBe(true);
    expect(uses).toHaveLength(5);
  });

  it("gives its use back when PayPal refuses the membership", async () => {
    const { id, code } = await offer({ usageLimit: 1 });
    paypal.failNext("/v1/billing/subscriptions", "server-error");
    await refusal(join(code ?? ""));
    expect(await db.select().from(discountUses).where(eq(discountUses.discountId, id))).toEqual([]);
    await expect(join(code ?? "")).resolves.toBeDefined();
  });

  it("is once per member, for a first membership when the maker says so, and never for the shop's codes", async () => {
    const { code } = await offer({ perCustomerLimit: 1, newCustomersOnly: true });
    const { member, started } = await join(code ?? "");
    await approve(started, member.id);
    await db
      .update(subscriptions)
      .set({ status: "cancelled" })
      .where(eq(subscriptions.id, started.subscriptionId));
    expect((await refusal(join(code ?? "", member))).message).toBe(discountMessages.newMembersOnly);

    const { code: onceOnly } = await offer({ perCustomerLimit: 1 });
    const someone = await newCustomer();
    const first = await join(onceOnly ?? "", someone);
    await db
      .update(subscriptions)
      .set({ status: "cancelled" })
      .where(eq(subscriptions.id, first.started.subscriptionId));
    expect((await refusal(join(onceOnly ?? "", someone))).message).toBe(
      discountMessages.alreadyUsed,
    );

    const { code: shopCode } = await insertTestDiscount(db, { percentOff: 10 });
    const error = await refusal(join(shopCode ?? ""));
    expect(error).toMatchObject({
      message: discountMessages.notForTheMailClub,
      details: { field: "discountCode" },
    });
  });

  it("keeps a membership's offer when the code is archived afterwards", async () => {
    const { id, code } = await offer();
    const { started } = await join(code ?? "");
    await db.execute(sql`update discounts set archived_at = now() where id = ${id}`);
    expect(await rowOf(started.subscriptionId)).toMatchObject({
      introPriceCents: 400,
      introIssues: 1,
    });
    expect((await refusal(join(code ?? ""))).message).toBe(discountMessages.notValid);
  });
});

describe("a Mail Club offer's figures", () => {
  it("counts the members who joined with it and those who paid past their intro issue", async () => {
    const { id, code } = await offer();
    const joined = [await join(code ?? ""), await join(code ?? "")];
    for (const { member, started } of joined) await approve(started, member.id);
    // PayPal's sales reach the shop by webhook; here they are written as the webhook would.
    const [stayer] = joined;
    const paid = (cents: number, n: number) => ({
      subscriptionId: stayer?.started.subscriptionId ?? 0,
      paypalSaleId: `SALE-FIGURES-${id}-${n}`,
      amountCents: cents,
      paidAt: new Date(),
    });
    await db.insert(subscriptionPayments).values([paid(400, 1), paid(888, 2)]);
    const row = (await discountReport(db, new Date())).find((discount) => discount.id === id);
    expect(row).toMatchObject({
      uses: 2,
      givenCents: 2 * 488,
      club: { joined: 2, stayedAfterIntro: 1 },
    });
  });
});
