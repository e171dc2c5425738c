import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#server/db/client.ts";
import { studioAuditLog, subscriptions } from "#server/db/schema.ts";
import { paypalCancelNote, readCancelAnswer } from "#server/mail-club/cancel/cancel-answer.ts";
import { cancelAlternativeFor } from "#server/mail-club/cancel/cancel-reasons.ts";
import { cancelSubscription } from "#server/mail-club/subscriptions/cancel-subscription.ts";
import type { PaymentServices } from "#server/payments/payment-services.ts";
import { ensureSimulatorPlan } from "#server/paypal-simulator/simulator-plans.ts";
import { joinedMember } from "#tests/support/fixtures/members.ts";
import { insertTestProduct } from "#tests/support/fixtures/orders.ts";
import { startTestPaymentServices } from "#tests/support/fixtures/paypal.ts";
import { refusal } from "#tests/support/refusal.ts";

let payments: Awaited<ReturnType<typeof startTestPaymentServices>>;
let db: Database;
let services: PaymentServices;
let planProductId: number;

beforeAll(async () => {
  payments = await startTestPaymentServices();
  ({ db, services } = payments);
  planProductId = await insertTestProduct(db, {
    kind: "subscription",
    priceCents: 888,
    stock: null,
    flags: { subscription_interval: "monthly", paypal_plan_id: "P-CANCEL-USA" },
  });
  await ensureSimulatorPlan(db, { id: "P-CANCEL-USA", name: "USA", priceCents: 888 });
});
afterAll(() => payments?.close());

const member = () =>
  joinedMember(services, {
    simulatorUrl: payments.paypal.simulatorUrl,
    planProductId,
    prefix: "leaving",
  });
const rowOf = async (id: number) =>
  (await db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0];
const historyOf = (id: number) =>
  db
    .select()
    .from(studioAuditLog)
    .where(eq(studioAuditLog.subject, `subscription:${id}`));

describe("the member's cancel with a reason", () => {
  it("stores the reason, records it in the member's history, and cancels at PayPal", async () => {
    const { row, email, customerId } = await member();
    const cancelled = await cancelSubscription(services, {
      customerId,
      by: { member: { reason: "too_expensive", reasonText: "ignored with this reason" } },
    });
    expect(cancelled.status).toBe("cancelled");
    expect(await rowOf(row.id)).toMatchObject({
      status: "cancelled",
      cancelReason: "too_expensive",
      cancelReasonText: null,
    });
    expect(await historyOf(row.id)).toEqual([
      expect.objectContaining({
        accountId: null,
        actorEmail: email,
        action: "mail-club.cancel",
        details: { reason: "too_expensive", text: null },
      }),
    ]);
    const paypalSide = await payments.paypal.client.getSubscription(row.paypalSubscriptionId);
    expect(paypalSide.status).toBe("CANCELLED");
  });

  it("keeps the member's own words for 'other' only, trimmed", async () => {
    const { row, customerId } = await member();
    await cancelSubscription(services, {
      customerId,
      by: { member: { reason: "other", reasonText: "  The cat eats the envelopes  " } },
    });
    expect(await rowOf(row.id)).toMatchObject({
      cancelReason: "other",
      cancelReasonText: "The cat eats the envelopes",
    });
    expect((await historyOf(row.id))[0]?.details).toEqual({
      reason: "other",
      text: "The cat eats the envelopes",
    });
  });

  it("cancels without any answer, storing none", async () => {
    const { row, customerId } = await member();
    await cancelSubscription(services, { customerId, by: { member: {} } });
    expect(await rowOf(row.id)).toMatchObject({
      status: "cancelled",
      cancelReason: null,
      cancelReasonText: null,
    });
    expect((await historyOf(row.id))[0]?.details).toEqual({ reason: null, text: null });
  });

  it("refuses too long words before cancelling anything", async () => {
    const { row, customerId } = await member();
    const long = await refusal(
      cancelSubscription(services, {
        customerId,
        by: { member: { reason: "other", reasonText: "x".repeat(501) } },
      }),
    );
    expect(long).toMatchObject({
      code: "bad_request",
      message: "Please keep your reason to 500 characters or fewer.",
    });
    expect(await rowOf(row.id)).toEqual(row);
    expect(await historyOf(row.id)).toEqual([]);
    const paypalSide = await payments.paypal.client.getSubscription(row.paypalSubscriptionId);
    expect(paypalSide.status).toBe("ACTIVE");
  });

  it("keeps the shop's cancel apart: no member answer stored, no member event", async () => {
    const { row, customerId } = await member();
    await cancelSubscription(services, { customerId, by: { shop: "Asked by e-mail" } });
    expect(await rowOf(row.id)).toMatchObject({ status: "cancelled", cancelReason: null });
    expect(await historyOf(row.id)).toEqual([]);
  });
});

describe("reading the answer", () => {
  it("counts words with no reason ticked as 'other', and blank as none", () => {
    expect(readCancelAnswer({ reasonText: " Moving in with my aunt " })).toEqual({
      reason: "other",
      text: "Moving in with my aunt",
    });
    expect(readCancelAnswer({ reason: "", reasonText: "   " })).toEqual({
      reason: null,
      text: null,
    });
    expect(readCancelAnswer(undefined)).toEqual({ reason: null, text: null });
    expect(readCancelAnswer({ reason: "moving", reasonText: "Lisbon" })).toEqual({
      reason: "moving",
      text: null,
    });
    expect(readCancelAnswer({ reason: " Bored of stickers " })).toEqual({
      reason: "other",
      text: "Bored of stickers",
    });
  });

  it("tells PayPal the answer in short, within its 128 characters", () => {
    expect(paypalCancelNote({ reason: "too_much_mail", text: null })).toBe("Member: Too much mail");
    const long = paypalCancelNote({ reason: "other", text: "y".repeat(400) });
    expect(long).toHaveLength(128);
    expect(long.startsWith("Member: Other: yyy")).toBe(true);
    expect(paypalCancelNote({ reason: null, text: null })).toBe(
      "Cancelled by the member in the shop",
    );
  });

  it("offers the alternative that matches the answer, and none for 'other' or no answer", () => {
    expect(cancelAlternativeFor("too_expensive")).toBe("pause");
    expect(cancelAlternativeFor("too_much_mail")).toBe("skip");
    expect(cancelAlternativeFor("moving")).toBe("address");
    expect(cancelAlternativeFor("not_expected")).toBe("skip");
    expect(cancelAlternativeFor("other")).toBeNull();
    expect(cancelAlternativeFor(null)).toBeNull();
  });
});
