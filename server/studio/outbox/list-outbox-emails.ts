import { and, count, desc, eq, lt, type SQL } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { outboxEmails } from "#server/db/schema.ts";

export const outboxStatuses = ["pending", "sent", "failed"] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];

export function isOutboxStatus(value: unknown): value is OutboxStatus {
  return (outboxStatuses as readonly unknown[]).includes(value);
}

/**
 * The outbox, newest first, all or one status, a page at a time (`before`: the last id of
 * the page before), with how many e-mails each status holds. Never the bodies: a message not
 * yet sent may hold a working sign-in or reset link.
 */
export async function listOutboxEmails(
  db: Database,
  options: { status?: OutboxStatus; before?: number; limit?: number } = {},
) {
  const limit = options.limit ?? 50;
  const filters: SQL[] = [];
  if (options.status) filters.push(eq(outboxEmails.status, options.status));
  if (options.before) filters.push(lt(outboxEmails.id, options.before));
  const [rows, counts] = await Promise.all([
    db
      .select({
        id: outboxEmails.id,
        template: outboxEmails.template,
        toAddress: outboxEmails.toAddress,
        subject: outboxEmails.subject,
        status: outboxEmails.status,
        attempts: outboxEmails.attempts,
        lastError: outboxEmails.lastError,
        nextAttemptAt: outboxEmails.nextAttemptAt,
        sentAt: outboxEmails.sentAt,
        createdAt: outboxEmails.createdAt,
      })
      .from(outboxEmails)
      .where(and(...filters))
      .orderBy(desc(outboxEmails.id))
      .limit(limit + 1),
    db
      .select({ status: outboxEmails.status, count: count() })
      .from(outboxEmails)
      .groupBy(outboxEmails.status),
  ]);
  const totals: Record<OutboxStatus, number> = { pending: 0, sent: 0, failed: 0 };
  for (const row of counts) totals[row.status] = row.count;
  return {
    emails: rows.slice(0, limit),
    olderFrom: rows.length > limit ? rows[limit - 1]?.id : undefined,
    totals,
  };
}
