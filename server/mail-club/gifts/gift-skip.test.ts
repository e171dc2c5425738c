/**
 * The recipient of a gift skips an issue from the claim page: the issue is not sent (the gift
 * is on its absentees, "skipped"), the gift ends one issue later, its message goes with the
 * first issue sent; undone until the issue's cutoff; refused with clear messages.
 */
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "#server/db/client.ts";
import { mailClubIssueAbsentees, mailClubIssueRecipients } from "#server/db/schema.ts";
import { AppError } from "#server/lib/errors.ts";
import { claimGift, giftForLink } from "#server/mail-club/gifts/claimed-gift.ts";
import {
  giftMessages,
  skipAheadMessage,
  skipClosedMessage,
} from "#server/mail-club/gifts/gift-messages.ts";
import { skipGiftIssue, undoGiftSkip } from "#server/mail-club/gifts/skip-gift-issue.ts";
import { issueMonth } from "#server/mail-club/issue-month.ts";
import { envelopeExtras } from "#server/mail-club/issues/envelope-extras.ts";
import { freezeIssue } from "#server/mail-club/issues/freeze-issue.ts";
import { frozenAbsentees } from "#server/mail-club/issues/frozen-absentees.ts";
import { liveAudience } from "#server/mail-club/issues/live-recipients.ts";
import {
  newTestCustomer,
  paidTestGiftWithLink,
  setTestGiftPrices,
  testGiftSkips,
} from "#tests/support/fixtures/gifts.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";

let test: TestDatabase;
let db: Database;
const timeZone = "America/New_York";
const january = new Date("2027-01-10T15:00:00Z");
// February's cutoff: the end of 25 January 2027 in New York.
const lastSecond = new Date("2027-01-25T23:59:59-05:00");
const midnight = new Date("2027-01-26T00:00:00-05:00");

beforeAll(async () => {
  test = await createTestDatabase();
  db = test.db;
});
afterAll(() => test?.close());
beforeEach(async () => {
  await db.execute(sql`delete from mail_club_issues`);
  await db.execute(sql`delete from orders`);
  await setTestGiftPrices(db);
});

const newCustomer = (email?: string) => newTestCustomer(db, email);

/**
 * A paid gift of February to April 2027, a way to see it, as anyone, at any moment, and its
 * recipient's account to be.
 */
async function giftOfThree() {
  const { giftId, link, recipientEmail } = await paidTestGiftWithLink(db, timeZone);
  const view = (customer: Awaited<ReturnType<typeof newCustomer>> | null, now: Date) =>
    giftForLink(db, link, { customer, now, timeZone });
  return { giftId, view, recipientEmail, newRecipient: () => newCustomer(recipientEmail) };
}

/** The gift, claimed by a new account: its view at `now`. */
async function claimedGift() {
  const gift = await giftOfThree();
  const rosa = await gift.newRecipient();
  await claimGift(db, await gift.view(rosa, january), rosa);
  return { ...gift, rosa, as: (now: Date) => gift.view(rosa, now) };
}

async function refusal(work: () => Promise<unknown>) {
  try {
    await work();
  } catch (error) {
    if (error instanceof AppError) return error.message;
    throw error;
  }
  throw new Error("not refused");
}

const late = new Date("2028-01-01T00:00:00Z");

/** The gift's place on each issue from January to June 2027, frozen. */
async function listsOf(giftId: number) {
  const lists: Record<string, string> = {};
  for (let month = 1; month <= 6; month += 1) {
    const { issue } = await freezeIssue(db, issueMonth(2027, month), { now: late, timeZone });
    const [sent] = await db
      .select({ id: mailClubIssueRecipients.id })
      .from(mailClubIssueRecipients)
      .where(
        and(
          eq(mailClubIssueRecipients.issueId, issue.id),
          eq(mailClubIssueRecipients.giftId, giftId),
        ),
      );
    const absent = (await frozenAbsentees(db, issue.id)).find((row) => row.giftId === giftId);
    lists[issue.monthKey] = sent ? "sent" : absent ? absent.reason : "-";
  }
  return lists;
}

describe("skipping a gift's issue", () => {
  it("leaves the skipped month out, adds one at the end, and moves the message on", async () => {
    const { giftId, as } = await claimedGift();
    const before = await as(january);
    expect(before.skip.next).toEqual({
      issue: "2027-02",
      name: "February 2027",
      endsWith: "May 2027",
    });
    const said = await skipGiftIssue(db, before, { issue: "2027-02", now: january, timeZone });
    expect(said).toBe(
      "Skipped: the February 2027 issue will not be sent, and your gift now ends with May 2027.",
    );
    const after = await as(january);
    expect(after).toMatchObject({ firstIssue: "March 2027", lastIssue: "May 2027" });
    expect(after.skip).toMatchObject({
      next: null,
      ahead: { issue: "2027-02", undoUntil: "January 25" },
      left: 2,
    });
    const extras = async (monthKey: string) =>
      [...(await envelopeExtras(db, { monthKey }, timeZone)).values()].flat().join(" ");
    expect(await extras("2027-02")).not.toContain("Happy birthday");
    expect(await extras("2027-03")).toContain("Happy birthday, Rosa! / Love, Gwen");

    expect(await listsOf(giftId)).toEqual({
      "2027-01": "-",
      "2027-02": "skipped",
      "2027-03": "sent",
      "2027-04": "sent",
      "2027-05": "sent",
      "2027-06": "-",
    });
  });

  it("shows the skip among the issue's absentees live before the cutoff and frozen after", async () => {
    const { giftId, as, recipientEmail } = await claimedGift();
    await skipGiftIssue(db, await as(january), { issue: "2027-02", now: january, timeZone });
    const live = await liveAudience(db, issueMonth(2027, 2), timeZone);
    expect(live.recipients.map((row) => row.giftId)).not.toContain(giftId);
    const expected = {
      subscriptionId: null,
      giftId,
      name: "Rosa Recipient",
      email: recipientEmail,
      reason: "skipped",
    };
    expect(live.absentees).toEqual([expected]);
    const { issue } = await freezeIssue(db, issueMonth(2027, 2), { now: midnight, timeZone });
    expect(await frozenAbsentees(db, issue.id)).toEqual([expected]);
    const rows = await db
      .select({ giftId: mailClubIssueAbsentees.giftId, reason: mailClubIssueAbsentees.reason })
      .from(mailClubIssueAbsentees)
      .where(eq(mailClubIssueAbsentees.issueId, issue.id));
    expect(rows).toEqual([{ giftId, reason: "skipped" }]);
  });

  it("is undone until the issue's cutoff, and not after it", async () => {
    const { giftId, as } = await claimedGift();
    await skipGiftIssue(db, await as(january), { issue: "2027-02", now: january, timeZone });
    const said = await undoGiftSkip(db, await as(lastSecond), {
      issue: "2027-02",
      now: lastSecond,
      timeZone,
    });
    expect(said).toBe(
      "Undone: the February 2027 issue will be sent, and your gift ends with April 2027.",
    );
    expect((await as(lastSecond)).skip.next?.issue).toBe("2027-02");

    await skipGiftIssue(db, await as(lastSecond), { issue: "2027-02", now: lastSecond, timeZone });
    const undoLate = { issue: "2027-02", now: midnight, timeZone };
    expect(await refusal(async () => undoGiftSkip(db, await as(midnight), undoLate))).toBe(
      giftMessages.nothingToUndo,
    );
    expect((await listsOf(giftId))["2027-02"]).toBe("skipped");
  });
});

describe("refusals", () => {
  const skipFebruary = { issue: "2027-02", now: january, timeZone };

  it("refuses an unclaimed gift and another account", async () => {
    const gift = await giftOfThree();
    expect(
      await refusal(async () => skipGiftIssue(db, await gift.view(null, january), skipFebruary)),
    ).toBe(giftMessages.claimFirst);
    const rosa = await gift.newRecipient();
    await claimGift(db, await gift.view(rosa, january), rosa);
    const other = await newCustomer();
    const seenByOther = await gift.view(other, january);
    expect(await refusal(() => skipGiftIssue(db, seenByOther, skipFebruary))).toBe(
      giftMessages.claimedByAnother,
    );
    expect(await refusal(() => undoGiftSkip(db, seenByOther, skipFebruary))).toBe(
      giftMessages.claimedByAnother,
    );
  });

  it("refuses an issue whose cutoff has passed, and leaves the gift as it was", async () => {
    const { giftId, as } = await claimedGift();
    const asked = { issue: "2027-02", now: midnight, timeZone };
    expect(await refusal(async () => skipGiftIssue(db, await as(midnight), asked))).toBe(
      skipClosedMessage(issueMonth(2027, 2)),
    );
    expect(await testGiftSkips(db, giftId)).toEqual([]);
    expect((await as(midnight)).skip.next?.issue).toBe("2027-03");
  });

  it("allows one skip ahead at a time and three in all", async () => {
    const { giftId, as } = await claimedGift();
    await skipGiftIssue(db, await as(january), skipFebruary);
    const again = { issue: "2027-03", now: january, timeZone };
    expect(await refusal(async () => skipGiftIssue(db, await as(january), again))).toBe(
      skipAheadMessage(issueMonth(2027, 2)),
    );
    const inFebruary = new Date("2027-02-10T15:00:00Z");
    await skipGiftIssue(db, await as(inFebruary), { issue: "2027-03", now: inFebruary, timeZone });
    const inMarch = new Date("2027-03-10T15:00:00Z");
    await skipGiftIssue(db, await as(inMarch), { issue: "2027-04", now: inMarch, timeZone });
    const inApril = new Date("2027-04-10T15:00:00Z");
    const view = await as(inApril);
    expect(view).toMatchObject({ firstIssue: "May 2027", lastIssue: "July 2027" });
    expect(view.skip).toEqual({ next: null, ahead: null, left: 0 });
    const fourth = { issue: "2027-05", now: inApril, timeZone };
    expect(await refusal(() => skipGiftIssue(db, view, fourth))).toBe(giftMessages.skipsUsedUp);
    expect(await testGiftSkips(db, giftId)).toEqual(["2027-02", "2027-03", "2027-04"]);
  });
});
