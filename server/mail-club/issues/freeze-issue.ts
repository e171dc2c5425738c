import { eq } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import {
  mailClubIssueAbsentees,
  mailClubIssueRecipients,
  mailClubIssues,
} from "#server/db/schema.ts";
import { AppError } from "#server/lib/errors.ts";
import { cutoffOf, firstIssueFor } from "#server/mail-club/cutoff.ts";
import { addMonths, type IssueMonth, issueMonthKey } from "#server/mail-club/issue-month.ts";
import { defaultIssueTitle } from "#server/mail-club/issues/ensure-issue.ts";
import { tooEarlyToFreezeMessage } from "#server/mail-club/issues/issue-messages.ts";
import { issueColumns, type MailClubIssue, toIssue } from "#server/mail-club/issues/issue-row.ts";
import { liveAudience } from "#server/mail-club/issues/live-recipients.ts";
import type { IssueRecipient } from "#server/mail-club/issues/recipient.ts";
import { byCountryKnown } from "#server/mail-club/issues/without-country.ts";

export interface FreezeResult {
  issue: MailClubIssue;
  /** True for the call that fixed the list; false when it already was. */
  frozenNow: boolean;
  /**
   * Of the list this call fixed, the recipients whose address names no country: they get no
   * label, and the maker is to ask them. Empty when the list was fixed before.
   */
  withoutCountry: IssueRecipient[];
}

/**
 * Fixes the issue's mailing list once its cutoff has passed: every recipient with the name
 * and address they have at this moment, the members their skip or pause leaves out (with
 * why) and the gifts their recipients skipped, then frozenAt. Creates the issue when missing. The
 * issue row is locked for the transaction, so of several instances (or an address change,
 * which freezes first) exactly one writes the list and the others find it written.
 */
export async function freezeIssue(
  db: Database,
  month: IssueMonth,
  options: { now: Date; timeZone: string },
): Promise<FreezeResult> {
  if (options.now < cutoffOf(month, options.timeZone)) {
    throw new AppError("conflict", tooEarlyToFreezeMessage(month));
  }
  const key = issueMonthKey(month);
  return db.transaction(async (tx) => {
    await tx
      .insert(mailClubIssues)
      .values({ month: key, title: defaultIssueTitle(month) })
      .onConflictDoNothing({ target: mailClubIssues.month });
    const [locked] = await tx
      .select(issueColumns)
      .from(mailClubIssues)
      .where(eq(mailClubIssues.month, key))
      .for("update");
    if (!locked) throw new Error(`The ${key} issue was neither created nor found.`);
    if (locked.frozenAt) return { issue: toIssue(locked), frozenNow: false, withoutCountry: [] };

    const { recipients, absentees } = await liveAudience(tx, month, options.timeZone);
    if (recipients.length > 0) {
      await tx
        .insert(mailClubIssueRecipients)
        .values(
          recipients.map((recipient) => ({
            issueId: locked.id,
            subscriptionId: recipient.subscriptionId,
            giftId: recipient.giftId,
            plan: recipient.plan,
            email: recipient.email,
            address: recipient.address,
          })),
        )
        .onConflictDoNothing();
    }
    if (absentees.length > 0) {
      await tx
        .insert(mailClubIssueAbsentees)
        .values(
          absentees.map(({ subscriptionId, giftId, email, reason }) => ({
            issueId: locked.id,
            subscriptionId,
            giftId,
            email,
            reason,
          })),
        )
        .onConflictDoNothing();
    }
    const [frozen] = await tx
      .update(mailClubIssues)
      .set({ frozenAt: options.now })
      .where(eq(mailClubIssues.id, locked.id))
      .returning(issueColumns);
    if (!frozen) throw new Error(`The ${key} issue went away while it was being frozen.`);
    const { withoutCountry } = byCountryKnown(recipients);
    return { issue: toIssue(frozen), frozenNow: true, withoutCountry };
  });
}

/**
 * Freezes the issue whose cutoff passed last, unless it already is. The background job runs
 * it every few minutes; code that changes what a frozen list would hold (a delivery address)
 * calls it first in its own transaction, so the change cannot slip into a list that should
 * have been fixed before it.
 */
export async function freezeDueIssues(
  db: Database,
  options: { now: Date; timeZone: string },
): Promise<FreezeResult> {
  const due = addMonths(firstIssueFor(options.now, options.timeZone), -1);
  // A frozen issue stays frozen: no lock is needed to see that, and most calls end here.
  const [existing] = await db
    .select(issueColumns)
    .from(mailClubIssues)
    .where(eq(mailClubIssues.month, issueMonthKey(due)));
  if (existing?.frozenAt) return { issue: toIssue(existing), frozenNow: false, withoutCountry: [] };
  return freezeIssue(db, due, options);
}
