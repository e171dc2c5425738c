import { and, eq, isNotNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "#server/db/client.ts";
import { mailClubGifts, mailClubIssueRecipients, orders } from "#server/db/schema.ts";
import { AppError } from "#server/lib/errors.ts";
import { giftMessages } from "#server/mail-club/gifts/gift-messages.ts";
import type { GiftInput } from "#server/mail-club/gifts/gift-schema.ts";
import { placeGiftOrder } from "#server/mail-club/gifts/place-gift-order.ts";
import { addMonths, issueMonth } from "#server/mail-club/issue-month.ts";
import { freezeIssue } from "#server/mail-club/issues/freeze-issue.ts";
import { issueLabelsPdf } from "#server/mail-club/issues/issue-labels-pdf.ts";
import { packingListPdf } from "#server/mail-club/issues/packing-list-pdf.ts";
import { readPdfLines } from "#server/mail-club/issues/pdf-text.ts";
import { payOrder } from "#server/orders/pay-order.ts";
import { setTestGiftPrices, testGiftForm } from "#tests/support/fixtures/gifts.ts";
import { testAddress } from "#tests/support/fixtures/issues.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";

let test: TestDatabase;
let db: Database;
const timeZone = "America/New_York";
// 10 November 2026 in New York: December 2026 is the next open issue.
const now = new Date("2026-11-10T15:00:00Z");

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

function giftForm(overrides: Record<string, unknown> = {}): GiftInput {
  return testGiftForm(overrides);
}

const orderLife = { publicUrl: "http://shop.test", timeZone };
const context = { customer: null, clientAddress: "127.0.0.1", now, ...orderLife };

async function paidGift(input = giftForm(), paidAt = now) {
  const placed = await placeGiftOrder(db, input, context);
  await payOrder(
    db,
    placed.order.id,
    { captureId: `CAPTURE-${placed.order.id}`, paidAt },
    orderLife,
  );
  return placed;
}

async function namesOn(year: number, month: number) {
  const issue = issueMonth(year, month);
  const frozen = await freezeIssue(db, issue, { now: new Date("2028-01-01T00:00:00Z"), timeZone });
  return frozen.issue.id;
}

describe("a gift of three issues", () => {
  it("is on exactly the three lists from its first issue, at the recipient's address", async () => {
    const placed = await paidGift();
    const months = [0, 1, 2, 3, 4].map((ahead) => addMonths(issueMonth(2027, 1), ahead));
    const lists: Record<string, string[]> = {};
    for (const month of months) {
      const frozen = await freezeIssue(db, month, {
        now: new Date("2028-01-01T00:00:00Z"),
        timeZone,
      });
      const rows = await db
        .select({ giftId: mailClubIssueRecipients.giftId })
        .from(mailClubIssueRecipients)
        .where(eq(mailClubIssueRecipients.issueId, frozen.issue.id));
      lists[frozen.issue.monthKey] = rows.map((row) => `gift ${row.giftId}`);
    }
    const gift = `gift ${placed.giftId}`;
    expect(lists).toEqual({
      "2027-01": [],
      "2027-02": [gift],
      "2027-03": [gift],
      "2027-04": [gift],
      "2027-05": [],
    });
  });

  it("prints the recipient's address on the label, never the gifter's billing address", async () => {
    await paidGift();
    const issueId = await namesOn(2027, 2);
    const text = (await readPdfLines(await issueLabelsPdf(db, issueId))).flat().join("\n");
    expect(text).toContain("Rosa Recipient");
    expect(text).not.toContain("Billing Avenue");
    expect(text).not.toContain("Gwen");
  });

  it("puts the gifter's message on the packing list of its first issue only", async () => {
    await paidGift();
    const text = async (month: number) =>
      (await readPdfLines(await packingListPdf(db, await namesOn(2027, month), timeZone)))
        .flat()
        .join(" ");
    const february = await text(2);
    expect(february).toContain("Rosa Recipient");
    expect(february).toContain("Happy birthday, Rosa! / Love, Gwen");
    const march = await text(3);
    expect(march).toContain("Rosa Recipient");
    expect(march).not.toContain("Happy birthday");
  });

  it("is on no list while its order waits for payment, nor after a refund", async () => {
    const unpaid = await placeGiftOrder(db, giftForm(), context);
    let issueId = await namesOn(2027, 2);
    expect(await giftRowsOn(issueId)).toBe(0);
    await db.execute(sql`delete from mail_club_issues`);
    await payOrder(db, unpaid.order.id, { captureId: "CAPTURE-R", paidAt: now }, orderLife);
    await db.update(orders).set({ status: "refunded" }).where(eq(orders.id, unpaid.order.id));
    issueId = await namesOn(2027, 3);
    expect(await giftRowsOn(issueId)).toBe(0);
  });

  it("paid after its first issue's cutoff, begins with the next open issue", async () => {
    const input = giftForm({ firstIssue: "2026-12", reveal: "self", revealOn: "" });
    const placed = await placeGiftOrder(db, input, context);
    // Approved at PayPal just after the December issue's cutoff (26 November, New York).
    await payOrder(
      db,
      placed.order.id,
      { captureId: "CAPTURE-LATE", paidAt: new Date("2026-11-26T05:00:00Z") },
      orderLife,
    );
    const [gift] = await db.select().from(mailClubGifts).where(eq(mailClubGifts.id, placed.giftId));
    expect(gift?.firstIssue).toBe("2027-01");
  });

  it("bills the gifter and delivers to the recipient on its order", async () => {
    const placed = await paidGift();
    const [order] = await db.select().from(orders).where(eq(orders.id, placed.order.id));
    expect(order?.totalCents).toBe(2400);
    expect(order?.billingAddress?.addressLine1).toBe("99 Billing Avenue");
    expect(order?.shippingAddress.firstName).toBe("Rosa");
    expect(order?.customerEmail).toBe("gwen@example.com");
  });
});

async function giftRowsOn(issueId: number) {
  const rows = await db
    .select({ giftId: mailClubIssueRecipients.giftId })
    .from(mailClubIssueRecipients)
    .where(
      and(eq(mailClubIssueRecipients.issueId, issueId), isNotNull(mailClubIssueRecipients.giftId)),
    );
  return rows.length;
}

describe("refusals", () => {
  async function refusal(overrides: Record<string, unknown>) {
    try {
      await placeGiftOrder(db, giftForm(overrides), context);
    } catch (error) {
      if (error instanceof AppError) return { message: error.message, ...error.details };
      throw error;
    }
    throw new Error("placed");
  }

  it("refuses an issue whose cutoff has passed", async () => {
    expect(await refusal({ firstIssue: "2026-11" })).toMatchObject({
      message: giftMessages.firstIssueClosed,
      field: "firstIssue",
    });
  });

  it("refuses a length the studio has no price for", async () => {
    expect(await refusal({ issueCount: "6" })).toMatchObject({ message: giftMessages.notOnSale });
  });

  it("refuses a reveal day after the first issue is in the post", async () => {
    expect(await refusal({ revealOn: "2027-02-08" })).toMatchObject({
      message: giftMessages.revealDateInvalid,
    });
  });

  it("prices an address abroad on the international plan", async () => {
    const abroad = testAddress({
      firstName: "Lena",
      lastName: "Berg",
      addressLine1: "Hauptstraße 1",
      city: "Berlin",
      stateProvince: "",
      postalCode: "10115",
      country: "DE",
    });
    const placed = await placeGiftOrder(db, giftForm({ recipientAddress: abroad }), context);
    expect(placed.order.totalCents).toBe(2700);
  });

  it("asks for the recipient's e-mail when the gift is to be e-mailed", () => {
    expect(() => giftForm({ recipientEmail: "" })).toThrowError(giftMessages.fixErrors);
  });
});
