import { type HoldSpan, holdCovers } from "#server/mail-club/holds/hold-span.ts";
import { addMonths, type IssueMonth } from "#server/mail-club/issue-month.ts";

/** A membership's intro offer (decision 041) as the member reads it. */
export interface MemberIntro {
  /** What each of the first issues costs, and how many. */
  priceCents: number;
  issues: number;
  /** The first issue at the plan's own price; null until the first issue is known. */
  fullPriceFrom: IssueMonth | null;
}

/**
 * When the plan's own price starts: after the intro's issues that were paid for. A skipped or
 * paused issue is not billed (PayPal bills no cycle while billing is suspended), so it does not
 * use up an intro issue: the intro moves on to the next issue that comes.
 */
export function memberIntro(
  row: { introPriceCents: number | null; introIssues: number | null },
  firstIssue: IssueMonth | null,
  holds: readonly HoldSpan[],
  timeZone: string,
): MemberIntro | null {
  if (row.introPriceCents === null || !row.introIssues) return null;
  const intro = { priceCents: row.introPriceCents, issues: row.introIssues };
  if (!firstIssue) return { ...intro, fullPriceFrom: null };
  const held = (issue: IssueMonth) => holds.some((hold) => holdCovers(hold, issue, timeZone));
  let issue = firstIssue;
  for (let paid = 0; paid < intro.issues; issue = addMonths(issue, 1)) {
    if (!held(issue)) paid += 1;
  }
  while (held(issue)) issue = addMonths(issue, 1);
  return { ...intro, fullPriceFrom: issue };
}
