import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outboxEmails } from "#server/db/schema.ts";
import { issueMonth } from "#server/mail-club/issue-month.ts";
import {
  queueMailClubCancelled,
  queueMailClubIssueMailed,
  queueMailClubPaymentFailed,
  queueMailClubReceipt,
  queueMailClubWelcome,
} from "#server/mail-club/mail-club-mail.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(() => test?.close());

const base = {
  to: "ada@example.com",
  firstName: "Ada",
  shopName: "Washi",
  accountUrl: "https://washi.test/account",
};
const hostile = '<script>alert("x")</script>';

async function outboxRow(queued: Promise<{ id: number }>) {
  const { id } = await queued;
  const [row] = await test.db.select().from(outboxEmails).where(eq(outboxEmails.id, id));
  if (!row) throw new Error(`no outbox row ${id}`);
  return row;
}

/** Both versions say it: the plain text exactly, the HTML as React splits it into text nodes. */
function expectSays(row: { html: string; text: string }, ...phrases: string[]) {
  for (const phrase of phrases) {
    expect(row.text).toContain(phrase);
    expect(row.html.replaceAll("<!-- -->", "")).toContain(phrase.replaceAll("'", "&#x27;"));
  }
}

describe("queueMailClubWelcome", () => {
  const welcome = {
    ...base,
    plan: "usa" as const,
    priceCents: 888,
    firstIssue: issueMonth(2027, 1),
    startedAt: new Date("2026-12-05T15:00:00Z"),
    nextBillingAt: new Date("2027-01-05T15:00:00Z"),
    ownerEmail: "hello@washi.test",
  };

  it("names the first issue, the plan and price, billing, post and the way to cancel", async () => {
    const row = await outboxRow(queueMailClubWelcome(test.db, welcome));
    expect(row.template).toBe("mail-club-welcome");
    expect(row.toAddress).toBe("ada@example.com");
    expect(row.subject).toBe("Welcome to the Mail Club — your first issue is January 2027");
    expectSays(
      row,
      "Hello Ada,",
      "Mail Club USA, $8.88 a month",
      "Your first issue is the January 2027 issue, mailed in the first week of January.",
      "Your billing started on December 5, 2026",
      "renews every month until you cancel",
      "Your next payment is on January 5, 2027.",
      "standard post, without tracking",
      "about 3–7 days",
      "cancel at any time",
      "hello@washi.test",
    );
    expect(row.html).toContain('href="https://washi.test/account"');
    expect(row.text).toContain("https://washi.test/account");
    expect(row.text).not.toContain("<");
  });

  it("tells an international member their price and the longer post, without optional lines", async () => {
    const row = await outboxRow(
      queueMailClubWelcome(test.db, {
        ...welcome,
        plan: "international",
        priceCents: 988,
        firstIssue: issueMonth(2027, 12),
        nextBillingAt: null,
        ownerEmail: undefined,
      }),
    );
    expect(row.subject).toBe("Welcome to the Mail Club — your first issue is December 2027");
    expectSays(
      row,
      "Mail Club International, $9.88 a month",
      "first week of December",
      "2–4 weeks",
    );
    expect(row.text).not.toContain("next payment");
    expect(row.text).not.toContain("3–7 days");
    expect(row.text).not.toContain("write to us");
  });

  it("reads dates in the shop's time zone", async () => {
    const lateEvening = new Date("2026-12-06T02:00:00Z");
    const row = await outboxRow(
      queueMailClubWelcome(test.db, { ...welcome, startedAt: lateEvening }),
    );
    expect(row.text).toContain("started on December 5, 2026");
    const inTokyo = await outboxRow(
      queueMailClubWelcome(test.db, { ...welcome, startedAt: lateEvening, timeZone: "Asia/Tokyo" }),
    );
    expect(inTokyo.text).toContain("started on December 6, 2026");
  });

  it("escapes the member's name in the HTML", async () => {
    const row = await outboxRow(queueMailClubWelcome(test.db, { ...welcome, firstName: hostile }));
    expect(row.html).not.toContain("<script>");
    expect(row.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
  });
});

describe("queueMailClubReceipt", () => {
  const receipt = {
    ...base,
    plan: "international" as const,
    amountCents: 988,
    paidAt: new Date("2027-02-05T15:00:00Z"),
    nextIssue: issueMonth(2027, 3),
    nextBillingAt: new Date("2027-03-05T15:00:00Z"),
    receiptNumber: "MC-2027-0042",
  };

  it("gives the receipt number, date, amount, plan, next issue and next payment", async () => {
    const row = await outboxRow(queueMailClubReceipt(test.db, receipt));
    expect(row.template).toBe("mail-club-receipt");
    expect(row.toAddress).toBe("ada@example.com");
    expect(row.subject).toBe("Your Mail Club receipt — $9.88 paid on February 5, 2027");
    expectSays(
      row,
      "Receipt number: MC-2027-0042",
      "Paid on: February 5, 2027",
      "Amount: $9.88",
      "Plan: Mail Club International",
      "Your next issue: the March 2027 issue",
      "Next payment: March 5, 2027",
    );
    expect(row.html).toContain('href="https://washi.test/account"');
  });

  it("says when no issue or payment is coming", async () => {
    const row = await outboxRow(
      queueMailClubReceipt(test.db, { ...receipt, nextIssue: null, nextBillingAt: null }),
    );
    expectSays(row, "Your next issue: none");
    expect(row.text).not.toContain("Next payment");
  });
});

describe("queueMailClubPaymentFailed", () => {
  const failed = {
    ...base,
    plan: "usa" as const,
    priceCents: 888,
    suspended: false,
    fixPaymentUrl: "https://www.paypal.com/myaccount/autopay/",
    ownerEmail: "hello@washi.test",
  };

  it("says what failed, that PayPal tries again, the issue held and where to fix it", async () => {
    const row = await outboxRow(
      queueMailClubPaymentFailed(test.db, {
        ...failed,
        failedAt: new Date("2026-12-05T15:00:00Z"),
        failuresInRow: 2,
        heldIssue: issueMonth(2027, 1),
      }),
    );
    expect(row.template).toBe("mail-club-payment-failed");
    expect(row.toAddress).toBe("ada@example.com");
    expect(row.subject).toBe("We could not take your Mail Club payment");
    expectSays(
      row,
      "PayPal could not take the payment due on December 5, 2026",
      "USA plan, $8.88 a month",
      "PayPal tries again by itself over the next few days (it has tried 2 times so far)",
      "Your January 2027 issue is held until the payment goes through. Paid by the end of December 25, 2026, it comes as usual",
      "hello@washi.test",
    );
    expect(row.text).not.toContain("paused");
    expect(row.html).toContain('href="https://www.paypal.com/myaccount/autopay/"');
    expect(row.text).toContain("https://washi.test/account");
  });

  it("says the membership is paused and asks for a new payment method when suspended", async () => {
    const row = await outboxRow(
      queueMailClubPaymentFailed(test.db, { ...failed, suspended: true }),
    );
    expect(row.subject).toBe(
      "Your Mail Club membership is paused — please update your payment method",
    );
    expectSays(
      row,
      "PayPal has stopped trying and paused your membership: no issues are sent until a payment goes through.",
      "update the payment method for this membership in your PayPal account",
    );
    expect(row.text).not.toContain("tries again");
  });
});

describe("queueMailClubCancelled", () => {
  const cancelled = {
    ...base,
    cancelledAt: new Date("2027-01-27T15:00:00Z"),
    lastIssue: issueMonth(2027, 2),
    subscribeUrl: "https://washi.test/subscribe",
  };

  it("confirms the date, the issue still coming, no more charges and the way back", async () => {
    const row = await outboxRow(queueMailClubCancelled(test.db, cancelled));
    expect(row.template).toBe("mail-club-cancelled");
    expect(row.toAddress).toBe("ada@example.com");
    expect(row.subject).toBe("Your Mail Club membership is cancelled");
    expectSays(
      row,
      "cancelled on January 27, 2027",
      "You will still receive the February 2027 issue, which was already being prepared.",
      "You will not be charged again.",
    );
    expect(row.html).toContain('href="https://washi.test/subscribe"');
    expect(row.text).toContain("https://washi.test/subscribe");
    expect(row.html).toContain('href="https://washi.test/account"');
  });

  it("says no more issues come when none is being prepared", async () => {
    const row = await outboxRow(queueMailClubCancelled(test.db, { ...cancelled, lastIssue: null }));
    expectSays(row, "No more issues will come.");
    expect(row.text).not.toContain("still receive");
  });
});

describe("queueMailClubIssueMailed", () => {
  const mailed = {
    ...base,
    issue: issueMonth(2027, 1),
    issueTitle: "Winter Cranes",
    international: false,
  };

  it("names the issue and its title, the post and when it should arrive", async () => {
    const row = await outboxRow(queueMailClubIssueMailed(test.db, mailed));
    expect(row.template).toBe("mail-club-issue-mailed");
    expect(row.toAddress).toBe("ada@example.com");
    expect(row.subject).toBe("Your January 2027 Mail Club issue is on its way");
    expectSays(row, "Winter Cranes", "standard post, without tracking", "about 3–7 days");
    expect(row.text).not.toContain("2–4 weeks");
    expect(row.html).toContain('href="https://washi.test/account"');

    const abroad = await outboxRow(
      queueMailClubIssueMailed(test.db, { ...mailed, international: true }),
    );
    expectSays(abroad, "2–4 weeks");
    expect(abroad.text).not.toContain("3–7 days");
  });

  it("escapes the issue title and the member's name in the HTML", async () => {
    const row = await outboxRow(
      queueMailClubIssueMailed(test.db, { ...mailed, firstName: hostile, issueTitle: hostile }),
    );
    expect(row.html).not.toContain("<script>");
    expect(row.html.match(/&lt;script&gt;alert\(&quot;x&quot;\)&lt;\/script&gt;/g)?.length).toBe(3);
  });
});
