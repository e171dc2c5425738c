import { asc, inArray } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { mailClubHolds } from "#server/db/schema.ts";
import type { HoldSpan } from "#server/mail-club/holds/hold-span.ts";
import { parseIssueMonthKey } from "#server/mail-club/issue-month.ts";

export type HoldRow = typeof mailClubHolds.$inferSelect;

export function toHoldSpan(row: HoldRow): HoldSpan {
  const firstIssue = parseIssueMonthKey(row.firstIssue);
  if (!firstIssue) throw new Error(`Hold ${row.id} names no issue: ${row.firstIssue}`);
  return { kind: row.kind, firstIssue, issueCount: row.issueCount, endedAt: row.endedAt };
}

/**
 * The holds of these memberships, oldest first, by membership: of members' subscriptions, or
 * the skips of gifts.
 */
export async function loadHolds(
  db: Database,
  memberships: { subscriptionIds: readonly number[] } | { giftIds: readonly number[] },
): Promise<Map<number, HoldSpan[]>> {
  const [column, ids] =
    "giftIds" in memberships
      ? ([mailClubHolds.giftId, memberships.giftIds] as const)
      : ([mailClubHolds.subscriptionId, memberships.subscriptionIds] as const);
  const holds = new Map<number, HoldSpan[]>();
  if (ids.length === 0) return holds;
  const rows = await db
    .select()
    .from(mailClubHolds)
    .where(inArray(column, [...ids]))
    .orderBy(asc(mailClubHolds.createdAt), asc(mailClubHolds.id));
  for (const row of rows) {
    const owner = "giftIds" in memberships ? row.giftId : row.subscriptionId;
    if (owner === null) continue;
    holds.set(owner, [...(holds.get(owner) ?? []), toHoldSpan(row)]);
  }
  return holds;
}
