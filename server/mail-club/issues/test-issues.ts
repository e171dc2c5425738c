/** Test fixtures for issues: members written straight into the tables, as PayPal's webhooks leave them. */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import {
  customers,
  mailClubIssueRecipients,
  mailClubIssues,
  type PostalAddress,
  type SubscriptionStatus,
  subscriptions,
} from "#server/db/schema.ts";
import { firstIssueFor } from "#server/mail-club/cutoff.ts";
import { issueMonthKey } from "#server/mail-club/issue-month.ts";

export function testAddress(overrides: Partial<PostalAddress> = {}): PostalAddress {
  return {
    firstName: "Mika",
    lastName: "Sato",
    addressLine1: "12 Lantern Street",
    city: "Portland",
    stateProvince: "OR",
    postalCode: "97201",
    country: "US",
    ...overrides,
  };
}

export interface TestMember {
  /** The activation instant; null for a subscription PayPal never approved. */
  joinedAt: Date | null;
  timeZone?: string;
  endedAt?: Date | null;
  status?: SubscriptionStatus;
  plan?: "usa" | "international";
  address?: Partial<PostalAddress>;
  email?: string;
  firstName?: string;
  /** An existing customer to make a member of, instead of a new one. */
  customerId?: number;
}

/** A customer and their subscription; returns both ids and the first issue recorded. */
export async function insertTestMember(db: Database, member: TestMember) {
  const key = randomUUID().slice(0, 8);
  const address = testAddress(member.address);
  const [customer] = member.customerId
    ? [{ id: member.customerId }]
    : await db
        .insert(customers)
        .values({
          email: member.email ?? `member-${key}@example.com`,
          passwordHash: "not-a-real-hash",
          firstName: member.firstName ?? address.firstName,
          lastName: address.lastName,
          customerNumber: `C-${key}`,
        })
        .returning({ id: customers.id });
  if (!customer) throw new Error("no customer");
  const plan = member.plan ?? (address.country === "US" ? "usa" : "international");
  const { joinedAt } = member;
  const firstIssue = joinedAt
    ? issueMonthKey(firstIssueFor(joinedAt, member.timeZone ?? "America/New_York"))
    : null;
  const endedAt = member.endedAt ?? null;
  const [row] = await db
    .insert(subscriptions)
    .values({
      customerId: customer.id,
      plan,
      priceCents: plan === "usa" ? 888 : 988,
      status: member.status ?? (joinedAt ? (endedAt ? "cancelled" : "active") : "approval_pending"),
      paypalSubscriptionId: `I-${key}`,
      paypalPlanId: `P-${plan}`,
      deliveryAddress: address,
      startedAt: joinedAt,
      firstIssue,
      endedAt,
    })
    .returning({ id: subscriptions.id });
  if (!row) throw new Error("no subscription");
  return { customerId: customer.id, subscriptionId: row.id, firstIssue };
}

/** Puts these subscriptions on the issue's frozen list as they are, and marks it frozen. */
export async function freezeTestIssue(db: Database, issueId: number, subscriptionIds: number[]) {
  for (const subscriptionId of subscriptionIds) {
    const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
    const [customer] = row
      ? await db.select().from(customers).where(eq(customers.id, row.customerId))
      : [];
    if (!row || !customer) throw new Error(`no subscription ${subscriptionId}`);
    await db.insert(mailClubIssueRecipients).values({
      issueId,
      subscriptionId,
      plan: row.plan,
      email: customer.email,
      address: row.deliveryAddress,
    });
  }
  await db
    .update(mailClubIssues)
    .set({ frozenAt: new Date("2027-01-26T05:00:00Z") })
    .where(eq(mailClubIssues.id, issueId));
}
