import { eq } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { mailClubIssues } from "#server/db/schema.ts";
import { recordStudioChange } from "#server/lib/audit-log.ts";
import { AppError } from "#server/lib/errors.ts";
import { parseRowId } from "#server/lib/row-id.ts";
import type { StudioAccount } from "#server/lib/studio-account.ts";
import { issueMessages } from "#server/mail-club/issues/issue-messages.ts";
import { issueColumns, type MailClubIssue, toIssue } from "#server/mail-club/issues/issue-row.ts";
import { issueDetailsSchema } from "#server/mail-club/issues/issue-schema.ts";
import { mailClubStudioMessages } from "#server/mail-club/studio/mail-club-studio-messages.ts";
import { parseInput } from "#server/validation/parse-input.ts";

/**
 * A new title and notes for an issue not yet mailed (the 'on its way' e-mail and the packing
 * list name it; once mailed it is a record of what went out).
 */
export async function updateIssueDetails(
  db: Database,
  account: StudioAccount,
  issueId: number,
  input: { title?: unknown; notes?: unknown },
): Promise<MailClubIssue> {
  const details = parseInput(issueDetailsSchema, input);
  return db.transaction(async (tx) => {
    const [locked] = parseRowId(issueId)
      ? await tx
          .select(issueColumns)
          .from(mailClubIssues)
          .where(eq(mailClubIssues.id, issueId))
          .for("update")
      : [];
    if (!locked) throw new AppError("not_found", issueMessages.notFound);
    if (locked.mailedAt) throw new AppError("conflict", mailClubStudioMessages.alreadyMailed);
    const [updated] = await tx
      .update(mailClubIssues)
      .set(details)
      .where(eq(mailClubIssues.id, issueId))
      .returning(issueColumns);
    if (!updated) throw new AppError("not_found", issueMessages.notFound);
    await recordStudioChange(tx, account, {
      action: "mail-club.issue.update",
      subject: `issue:${issueId}`,
      details: {
        month: locked.month,
        ...(locked.title !== updated.title
          ? { title: { from: locked.title, to: updated.title } }
          : {}),
        ...(locked.notes !== updated.notes ? { notesChanged: true } : {}),
      },
    });
    return toIssue(updated);
  });
}
