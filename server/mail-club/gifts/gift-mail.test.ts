import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "#server/db/client.ts";
import { outboxEmails } from "#server/db/schema.ts";
import { sendGiftMail } from "#server/mail-club/gifts/gift-mail.ts";
import { issueMonth } from "#server/mail-club/issue-month.ts";
import { freezeIssue } from "#server/mail-club/issues/freeze-issue.ts";
import { markIssueMailed } from "#server/mail-club/issues/mark-issue-mailed.ts";
import {
  insertPaidTestGift,
  insertTestGiftSkip,
  setTestGiftPrices,
} from "#tests/support/fixtures/gifts.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";

let test: TestDatabase;
let db: Database;
const timeZone = "America/New_York";
const publicUrl = "http://shop.test";
const boughtAt = new Date("2026-11-10T15:00:00Z");

beforeAll(async () => {
  test = await createTestDatabase();
  db = test.db;
});
afterAll(() => test?.close());
beforeEach(async () => {
  await db.execute(sql`delete from mail_club_issues`);
  await db.execute(sql`delete from orders`);
  await db.execute(sql`delete from outbox_emails`);
  await setTestGiftPrices(db);
});

/**
 * A gift of February to April 2027, the recipient e-mailed on 20 January; the order's own
 * receipts are left out of the outbox, to see the gift's.
 */
async function buyGift(overrides: Record<string, unknown> = {}) {
  const gift = await insertPaidTestGift(db, {
    now: boughtAt,
    timeZone,
    firstIssue: "2027-02",
    overrides: { reveal: "email", revealOn: "2027-01-20", ...overrides },
  });
  await db.execute(sql`delete from outbox_emails`);
  return gift;
}

const send = (now: string) => sendGiftMail(db, { now: new Date(now), timeZone, publicUrl });

async function outbox() {
  const rows = await db
    .select({ to: outboxEmails.toAddress, subject: outboxEmails.subject, text: outboxEmails.text })
    .from(outboxEmails)
    .orderBy(outboxEmails.id);
  return rows;
}

const freeze = (month: number) =>
  freezeIssue(db, issueMonth(2027, month), { now: new Date("2027-12-01T00:00:00Z"), timeZone });

describe("the gift's e-mails", () => {
  it("reveals the gift on its day in the shop's time zone, once, with its signed link", async () => {
    await buyGift();
    await send("2027-01-20T04:59:59Z"); // 23:59:59 on the 19th in New York
    expect(await outbox()).toEqual([]);
    await send("2027-01-20T05:00:00Z");
    await send("2027-01-20T06:00:00Z");
    const mails = await outbox();
    expect(mails.map((mail) => [mail.to, mail.subject])).toEqual([
      ["rosa@example.com", "Gwen Gifter has given you the Mail Club"],
    ]);
    expect(mails[0]?.text).toContain("Happy birthday, Rosa!");
    expect(mails[0]?.text).toContain("First issue: February 2027");
    expect(mails[0]?.text).toMatch(/\/mail-club\/gift\/claim\?gift=\d+&expires=\d+&signature=/);
  });

  it("sends no reveal when the gifter tells them themselves", async () => {
    await buyGift({ reveal: "self", revealOn: "" });
    await send("2027-01-25T12:00:00Z");
    expect(await outbox()).toEqual([]);
  });

  it("tells both, once, when the last issue is frozen, and invites the recipient once it is mailed", async () => {
    await buyGift({ reveal: "self", revealOn: "" });
    for (const month of [2, 3]) await freeze(month);
    await send("2027-03-27T12:00:00Z");
    expect(await outbox()).toEqual([]);
    const april = await freeze(4);
    await send("2027-03-27T12:00:00Z");
    await send("2027-03-27T12:05:00Z");
    expect((await outbox()).map((mail) => [mail.to, mail.subject])).toEqual([
      ["gwen@example.com", "Your Mail Club gift ends with the April 2027 issue"],
      ["rosa@example.com", "The April 2027 issue is the last of your Mail Club gift"],
    ]);
    await db.execute(sql`delete from outbox_emails`);
    const mailing = {
      now: new Date("2027-04-03T15:00:00Z"),
      shopName: "Washi",
      publicUrl,
      timeZone,
    };
    await markIssueMailed(db, april.issue.id, mailing);
    await send("2027-04-03T16:00:00Z");
    await send("2027-04-03T17:00:00Z");
    expect((await outbox()).map((mail) => [mail.to, mail.subject])).toEqual([
      ["rosa@example.com", "Your April 2027 Mail Club issue is on its way"],
      ["rosa@example.com", "Keep the Mail Club coming"],
    ]);
  });

  it("after a skip, tells them when the new last issue is frozen, not the old one", async () => {
    const { giftId } = await buyGift({ reveal: "self", revealOn: "" });
    await insertTestGiftSkip(db, giftId, "2027-03");
    for (const month of [2, 3, 4]) await freeze(month);
    await send("2027-04-27T12:00:00Z");
    expect(await outbox()).toEqual([]);
    await freeze(5);
    await send("2027-04-27T12:00:00Z");
    expect((await outbox()).map((mail) => mail.subject)).toEqual([
      "Your Mail Club gift ends with the May 2027 issue",
      "The May 2027 issue is the last of your Mail Club gift",
    ]);
  });

  it("without the recipient's e-mail, tells only the gifter", async () => {
    await buyGift({ reveal: "self", revealOn: "", recipientEmail: "" });
    for (const month of [2, 3, 4]) await freeze(month);
    await send("2027-03-27T12:00:00Z");
    expect((await outbox()).map((mail) => mail.to)).toEqual(["gwen@example.com"]);
  });
});
