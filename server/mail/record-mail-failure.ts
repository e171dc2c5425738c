import { and, eq } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { outboxEmails } from "#server/db/schema.ts";

/** After this many failed attempts (about four hours of retries) a message is given up. */
export const MAX_MAIL_ATTEMPTS = 10;

const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 60 * 60_000;

/** 30 s after the first failure, then 1, 2, 4 … minutes, never more than an hour. */
export function retryDelayMs(failedAttempts: number) {
  return Math.min(FIRST_RETRY_MS * 2 ** (failedAttempts - 1), LONGEST_RETRY_MS);
}

/** Records a failed send: retried later with backoff, or failed for good after the last try. */
export async function recordMailFailure(
  db: Database,
  { id, attempts, error, now }: { id: number; attempts: number; error: string; now: Date },
) {
  const failedAttempts = attempts + 1;
  const givesUp = failedAttempts >= MAX_MAIL_ATTEMPTS;
  await db
    .update(outboxEmails)
    .set({
      attempts: failedAttempts,
      lastError: error,
      status: givesUp ? "failed" : "pending",
      nextAttemptAt: new Date(now.getTime() + retryDelayMs(failedAttempts)),
    })
    .where(and(eq(outboxEmails.id, id), eq(outboxEmails.status, "pending")));
  return { failedForGood: givesUp };
}
