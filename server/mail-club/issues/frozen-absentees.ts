import { asc, eq } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { customers, mailClubIssueAbsentees, subscriptions } from "#server/db/schema.ts";
import type { IssueAbsentee } from "#server/mail-club/issues/live-recipients.ts";

/** Who was left off a frozen issue and why, by name (their name now, as the studio knows them). */
export async function frozenAbsentees(db: Database, issueId: number): Promise<IssueAbsentee[]> {
  const rows = await db
    .select({
      subscriptionId: mailClubIssueAbsentees.subscriptionId,
      email: mailClubIssueAbsentees.email,
      reason: mailClubIssueAbsentees.reason,
      firstName: customers.firstName,
      lastName: customers.lastName,
    })
    .from(mailClubIssueAbsentees)
    .innerJoin(subscriptions, eq(subscriptions.id, mailClubIssueAbsentees.subscriptionId))
    .innerJoin(customers, eq(customers.id, subscriptions.customerId))
    .where(eq(mailClubIssueAbsentees.issueId, issueId))
    .orderBy(
      asc(customers.firstName),
      asc(customers.lastName),
      asc(mailClubIssueAbsentees.subscriptionId),
    );
  return rows.map(({ firstName, lastName, ...absentee }) => ({
    ...absentee,
    name: `${firstName} ${lastName}`.trim(),
  }));
}
