import { and, eq, gte, isNotNull, isNull, lt, lte, or } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { customers, type IssueAbsence, subscriptions } from "#server/db/schema.ts";
import { heldAt, loadArrears } from "#server/mail-club/arrears/arrears.ts";
import { cutoffOf } from "#server/mail-club/cutoff.ts";
import { giftAudience } from "#server/mail-club/gifts/gift-recipients.ts";
import { loadHolds } from "#server/mail-club/holds/hold-rows.ts";
import { absenceFrom } from "#server/mail-club/holds/hold-span.ts";
import {
  type IssueMonth,
  issueMonthKey,
  parseIssueMonthKey,
} from "#server/mail-club/issue-month.ts";
import {
  compareLabelOrder,
  type IssueRecipient,
  recipientName,
} from "#server/mail-club/issues/recipient.ts";
import { receivesIssue } from "#server/mail-club/receives-issue.ts";

/**
 * Someone the issue would go to, left out: a member by their own skip or pause, or held for
 * arrears; a gift by its recipient's skip.
 */
export interface IssueAbsentee {
  /** The member's subscription; null for a gift. */
  subscriptionId: number | null;
  /** The gift membership; null for a member. */
  giftId: number | null;
  /** Null for a gift whose gifter gave no e-mail for the recipient. */
  email: string | null;
  name: string;
  reason: IssueAbsence;
}

/** Who receives the issue (liveAudience's recipients). */
export async function liveRecipients(db: Database, month: IssueMonth, timeZone: string) {
  return (await liveAudience(db, month, timeZone)).recipients;
}

/**
 * Who receives the issue by the rules of decisions.md 11, with the delivery addresses they
 * have now, and the members a skip or a pause leaves out of it, or a payment PayPal could not
 * take before its cutoff holds (a membership PayPal suspended for it included: it comes back
 * when they pay), and the recipients of the gifts that bring it (or skipped it). Before the cutoff this is who
 * will receive it if nothing changes.
 */
export async function liveAudience(
  db: Database,
  month: IssueMonth,
  timeZone: string,
): Promise<{ recipients: IssueRecipient[]; absentees: IssueAbsentee[] }> {
  const cutoff = cutoffOf(month, timeZone);
  // The SQL narrows the rows; receivesIssue stays the one definition of who gets an issue.
  const rows = await db
    .select({
      subscriptionId: subscriptions.id,
      plan: subscriptions.plan,
      priceCents: subscriptions.priceCents,
      address: subscriptions.deliveryAddress,
      startedAt: subscriptions.startedAt,
      endedAt: subscriptions.endedAt,
      firstIssue: subscriptions.firstIssue,
      status: subscriptions.status,
      email: customers.email,
    })
    .from(subscriptions)
    .innerJoin(customers, eq(customers.id, subscriptions.customerId))
    .where(
      and(
        isNotNull(subscriptions.startedAt),
        lt(subscriptions.startedAt, cutoff),
        or(
          isNull(subscriptions.endedAt),
          gte(subscriptions.endedAt, cutoff),
          eq(subscriptions.status, "suspended"),
        ),
        lte(subscriptions.firstIssue, issueMonthKey(month)),
      ),
    );
  const ids = rows.map((row) => row.subscriptionId);
  // One after the other: freezing calls this in its transaction, one connection.
  const holds = await loadHolds(db, ids);
  const arrears = await loadArrears(db, ids);
  const recipients: IssueRecipient[] = [];
  const absentees: IssueAbsentee[] = [];
  for (const row of rows) {
    const firstIssue = row.firstIssue ? parseIssueMonthKey(row.firstIssue) : null;
    if (!firstIssue || !row.startedAt) continue;
    const held = heldAt(arrears.get(row.subscriptionId), cutoff);
    // PayPal suspends after its retries fail: such a member is held, not gone.
    const endedAt = held && row.status === "suspended" ? null : row.endedAt;
    if (!receivesIssue({ firstIssue, joinedAt: row.startedAt, endedAt }, month, timeZone)) {
      continue;
    }
    const memberHolds = holds.get(row.subscriptionId) ?? [];
    const reason = absenceFrom(memberHolds, month, timeZone) ?? (held ? "held" : null);
    if (reason) {
      const name = recipientName(row.address);
      absentees.push({
        subscriptionId: row.subscriptionId,
        giftId: null,
        email: row.email,
        name,
        reason,
      });
      continue;
    }
    recipients.push({
      subscriptionId: row.subscriptionId,
      giftId: null,
      name: recipientName(row.address),
      email: row.email,
      plan: row.plan,
      address: row.address,
      priceCents: row.priceCents,
    });
  }
  absentees.sort(
    (a, b) =>
      a.name.localeCompare(b.name, "en") || (a.subscriptionId ?? 0) - (b.subscriptionId ?? 0),
  );
  const gifts = await giftAudience(db, month);
  recipients.push(...gifts.recipients);
  // Members first, then the gifts their recipients skipped.
  absentees.push(...gifts.absentees);
  return { recipients: recipients.sort(compareLabelOrder), absentees };
}
