/**
 * What the gifter's pages say of the gift their order bought, and its printable card read
 * back from the PDF: names and message as typed (Japanese among them), line breaks kept.
 */
import { sql } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "#server/db/client.ts";
import { giftCardPdf, paidGiftCardPdf } from "#server/mail-club/gifts/gift-card-pdf.ts";
import { giftOfOrder } from "#server/mail-club/gifts/gift-of-order.ts";
import { giftArrives, giftSummary } from "#server/mail-club/gifts/gift-wording.ts";
import { placeGiftOrder } from "#server/mail-club/gifts/place-gift-order.ts";
import { issueMonth } from "#server/mail-club/issue-month.ts";
import { readPdfLines } from "#server/mail-club/issues/pdf-text.ts";
import {
  insertPaidTestGift,
  setTestGiftPrices,
  testGiftForm,
} from "#tests/support/fixtures/gifts.ts";
import { insertTestOrder } from "#tests/support/fixtures/studio-orders.ts";
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
  await db.execute(sql`delete from orders`);
  await setTestGiftPrices(db);
});

const japanese = { firstName: "花子", lastName: "山田" };
const japaneseMessage = "お誕生日おめでとう！\n毎月のお手紙を楽しみにね。\n\nGwen より";

describe("giftOfOrder", () => {
  it("tells the gift of a paid order: whom for, its issues, its message and reveal", async () => {
    const placed = await insertPaidTestGift(db, { now, timeZone, firstIssue: "2027-02" });
    const gift = await giftOfOrder(db, placed.order.id, timeZone);
    expect(gift).toMatchObject({
      recipientName: "Rosa Recipient",
      gifterName: "Gwen Gifter",
      plan: "usa",
      issueCount: 3,
      firstIssue: issueMonth(2027, 2),
      lastIssue: issueMonth(2027, 4),
      message: "Happy birthday, Rosa!\nLove, Gwen",
      reveal: { kind: "self" },
      paid: true,
    });
    expect(giftSummary(gift ?? fail())).toEqual({
      forLine: "For Rosa Recipient",
      issuesLine: "3 issues, February 2027 to April 2027, mailed in the first week of each month.",
      revealLine: "You'll tell them yourself:",
      selfReveal: true,
      cardNotYet: null,
      // Told by the gifter: no e-mail, so no link for anyone to claim it with.
      link: null,
    });
  });

  it("words an e-mail's day, and an unpaid gift as not paid", async () => {
    const placed = await placeGiftOrder(db, testGiftForm(), {
      customer: null,
      clientAddress: "127.0.0.1",
      now,
      publicUrl: "https://washi.test",
      timeZone,
    });
    const gift = await giftOfOrder(db, placed.order.id, timeZone);
    expect(gift).toMatchObject({ reveal: { kind: "email", on: "2027-01-20" }, paid: false });
    expect(giftSummary(gift ?? fail()).revealLine).toBe(
      "They will be e-mailed on January 20, 2027.",
    );
    expect(await paidGiftCardPdf(db, placed.order.id, timeZone)).toBeNull();
  });

  it("is null for an order that bought no gift", async () => {
    const order = await insertTestOrder(db, { status: "paid" });
    expect(await giftOfOrder(db, order.id, timeZone)).toBeNull();
    expect(await paidGiftCardPdf(db, order.id, timeZone)).toBeNull();
  });
});

describe("the gift card", () => {
  it("prints the gift on one folded US letter sheet, in Japanese too", async () => {
    const placed = await insertPaidTestGift(db, {
      now,
      timeZone,
      firstIssue: "2027-02",
      recipient: japanese,
      overrides: { message: japaneseMessage },
    });
    const pdf = await paidGiftCardPdf(db, placed.order.id, timeZone);
    if (!pdf) throw new Error("no card");
    const doc = await PDFDocument.load(pdf);
    expect(doc.getPages().map((page) => page.getSize())).toEqual([{ width: 792, height: 612 }]);
    const lines = (await readPdfLines(pdf)).flat();
    expect(lines).toContain("A gift for 花子 山田");
    // The message's lines as typed, each on its own, in their order.
    const at = (line: string) => lines.indexOf(line);
    expect(at("お誕生日おめでとう！")).toBeGreaterThan(-1);
    expect(at("毎月のお手紙を楽しみにね。")).toBe(at("お誕生日おめでとう！") + 1);
    expect(at("Gwen より")).toBe(at("毎月のお手紙を楽しみにね。") + 1);
    expect(at("From Gwen Gifter")).toBeGreaterThan(at("Gwen より"));
    const all = lines.join(" ");
    expect(all).toContain("3 issues of the Mail Club, from February 2027 to April 2027");
    expect(all).toContain("Washi Paper Studio");
    expect(all).toContain(giftArrives);
    expect(all).not.toContain("?");
  });

  it("wraps a long message and keeps it on the card, smaller", async () => {
    const gift = await insertPaidTestGift(db, { now, timeZone, firstIssue: "2027-02" });
    const long = `${"Every month a little envelope of art for you. ".repeat(10)}\nLove, Gwen`;
    const base = (await giftOfOrder(db, gift.order.id, timeZone)) ?? fail();
    const pdf = await giftCardPdf({ ...base, message: long }, "Paper Nook");
    const lines = (await readPdfLines(pdf)).flat();
    expect(lines).toContain("Love, Gwen");
    expect(lines).toContain("From Gwen Gifter");
    expect(lines.join(" ").replaceAll(/\s+/g, " ")).toContain(long.split("\n")[0]?.trim());
  });
});

function fail(): never {
  throw new Error("no gift");
}
