import type { Database, Transaction } from "#server/db/client.ts";
import { freezeDueIssues } from "#server/mail-club/issues/freeze-issue.ts";

/**
 * The one way to change who receives an issue or where it goes (a hold, an address, a plan, a
 * gift's skip or address): in one transaction, the issues whose cutoff has passed are frozen
 * first, as things were, so the change cannot slip into a list that should have been fixed
 * before it. Inside a transaction already (a webhook's), it runs in that one.
 */
export async function changeMembership<T>(
  db: Database,
  clock: { now: Date; timeZone: string },
  change: (tx: Transaction) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await freezeDueIssues(tx, clock);
    return change(tx);
  });
}
