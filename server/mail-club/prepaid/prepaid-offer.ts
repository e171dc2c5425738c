import { and, desc, eq, isNull } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { mailClubPrepaid, subscriptions } from "#server/db/schema.ts";
import { formatIssueMonth, parseIssueMonthKey } from "#server/mail-club/issue-month.ts";
import { issuePriceCents, MAX_PREPAID_ISSUES } from "#server/mail-club/prepaid/prepay-issues.ts";
import { findMemberSubscription } from "#server/mail-club/subscriptions/subscription-row.ts";

export interface PrepaidView {
  /** The issues prepaid and not yet paid through, by name ("January 2027"). */
  prepaidIssues: string[];
  /** What the credit would prepay now: whole issues at the member's price; null for none. */
  offer: { issueCount: number; amountCents: number; priceCents: number } | null;
}

/** The member's prepaid issues and what their credit could prepay; null for a non-member. */
export async function prepaidView(
  db: Database,
  customerId: number,
  creditCents: number,
): Promise<PrepaidView | null> {
  const found = await findMemberSubscription(db, customerId);
  if (!found) return null;
  const [member] = await db.select().from(subscriptions).where(eq(subscriptions.id, found.id));
  if (member?.status !== "active" || !member.firstIssue) return null;
  const [running] = await db
    .select({ issues: mailClubPrepaid.issues })
    .from(mailClubPrepaid)
    .where(
      and(eq(mailClubPrepaid.subscriptionId, member.id), isNull(mailClubPrepaid.billingResumedAt)),
    )
    .orderBy(desc(mailClubPrepaid.createdAt));
  const priceCents = issuePriceCents(member);
  const issueCount = Math.min(MAX_PREPAID_ISSUES, Math.floor(creditCents / priceCents));
  const names = (running?.issues ?? []).flatMap((key) => {
    const month = parseIssueMonthKey(key);
    return month ? [formatIssueMonth(month)] : [];
  });
  return {
    prepaidIssues: names,
    offer:
      running || issueCount === 0
        ? null
        : { issueCount, amountCents: issueCount * priceCents, priceCents },
  };
}
