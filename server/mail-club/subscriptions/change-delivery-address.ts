import { eq } from "drizzle-orm";
import { type PostalAddress, subscriptions } from "#server/db/schema.ts";
import { AppError } from "#server/lib/errors.ts";
import { changeMembership } from "#server/mail-club/change-membership.ts";
import { addressChangeAppliesFrom } from "#server/mail-club/cutoff.ts";
import type { IssueMonth } from "#server/mail-club/issue-month.ts";
import { abandonPlanChange } from "#server/mail-club/plan-change/confirm-plan-change.ts";
import { findPendingPlanChange } from "#server/mail-club/plan-change/plan-change-rows.ts";
import { planForCountry } from "#server/mail-club/plan-change/plan-for-address.ts";
import {
  type PlanChangePreview,
  previewPlanChange,
  startPlanChange,
} from "#server/mail-club/plan-change/start-plan-change.ts";
import { assertPlanMailsTo } from "#server/mail-club/subscriptions/plan-countries.ts";
import { subscriptionMessages } from "#server/mail-club/subscriptions/subscription-messages.ts";
import {
  findMemberSubscription,
  liveStatuses,
  spanOf,
} from "#server/mail-club/subscriptions/subscription-row.ts";
import type { PaymentServices } from "#server/payments/payment-services.ts";

export type AddressChange =
  /** Same plan: saved. */
  | { status: "saved"; appliesFrom: IssueMonth }
  /** The country needs the other plan: nothing saved until the member confirms the preview. */
  | { status: "needs-confirmation"; preview: PlanChangePreview }
  /** Confirmed: waiting for the member's consent at PayPal (`approveUrl`). */
  | {
      status: "awaiting-approval";
      changeId: number;
      approveUrl: string;
      preview: PlanChangePreview;
    }
  /** Confirmed, and PayPal asked for no consent: plan and address switched. */
  | { status: "plan-changed"; changeId: number; preview: PlanChangePreview };

/**
 * A member's new delivery address, from the next issue not yet locked: any issue whose cutoff
 * has passed is frozen first (with the old address), in the same transaction. Returns that
 * issue, so the page can say which one the change applies to. An address in the other plan's
 * country (moving abroad or back) is a change of plan: previewed first, and once the member
 * confirms (`confirmPlanChange`), asked of PayPal; the address waits for their approval there
 * (decision 027). The PayPal part needs `paypal` and `publicUrl` in `services`.
 */
export async function changeDeliveryAddress(
  services: Pick<PaymentServices, "db" | "timeZone"> & Partial<PaymentServices>,
  input: { customerId: number; address: PostalAddress; now?: Date; confirmPlanChange?: boolean },
): Promise<AddressChange> {
  const { db, timeZone } = services;
  const now = input.now ?? new Date();
  const member = await findMemberSubscription(db, input.customerId);
  if (!member || !(liveStatuses as readonly string[]).includes(member.status)) {
    throw new AppError("not_found", subscriptionMessages.none);
  }
  const plan = planForCountry(input.address.country);
  if (plan !== member.plan) {
    const change = { member, plan, address: input.address, now };
    if (!input.confirmPlanChange) {
      const { preview } = await previewPlanChange(services, change);
      return { status: "needs-confirmation", preview };
    }
    if (!services.paypal || !services.publicUrl) throw new Error("A plan change needs PayPal");
    const started = await startPlanChange(services as PaymentServices, change);
    return started.status === "pending"
      ? { ...started, status: "awaiting-approval" }
      : { ...started, status: "plan-changed" };
  }
  await assertPlanMailsTo(db, member.plan, input.address, "country");
  if (services.paypal && (await findPendingPlanChange(db, member.id))) {
    // A new address on the plan they have: the move waiting at PayPal is off. Asked again,
    // in case PayPal had the move approved meanwhile and the plan is no longer this one.
    await abandonPlanChange(services as PaymentServices, {
      customerId: input.customerId,
      reason: "kept",
      now,
    });
    return changeDeliveryAddress(services, input);
  }
  await changeMembership(db, { now, timeZone }, async (tx) => {
    await tx
      .update(subscriptions)
      .set({ deliveryAddress: input.address })
      .where(eq(subscriptions.id, member.id));
  });
  return {
    status: "saved",
    appliesFrom: addressChangeAppliesFrom(spanOf(member)?.firstIssue ?? null, now, timeZone),
  };
}
