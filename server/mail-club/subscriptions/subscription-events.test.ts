import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#server/db/client.ts";
import { customers, outboxEmails, subscriptionPayments, subscriptions } from "#server/db/schema.ts";
import type { PaymentServices } from "#server/payments/payment-services.ts";
import type { PayPalWebhookEvent } from "#server/payments/paypal/verify-webhook.ts";
import { processPayPalWebhook } from "#server/payments/process-paypal-webhook.ts";
import { testShippingAddress } from "#tests/support/fixtures/orders.ts";
import { startTestPaymentServices } from "#tests/support/fixtures/paypal.ts";

let payments: Awaited<ReturnType<typeof startTestPaymentServices>>;
let db: Database;
let services: PaymentServices;

beforeAll(async () => {
  payments = await startTestPaymentServices();
  ({ db, services } = payments);
});
afterAll(() => payments?.close());

let memberCount = 0;

/** A customer whose subscription waits for PayPal's approval, as startSubscription leaves it. */
async function pendingMember() {
  memberCount += 1;
  const [customer] = await db
    .insert(customers)
    .values({
      email: `member-${memberCount}@example.com`,
      passwordHash: "not-a-real-hash",
      firstName: "Mika",
      customerNumber: `C-MEMBER-${memberCount}`,
    })
    .returning({ id: customers.id });
  if (!customer) throw new Error("no customer");
  const paypalSubscriptionId = `I-SHUFFLE${String(memberCount).padStart(6, "0")}`;
  await db.insert(subscriptions).values({
    customerId: customer.id,
    plan: "usa",
    priceCents: 888,
    paypalSubscriptionId,
    paypalPlanId: "P-DEMO-USA-MONTHLY",
    deliveryAddress: testShippingAddress,
  });
  return { customerId: customer.id, paypalSubscriptionId };
}

const joined = "2026-11-25T23:59:59-05:00"; // the last second for the December 2026 issue

function subscriptionEvent(
  id: string,
  type: string,
  subscriptionId: string,
  status: string,
  at: string,
): PayPalWebhookEvent {
  return {
    id,
    event_type: `BILLING.SUBSCRIPTION.${type}`,
    resource_type: "subscription",
    create_time: at,
    resource: {
      id: subscriptionId,
      status,
      status_update_time: at,
      start_time: joined,
      billing_info: { next_billing_time: new Date(Date.parse(at) + 30 * 86_400_000).toISOString() },
    },
  };
}

function saleEvent(
  id: string,
  saleId: string,
  subscriptionId: string,
  at: string,
): PayPalWebhookEvent {
  return {
    id,
    event_type: "PAYMENT.SALE.COMPLETED",
    resource_type: "sale",
    create_time: at,
    resource: {
      id: saleId,
      state: "completed",
      amount: { total: "8.88", currency: "USD" },
      billing_agreement_id: subscriptionId,
      create_time: at,
    },
  };
}

/** A member's life at PayPal: joins, pays three months, one failure, a pause, back, then leaves. */
function lifeOf(subscriptionId: string) {
  const n = subscriptionId;
  return [
    subscriptionEvent(`WH-${n}-1`, "ACTIVATED", n, "ACTIVE", joined),
    saleEvent(`WH-${n}-2`, `S-${n}-1`, n, joined),
    saleEvent(`WH-${n}-3`, `S-${n}-2`, n, "2026-12-25T23:59:59-05:00"),
    subscriptionEvent(`WH-${n}-4`, "PAYMENT.FAILED", n, "ACTIVE", "2027-01-25T12:00:00-05:00"),
    subscriptionEvent(`WH-${n}-5`, "SUSPENDED", n, "SUSPENDED", "2027-01-28T12:00:00-05:00"),
    subscriptionEvent(`WH-${n}-6`, "ACTIVATED", n, "ACTIVE", "2027-01-30T12:00:00-05:00"),
    saleEvent(`WH-${n}-7`, `S-${n}-3`, n, "2027-01-30T12:00:00-05:00"),
    subscriptionEvent(`WH-${n}-8`, "CANCELLED", n, "CANCELLED", "2027-02-10T09:00:00-05:00"),
  ];
}

/** A repeatable shuffle (mulberry32), so a failing order can be replayed. */
function shuffled<T>(items: T[], seed: number) {
  let state = seed;
  const random = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

async function finalState(paypalSubscriptionId: string) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.paypalSubscriptionId, paypalSubscriptionId));
  if (!row) throw new Error("no subscription");
  const [{ count } = { count: 0 }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(subscriptionPayments)
    .where(eq(subscriptionPayments.subscriptionId, row.id));
  return {
    status: row.status,
    startedAt: row.startedAt?.toISOString(),
    firstIssue: row.firstIssue,
    endedAt: row.endedAt?.toISOString(),
    cancelledAt: row.cancelledAt?.toISOString(),
    nextBillingAt: row.nextBillingAt?.toISOString(),
    payments: count,
  };
}

describe("Mail Club webhooks", () => {
  it("reach the same final state in 20 shuffled orders, each sale paid once", async () => {
    const inOrder = await pendingMember();
    for (const event of lifeOf(inOrder.paypalSubscriptionId)) {
      await processPayPalWebhook(services, event);
    }
    const expected = await finalState(inOrder.paypalSubscriptionId);
    expect(expected).toMatchObject({
      status: "cancelled",
      firstIssue: "2026-12",
      startedAt: new Date(joined).toISOString(),
      cancelledAt: new Date("2027-02-10T09:00:00-05:00").toISOString(),
      payments: 3,
    });

    for (let seed = 1; seed <= 20; seed++) {
      const member = await pendingMember();
      for (const event of shuffled(lifeOf(member.paypalSubscriptionId), seed)) {
        await processPayPalWebhook(services, event);
      }
      expect({ seed, ...(await finalState(member.paypalSubscriptionId)) }).toEqual({
        seed,
        ...expected,
      });
    }
  }, 60_000);

  it("changes nothing and sends nothing when an event is delivered again", async () => {
    const member = await pendingMember();
    const events = lifeOf(member.paypalSubscriptionId).slice(0, 3);
    for (const event of events) await processPayPalWebhook(services, event);
    const before = await finalState(member.paypalSubscriptionId);
    const mails = await db.select({ id: outboxEmails.id }).from(outboxEmails);
    for (const event of events) {
      expect(await processPayPalWebhook(services, event)).toBe("duplicate");
    }
    // The same sale in a new envelope (PayPal resending under a new event id) is one payment.
    const [firstSale] = events.slice(1);
    if (!firstSale) throw new Error("no sale");
    expect(
      await processPayPalWebhook(services, { ...firstSale, id: `${firstSale.id}-again` }),
    ).toBe("no-change");
    expect(await finalState(member.paypalSubscriptionId)).toEqual(before);
    expect(await db.select({ id: outboxEmails.id }).from(outboxEmails)).toHaveLength(mails.length);
  });

  it("sends the welcome naming the first issue, then one receipt per payment", async () => {
    const member = await pendingMember();
    for (const event of lifeOf(member.paypalSubscriptionId).slice(0, 3)) {
      await processPayPalWebhook(services, event);
    }
    const mails = await db
      .select({ template: outboxEmails.template, subject: outboxEmails.subject })
      .from(outboxEmails)
      .where(eq(outboxEmails.toAddress, `member-${memberCount}@example.com`));
    expect(mails.map((mail) => mail.template).sort()).toEqual([
      "mail-club-receipt",
      "mail-club-receipt",
      "mail-club-welcome",
    ]);
    expect(mails.find((mail) => mail.template === "mail-club-welcome")?.subject).toContain(
      "December 2026",
    );
  });

  it("ignores events for subscriptions the shop never made", async () => {
    const stranger = lifeOf("I-NOTOURS000001");
    for (const event of stranger) {
      expect(await processPayPalWebhook(services, event)).toBe("no-change");
    }
  });
});
