/**
 * A member's tax goes into their PayPal subscription (decision 042): a member in New York City
 * joins with the city's rate as the subscription's `taxes`, and PayPal (the simulator) charges
 * the price with it; a member in Oregon joins untaxed.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#server/db/client.ts";
import { paypalSimulatorRecords } from "#server/db/schema.ts";
import type { PaymentServices } from "#server/payments/payment-services.ts";
import { ensureSimulatorPlan } from "#server/paypal-simulator/simulator-plans.ts";
import { joinedMember } from "#tests/support/fixtures/members.ts";
import { insertTestProduct, testShippingAddress } from "#tests/support/fixtures/orders.ts";
import { startTestPaymentServices } from "#tests/support/fixtures/paypal.ts";
import { registerNewYorkTax } from "#tests/support/fixtures/tax.ts";

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
    flags: { subscription_interval: "monthly", paypal_plan_id: "P-TAX-USA" },
  });
  await ensureSimulatorPlan(db, { id: "P-TAX-USA", name: "USA", priceCents: 888 });
  await registerNewYorkTax(db, { appliesFrom: "2025-01-01", source: "ny.csv" }, { euVat: false });
});
afterAll(() => payments?.close());

async function simulatedSubscription(id: string | null) {
  const [record] = await db
    .select({ data: paypalSimulatorRecords.data })
    .from(paypalSimulatorRecords)
    .where(
      and(eq(paypalSimulatorRecords.kind, "subscription"), eq(paypalSimulatorRecords.id, id ?? "")),
    );
  return record?.data as {
    plan: { taxes?: { percentage: string; inclusive: boolean }; overridden?: boolean };
    last_payment?: { amount: { value: string } };
  };
}

describe("the Mail Club's tax", () => {
  it("sends a New York City member's rate to PayPal, which charges $8.88 with 8.875 % as $9.67", async () => {
    const manhattan = {
      ...testShippingAddress,
      city: "New York",
      stateProvince: "NY",
      postalCode: "10001",
    };
    const { row } = await joinedMember(services, {
      simulatorUrl: payments.paypal.simulatorUrl,
      planProductId,
      deliveryAddress: manhattan,
    });
    expect(row.taxRatePpm).toBe(88_750);
    const subscription = await simulatedSubscription(row.paypalSubscriptionId);
    expect(subscription.plan.taxes).toEqual({ percentage: "8.875", inclusive: false });
    expect(subscription.plan.overridden).toBe(true);
    // 888 × 1.08875 = 966.8 → $9.67.
    expect(subscription.last_payment?.amount.value).toBe("9.67");
  });

  it("joins a member in Oregon untaxed", async () => {
    const { row } = await joinedMember(services, {
      simulatorUrl: payments.paypal.simulatorUrl,
      planProductId,
    });
    expect(row.taxRatePpm).toBe(0);
    const subscription = await simulatedSubscription(row.paypalSubscriptionId);
    expect(subscription.plan.taxes).toBeUndefined();
    expect(subscription.last_payment?.amount.value).toBe("8.88");
  });
});
