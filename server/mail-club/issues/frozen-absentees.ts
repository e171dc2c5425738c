import { asc, eq } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import {
  customers,
  mailClubGifts,
  mailClubIssueAbsentees,
  subscriptions,
} from "#server/db/schema.ts";
import type { IssueAbsentee } from "#server/mail-club/issues/live-recipients.ts";
import { recipientName } from "#server/mail-club/issues/recipient.ts";

/**
 * Who was left off a frozen issue and why, by name (their name now, as the studio knows them):
 * the members first, then the gifts their recipients skipped, as the live list has them.
 */
export async function frozenAbsentees(db: Database, issueId: number): Promise<IssueAbsentee[]> {
  const members = await db
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
  const gifts = await db
    .select({
      giftId: mailClubIssueAbsentees.giftId,
      email: mailClubIssueAbsentees.email,
      reason: mailClubIssueAbsentees.reason,
      address: mailClubGifts.recipientAddress,
    })
    .from(mailClubIssueAbsentees)
    .innerJoin(mailClubGifts, eq(mailClubGifts.id, mailClubIssueAbsentees.giftId))
    .where(eq(mailClubIssueAbsentees.issueId, issueId));
  return [
    ...members.map(({ firstName, lastName, ...absentee }) => ({
      ...absentee,
      giftId: null,
      name: `${firstName} ${lastName}`.trim(),
    })),
    ...gifts
      .map(({ address, ...absentee }) => ({
        ...absentee,
        subscriptionId: null,
        name: recipientName(address),
      }))
      .sort((a, b) => a.name.localeCompare(b.name, "en") || (a.giftId ?? 0) - (b.giftId ?? 0)),
  ];
}
