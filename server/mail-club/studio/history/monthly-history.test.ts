/**
 * The Mail Club's monthly history from rows written as the shop leaves them: joins, cancels
 * with their reasons, the skips, pauses and holds of frozen issues, churn, active members and
 * both revenues, counted on the shop's calendar; and the CSV of the same table.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseCsv } from "#server/csv/csv-text.ts";
import type { Database } from "#server/db/client.ts";
import {
  type CancelReason,
  mailClubIssueAbsentees,
  mailClubIssues,
  orders,
  subscriptionPayments,
  subscriptions,
} from "#server/db/schema.ts";
import {
  historyCsvHeader,
  monthlyHistoryCsv,
} from "#server/mail-club/studio/history/history-csv.ts";
import { monthlyHistory } from "#server/mail-club/studio/history/monthly-history.ts";
import { insertTestMember } from "#tests/support/fixtures/issues.ts";
import { insertTestOrder } from "#tests/support/fixtures/studio-orders.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";

let test: TestDatabase;
let db: Database;

beforeAll(async () => {
  test = await createTestDatabase();
  db = test.db;
});
afterAll(() => test?.close());

const timeZone = "America/New_York";
const now = new Date("2027-04-10T16:00:00Z");
const noon = (day: string) => new Date(`${day}T17:00:00Z`);

async function member(joined: string, cancel?: { on: string; reason: CancelReason | null }) {
  const row = await insertTestMember(db, { joinedAt: noon(joined), timeZone });
  if (cancel) {
    await db
      .update(subscriptions)
      .set({
        status: "cancelled",
        endedAt: noon(cancel.on),
        cancelledAt: noon(cancel.on),
        cancelReason: cancel.reason,
      })
      .where(eq(subscriptions.id, row.subscriptionId));
  }
  return row.subscriptionId;
}

let sale = 0;
const paid = (subscriptionId: number, paidAt: Date, amountCents = 888) => ({
  subscriptionId,
  paypalSaleId: `SALE-${++sale}`,
  amountCents,
  paidAt,
});

async function order(status: "paid" | "shipped" | "refunded", paidAt: Date) {
  const row = await insertTestOrder(db, { status });
  await db.update(orders).set({ paidAt }).where(eq(orders.id, row.id));
}

async function issueWithAbsentees(
  month: string,
  absent: [number, "skipped" | "paused" | "held"][],
) {
  const [issue] = await db
    .insert(mailClubIssues)
    .values({ month, title: month, frozenAt: noon(`${month}-01`) })
    .returning({ id: mailClubIssues.id });
  if (!issue) throw new Error("no issue");
  await db.insert(mailClubIssueAbsentees).values(
    absent.map(([subscriptionId, reason]) => ({
      issueId: issue.id,
      subscriptionId,
      reason,
      email: "x@example.com",
    })),
  );
}

describe("the Mail Club's monthly history", () => {
  it("says nothing before anybody has joined", async () => {
    expect(await monthlyHistory(db, { now, timeZone })).toEqual([]);
  });

  it("counts each month's joins, cancels by reason, absences, churn, members and revenue", async () => {
    const ada = await member("2027-01-05");
    const ben = await member("2027-01-20", { on: "2027-03-03", reason: "too_expensive" });
    const cy = await member("2027-02-10", { on: "2027-03-20", reason: null });
    await member("2027-02-15", { on: "2027-02-28", reason: "moving" });
    const eve = await member("2027-03-05");
    await db.insert(subscriptionPayments).values([
      paid(ada, noon("2027-01-05")),
      paid(ben, noon("2027-01-20"), 988),
      paid(ada, noon("2027-02-05")),
      paid(ben, noon("2027-02-20"), 988),
      paid(ada, noon("2027-03-05")),
      paid(eve, noon("2027-03-05")),
      // 23:30 on 31 March in New York is already April in UTC: it counts in March.
      paid(cy, new Date("2027-03-31T23:30:00-04:00")),
      paid(ada, noon("2027-04-05")),
    ]);
    await order("paid", noon("2027-02-10"));
    await order("shipped", noon("2027-03-12"));
    await order("refunded", noon("2027-03-13"));
    await issueWithAbsentees("2027-02", [[ada, "paused"]]);
    await issueWithAbsentees("2027-03", [
      [ada, "skipped"],
      [cy, "paused"],
      [ben, "held"],
    ]);

    const history = await monthlyHistory(db, { now, timeZone });
    const none = { too_expensive: 0, too_much_mail: 0, moving: 0, not_expected: 0, other: 0 };
    expect(history).toEqual([
      {
        month: "2027-01",
        inProgress: false,
        joins: 2,
        cancels: 0,
        cancelsByReason: { ...none, unanswered: 0 },
        skips: 0,
        pauses: 0,
        held: 0,
        activeAtStart: 0,
        activeAtEnd: 2,
        churn: null,
        mailClubCents: 888 + 988,
        shopOrdersCents: 0,
      },
      {
        month: "2027-02",
        inProgress: false,
        joins: 2,
        cancels: 1,
        cancelsByReason: { ...none, moving: 1, unanswered: 0 },
        skips: 0,
        pauses: 1,
        held: 0,
        activeAtStart: 2,
        activeAtEnd: 3,
        churn: 0.5,
        mailClubCents: 888 + 988,
        shopOrdersCents: 1750,
      },
      {
        month: "2027-03",
        inProgress: false,
        joins: 1,
        cancels: 2,
        cancelsByReason: { ...none, too_expensive: 1, unanswered: 1 },
        skips: 1,
        pauses: 1,
        held: 1,
        activeAtStart: 3,
        activeAtEnd: 2,
        churn: 2 / 3,
        mailClubCents: 3 * 888,
        shopOrdersCents: 1750,
      },
      {
        month: "2027-04",
        inProgress: true,
        joins: 0,
        cancels: 0,
        cancelsByReason: { ...none, unanswered: 0 },
        skips: 0,
        pauses: 0,
        held: 0,
        activeAtStart: 2,
        activeAtEnd: 2,
        churn: 0,
        mailClubCents: 888,
        shopOrdersCents: 0,
      },
    ]);

    const csv = parseCsv(monthlyHistoryCsv(history)).map((record) => record.cells);
    expect(csv[0]).toEqual(historyCsvHeader);
    expect(csv[0]).toEqual([
      "month",
      "month_complete",
      "joins",
      "cancels",
      "cancels_too_expensive",
      "cancels_too_much_mail",
      "cancels_moving",
      "cancels_not_expected",
      "cancels_other",
      "cancels_unanswered",
      "skips",
      "pauses",
      "held",
      "active_at_start",
      "active_at_end",
      "churn_percent",
      "mail_club_revenue",
      "shop_orders_revenue",
    ]);
    expect(csv.slice(1)).toEqual([
      [
        "2027-01",
        "yes",
        "2",
        "0",
        "0",
        "0",
        "0",
        "0",
        "0",
        "0",
        "0",
        "0",
        "0",
        "0",
        "2",
        "",
        "18.76",
        "0.00",
      ],
      [
        "2027-02",
        "yes",
        "2",
        "1",
        "0",
        "0",
        "1",
        "0",
        "0",
        "0",
        "0",
        "1",
        "0",
        "2",
        "3",
        "50.0",
        "18.76",
        "17.50",
      ],
      [
        "2027-03",
        "yes",
        "1",
        "2",
        "1",
        "0",
        "0",
        "0",
        "0",
        "1",
        "1",
        "1",
        "1",
        "3",
        "2",
        "66.7",
        "26.64",
        "17.50",
      ],
      [
        "2027-04",
        "no",
        "0",
        "0",
        "0",
        "0",
        "0",
        "0",
        "0",
        "0",
        "0",
        "0",
        "0",
        "2",
        "2",
        "0.0",
        "8.88",
        "0.00",
      ],
    ]);
  });
});
