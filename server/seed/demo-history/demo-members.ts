import type { Transaction } from "#server/db/client.ts";
import {
  mailClubHolds,
  studioAuditLog,
  subscriptionPaymentFailures,
  subscriptionPayments,
  subscriptions,
} from "#server/db/schema.ts";
import { firstIssueFor } from "#server/mail-club/cutoff.ts";
import { memberSubject } from "#server/mail-club/history/member-events.ts";
import { issueMonthKey } from "#server/mail-club/issue-month.ts";
import { loadPlanProduct, planForCountry } from "#server/mail-club/plan-change/plan-for-address.ts";
import { type DemoCalendar, monthsAfter } from "#server/seed/demo-history/demo-calendar.ts";
import type { DemoCustomer } from "#server/seed/demo-history/demo-customers.ts";
import { type DemoMemberSpec, demoMembers } from "#server/seed/demo-history/demo-member-list.ts";
import { demoPeople } from "#server/seed/demo-history/demo-people.ts";

const DAY_MS = 86_400_000;

/** PayPal's billing dates from the start: the same day each month, up to `until`. */
function billingDates(startedAt: Date, until: Date) {
  const dates: Date[] = [];
  for (let cycle = 0; monthsAfter(startedAt, cycle) <= until; cycle++) {
    dates.push(monthsAfter(startedAt, cycle));
  }
  return dates;
}

/**
 * What PayPal did on each billing date: charged, skipped while a hold kept billing suspended
 * (the next `issueCount` dates after it was asked, decision 024), or failed (the last one,
 * for the member in arrears).
 */
function billingOf(spec: DemoMemberSpec, calendar: DemoCalendar, startedAt: Date, end: Date) {
  const dates = billingDates(startedAt, end);
  const asked = spec.hold?.asked(calendar);
  const skipped = asked ? dates.filter((date) => date > asked).slice(0, spec.hold?.issueCount) : [];
  const failed = spec.lastPaymentFailed ? dates.at(-1) : undefined;
  const paid = dates.filter((date) => date !== failed && !skipped.includes(date));
  return { paid, skipped, failed, next: monthsAfter(startedAt, dates.length) };
}

/**
 * The demo memberships (demo-member-list.ts) with what PayPal and the members did: a payment
 * row per month charged, the holds with their billing already suspended and resumed, the one
 * unsettled failure, and each step in the member's history as the studio reads it.
 */
export async function insertDemoMembers(
  tx: Transaction,
  calendar: DemoCalendar,
  customers: Map<string, DemoCustomer>,
) {
  const plans = {
    usa: await loadPlanProduct(tx, "usa"),
    international: await loadPlanProduct(tx, "international"),
  };
  const { now, timeZone } = calendar;
  for (const spec of demoMembers) {
    const person = demoPeople.find((candidate) => candidate.key === spec.who);
    const customer = customers.get(spec.who);
    if (!person || !customer) throw new Error(`Demo member without an account: ${spec.who}`);
    const plan = plans[planForCountry(person.address.country)];
    const startedAt = spec.joined(calendar);
    const cancelledAt = spec.cancelled?.at(calendar) ?? null;
    const billing = billingOf(spec, calendar, startedAt, cancelledAt ?? now);
    const [row] = await tx
      .insert(subscriptions)
      .values({
        customerId: customer.id,
        plan: plan.plan,
        productId: plan.id,
        priceCents: plan.priceCents,
        status: cancelledAt ? "cancelled" : "active",
        statusChangedAt: cancelledAt ?? startedAt,
        paypalSubscriptionId: `I-DEMO-${spec.who.toUpperCase()}`,
        paypalPlanId: plan.paypalPlanId,
        deliveryAddress: person.address,
        startedAt,
        firstIssue: issueMonthKey(firstIssueFor(startedAt, timeZone)),
        endedAt: cancelledAt,
        cancelledAt,
        cancelReason: spec.cancelled?.reason ?? null,
        cancelReasonText: spec.cancelled?.text ?? null,
        nextBillingAt: cancelledAt ? null : billing.next,
        createdAt: new Date(startedAt.getTime() - 5 * 60_000),
        updatedAt: cancelledAt ?? startedAt,
      })
      .returning({ id: subscriptions.id });
    if (!row) throw new Error(`The demo membership of ${spec.who} was not returned.`);
    const event = (action: string, at: Date, actorEmail: string, details: object) =>
      tx.insert(studioAuditLog).values({
        actorEmail,
        action,
        subject: memberSubject(row.id),
        details: details as Record<string, unknown>,
        createdAt: at,
      });

    if (billing.paid.length > 0) {
      await tx.insert(subscriptionPayments).values(
        billing.paid.map((paidAt, cycle) => ({
          subscriptionId: row.id,
          paypalSaleId: `DEMO-SALE-${spec.who.toUpperCase()}-${cycle + 1}`,
          amountCents: plan.priceCents,
          paidAt,
          createdAt: paidAt,
        })),
      );
    }
    if (spec.hold) {
      const asked = spec.hold.asked(calendar);
      const lastSkipped = billing.skipped.at(-1) ?? asked;
      const resumed = new Date(Math.min(lastSkipped.getTime() + DAY_MS, now.getTime()));
      const firstIssue = issueMonthKey(calendar.month(spec.hold.fromMonth));
      const { kind, issueCount } = spec.hold;
      await tx.insert(mailClubHolds).values({
        subscriptionId: row.id,
        kind,
        firstIssue,
        issueCount,
        billingSuspendedAt: asked,
        billingResumeAfter: resumed,
        billingResumedAt: resumed,
        createdAt: asked,
      });
      await event(`mail-club.${kind}`, asked, customer.email, { firstIssue, issueCount });
    }
    if (billing.failed) {
      const details = { amountCents: plan.priceCents, failuresInRow: 1, suspended: false };
      await tx.insert(subscriptionPaymentFailures).values({
        subscriptionId: row.id,
        failedAt: billing.failed,
        ...details,
        createdAt: billing.failed,
      });
      await event("mail-club.payment-failed", billing.failed, "PayPal", details);
    }
    if (spec.cancelled && cancelledAt) {
      const { reason, text = null } = spec.cancelled;
      await event("mail-club.cancel", cancelledAt, customer.email, { reason, text });
    }
  }
  return demoMembers.length;
}
