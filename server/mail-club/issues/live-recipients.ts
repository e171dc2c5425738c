import { and, eq, gte, isNotNull, isNull, lt, lte, or } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { customers, type IssueAbsence, subscriptions } from "#server/db/schema.ts";
import { heldAt, loadArrears } from "#server/mail-club/arrears/arrears.ts";
import { cutoffOf } from "#server/mail-club/cutoff.ts";
import { giftsAround } from "#server/mail-club/gifts/gift-recipients.ts";
import { loadHolds } from "#server/mail-club/holds/hold-rows.ts";
import {
  type IssueMonth,
  issueMonthKey,
  parseIssueMonthKey,
} from "#server/mail-club/issue-month.ts";
import {
  type AudienceMembership,
  compareLabelOrder,
  type IssueRecipient,
  recipientName,
} from "#server/mail-club/issues/recipient.ts";
import { issueStatus } from "#server/mail-club/receives-issue.ts";

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
 * have now, and who it leaves out: members by their skip or pause, or held by a payment PayPal
 * could not take before its cutoff (a membership PayPal suspended for it included: it comes
 * back when they pay), and gifts by their recipient's skip. Before the cutoff this is who will
 * receive it if nothing changes. Members and gifts are one model here: one issueStatus.
 */
export async function liveAudience(
  db: Database,
  month: IssueMonth,
  timeZone: string,
): Promise<{ recipients: IssueRecipient[]; absentees: IssueAbsentee[] }> {
  // One after the other: freezing calls this in its transaction, one connection.
  const memberships = [
    ...(await membersAround(db, month, timeZone)),
    ...(await giftsAround(db, month)),
  ];
  const recipients: IssueRecipient[] = [];
  const absentees: IssueAbsentee[] = [];
  for (const { span, heldForArrears, ...recipient } of memberships) {
    const status = issueStatus(span, month, timeZone);
    if (status === "outside") continue;
    const reason = status !== "receives" ? status : heldForArrears ? "held" : null;
    if (reason === null) {
      recipients.push(recipient);
      continue;
    }
    const { subscriptionId, giftId, email, name } = recipient;
    absentees.push({ subscriptionId, giftId, email, name, reason });
  }
  // Members first, then the gifts their recipients skipped; each by name.
  absentees.sort(
    (a, b) =>
      Number(a.giftId !== null) - Number(b.giftId !== null) ||
      a.name.localeCompare(b.name, "en") ||
      (a.subscriptionId ?? a.giftId ?? 0) - (b.subscriptionId ?? b.giftId ?? 0),
  );
  return { recipients: recipients.sort(compareLabelOrder), absentees };
}

/**
 * The members' memberships that may reach the issue, with their holds and whether arrears
 * hold them at its cutoff. The SQL narrows the rows; issueStatus decides.
 */
async function membersAround(
  db: Database,
  month: IssueMonth,
  timeZone: string,
): Promise<AudienceMembership[]> {
  const cutoff = cutoffOf(month, timeZone);
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
  const subscriptionIds = rows.map((row) => row.subscriptionId);
  const holds = await loadHolds(db, { subscriptionIds });
  const arrears = await loadArrears(db, subscriptionIds);
  return rows.flatMap((row) => {
    const firstIssue = row.firstIssue ? parseIssueMonthKey(row.firstIssue) : null;
    if (!firstIssue || !row.startedAt) return [];
    const held = heldAt(arrears.get(row.subscriptionId), cutoff);
    // PayPal suspends after its retries fail: such a member is held, not gone.
    const endedAt = held && row.status === "suspended" ? null : row.endedAt;
    return {
      subscriptionId: row.subscriptionId,
      giftId: null,
      name: recipientName(row.address),
      email: row.email,
      plan: row.plan,
      address: row.address,
      priceCents: row.priceCents,
      span: {
        firstIssue,
        joinedAt: row.startedAt,
        endedAt,
        holds: holds.get(row.subscriptionId) ?? [],
      },
      heldForArrears: held,
    };
  });
}
