/**
 * Moving abroad and back through the PayPal simulator over HTTP: the revise, the member's
 * consent on the simulator's page, and the return confirmed with PayPal's GET. The simulator's
 * webhooks go to a collector here, so the return alone must do the work; the collected
 * BILLING.SUBSCRIPTION.UPDATED is then delivered and must change nothing more.
 */

import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Customer } from "#server/accounts/types.ts";
import type { Database } from "#server/db/client.ts";
import {
  mailClubPlanChanges,
  outboxEmails,
  type PostalAddress,
  paypalSimulatorRecords,
  studioAuditLog,
  subscriptions,
} from "#server/db/schema.ts";
import { memberSubject } from "#server/mail-club/history/member-events.ts";
import { formatIssueMonth, issueMonth, issueMonthKey } from "#server/mail-club/issue-month.ts";
import { issueRecipients } from "#server/mail-club/issues/issue-recipients.ts";
import {
  abandonPlanChange,
  confirmPlanChange,
} from "#server/mail-club/plan-change/confirm-plan-change.ts";
import { changeDeliveryAddress } from "#server/mail-club/subscriptions/change-delivery-address.ts";
import { confirmSubscription } from "#server/mail-club/subscriptions/confirm-subscription.ts";
import { joinMailClub } from "#server/mail-club/subscriptions/join-mail-club.ts";
import { loadJoinablePlan } from "#server/mail-club/subscriptions/joinable-plan.ts";
import type { PaymentServices } from "#server/payments/payment-services.ts";
import type { PayPalWebhookEvent } from "#server/payments/paypal/verify-webhook.ts";
import { processPayPalWebhook } from "#server/payments/process-paypal-webhook.ts";
import { ensureSimulatorPlan } from "#server/paypal-simulator/simulator-plans.ts";
import { writeShopSettings } from "#server/shop/write-shop-settings.ts";
import { writeTaxSettings } from "#server/tax/tax-registrations.ts";
import { insertTestProduct, testShippingAddress } from "#tests/support/fixtures/orders.ts";
import { startTestPaymentServices } from "#tests/support/fixtures/paypal.ts";

let payments: Awaited<ReturnType<typeof startTestPaymentServices>>;
let db: Database;
let services: PaymentServices;
let usaPlan: number;

const berlin: PostalAddress = {
  firstName: "Mika",
  lastName: "Sato",
  addressLine1: "Lindenstraße 5",
  city: "Berlin",
  stateProvince: "",
  postalCode: "10969",
  country: "DE",
};

beforeAll(async () => {
  payments = await startTestPaymentServices();
  ({ db, services } = payments);
  const plan = (paypalPlanId: string, interval: string, priceCents: number) =>
    insertTestProduct(db, {
      kind: "subscription",
      priceCents,
      stock: null,
      flags: { subscription_interval: interval, paypal_plan_id: paypalPlanId },
    });
  usaPlan = await plan("P-MOVE-USA", "monthly", 888);
  await plan("P-MOVE-INTL", "yearly", 988);
  await ensureSimulatorPlan(db, { id: "P-MOVE-USA", name: "USA", priceCents: 888 });
  await ensureSimulatorPlan(db, { id: "P-MOVE-INTL", name: "International", priceCents: 988 });
});
afterAll(() => payments?.close());

let memberCount = 0;

/** POSTs the buyer's answer on a simulator approval page; returns where PayPal sends them. */
async function answerAtPayPal(approveUrl: string, choice: string) {
  const url = new URL(approveUrl);
  const response = await fetch(`${payments.paypal.simulatorUrl}${url.pathname}`, {
    method: "POST",
    body: new URLSearchParams({ ba_token: url.searchParams.get("ba_token") ?? "", choice }),
    redirect: "manual",
  });
  expect(response.status).toBe(303);
  return new URL(response.headers.get("location") ?? "");
}

/** A member on the USA plan, approved at PayPal and confirmed, as the join leaves them. */
async function activeMember() {
  memberCount += 1;
  let customer: Customer | undefined;
  const email = `mover-${memberCount}@example.com`;
  const started = await joinMailClub(services, {
    plan: await loadJoinablePlan(db, usaPlan),
    customer: null,
    guest: { email, firstName: "Mika", lastName: "Sato" },
    deliveryAddress: testShippingAddress,
    clientAddress: "127.0.0.1",
    onAccountMade: async (made) => {
      customer = made;
    },
  });
  if (!customer || !started.approvalUrl) throw new Error("not joined");
  await answerAtPayPal(started.approvalUrl, "subscribe");
  await confirmSubscription(services, { customerId: customer.id });
  return { customerId: customer.id, subscriptionId: started.subscriptionId, email };
}

async function membership(subscriptionId: number) {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
  if (!row) throw new Error("no membership");
  return row;
}

/** The simulator's BILLING.SUBSCRIPTION.UPDATED for a subscription, once it has arrived. */
async function updatedEventOf(paypalSubscriptionId: string) {
  await vi.waitFor(
    () =>
      expect(eventsOf(paypalSubscriptionId, "BILLING.SUBSCRIPTION.UPDATED")).not.toHaveLength(0),
    { timeout: 10_000 },
  );
  const [updated] = eventsOf(paypalSubscriptionId, "BILLING.SUBSCRIPTION.UPDATED");
  if (!updated) throw new Error("no BILLING.SUBSCRIPTION.UPDATED");
  return updated;
}

function eventsOf(paypalSubscriptionId: string, eventType: string) {
  return payments.webhooks.received
    .map((delivery) => JSON.parse(delivery.body) as PayPalWebhookEvent)
    .filter(
      (event) =>
        event.event_type === eventType &&
        (event.resource as { id?: string }).id === paypalSubscriptionId,
    );
}

/** The amounts of the PAYMENT.SALE.COMPLETED events the simulator sent for a subscription. */
async function paypalSalesOf(paypalSubscriptionId: string, count: number) {
  const sales = () =>
    payments.webhooks.received
      .map((delivery) => JSON.parse(delivery.body) as PayPalWebhookEvent)
      .filter((event) => event.event_type === "PAYMENT.SALE.COMPLETED")
      .map(
        (event) => event.resource as { billing_agreement_id?: string; amount?: { total?: string } },
      )
      .filter((sale) => sale.billing_agreement_id === paypalSubscriptionId)
      .map((sale) => sale.amount?.total);
  await vi.waitFor(() => expect(sales().length).toBeGreaterThanOrEqual(count), { timeout: 10_000 });
  return sales();
}

async function historyOf(subscriptionId: number) {
  const rows = await db
    .select({ action: studioAuditLog.action })
    .from(studioAuditLog)
    .where(eq(studioAuditLog.subject, memberSubject(subscriptionId)))
    .orderBy(studioAuditLog.id);
  return rows.map((row) => row.action);
}

/** Moves the member to `address`, confirmed: PayPal's consent link. */
async function moveTo(customerId: number, address: PostalAddress) {
  const change = await changeDeliveryAddress(services, {
    customerId,
    address,
    confirmPlanChange: true,
  });
  if (change.status !== "awaiting-approval") throw new Error(change.status);
  return change;
}

describe("moving abroad", () => {
  it("previews the new plan and price, then waits for PayPal's approval before changing anything", async () => {
    const member = await activeMember();
    const preview = await changeDeliveryAddress(services, {
      customerId: member.customerId,
      address: berlin,
    });
    if (preview.status !== "needs-confirmation") throw new Error(preview.status);
    const before = await membership(member.subscriptionId);
    expect(preview.preview).toMatchObject({
      plan: "international",
      priceCents: 988,
      currentPlan: "usa",
      currentPriceCents: 888,
      firstChargeAt: before.nextBillingAt,
    });
    // Previewing stores nothing and asks nothing of PayPal.
    expect(
      await db
        .select()
        .from(mailClubPlanChanges)
        .where(eq(mailClubPlanChanges.subscriptionId, member.subscriptionId)),
    ).toHaveLength(0);

    const asked = await moveTo(member.customerId, berlin);
    expect(asked.approveUrl).toMatch(/\/webapps\/billing\/subscriptions\/update\?ba_token=BA-/);
    const waiting = await membership(member.subscriptionId);
    expect(waiting).toMatchObject({ plan: "usa", priceCents: 888, paypalPlanId: "P-MOVE-USA" });
    expect(waiting.deliveryAddress.country).toBe("US");
    // Returning without approving changes nothing either.
    expect(
      (
        await confirmPlanChange(services, {
          customerId: member.customerId,
          changeId: asked.changeId,
        })
      ).status,
    ).toBe("pending");
    expect((await membership(member.subscriptionId)).plan).toBe("usa");
  });

  it("switches plan, price and address once approved, from the next issue; the webhook after it changes nothing", async () => {
    const member = await activeMember();
    const asked = await moveTo(member.customerId, berlin);
    const back = await answerAtPayPal(asked.approveUrl, "agree");
    expect(back.pathname).toBe("/subscription/plan-change");
    expect(back.searchParams.get("change")).toBe(String(asked.changeId));

    const now = new Date();
    const confirmed = await confirmPlanChange(services, {
      customerId: member.customerId,
      changeId: asked.changeId,
      now,
    });
    expect(confirmed.status).toBe("approved");
    const after = await membership(member.subscriptionId);
    expect(after).toMatchObject({
      plan: "international",
      priceCents: 988,
      paypalPlanId: "P-MOVE-INTL",
    });
    expect(after.deliveryAddress).toMatchObject({ city: "Berlin", country: "DE" });
    // The member joined today: their first issue is the next one open.
    expect(issueMonthKey(confirmed.appliesFrom)).toBe(after.firstIssue);
    expect((await payments.paypal.client.getSubscription(after.paypalSubscriptionId)).planId).toBe(
      "P-MOVE-INTL",
    );

    // PayPal's webhook arriving after the return, and a reload of the return, change nothing.
    const updated = await updatedEventOf(after.paypalSubscriptionId);
    await processPayPalWebhook(services, updated);
    expect(await membership(member.subscriptionId)).toMatchObject({
      plan: "international",
      paypalPlanId: "P-MOVE-INTL",
    });
    expect(
      (
        await confirmPlanChange(services, {
          customerId: member.customerId,
          changeId: asked.changeId,
        })
      ).status,
    ).toBe("approved");
    expect(
      (await historyOf(member.subscriptionId)).filter(
        (action) => action === "mail-club.plan-change",
      ),
    ).toHaveLength(1);
    const told = await db
      .select({ subject: outboxEmails.subject, text: outboxEmails.text })
      .from(outboxEmails)
      .where(
        and(
          eq(outboxEmails.template, "mail-club-plan-changed"),
          eq(outboxEmails.toAddress, member.email),
        ),
      );
    expect(told).toHaveLength(1);
    expect(told[0]?.subject).toBe("Your Mail Club plan is now International");
    expect(told[0]?.text).toContain("$9.88 a month");
    expect(told[0]?.text).toContain("10969 BERLIN");

    // The month already paid stays as it was; the next billing charges the new price.
    const renewed = await fetch(
      `${payments.paypal.simulatorUrl}/simulator/subscriptions/${after.paypalSubscriptionId}/renew`,
      {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ outcome: "paid" }),
      },
    );
    expect(renewed.ok).toBe(true);
    expect(await paypalSalesOf(after.paypalSubscriptionId, 2)).toEqual(["8.88", "9.88"]);
  });

  it("applies on the webhook alone when the member never comes back", async () => {
    const member = await activeMember();
    const asked = await moveTo(member.customerId, berlin);
    await answerAtPayPal(asked.approveUrl, "agree");
    const paypalId = (await membership(member.subscriptionId)).paypalSubscriptionId;
    const updated = await updatedEventOf(paypalId);
    expect(await processPayPalWebhook(services, updated)).toBe("applied");
    expect(await membership(member.subscriptionId)).toMatchObject({
      plan: "international",
      priceCents: 988,
    });
    expect(await historyOf(member.subscriptionId)).toContain("mail-club.plan-change");
  });

  it("leaves plan and address as they were when the member cancels at PayPal", async () => {
    const member = await activeMember();
    const asked = await moveTo(member.customerId, berlin);
    const back = await answerAtPayPal(asked.approveUrl, "cancel");
    expect(back.searchParams.get("outcome")).toBe("cancelled");
    const outcome = await abandonPlanChange(services, {
      customerId: member.customerId,
      changeId: asked.changeId,
      reason: "cancelled-at-paypal",
    });
    expect(outcome.status).toBe("abandoned");
    const after = await membership(member.subscriptionId);
    expect(after).toMatchObject({ plan: "usa", priceCents: 888, paypalPlanId: "P-MOVE-USA" });
    expect(after.deliveryAddress.country).toBe("US");
    // PayPal's waiting change was dropped: its consent link no longer switches the plan.
    const late = await fetch(
      `${payments.paypal.simulatorUrl}${new URL(asked.approveUrl).pathname}`,
      {
        method: "POST",
        body: new URLSearchParams({
          ba_token: new URL(asked.approveUrl).searchParams.get("ba_token") ?? "",
          choice: "agree",
        }),
        redirect: "manual",
      },
    );
    expect(late.status).toBe(409);
    expect((await payments.paypal.client.getSubscription(after.paypalSubscriptionId)).planId).toBe(
      "P-MOVE-USA",
    );
    expect(await historyOf(member.subscriptionId)).toContain("mail-club.plan-change-abandoned");
  });

  it("moves back to the USA plan the same way", async () => {
    const member = await activeMember();
    const abroad = await moveTo(member.customerId, berlin);
    await answerAtPayPal(abroad.approveUrl, "agree");
    await confirmPlanChange(services, { customerId: member.customerId });
    const home = await moveTo(member.customerId, {
      ...testShippingAddress,
      addressLine1: "7 Willow Court",
    });
    expect(home.preview).toMatchObject({ plan: "usa", priceCents: 888, currentPriceCents: 988 });
    await answerAtPayPal(home.approveUrl, "agree");
    expect((await confirmPlanChange(services, { customerId: member.customerId })).status).toBe(
      "approved",
    );
    const after = await membership(member.subscriptionId);
    expect(after).toMatchObject({ plan: "usa", priceCents: 888, paypalPlanId: "P-MOVE-USA" });
    expect(after.deliveryAddress.addressLine1).toBe("7 Willow Court");
  });

  it("asks PayPal for the new address's tax: home to New York, the state's rate on each payment", async () => {
    await writeTaxSettings(db, {
      registrations: [{ kind: "us_state", region: "NY", number: "NY-1", isHome: true }],
      usTaxedClasses: ["physical", "club"],
    });
    const member = await activeMember();
    const abroad = await moveTo(member.customerId, berlin);
    await answerAtPayPal(abroad.approveUrl, "agree");
    await confirmPlanChange(services, { customerId: member.customerId });
    expect((await membership(member.subscriptionId)).taxRatePpm).toBe(0);

    const albany = {
      ...testShippingAddress,
      city: "Glens Falls",
      stateProvince: "NY",
      postalCode: "12801",
    };
    const home = await moveTo(member.customerId, albany);
    await answerAtPayPal(home.approveUrl, "agree");
    await confirmPlanChange(services, { customerId: member.customerId });
    const after = await membership(member.subscriptionId);
    // No rates file loaded: New York's own 4 %.
    expect(after).toMatchObject({ plan: "usa", taxRatePpm: 40_000 });
    const [record] = await db
      .select({ data: paypalSimulatorRecords.data })
      .from(paypalSimulatorRecords)
      .where(
        and(
          eq(paypalSimulatorRecords.kind, "subscription"),
          eq(paypalSimulatorRecords.id, after.paypalSubscriptionId ?? ""),
        ),
      );
    expect((record?.data as { plan: { taxes?: unknown } } | undefined)?.plan.taxes).toEqual({
      percentage: "4",
      inclusive: false,
    });
    await writeTaxSettings(db, { registrations: [], usTaxedClasses: ["physical", "club"] });
  });

  it("keeps the old address and plan on the issues frozen before the approval", async () => {
    const member = await activeMember();
    const asked = await moveTo(member.customerId, berlin);
    await answerAtPayPal(asked.approveUrl, "agree");
    // Approved long after: the January to March lists are fixed first, as they were.
    const now = new Date("2027-02-26T12:00:00-05:00");
    const confirmed = await confirmPlanChange(services, {
      customerId: member.customerId,
      changeId: asked.changeId,
      now,
    });
    expect(formatIssueMonth(confirmed.appliesFrom)).toBe("April 2027");
    const timeZone = services.timeZone;
    const mine = async (month: number) => {
      const list = await issueRecipients(db, issueMonth(2027, month), { now, timeZone });
      return {
        frozen: list.frozen,
        ...list.recipients.find((r) => r.subscriptionId === member.subscriptionId),
      };
    };
    expect(await mine(3)).toMatchObject({ frozen: true, plan: "usa", address: { country: "US" } });
    expect(await mine(4)).toMatchObject({
      frozen: false,
      plan: "international",
      address: { city: "Berlin", country: "DE" },
    });
  });

  it("a second move replaces the one waiting; keeping the current plan drops it", async () => {
    const member = await activeMember();
    const first = await moveTo(member.customerId, berlin);
    const second = await moveTo(member.customerId, {
      ...berlin,
      city: "Hamburg",
      postalCode: "20095",
    });
    const changes = await db
      .select({ id: mailClubPlanChanges.id, status: mailClubPlanChanges.status })
      .from(mailClubPlanChanges)
      .where(eq(mailClubPlanChanges.subscriptionId, member.subscriptionId))
      .orderBy(mailClubPlanChanges.id);
    expect(changes).toEqual([
      { id: first.changeId, status: "abandoned" },
      { id: second.changeId, status: "pending" },
    ]);
    // Not dropped without PayPal's word: the member may have approved there a moment ago.
    const paypalId = (await membership(member.subscriptionId)).paypalSubscriptionId;
    payments.paypal.failNext(paypalId, "server-error");
    await expect(
      abandonPlanChange(services, { customerId: member.customerId, reason: "kept" }),
    ).rejects.toThrow("PayPal could not be reached");
    const kept = await abandonPlanChange(services, {
      customerId: member.customerId,
      reason: "kept",
    });
    expect(kept.status).toBe("abandoned");
    const [pending] = await db
      .select()
      .from(mailClubPlanChanges)
      .where(
        and(
          eq(mailClubPlanChanges.subscriptionId, member.subscriptionId),
          eq(mailClubPlanChanges.status, "pending"),
        ),
      );
    expect(pending).toBeUndefined();
    expect((await membership(member.subscriptionId)).plan).toBe("usa");
  });

  it("refuses a country the Mail Club is not sent to, and another member's change", async () => {
    const member = await activeMember();
    const other = await activeMember();
    const asked = await moveTo(member.customerId, berlin);
    await expect(
      confirmPlanChange(services, { customerId: other.customerId, changeId: asked.changeId }),
    ).rejects.toThrow("No change of plan is waiting");
    await writeShopSettings(db, { clubUnservedCountries: ["DE"] });
    const refused = changeDeliveryAddress(services, {
      customerId: other.customerId,
      address: berlin,
      confirmPlanChange: true,
    });
    await expect(refused).rejects.toThrow("Sorry, the Mail Club is not sent to Germany");
    await writeShopSettings(db, { clubUnservedCountries: [] });
    expect(await membership(other.subscriptionId)).toMatchObject({ plan: "usa" });
  });
});
