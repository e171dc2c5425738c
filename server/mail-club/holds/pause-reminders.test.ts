import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { mailClubHolds, outboxEmails, subscriptions } from "#server/db/schema.ts";
import { sendPauseReminders } from "#server/mail-club/holds/pause-reminders.ts";
import { placeHold } from "#server/mail-club/holds/place-hold.ts";
import { getMemberSubscription } from "#server/mail-club/subscriptions/member-subscription.ts";
import type { PaymentServices } from "#server/payments/payment-services.ts";
import type { PayPalClient } from "#server/payments/paypal/types.ts";
import { insertTestMember } from "#tests/support/fixtures/issues.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";

let test: TestDatabase;
const timeZone = "America/New_York";

beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(() => test?.close());
beforeEach(async () => {
  await test.db.execute(sql`delete from customers`);
  await test.db.execute(sql`delete from outbox_emails`);
});

/** The reminder reads no PayPal: the billing the shop suspended is in the hold's row. */
function services(): PaymentServices {
  return {
    db: test.db,
    paypal: {} as PayPalClient,
    publicUrl: "https://washi.test",
    timeZone,
  };
}

/**
 * A member billed on the 10th pauses December and January on 20 November: billing suspended
 * then, the 10 December and 10 January charges skipped, and the first after it 10 February.
 */
async function pausedMember() {
  const member = await insertTestMember(db(), {
    joinedAt: new Date("2026-09-10T12:00:00Z"),
    email: "paused@x.test",
  });
  await db()
    .update(subscriptions)
    .set({ nextBillingAt: new Date("2026-12-10T12:00:00Z"), priceCents: 888 })
    .where(eq(subscriptions.id, member.subscriptionId));
  const pausedAt = new Date("2026-11-20T15:00:00Z");
  const { row } = await placeHold(services(), {
    customerId: member.customerId,
    kind: "pause",
    issueCount: 2,
    now: pausedAt,
  });
  await db()
    .update(mailClubHolds)
    .set({ billingSuspendedAt: pausedAt, billingResumeAfter: new Date("2027-01-11T12:00:00Z") })
    .where(eq(mailClubHolds.id, row.id));
  return member;
}

const db = () => test.db;

async function reminders() {
  return db()
    .select({
      template: outboxEmails.template,
      subject: outboxEmails.subject,
      text: outboxEmails.text,
    })
    .from(outboxEmails)
    .where(eq(outboxEmails.template, "mail-club-pause-ending"));
}

it("shows the first charge after the pause as the account's next payment", async () => {
  const member = await pausedMember();
  const seen = await getMemberSubscription(db(), member.customerId, {
    now: new Date("2026-12-01T12:00:00Z"),
    timeZone,
  });
  expect(seen?.nextBillingAt).toEqual(new Date("2027-02-10T12:00:00Z"));
});

it("e-mails the member once, a week before the first charge after a pause", async () => {
  await pausedMember();
  await sendPauseReminders(services(), new Date("2027-02-03T11:00:00Z"));
  expect(await reminders()).toEqual([]);

  await sendPauseReminders(services(), new Date("2027-02-03T12:00:00Z"));
  const [reminder, ...more] = await reminders();
  expect(more).toEqual([]);
  expect(reminder?.subject).toBe(
    "Your Mail Club pause ends soon — next payment on February 10, 2027",
  );
  expect(reminder?.text).toContain("Your next issue: the March 2027 issue");
  expect(reminder?.text).toContain("Next payment: $8.88 on February 10, 2027");
  // The pause is behind them: the next open issue can be skipped from the e-mail.
  expect(reminder?.text).toContain("Skip the March 2027 issue");
  expect(reminder?.text).toContain("https://washi.test/mail-club/skip?");

  await sendPauseReminders(services(), new Date("2027-02-04T12:00:00Z"));
  expect(await reminders()).toHaveLength(1);
});

it("sends no reminder for a skip, nor once billing is back", async () => {
  const member = await insertTestMember(db(), { joinedAt: new Date("2026-09-10T12:00:00Z") });
  const { row } = await placeHold(services(), {
    customerId: member.customerId,
    kind: "skip",
    now: new Date("2026-11-20T15:00:00Z"),
  });
  await db()
    .update(mailClubHolds)
    .set({ billingSuspendedAt: new Date(), billingResumeAfter: new Date("2026-12-11T12:00:00Z") })
    .where(eq(mailClubHolds.id, row.id));
  const paused = await pausedMember();
  await db()
    .update(mailClubHolds)
    .set({ billingResumedAt: new Date("2027-01-11T12:00:00Z") })
    .where(eq(mailClubHolds.subscriptionId, paused.subscriptionId));
  await sendPauseReminders(services(), new Date("2027-02-05T12:00:00Z"));
  expect(await reminders()).toEqual([]);
});
