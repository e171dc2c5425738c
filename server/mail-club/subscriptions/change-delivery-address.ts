import { eq } from "drizzle-orm";
import { type PostalAddress, subscriptions } from "#server/db/schema.ts";
import { AppError } from "#server/errors.ts";
import { nextCutoff } from "#server/mail-club/cutoff.ts";
import { compareIssueMonths, type IssueMonth } from "#server/mail-club/issue-month.ts";
import { freezeDueIssues } from "#server/mail-club/issues/freeze-issue.ts";
import { assertPlanMailsTo } from "#server/mail-club/subscriptions/plan-countries.ts";
import { subscriptionMessages } from "#server/mail-club/subscriptions/subscription-messages.ts";
import {
  findMemberSubscription,
  liveStatuses,
  spanOf,
} from "#server/mail-club/subscriptions/subscription-row.ts";
import type { PaymentServices } from "#server/payments/payment-services.ts";

/**
 * A member's new delivery address, from the next issue not yet locked: any issue whose cutoff
 * has passed is frozen first (with the old address), in the same transaction. Returns that
 * issue, so the page can say which one the change applies to.
 */
export async function changeDeliveryAddress(
  services: Pick<PaymentServices, "db" | "timeZone">,
  input: { customerId: number; address: PostalAddress; now?: Date },
): Promise<{ appliesFrom: IssueMonth }> {
  const { db, timeZone } = services;
  const now = input.now ?? new Date();
  const member = await findMemberSubscription(db, input.customerId);
  if (!member || !(liveStatuses as readonly string[]).includes(member.status)) {
    throw new AppError("not_found", subscriptionMessages.none);
  }
  await assertPlanMailsTo(db, member.plan, input.address, "country");
  await db.transaction(async (tx) => {
    await freezeDueIssues(tx, { now, timeZone });
    await tx
      .update(subscriptions)
      .set({ deliveryAddress: input.address })
      .where(eq(subscriptions.id, member.id));
  });
  return {
    appliesFrom: addressChangeAppliesFrom(spanOf(member)?.firstIssue ?? null, now, timeZone),
  };
}

/** The first issue a change of address made now reaches: the next one not yet locked. */
export function addressChangeAppliesFrom(
  firstIssue: IssueMonth | null,
  now: Date,
  timeZone: string,
): IssueMonth {
  const open = nextCutoff(now, timeZone).issue;
  return firstIssue && compareIssueMonths(firstIssue, open) > 0 ? firstIssue : open;
}
