import type { Database } from "#server/db/client.ts";
import type { Job } from "#server/lib/job-runner.ts";
import type { Logger } from "#server/logger.ts";
import { formatIssueMonth } from "#server/mail-club/issue-month.ts";
import { freezeDueIssues } from "#server/mail-club/issues/freeze-issue.ts";
import { withoutCountryMessage } from "#server/mail-club/issues/issue-messages.ts";
import { recipientKey } from "#server/mail-club/issues/recipient.ts";

/** How often the job looks for an issue to freeze; the runner's passes come far more often. */
export const FREEZE_CHECK_INTERVAL_MS = 3 * 60_000;

/**
 * The background job that fixes each issue's mailing list within minutes of its cutoff.
 * Nothing depends on it being quick: until the list is frozen it is computed by the same
 * rules, and an address change freezes first. Several instances may run it at once.
 */
export function createFreezeIssuesJob({
  db,
  logger,
  timeZone,
  clock = () => new Date(),
}: {
  db: Database;
  logger: Logger;
  /** The shop's time zone, read at each pass (the studio's settings may change it). */
  timeZone: () => Promise<string>;
  clock?: () => Date;
}): Job {
  let lastCheck = Number.NEGATIVE_INFINITY;
  return {
    name: "freeze-mail-club-issues",
    async run() {
      const now = clock();
      if (now.getTime() - lastCheck < FREEZE_CHECK_INTERVAL_MS) return;
      lastCheck = now.getTime();
      const { issue, frozenNow, withoutCountry } = await freezeDueIssues(db, {
        now,
        timeZone: await timeZone(),
      });
      if (!frozenNow) return;
      logger.info({ issue: issue.monthKey }, `${formatIssueMonth(issue.month)} issue frozen`);
      if (withoutCountry.length > 0) {
        const recipients = withoutCountry.map(recipientKey);
        logger.warn(
          { issue: issue.monthKey, recipients },
          withoutCountryMessage(withoutCountry.length),
        );
      }
    },
  };
}
