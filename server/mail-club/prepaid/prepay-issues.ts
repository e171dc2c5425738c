import { and, eq, isNull } from "drizzle-orm";
import { moveBalance } from "#server/balances/spend-balances.ts";
import { balances, mailClubHolds, mailClubPrepaid, subscriptions } from "#server/db/schema.ts";
import { AppError } from "#server/lib/errors.ts";
import { formatMoney } from "#server/lib/money.ts";
import { firstIssueFor } from "#server/mail-club/cutoff.ts";
import { recordMemberEvent } from "#server/mail-club/history/member-events.ts";
import {
  monthsAfter,
  nextBillingFrom,
  resumeAfter,
} from "#server/mail-club/holds/billing-dates.ts";
import { toHoldSpan } from "#server/mail-club/holds/hold-rows.ts";
import { isHoldAhead } from "#server/mail-club/holds/hold-span.ts";
import { formatIssueMonth, issueMonthKey } from "#server/mail-club/issue-month.ts";
import { suspendBillingForPrepaid } from "#server/mail-club/prepaid/prepaid-billing.ts";
import { findMemberSubscription } from "#server/mail-club/subscriptions/subscription-row.ts";
import type { PaymentServices } from "#server/payments/payment-services.ts";
import { taxOf } from "#server/tax/tax-arithmetic.ts";

/** The most issues one prepayment covers: a year. */
export const MAX_PREPAID_ISSUES = 12;

export const prepaidMessages = {
  notMember: "Prepaying issues needs a running Mail Club membership.",
  notEnough: (balance: number, price: number) =>
    `Your store credit (${formatMoney(balance)}) does not cover one issue (${formatMoney(price)}).`,
  holdAhead: "Your skip or pause comes first: prepay once it is over, or undo it.",
  alreadyPrepaid: "Your prepaid issues come first: prepay more once they are paid through.",
  prepaid: (count: number, issues: string[]) =>
    `${count === 1 ? "One issue is" : `${count} issues are`} prepaid from your balance: ${issues.join(", ")}. Nothing is charged at PayPal for ${count === 1 ? "it" : "them"}.`,
} as const;

/** A member's issue at their price, with the tax their plan carries (decision 042). */
export function issuePriceCents(member: { priceCents: number; taxRatePpm: number }) {
  return member.priceCents + taxOf(member.priceCents, member.taxRatePpm);
}

/**
 * "Use my balance for the Mail Club": the member's store credit turned into whole issues at
 * their price (up to a year's), taken from the credit in one transaction, the remainder kept.
 * The club then skips charging at PayPal for those billing dates, as a pause suspends billing,
 * while the member receives every issue. One prepayment at a time, and none while a skip or a
 * pause is ahead (their billing would cross).
 */
export async function prepayIssues(
  services: PaymentServices,
  input: { customerId: number; now?: Date },
) {
  const { db, timeZone } = services;
  const now = input.now ?? new Date();
  const prepaid = await db.transaction(async (tx) => {
    const found = await findMemberSubscription(tx, input.customerId);
    const [member] = found
      ? await tx.select().from(subscriptions).where(eq(subscriptions.id, found.id)).for("update")
      : [];
    if (member?.status !== "active" || !member.firstIssue) {
      throw new AppError("conflict", prepaidMessages.notMember);
    }
    const holds = await tx
      .select()
      .from(mailClubHolds)
      .where(eq(mailClubHolds.subscriptionId, member.id));
    if (holds.some((hold) => isHoldAhead(toHoldSpan(hold), now, timeZone))) {
      throw new AppError("conflict", prepaidMessages.holdAhead);
    }
    const [running] = await tx
      .select({ id: mailClubPrepaid.id })
      .from(mailClubPrepaid)
      .where(
        and(
          eq(mailClubPrepaid.subscriptionId, member.id),
          isNull(mailClubPrepaid.billingResumedAt),
        ),
      );
    if (running) throw new AppError("conflict", prepaidMessages.alreadyPrepaid);
    const [credit] = await tx
      .select({ id: balances.id, cents: balances.balanceCents })
      .from(balances)
      .where(eq(balances.customerId, input.customerId))
      .for("update");
    const price = issuePriceCents(member);
    const count = Math.min(MAX_PREPAID_ISSUES, Math.floor((credit?.cents ?? 0) / price));
    if (!credit || count === 0) {
      throw new AppError("conflict", prepaidMessages.notEnough(credit?.cents ?? 0, price));
    }
    const firstBillingAt = nextBillingFrom(member.nextBillingAt, now);
    const issues = Array.from({ length: count }, (_, ahead) =>
      firstIssueFor(monthsAfter(firstBillingAt, ahead), timeZone),
    );
    const names = issues.map(formatIssueMonth);
    await moveBalance(tx, credit.id, -count * price, {
      kind: "club_prepaid",
      subscriptionId: member.id,
      reason: `Mail Club: ${names.join(", ")}`,
      now,
    });
    const [row] = await tx
      .insert(mailClubPrepaid)
      .values({
        subscriptionId: member.id,
        issueCount: count,
        amountCents: count * price,
        firstBillingAt,
        issues: issues.map(issueMonthKey),
        billingResumeAfter: resumeAfter(firstBillingAt, count),
        createdAt: now,
      })
      .returning({ id: mailClubPrepaid.id });
    if (!row) throw new Error("The prepaid issues were not written");
    await recordMemberEvent(tx, {
      subscriptionId: member.id,
      actor: { customerId: input.customerId },
      action: "mail-club.prepaid",
      details: { issueCount: count, amountCents: count * price, issues: issues.map(issueMonthKey) },
    });
    return { id: row.id, count, names };
  });
  // PayPal after the commit, as a hold's: unreachable now, the billing job suspends it later.
  await suspendBillingForPrepaid(services, prepaid.id, now).catch((error: unknown) => {
    services.logger?.warn(
      { err: error, prepaidId: prepaid.id },
      "prepaid billing not suspended yet",
    );
  });
  return prepaidMessages.prepaid(prepaid.count, prepaid.names);
}
