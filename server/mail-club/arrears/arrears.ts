import { and, asc, inArray, isNull } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { subscriptionPaymentFailures } from "#server/db/schema.ts";

/** A member's payments PayPal could not take and no later payment has settled. */
export interface Arrears {
  /** The first unsettled failure: from the next cutoff after it, the member is held. */
  since: Date;
  /** The latest failure. */
  lastFailedAt: Date;
  amountCents: number | null;
  failuresInRow: number;
  /** PayPal gave up retrying and suspended the subscription. */
  suspended: boolean;
}

/** Arrears by subscription id, for those of `subscriptionIds` that have any. */
export async function loadArrears(
  db: Database,
  subscriptionIds: readonly number[],
): Promise<Map<number, Arrears>> {
  const arrears = new Map<number, Arrears>();
  if (subscriptionIds.length === 0) return arrears;
  const failures = await db
    .select()
    .from(subscriptionPaymentFailures)
    .where(
      and(
        inArray(subscriptionPaymentFailures.subscriptionId, [...subscriptionIds]),
        isNull(subscriptionPaymentFailures.settledAt),
      ),
    )
    .orderBy(asc(subscriptionPaymentFailures.failedAt), asc(subscriptionPaymentFailures.id));
  for (const failure of failures) {
    const earlier = arrears.get(failure.subscriptionId);
    arrears.set(failure.subscriptionId, {
      since: earlier?.since ?? failure.failedAt,
      lastFailedAt: failure.failedAt,
      amountCents: failure.amountCents ?? earlier?.amountCents ?? null,
      failuresInRow: failure.failuresInRow,
      suspended: failure.suspended || (earlier?.suspended ?? false),
    });
  }
  return arrears;
}

/** Whether arrears hold the member off the issue whose list is fixed at `cutoff`. */
export function heldAt(arrears: Arrears | undefined, cutoff: Date) {
  return arrears !== undefined && arrears.since < cutoff;
}
