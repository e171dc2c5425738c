import type { HoldKind, IssueAbsence } from "#server/db/schema.ts";
import { cutoffOf } from "#server/mail-club/cutoff.ts";
import { addMonths, compareIssueMonths, type IssueMonth } from "#server/mail-club/issue-month.ts";

/** The most issues one pause may leave out. */
export const MAX_PAUSE_ISSUES = 3;

/** A skip or a pause as the issue rules read it. */
export interface HoldSpan {
  kind: HoldKind;
  /** The first issue left out: the next one whose cutoff had not passed when it was asked. */
  firstIssue: IssueMonth;
  issueCount: number;
  /** When the member undid it or resumed early; null while it runs its course. */
  endedAt: Date | null;
}

/** The issues the hold was asked for, in order. */
export function issuesOfHold(hold: HoldSpan): IssueMonth[] {
  return Array.from({ length: hold.issueCount }, (_, index) => addMonths(hold.firstIssue, index));
}

/** The last issue the hold was asked for. */
export function lastIssueOfHold(hold: HoldSpan): IssueMonth {
  return addMonths(hold.firstIssue, hold.issueCount - 1);
}

/**
 * Whether the hold keeps issue X from the member: X is one of its issues, and the member had
 * not undone it or resumed before X's cutoff (once a cutoff has passed, its issue stays left
 * out: the list is fixed).
 */
export function holdCovers(hold: HoldSpan, issue: IssueMonth, timeZone: string): boolean {
  const from = compareIssueMonths(hold.firstIssue, issue);
  const to = compareIssueMonths(issue, lastIssueOfHold(hold));
  if (from > 0 || to > 0) return false;
  return hold.endedAt === null || hold.endedAt >= cutoffOf(issue, timeZone);
}

/** Why the member's holds leave issue X out ('skipped', 'paused'), or null when none does. */
export function absenceFrom(
  holds: readonly HoldSpan[],
  issue: IssueMonth,
  timeZone: string,
): IssueAbsence | null {
  const covering = holds.find((hold) => holdCovers(hold, issue, timeZone));
  if (!covering) return null;
  return covering.kind === "skip" ? "skipped" : "paused";
}

/**
 * Whether the hold still has an issue ahead of `now` to leave out: one whose cutoff has not
 * passed and which it covers. A member has at most one such hold at a time.
 */
export function isHoldAhead(hold: HoldSpan, now: Date, timeZone: string): boolean {
  return issuesOfHold(hold).some(
    (issue) => cutoffOf(issue, timeZone) > now && holdCovers(hold, issue, timeZone),
  );
}
