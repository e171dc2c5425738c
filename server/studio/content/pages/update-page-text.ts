import type { Database } from "#server/db/client.ts";
import { pageTexts } from "#server/db/schema.ts";
import { recordStudioChange } from "#server/lib/audit-log.ts";
import { AppError } from "#server/lib/errors.ts";
import type { StudioAccount } from "#server/lib/studio-account.ts";
import { parseInput } from "#server/validation/parse-input.ts";
import { findEditablePageText } from "./editable-page-texts.ts";
import { pageTextMessages, pageTextSchema } from "./page-text-input.ts";

/**
 * Saves one of the stored page texts (written when the shop has none yet). A text without a
 * body on the storefront (the blog's) keeps an empty one. The storefront's cached pages drop
 * out by the table's trigger. Throws AppError: not_found for a key the studio does not edit,
 * bad_request with a message per field.
 */
export async function updatePageText(
  db: Database,
  account: StudioAccount,
  key: string,
  input: unknown,
) {
  const page = findEditablePageText(key);
  if (!page) throw new AppError("not_found", pageTextMessages.notEditable);
  const parsed = parseInput(pageTextSchema, input, { message: pageTextMessages.invalidForm });
  const text = { ...parsed, body: page.body === "none" ? "" : parsed.body };
  return db.transaction(async (tx) => {
    await tx
      .insert(pageTexts)
      .values({ key, ...text })
      .onConflictDoUpdate({ target: pageTexts.key, set: { ...text, updatedAt: new Date() } });
    await recordStudioChange(tx, account, {
      action: "page-text.update",
      subject: `page-text:${key}`,
      details: { title: text.title },
    });
    return { key, ...text };
  });
}
