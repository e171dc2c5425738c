import type { MailClubView, PaymentProblemView } from "#app/components/account/mail-club-data.ts";
import { cancelQuestion } from "#app/routes/account-cancel-question.server.ts";
import { planChangeOffer } from "#app/routes/account-plan-change.server.ts";
import { addressDisplayLines } from "#server/addresses/address-display.ts";
import type { Database } from "#server/db/client.ts";
import { formatMoney } from "#server/lib/money.ts";
import { addressChangeAppliesFrom, cutoffOf, firstIssueFor } from "#server/mail-club/cutoff.ts";
import {
  compareIssueMonths,
  formatIssueMonth,
  type IssueMonth,
} from "#server/mail-club/issue-month.ts";
import {
  getMemberSubscription,
  type MemberHold,
  type MemberSubscription,
} from "#server/mail-club/subscriptions/member-subscription.ts";

const planNames = { usa: "USA", international: "International" } as const;

/**
 * A Mail Club offer while it still lowers an issue ahead: "$4.00 for your first issue, then
 * $8.88 from the February 2027 issue"; null without one, or once the plan's price has begun.
 */
function introText(member: MemberSubscription): string | null {
  const intro = member.intro;
  if (!intro?.fullPriceFrom) return null;
  const next = member.nextIssue;
  if (next && compareIssueMonths(next, intro.fullPriceFrom) >= 0) return null;
  const first =
    intro.issues === 1
      ? `${formatMoney(intro.priceCents)} for your first issue`
      : `${formatMoney(intro.priceCents)} an issue for your first ${intro.issues} issues`;
  const from = formatIssueMonth(intro.fullPriceFrom);
  return `${first}, then ${formatMoney(member.priceCents)} from the ${from} issue`;
}

/** The signed-in member's subscription for the account page, or null when they never joined. */
export async function loadMailClubView(
  db: Database,
  customerId: number,
  options: { timeZone: string; fixPaymentUrl: string; now?: Date },
): Promise<MailClubView | null> {
  const { timeZone, now = new Date() } = options;
  const member = await getMemberSubscription(db, customerId, { now, timeZone });
  if (!member) return null;
  const pending = member.pendingPlanChange;
  const day = (date: Date | null) =>
    date ? date.toLocaleDateString("en-US", { dateStyle: "long", timeZone }) : null;
  const firstStillAhead =
    member.firstIssue &&
    member.nextIssue &&
    compareIssueMonths(member.firstIssue, member.nextIssue) === 0;
  const addressAppliesFrom = formatIssueMonth(
    addressChangeAppliesFrom(member.firstIssue, now, timeZone),
  );
  const skippableIssue = formatIssueMonth(
    laterIssue(firstIssueFor(now, timeZone), member.firstIssue),
  );
  return {
    status: member.status,
    plan: member.plan,
    planName: planNames[member.plan],
    priceCents: member.priceCents,
    intro: introText(member),
    startedOn: day(member.startedAt),
    firstIssue: firstStillAhead && member.firstIssue ? formatIssueMonth(member.firstIssue) : null,
    nextIssue: member.nextIssue ? formatIssueMonth(member.nextIssue) : null,
    nextPaymentOn: day(member.nextBillingAt),
    deliveryAddress: member.deliveryAddress,
    deliveryAddressLines: addressDisplayLines(member.deliveryAddress),
    addressAppliesFrom,
    skippableIssue,
    hold: member.hold ? { kind: member.hold.kind, text: holdText(member.hold) } : null,
    notes: {
      mailing: "Issues are mailed in the first week of each month by standard post.",
      breaks:
        "Skipped and paused issues are not sent and not charged; you can undo until the 25th.",
      cancelling:
        "No further payments will be taken. An issue already being prepared for you is still mailed.",
    },
    cancelQuestion: cancelQuestion({
      skippableIssue,
      addressAppliesFrom,
      holdAhead: member.hold !== null,
    }),
    pendingPlanChange: pending
      ? {
          ...planChangeOffer(
            {
              plan: pending.plan,
              priceCents: pending.priceCents,
              currentPlan: member.plan,
              currentPriceCents: member.priceCents,
              appliesFrom: addressChangeAppliesFrom(member.firstIssue, now, timeZone),
              firstChargeAt: member.nextBillingAt,
            },
            timeZone,
            "waiting",
          ),
          addressLines: addressDisplayLines(pending.deliveryAddress),
          approveUrl: pending.approveUrl,
        }
      : null,
    paymentProblem: paymentProblemView(member, { ...options, now }),
  };
}

/**
 * What the member reads about a payment PayPal could not take (issue 23, payments that fail),
 * or about a membership PayPal suspended; null when neither.
 */
function paymentProblemView(
  member: MemberSubscription,
  options: { timeZone: string; fixPaymentUrl: string; now: Date },
): PaymentProblemView | null {
  const { arrears } = member;
  if (!arrears) {
    return member.status === "suspended"
      ? {
          title: "Your membership is paused: your payments did not go through",
          lines: [
            "PayPal could not take your payments and has paused your membership. Once a payment goes through, it carries on by itself.",
          ],
          fixPaymentUrl: options.fixPaymentUrl,
        }
      : null;
  }
  const { timeZone, now } = options;
  const day = (date: Date) => date.toLocaleDateString("en-US", { dateStyle: "long", timeZone });
  const amount = formatMoney(arrears.amountCents ?? member.priceCents);
  const lines = [
    `PayPal could not take your payment of ${amount} on ${day(arrears.lastFailedAt)}.`,
  ];
  if (arrears.suspended) {
    lines.push(
      "PayPal has stopped trying and paused your membership. Once a payment goes through, it carries on by itself.",
    );
  } else {
    const tries = arrears.failuresInRow > 1 ? ` (it has tried ${arrears.failuresInRow} times)` : "";
    lines.push(
      `PayPal tries again by itself over the next few days${tries}. If its tries keep failing, it pauses your membership.`,
    );
  }
  if (member.nextIssue) {
    const cutoff = cutoffOf(member.nextIssue, timeZone);
    const issue = formatIssueMonth(member.nextIssue);
    lines.push(
      cutoff > now
        ? `Your ${issue} issue is held until the payment goes through: paid by the end of ${day(new Date(cutoff.getTime() - 1))}, it comes as usual.`
        : `Your ${issue} issue is held until the payment goes through; it is still sent if you pay before it goes into the post.`,
    );
  }
  return {
    title: arrears.suspended
      ? "Your membership is paused: your payments did not go through"
      : "Your last payment did not go through",
    lines,
    fixPaymentUrl: options.fixPaymentUrl,
  };
}

function laterIssue(a: IssueMonth, b: IssueMonth | null) {
  return b && compareIssueMonths(b, a) > 0 ? b : a;
}

/** 'You are skipping the December 2026 issue.' or the pause's issues still ahead. */
function holdText(hold: MemberHold) {
  const ahead = hold.issuesAhead.map(formatIssueMonth);
  if (hold.kind === "skip")
    return `You are skipping the ${ahead[0]} issue: it is not sent or charged.`;
  const issues =
    ahead.length === 1
      ? `the ${ahead[0]} issue`
      : `the ${ahead.join(", ").replace(/, ([^,]*)$/, " and $1")} issues`;
  return `Your membership is paused for ${issues}: they are not sent or charged. It starts again by itself after them.`;
}
