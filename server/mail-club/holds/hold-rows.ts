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

/** The skips and pauses of these memberships, oldest first, by membership. */
export async function loadHolds(
  db: Database,
  subscriptionIds: readonly number[],
): Promise<Map<number, HoldSpan[]>> {
  const holds = new Map<number, HoldSpan[]>();
  if (subscriptionIds.length === 0) return holds;
  const rows = await db
    .select()
    .from(mailClubHolds)
    .where(inArray(mailClubHolds.subscriptionId, [...subscriptionIds]))
    .orderBy(asc(mailClubHolds.createdAt), asc(mailClubHolds.id));
  for (const row of rows) {
    holds.set(row.subscriptionId, [...(holds.get(row.subscriptionId) ?? []), toHoldSpan(row)]);
  }
  return holds;
}
