import type { MailClubView } from "#app/components/account/mail-club-data.ts";
import { planChangeOffer } from "#app/routes/account-plan-change.server.ts";
import { addressDisplayLines } from "#server/addresses/address-display.ts";
import type { Database } from "#server/db/client.ts";
import { firstIssueFor } from "#server/mail-club/cutoff.ts";
import {
  compareIssueMonths,
  formatIssueMonth,
  type IssueMonth,
} from "#server/mail-club/issue-month.ts";
import { addressChangeAppliesFrom } from "#server/mail-club/subscriptions/change-delivery-address.ts";
import {
  getMemberSubscription,
  type MemberHold,
} from "#server/mail-club/subscriptions/member-subscription.ts";

const planNames = { usa: "USA", international: "International" } as const;

/** The signed-in member's subscription for the account page, or null when they never joined. */
export async function loadMailClubView(
  db: Database,
  customerId: number,
  timeZone: string,
  now = new Date(),
): Promise<MailClubView | null> {
  const member = await getMemberSubscription(db, customerId, { now, timeZone });
  if (!member) return null;
  const pending = member.pendingPlanChange;
  const day = (date: Date | null) =>
    date ? date.toLocaleDateString("en-US", { dateStyle: "long", timeZone }) : null;
  const firstStillAhead =
    member.firstIssue &&
    member.nextIssue &&
    compareIssueMonths(member.firstIssue, member.nextIssue) === 0;
  return {
    status: member.status,
    plan: member.plan,
    planName: planNames[member.plan],
    priceCents: member.priceCents,
    startedOn: day(member.startedAt),
    firstIssue: firstStillAhead && member.firstIssue ? formatIssueMonth(member.firstIssue) : null,
    nextIssue: member.nextIssue ? formatIssueMonth(member.nextIssue) : null,
    nextPaymentOn: day(member.nextBillingAt),
    deliveryAddress: member.deliveryAddress,
    deliveryAddressLines: addressDisplayLines(member.deliveryAddress),
    addressAppliesFrom: formatIssueMonth(
      addressChangeAppliesFrom(member.firstIssue, now, timeZone),
    ),
    skippableIssue: formatIssueMonth(laterIssue(firstIssueFor(now, timeZone), member.firstIssue)),
    hold: member.hold ? { kind: member.hold.kind, text: holdText(member.hold) } : null,
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
          ),
          addressLines: addressDisplayLines(pending.deliveryAddress),
          approveUrl: pending.approveUrl,
        }
      : null,
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
