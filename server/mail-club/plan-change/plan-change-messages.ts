import type { SubscriptionPlan } from "#server/db/schema.ts";
import { formatMoney } from "#server/lib/money.ts";
import { formatIssueMonth, type IssueMonth } from "#server/mail-club/issue-month.ts";
import { planName } from "#server/mail-club/plan-name.ts";

/** What a move abroad or back says; the same on /account and in /api. */
export const planChangeMessages = {
  notRunning:
    "Your membership is not running just now, so its plan cannot change. Please try again once it is active.",
  planUnavailable:
    "The plan for that country is not available right now, so your address stays as it is. Please try again later.",
  reviseFailed:
    "PayPal could not be reached, so your plan and delivery address stay as they were. Please try again.",
  reviseRefused:
    "PayPal did not accept the change of plan, so your plan and delivery address stay as they were. Please write to us and we will sort it out.",
  noneWaiting: "No change of plan is waiting for your approval.",
  approved: "Your new plan and delivery address are saved.",
  stillWaiting:
    "PayPal has not told us you approved the new plan yet. Your plan and delivery address stay as they were until you do.",
  cancelledAtPayPal:
    "You did not approve the new plan at PayPal, so your plan and delivery address stay as they were.",
  keepFailed:
    "PayPal could not be reached, so the change waiting there is not dropped yet. Please try again.",
  keptCurrentPlan: "You kept your current plan and delivery address.",
} as const;

/** 'From the January 2027 issue your plan becomes International, $9.88 a month (now $8.88).' */
export function planChangeSentence(change: {
  plan: SubscriptionPlan;
  priceCents: number;
  currentPriceCents: number;
  appliesFrom: IssueMonth;
}) {
  return `From the ${formatIssueMonth(change.appliesFrom)} issue your plan becomes ${planName(change.plan)}, ${formatMoney(change.priceCents)} a month (now ${formatMoney(change.currentPriceCents)}).`;
}
