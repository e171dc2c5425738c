import type { CancelReason } from "#server/db/schema.ts";
import { formatMoney } from "#server/lib/money.ts";
import { cancelReasons, describeCancelReason } from "#server/mail-club/cancel/cancel-reasons.ts";
import { formatIssueMonth, parseIssueMonthKey } from "#server/mail-club/issue-month.ts";
import { planName } from "#server/mail-club/plan-name.ts";

type Details = Record<string, unknown>;

const isCancelReason = (value: unknown): value is CancelReason =>
  (cancelReasons as readonly unknown[]).includes(value);

const month = (key: unknown) => {
  const parsed = typeof key === "string" ? parseIssueMonthKey(key) : null;
  return parsed ? formatIssueMonth(parsed) : String(key);
};
const count = (n: unknown, one: string, many: string) => (n === 1 ? `1 ${one}` : `${n} ${many}`);
const planOf = (plan: unknown) =>
  plan === "usa" || plan === "international" ? `the ${planName(plan)} plan` : String(plan);
const money = (cents: unknown) => (typeof cents === "number" ? formatMoney(cents) : "");
const quoted = (text: unknown) => (typeof text === "string" && text ? ` (“${text}”)` : "");

const describers: Record<string, (details: Details) => string> = {
  "mail-club.skip": (d) => `Skipped the ${month(d.firstIssue)} issue`,
  "mail-club.pause": (d) =>
    `Paused ${count(d.issueCount, "issue", "issues")} from ${month(d.firstIssue)}`,
  "mail-club.skip-undone": (d) => `Undid the skip of the ${month(d.firstIssue)} issue`,
  "mail-club.resume": (d) => `Ended the pause from ${month(d.firstIssue)} early`,
  "mail-club.prepaid": (d) => {
    const issues = Array.isArray(d.issues) ? d.issues.map(month).join(", ") : "";
    return `Prepaid ${count(d.issueCount, "issue", "issues")} from their balance (${money(d.amountCents)}): ${issues}`;
  },
  "mail-club.payment-failed": (d) =>
    `PayPal could not take ${money(d.amountCents)} (try ${d.failuresInRow})${
      d.suspended ? "; PayPal suspended the membership" : ""
    }`,
  "mail-club.payment-settled": (d) => {
    const issues = Array.isArray(d.issuesPutBack) ? d.issuesPutBack.map(month) : [];
    return issues.length > 0
      ? `A payment went through; put back on the ${issues.join(", ")} ${issues.length === 1 ? "issue" : "issues"}`
      : "A payment went through; the failed ones are settled";
  },
  "mail-club.plan-change-asked": (d) =>
    `Asked to move to ${planOf(d.to)} (${d.country}); waiting for their approval at PayPal`,
  "mail-club.plan-change": (d) =>
    `Moved from ${planOf(d.from)} to ${planOf(d.to)} (${d.country}), ${money(d.priceCents)} a month, from the ${month(d.appliesFrom)} issue`,
  "mail-club.plan-change-abandoned": (d) => `Kept their plan instead of moving to ${planOf(d.to)}`,
  "mail-club.pause-ending-reminder": () => "Sent the “your pause ends soon” e-mail",
  "mail-club.cancel": (d) =>
    isCancelReason(d.reason)
      ? `Cancelled: ${describeCancelReason(d.reason, typeof d.text === "string" ? d.text : null)}`
      : "Cancelled, without saying why",
  "mail-club.member.cancel": (d) => `Cancelled in the studio${quoted(d.reason)}`,
};

/** One line of a member's history, in the maker's words. */
export function describeMemberEvent(action: string, details: Details): string {
  return describers[action]?.(details) ?? action;
}
