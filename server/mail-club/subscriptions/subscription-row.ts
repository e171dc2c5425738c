import { and, desc, eq, inArray } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { subscriptions } from "#server/db/schema.ts";
import { loadHolds } from "#server/mail-club/holds/hold-rows.ts";
import type { HoldSpan } from "#server/mail-club/holds/hold-span.ts";
import { parseIssueMonthKey } from "#server/mail-club/issue-month.ts";
import type { MembershipSpan } from "#server/mail-club/receives-issue.ts";

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** Active or suspended: a membership that still runs, of which a customer has at most one. */
export const liveStatuses = ["active", "suspended"] as const;

/** The customer's running membership, else their latest one, else undefined. */
export async function findMemberSubscription(
  db: Database,
  customerId: number,
): Promise<SubscriptionRow | undefined> {
  const [live] = await db
    .select()
    .from(subscriptions)
    .where(
      and(eq(subscriptions.customerId, customerId), inArray(subscriptions.status, liveStatuses)),
    );
  if (live) return live;
  const [latest] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.customerId, customerId))
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
    .limit(1);
  return latest;
}

/** The row for PayPal's subscription id, locked for the rest of the transaction. */
export async function lockSubscriptionByPayPalId(tx: Database, paypalSubscriptionId: string) {
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.paypalSubscriptionId, paypalSubscriptionId))
    .for("update");
  return row;
}

/**
 * Which issues the row receives (see issue-recipients.ts), with the member's skips and pauses
 * (server/mail-club/holds/hold-rows.ts loads them); null until it was ever active.
 */
export function spanOf(row: SubscriptionRow, holds: HoldSpan[] = []): MembershipSpan | null {
  const firstIssue = row.firstIssue ? parseIssueMonthKey(row.firstIssue) : null;
  if (!firstIssue || !row.startedAt) return null;
  return { firstIssue, joinedAt: row.startedAt, endedAt: row.endedAt, holds };
}

/** spanOf with the member's skips and pauses read from the database. */
export async function loadSpan(db: Database, row: SubscriptionRow) {
  return spanOf(row, (await loadHolds(db, { subscriptionIds: [row.id] })).get(row.id));
}
