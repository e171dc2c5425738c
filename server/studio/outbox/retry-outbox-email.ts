import { and, eq } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { outboxEmails } from "#server/db/schema.ts";
import { recordStudioChange } from "#server/lib/audit-log.ts";
import { AppError } from "#server/lib/errors.ts";
import type { StudioAccount } from "#server/lib/studio-account.ts";

export const retryMessages = {
  notFound: "This e-mail is no longer in the outbox.",
  notFailed: "Only an e-mail that failed can be sent again; this one is already on its way.",
} as const;

/**
 * Puts an e-mail the mail job gave up on back in the queue: pending, due at once, with a
 * fresh count of attempts, so it gets the whole schedule of retries again. Its last error
 * stays until it is sent. Only a failed e-mail is retried (a pending one is already queued, a
 * sent one would arrive twice). Throws AppError: not_found, conflict.
 */
export async function retryOutboxEmail(
  db: Database,
  account: StudioAccount,
  options: { id: number; now?: Date },
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        status: outboxEmails.status,
        attempts: outboxEmails.attempts,
        template: outboxEmails.template,
      })
      .from(outboxEmails)
      .where(eq(outboxEmails.id, options.id))
      .for("update");
    if (!row) throw new AppError("not_found", retryMessages.notFound);
    if (row.status !== "failed") throw new AppError("conflict", retryMessages.notFailed);
    await tx
      .update(outboxEmails)
      .set({ status: "pending", attempts: 0, nextAttemptAt: options.now ?? new Date() })
      .where(and(eq(outboxEmails.id, options.id), eq(outboxEmails.status, "failed")));
    await recordStudioChange(tx, account, {
      action: "outbox.retry",
      subject: `outbox-email:${options.id}`,
      details: { template: row.template, failedAttempts: row.attempts },
    });
    return { id: options.id, status: "pending" as const };
  });
}
