import type { Database } from "#server/db/client.ts";
import {
  type CustomsDeclaration,
  customsDeclaration,
} from "#server/mail-club/issues/customs-declaration.ts";
import { loadMailingList } from "#server/mail-club/issues/issue-documents.ts";
import type { MailClubIssue } from "#server/mail-club/issues/issue-row.ts";
import { type CustomsForm, senderOf } from "#server/mail-club/studio/customs-form.ts";

export interface NumberedDeclaration extends CustomsDeclaration {
  /** The envelope's number on the labels and the packing list. */
  number: number;
  email: string | null;
}

/**
 * The CN22 of every envelope of the frozen issue that goes abroad, numbered as on the labels.
 * Refused (conflict) before the issue is frozen, like every mailing document.
 */
export async function issueCustomsDeclarations(
  db: Database,
  issueId: number,
  form: CustomsForm,
  options: { date?: Date } = {},
): Promise<{ issue: MailClubIssue; declarations: NumberedDeclaration[] }> {
  const { issue, recipients } = await loadMailingList(db, issueId);
  const sender = senderOf(form);
  const declarations = recipients.flatMap((recipient, index) => {
    const declaration = customsDeclaration(recipient, issue, {
      sender,
      netWeightKg: form.weightGrams / 1000,
      date: options.date,
    });
    return declaration ? [{ ...declaration, number: index + 1, email: recipient.email }] : [];
  });
  return { issue, declarations };
}
