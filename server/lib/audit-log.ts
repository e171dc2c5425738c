import { desc, lt } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { studioAuditLog } from "#server/db/schema.ts";
import type { StudioAccount } from "#server/lib/studio-account.ts";

export interface StudioChange {
  /** What was done, e.g. `product.update`. */
  action: string;
  /** What it was done to, e.g. `product:42`. */
  subject?: string;
  /** What changed, small and free of secrets (never a password or a token). */
  details?: Record<string, unknown>;
}

/**
 * Writes who changed what. Call it with the transaction that makes the change, so the log
 * holds exactly the changes that happened.
 */
export async function recordStudioChange(db: Database, actor: StudioAccount, change: StudioChange) {
  await db.insert(studioAuditLog).values({
    accountId: actor.id,
    actorEmail: actor.email,
    action: change.action,
    subject: change.subject ?? "",
    details: change.details ?? {},
  });
}

/** Newest first, a page at a time; `before` is the last id of the previous page. */
export async function listStudioChanges(
  db: Database,
  options: { limit?: number; before?: number } = {},
) {
  return db
    .select()
    .from(studioAuditLog)
    .where(options.before ? lt(studioAuditLog.id, options.before) : undefined)
    .orderBy(desc(studioAuditLog.id))
    .limit(options.limit ?? 50);
}
