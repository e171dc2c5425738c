/** Test helper: members who joined through PayPal (the simulator), as a real join makes them. */
import { eq } from "drizzle-orm";
import { customers, subscriptions } from "#server/db/schema.ts";
import { confirmSubscription } from "#server/mail-club/subscriptions/confirm-subscription.ts";
import { startSubscription } from "#server/mail-club/subscriptions/start-subscription.ts";
import { testShippingAddress } from "#server/orders/test-orders.ts";
import type { PaymentServices } from "#server/payments/payment-services.ts";

let memberCount = 0;

/** A new customer who joins on the plan product and approves at the simulator: active. */
export async function joinedMember(
  services: PaymentServices,
  options: { simulatorUrl: string; planProductId: number; prefix?: string },
) {
  const { db } = services;
  memberCount += 1;
  const prefix = options.prefix ?? "member";
  const email = `${prefix}-${memberCount}-${Date.now()}@example.com`;
  const [customer] = await db
    .insert(customers)
    .values({
      email,
      passwordHash: "not-a-real-hash",
      firstName: "Mika",
      lastName: "Sato",
      customerNumber: `C-${prefix.toUpperCase()}-${memberCount}-${Date.now()}`,
    })
    .returning();
  if (!customer) throw new Error("no customer");
  const started = await startSubscription(services, {
    customer,
    productId: options.planProductId,
    deliveryAddress: testShippingAddress,
  });
  const approval = new URL(started.approvalUrl);
  const approved = await fetch(`${options.simulatorUrl}${approval.pathname}`, {
    method: "POST",
    body: new URLSearchParams({
      ba_token: approval.searchParams.get("ba_token") ?? "",
      choice: "subscribe",
    }),
    redirect: "manual",
  });
  if (approved.status !== 303) throw new Error(`approval answered ${approved.status}`);
  await confirmSubscription(services, { customerId: customer.id });
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.id, started.subscriptionId));
  if (row?.status !== "active") throw new Error("the membership is not active");
  return { row, email, customerId: customer.id };
}
