import type { Database } from "#server/db/client.ts";
import { recordStudioChange } from "#server/lib/audit-log.ts";
import { AppError } from "#server/lib/errors.ts";
import type { StudioAccount } from "#server/lib/studio-account.ts";
import { issueMonthKey } from "#server/mail-club/issue-month.ts";
import { createIssue } from "#server/mail-club/issues/create-issue.ts";
import type { MailClubIssue } from "#server/mail-club/issues/issue-row.ts";
import { newIssueSchema } from "#server/mail-club/studio/issue-form.ts";
import { parseInput } from "#server/validation/parse-input.ts";

/**
 * The maker creates the issue of a month (this one or later) with its title and notes. A
 * second issue for the same month is refused with the month named; errors name their field.
 */
export async function createStudioIssue(
  db: Database,
  account: StudioAccount,
  input: { month?: unknown; title?: unknown; notes?: unknown },
  options: { now: Date; timeZone: string },
): Promise<MailClubIssue> {
  const { month, title, notes } = parseInput(newIssueSchema(options), input);
  try {
    return await db.transaction(async (tx) => {
      const issue = await createIssue(tx, { month, title, notes });
      await recordStudioChange(tx, account, {
        action: "mail-club.issue.create",
        subject: `issue:${issue.id}`,
        details: { month: issueMonthKey(month), title: issue.title },
      });
      return issue;
    });
  } catch (error) {
    if (error instanceof AppError && error.code === "conflict") {
      throw new AppError("conflict", error.message, { month: error.message });
    }
    throw error;
  }
}
