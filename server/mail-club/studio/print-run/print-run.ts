import type { Database } from "#server/db/client.ts";
import { firstIssueFor } from "#server/mail-club/cutoff.ts";
import { addMonths, type IssueMonth, issueMonthKey } from "#server/mail-club/issue-month.ts";
import { issueRecipients } from "#server/mail-club/issues/issue-recipients.ts";
import { DEFAULT_WEIGHT_GRAMS } from "#server/mail-club/studio/customs-form.ts";
import { type IssueState, issueState } from "#server/mail-club/studio/issue-state.ts";
import {
  type PrintRunFigures,
  printRunFigures,
} from "#server/mail-club/studio/print-run/print-run-figures.ts";
import { loadShippingRules, type ShippingRules } from "#server/shipping/shipping-rules.ts";

export interface PrintRun {
  /** 'YYYY-MM'. */
  month: string;
  issueId: number | null;
  cutoff: Date;
  /** open: a forecast (who will get it if nothing changes); later, the list as it stands or frozen. */
  state: IssueState;
  figures: PrintRunFigures;
}

interface Clock {
  now: Date;
  timeZone: string;
}

/**
 * The print run of one issue: before its cutoff a forecast from the members as they are now
 * (`liveAudience`), once frozen the frozen list and its absentees: `issueRecipients` reads
 * whichever applies, so both come from the one definition of who receives an issue.
 */
export async function printRunOf(
  db: Database,
  month: IssueMonth,
  clock: Clock,
  rules?: ShippingRules,
): Promise<PrintRun> {
  const [list, postageRules] = await Promise.all([
    issueRecipients(db, month, clock),
    rules ?? loadShippingRules(db),
  ]);
  const state = list.issue
    ? issueState(list.issue, clock)
    : list.cutoffPassed
      ? "cutoff-passed"
      : "open";
  return {
    month: issueMonthKey(month),
    issueId: list.issue?.id ?? null,
    cutoff: list.cutoff,
    state,
    figures: printRunFigures(list, { rules: postageRules, weightGrams: DEFAULT_WEIGHT_GRAMS }),
  };
}

/**
 * The studio's print run: the forecast of the next issue whose cutoff has not passed, and the
 * issue whose cutoff passed last, with its frozen figures once the job has frozen it.
 */
export async function printRunForecast(
  db: Database,
  clock: Clock,
): Promise<{ next: PrintRun; last: PrintRun }> {
  const nextIssue = firstIssueFor(clock.now, clock.timeZone);
  const rules = await loadShippingRules(db);
  const [next, last] = await Promise.all([
    printRunOf(db, nextIssue, clock, rules),
    printRunOf(db, addMonths(nextIssue, -1), clock, rules),
  ]);
  return { next, last };
}
