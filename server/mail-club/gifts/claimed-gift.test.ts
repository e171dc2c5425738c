import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "#server/db/client.ts";
import { mailClubGifts, mailClubIssueRecipients, orders } from "#server/db/schema.ts";
import { AppError } from "#server/lib/errors.ts";
import {
  changeGiftAddress,
  claimGift,
  type GiftView,
  giftForLink,
} from "#server/mail-club/gifts/claimed-gift.ts";
import { releaseGiftClaim, renewGiftLink } from "#server/mail-club/gifts/gift-link-control.ts";
import { giftMessages } from "#server/mail-club/gifts/gift-messages.ts";
import { issueMonth } from "#server/mail-club/issue-month.ts";
import { freezeIssue } from "#server/mail-club/issues/freeze-issue.ts";
import {
  newTestCustomer,
  paidTestGiftWithLink,
  setTestGiftPrices,
} from "#tests/support/fixtures/gifts.ts";
import { testAddress } from "#tests/support/fixtures/issues.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";

let test: TestDatabase;
let db: Database;
const timeZone = "America/New_York";
const later = new Date("2027-01-10T15:00:00Z");

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
const giftWithLink = () => paidTestGiftWithLink(db, timeZone);

async function refusal(work: () => Promise<unknown>) {
  try {
    await work();
  } catch (error) {
    if (error instanceof AppError) return error.message;
    throw error;
  }
  throw new Error("not refused");
}

describe("the gift's link", () => {
  it("shows the gift to whoever holds it, and refuses a changed or expired link", async () => {
    const { link } = await giftWithLink();
    const view = await giftForLink(db, link, { customer: null, now: later, timeZone });
    expect(view).toMatchObject({
      gifterName: "Gwen Gifter",
      firstIssue: "February 2027",
      claim: "unclaimed",
    });
    const changed = { ...link, signature: `${link.signature.slice(0, -2)}xx` };
    expect(
      await refusal(() => giftForLink(db, changed, { customer: null, now: later, timeZone })),
    ).toBe(giftMessages.linkInvalid);
    const stretched = { ...link, expires: link.expires + 86_400 };
    expect(
      await refusal(() => giftForLink(db, stretched, { customer: null, now: later, timeZone })),
    ).toBe(giftMessages.linkInvalid);
    // It works until the cutoff after the last issue (the end of 25 April 2027).
    const afterIt = new Date(link.expires * 1000);
    expect(
      await refusal(() => giftForLink(db, link, { customer: null, now: afterIt, timeZone })),
    ).toBe(giftMessages.linkExpired);
  });

  it("refuses a gift whose order was refunded", async () => {
    const { link, order } = await giftWithLink();
    await db.update(orders).set({ status: "refunded" }).where(eq(orders.id, order.id));
    expect(
      await refusal(() => giftForLink(db, link, { customer: null, now: later, timeZone })),
    ).toBe(giftMessages.giftCancelled);
  });
});

describe("who may claim it (decision 036)", () => {
  it("is no one but the account with the address its e-mail went to, however that is written", async () => {
    const { link, recipientEmail } = await giftWithLink();
    const stranger = await newCustomer();
    const seenByStranger = await giftForLink(db, link, {
      customer: stranger,
      now: later,
      timeZone,
    });
    expect(seenByStranger.claim).toBe("not-yours");
    expect(seenByStranger.recipientHint).toBe(
      `r•••${recipientEmail.slice(recipientEmail.indexOf("@"))}`,
    );
    expect(await refusal(() => claimGift(db, seenByStranger, stranger))).toBe(
      giftMessages.notYours(seenByStranger.recipientHint ?? ""),
    );
    const [local, domain] = recipientEmail.split("@");
    const rosa = await newCustomer(`${local?.toUpperCase()}+post@${domain}`);
    const seenByRosa = await giftForLink(db, link, { customer: rosa, now: later, timeZone });
    expect(seenByRosa.claim).toBe("unclaimed");
    await claimGift(db, seenByRosa, rosa);
    expect((await giftForLink(db, link, { customer: rosa, now: later, timeZone })).claim).toBe(
      "yours",
    );
  });

  it("goes to one account when two with its address claim at the same moment", async () => {
    const { link, recipientEmail } = await giftWithLink();
    const [local, domain] = recipientEmail.split("@");
    const first = await newCustomer(recipientEmail);
    const second = await newCustomer(`${local}+2@${domain}`);
    const views = await Promise.all(
      [first, second].map((customer) => giftForLink(db, link, { customer, now: later, timeZone })),
    );
    const outcomes = await Promise.allSettled([
      claimGift(db, views[0] as GiftView, first),
      claimGift(db, views[1] as GiftView, second),
    ]);
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(1);
  });

  it("is the gifter's to renew and release: the old link gives nothing, the recipient claims again", async () => {
    const { link, recipientEmail, order } = await giftWithLink();
    const rosa = await newCustomer(recipientEmail);
    await claimGift(
      db,
      await giftForLink(db, link, { customer: rosa, now: later, timeZone }),
      rosa,
    );
    expect(await releaseGiftClaim(db, order.id)).toBe(giftMessages.claimReleased);
    expect((await giftForLink(db, link, { customer: rosa, now: later, timeZone })).claim).toBe(
      "unclaimed",
    );
    expect(await renewGiftLink(db, order.id)).toBe(giftMessages.linkRenewed);
    expect(
      await refusal(() => giftForLink(db, link, { customer: rosa, now: later, timeZone })),
    ).toBe(giftMessages.linkInvalid);
    const [gift] = await db.select().from(mailClubGifts).where(eq(mailClubGifts.orderId, order.id));
    expect(gift?.revealSentAt).toBeNull();
  });
});

describe("claiming and moving", () => {
  it("is claimed by its recipient's account, never taken by another", async () => {
    const { link, recipientEmail } = await giftWithLink();
    const rosa = await newCustomer(recipientEmail);
    const other = await newCustomer();
    await claimGift(
      db,
      await giftForLink(db, link, { customer: rosa, now: later, timeZone }),
      rosa,
    );
    expect((await giftForLink(db, link, { customer: rosa, now: later, timeZone })).claim).toBe(
      "yours",
    );
    const seenByOther = await giftForLink(db, link, { customer: other, now: later, timeZone });
    expect(seenByOther.claim).toBe("another");
    expect(await refusal(() => claimGift(db, seenByOther, other))).toBe(
      giftMessages.claimedByAnother,
    );
    const portland = { address: testAddress({ firstName: "Eve" }), now: later, timeZone };
    expect(await refusal(() => changeGiftAddress(db, seenByOther, portland))).toBe(
      giftMessages.claimFirst,
    );
  });

  it("moves the issues not yet fixed, keeps those frozen, and stays within the gift's plan", async () => {
    const { link, giftId, recipientEmail } = await giftWithLink();
    const rosa = await newCustomer(recipientEmail);
    await claimGift(
      db,
      await giftForLink(db, link, { customer: rosa, now: later, timeZone }),
      rosa,
    );
    const gift = await giftForLink(db, link, { customer: rosa, now: later, timeZone });
    const abroad = testAddress({
      country: "DE",
      city: "Berlin",
      stateProvince: "",
      postalCode: "10115",
    });
    expect(
      await refusal(() => changeGiftAddress(db, gift, { address: abroad, now: later, timeZone })),
    ).toBe(giftMessages.otherPlan);
    // After February's cutoff (26 January): February keeps the old address, March has the new.
    const moving = new Date("2027-02-01T15:00:00Z");
    const newHome = testAddress({
      firstName: "Rosa",
      lastName: "Recipient",
      addressLine1: "5 New Road",
    });
    await changeGiftAddress(db, gift, { address: newHome, now: moving, timeZone });
    const march = await freezeIssue(db, issueMonth(2027, 3), {
      now: new Date("2027-03-01T00:00:00Z"),
      timeZone,
    });
    const lines = async (issueId: number) =>
      (
        await db
          .select({ address: mailClubIssueRecipients.address })
          .from(mailClubIssueRecipients)
          .where(eq(mailClubIssueRecipients.giftId, giftId))
      )
        .filter(() => issueId > 0)
        .map((row) => row.address.addressLine1);
    expect((await lines(march.issue.id)).sort()).toEqual(["12 Lantern Street", "5 New Road"]);
  });
});
