import { and, desc, eq } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { mailClubPlanChanges, subscriptions } from "#server/db/schema.ts";

export type PlanChangeRow = typeof mailClubPlanChanges.$inferSelect;

/** The membership's change of plan waiting for approval, if any; locked when asked. */
export async function findPendingPlanChange(
  db: Database,
  subscriptionId: number,
  options: { lock?: boolean } = {},
): Promise<PlanChangeRow | undefined> {
  const query = db
    .select()
    .from(mailClubPlanChanges)
    .where(
      and(
        eq(mailClubPlanChanges.subscriptionId, subscriptionId),
        eq(mailClubPlanChanges.status, "pending"),
      ),
    );
  const [row] = options.lock ? await query.for("update") : await query;
  return row;
}

/**
 * A customer's change of plan with its membership: the one named by `changeId`, else their
 * latest. Another customer's is not found.
 */
export async function findMemberPlanChange(db: Database, customerId: number, changeId?: number) {
  const [found] = await db
    .select({ change: mailClubPlanChanges, subscription: subscriptions })
    .from(mailClubPlanChanges)
    .innerJoin(subscriptions, eq(subscriptions.id, mailClubPlanChanges.subscriptionId))
    .where(
      and(
        eq(subscriptions.customerId, customerId),
        changeId === undefined ? undefined : eq(mailClubPlanChanges.id, changeId),
      ),
    )
    .orderBy(desc(mailClubPlanChanges.id))
    .limit(1);
  return found;
}
