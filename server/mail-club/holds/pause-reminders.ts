import { and, eq, isNotNull, isNull } from "drizzle-orm";
import { mailClubHolds, subscriptions } from "#server/db/schema.ts";
import { recordMemberEvent } from "#server/mail-club/history/member-events.ts";
import { firstChargeAfterHold } from "#server/mail-club/holds/hold-billing.ts";
import { skipLinkFor } from "#server/mail-club/holds/skip-link.ts";
import { queueMailClubPauseEnding } from "#server/mail-club/mail-club-mail.ts";
import { nextIssueFor } from "#server/mail-club/receives-issue.ts";
import { memberMailBase } from "#server/mail-club/subscriptions/member-mail.ts";
import { loadSpan } from "#server/mail-club/subscriptions/subscription-row.ts";
import type { PaymentServices } from "#server/payments/payment-services.ts";

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The "your pause ends soon" e-mail, a week before the first charge after a pause, once per
 * pause. Claimed by reminderSentAt in the transaction that queues it, so of several instances
 * one sends it.
 */
export async function sendPauseReminders(services: PaymentServices, now: Date) {
  const { db, timeZone } = services;
  const running = await db
    .select({ hold: mailClubHolds, subscriptionId: subscriptions.id })
    .from(mailClubHolds)
    .innerJoin(subscriptions, eq(subscriptions.id, mailClubHolds.subscriptionId))
    .where(
      and(
        eq(mailClubHolds.kind, "pause"),
        eq(subscriptions.status, "active"),
        isNotNull(mailClubHolds.billingSuspendedAt),
        isNull(mailClubHolds.billingResumedAt),
        isNull(mailClubHolds.reminderSentAt),
      ),
    );
  for (const { hold, subscriptionId } of running) {
    const chargeAt = firstChargeAfterHold(hold, timeZone);
    if (!chargeAt || chargeAt.getTime() - WEEK_MS > now.getTime()) continue;
    await db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(mailClubHolds)
        .set({ reminderSentAt: now })
        .where(and(eq(mailClubHolds.id, hold.id), isNull(mailClubHolds.reminderSentAt)))
        .returning({ id: mailClubHolds.id });
      const [member] = await tx
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.id, subscriptionId));
      if (!claimed || !member) return;
      const span = await loadSpan(tx, member);
      await queueMailClubPauseEnding(tx, {
        ...(await memberMailBase(tx, services, member.customerId)),
        nextIssue: span ? nextIssueFor(span, now, timeZone) : null,
        amountCents: member.priceCents,
        chargeAt,
        skipLink: await skipLinkFor(tx, services, member, now),
      });
      await recordMemberEvent(tx, {
        subscriptionId: member.id,
        actor: "shop",
        action: "mail-club.pause-ending-reminder",
        details: { chargeAt: chargeAt.toISOString() },
      });
    });
  }
}
