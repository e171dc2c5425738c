import { and, asc, eq, inArray, lte } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { outboxEmails } from "#server/db/schema.ts";

export interface ClaimedMail {
  id: number;
  template: string;
  toAddress: string;
  subject: string;
  html: string;
  text: string;
  attempts: number;
}

/**
 * Claims up to `limit` due pending messages in one short statement. Rows another instance is
 * claiming are skipped (`FOR UPDATE SKIP LOCKED`); claimed rows are leased by moving their next
 * attempt past the time a send may take, so no other pass picks them up meanwhile and a
 * process that dies mid-send leaves them to be retried once the lease runs out.
 */
export async function claimDueMail(
  db: Database,
  { now, limit, leaseMs }: { now: Date; limit: number; leaseMs: number },
): Promise<ClaimedMail[]> {
  const due = db
    .select({ id: outboxEmails.id })
    .from(outboxEmails)
    .where(and(eq(outboxEmails.status, "pending"), lte(outboxEmails.nextAttemptAt, now)))
    .orderBy(asc(outboxEmails.nextAttemptAt), asc(outboxEmails.id))
    .limit(limit)
    .for("update", { skipLocked: true });
  return db
    .update(outboxEmails)
    .set({ nextAttemptAt: new Date(now.getTime() + leaseMs) })
    .where(inArray(outboxEmails.id, due))
    .returning({
      id: outboxEmails.id,
      template: outboxEmails.template,
      toAddress: outboxEmails.toAddress,
      subject: outboxEmails.subject,
      html: outboxEmails.html,
      text: outboxEmails.text,
      attempts: outboxEmails.attempts,
    });
}
