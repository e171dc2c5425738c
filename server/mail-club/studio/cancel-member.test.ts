import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#server/db/client.ts";
import { outboxEmails, studioAuditLog, subscriptions } from "#server/db/schema.ts";
import type { StudioAccount } from "#server/lib/studio-account.ts";
import { cancelMember } from "#server/mail-club/studio/cancel-member.ts";
import { mailClubStudioMessages } from "#server/mail-club/studio/mail-club-studio-messages.ts";
import { subscriptionMessages } from "#server/mail-club/subscriptions/subscription-messages.ts";
import type { PaymentServices } from "#server/payments/payment-services.ts";
import { ensureSimulatorPlan } from "#server/paypal-simulator/simulator-plans.ts";
import { insertTestMember } from "#tests/support/fixtures/issues.ts";
import { joinedMember } from "#tests/support/fixtures/members.ts";
import { insertTestProduct } from "#tests/support/fixtures/orders.ts";
import { startTestPaymentServices } from "#tests/support/fixtures/paypal.ts";
import { refusal } from "#tests/support/refusal.ts";
import { studioSessionCookie } from "#tests/support/studio.ts";

let payments: Awaited<ReturnType<typeof startTestPaymentServices>>;
let db: Database;
let services: PaymentServices;
let maker: StudioAccount;
let planProductId: number;

beforeAll(async () => {
  payments = await startTestPaymentServices();
  ({ db, services } = payments);
  ({ account: maker } = await studioSessionCookie(db));
  planProductId = await insertTestProduct(db, {
    kind: "subscription",
    priceCents: 888,
    stock: null,
    flags: { subscription_interval: "monthly", paypal_plan_id: "P-STUDIO-USA" },
  });
  await ensureSimulatorPlan(db, { id: "P-STUDIO-USA", name: "USA", priceCents: 888 });
});
afterAll(() => payments?.close());

/** A member who joined through PayPal (the simulator) and is active: their row and e-mail. */
const activeMember = () =>
  joinedMember(services, {
    simulatorUrl: payments.paypal.simulatorUrl,
    planProductId,
    prefix: "studio-member",
  });

const mailsTo = (email: string) =>
  db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, email));
const auditOf = (subscriptionId: number) =>
  db
    .select()
    .from(studioAuditLog)
    .where(eq(studioAuditLog.subject, `subscription:${subscriptionId}`));

describe("cancelMember", () => {
  it("cancels at PayPal first, then the membership, mails the member and logs it", async () => {
    const { row, email } = await activeMember();
    const mailsBefore = (await mailsTo(email)).length;

    expect(await cancelMember(services, maker, { subscriptionId: row.id })).toEqual({
      status: "cancelled",
    });

    const paypalSide = await payments.paypal.client.getSubscription(row.paypalSubscriptionId);
    expect(paypalSide.status).toBe("CANCELLED");
    const [after] = await db.select().from(subscriptions).where(eq(subscriptions.id, row.id));
    expect(after).toMatchObject({ status: "cancelled", cancelledAt: expect.any(Date) });
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(mailsBefore + 1);
    expect(mails.at(-1)?.subject).toMatch(/cancel/i);
    expect(await auditOf(row.id)).toEqual([
      expect.objectContaining({
        accountId: maker.id,
        actorEmail: maker.email,
        action: "mail-club.member.cancel",
        details: {
          paypalSubscriptionId: row.paypalSubscriptionId,
          from: "active",
          to: "cancelled",
          reason: "Cancelled by the shop",
        },
      }),
    ]);

    // A second cancel finds nothing running: refused, nothing logged, nothing mailed.
    const again = await refusal(cancelMember(services, maker, { subscriptionId: row.id }));
    expect(again).toMatchObject({ code: "conflict", message: mailClubStudioMessages.notRunning });
    expect(await auditOf(row.id)).toHaveLength(1);
    expect(await mailsTo(email)).toHaveLength(mailsBefore + 1);
  });

  it("changes nothing when PayPal fails, and says so", async () => {
    const { row, email } = await activeMember();
    const mailsBefore = (await mailsTo(email)).length;
    payments.paypal.failNext("/cancel", "server-error");

    const failed = await refusal(cancelMember(services, maker, { subscriptionId: row.id }));
    expect(failed).toMatchObject({
      code: "unavailable",
      message: subscriptionMessages.cancelFailed,
    });

    const [after] = await db.select().from(subscriptions).where(eq(subscriptions.id, row.id));
    expect(after).toEqual(row);
    const paypalSide = await payments.paypal.client.getSubscription(row.paypalSubscriptionId);
    expect(paypalSide.status).toBe("ACTIVE");
    expect(await mailsTo(email)).toHaveLength(mailsBefore);
    expect(await auditOf(row.id)).toEqual([]);

    // Once PayPal answers again, the same cancel goes through.
    expect(
      (await cancelMember(services, maker, { subscriptionId: row.id, reason: "Asked by e-mail" }))
        .status,
    ).toBe("cancelled");
    expect((await auditOf(row.id))[0]?.details).toMatchObject({ reason: "Asked by e-mail" });
  });

  it("changes nothing for a subscription PayPal does not know", async () => {
    const { subscriptionId } = await insertTestMember(db, {
      joinedAt: new Date("2026-10-01T12:00:00Z"),
    });
    const failed = await refusal(cancelMember(services, maker, { subscriptionId }));
    expect(failed).toMatchObject({
      code: "unavailable",
      message: subscriptionMessages.cancelFailed,
    });
    const [after] = await db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, subscriptionId));
    expect(after?.status).toBe("active");
    expect(await auditOf(subscriptionId)).toEqual([]);
  });

  it("refuses a membership that does not exist or no longer runs", async () => {
    expect((await refusal(cancelMember(services, maker, { subscriptionId: 9_999_999 }))).code).toBe(
      "not_found",
    );
    expect((await refusal(cancelMember(services, maker, { subscriptionId: 2 ** 31 }))).code).toBe(
      "not_found",
    );
    const { subscriptionId } = await insertTestMember(db, { joinedAt: null });
    const pending = await refusal(cancelMember(services, maker, { subscriptionId }));
    expect(pending).toMatchObject({ code: "conflict", message: mailClubStudioMessages.notRunning });
  });
});
