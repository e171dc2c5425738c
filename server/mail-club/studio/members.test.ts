import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "#server/db/client.ts";
import {
  type CancelReason,
  subscriptionPaymentFailures,
  subscriptionPayments,
  subscriptions,
} from "#server/db/schema.ts";
import { issueMonth } from "#server/mail-club/issue-month.ts";
import { createIssue } from "#server/mail-club/issues/create-issue.ts";
import { freezeIssue } from "#server/mail-club/issues/freeze-issue.ts";
import { listMembers } from "#server/mail-club/studio/list-members.ts";
import { getMemberDetail } from "#server/mail-club/studio/member-detail.ts";
import { parseMemberFilters } from "#server/mail-club/studio/member-filters.ts";
import { insertTestMember } from "#tests/support/fixtures/issues.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";

let test: TestDatabase;
let db: Database;

beforeAll(async () => {
  test = await createTestDatabase();
  db = test.db;
});
afterAll(() => test?.close());
beforeEach(async () => {
  await db.execute(sql`delete from mail_club_issues`);
  await db.execute(sql`delete from customers`);
});

const timeZone = "America/New_York";
const filters = (query = "") => parseMemberFilters(new URLSearchParams(query));
const emailsOf = (page: Awaited<ReturnType<typeof listMembers>>) =>
  page.members.map((member) => member.email);

/** Five memberships in every state, joined a day apart (the newest last). */
async function fiveMembers() {
  const day = (n: number) => new Date(Date.UTC(2026, 5, n, 14));
  const members = {
    ada: await insertTestMember(db, {
      joinedAt: day(1),
      email: "ada@example.com",
      firstName: "Ada",
    }),
    kai: await insertTestMember(db, {
      joinedAt: day(2),
      email: "kai@example.com",
      address: { firstName: "Kai", lastName: "Lee", country: "CA", stateProvince: "ON" },
    }),
    paused: await insertTestMember(db, {
      joinedAt: day(3),
      status: "suspended",
      endedAt: day(20),
      email: "paused@example.com",
    }),
    gone: await insertTestMember(db, {
      joinedAt: day(4),
      endedAt: day(21),
      email: "gone@example.com",
    }),
    waiting: await insertTestMember(db, { joinedAt: null, email: "waiting@example.com" }),
  };
  return members;
}

describe("parseMemberFilters", () => {
  it("keeps known values and drops the rest, never refusing an address", () => {
    expect(filters("status=suspended&plan=international&q=%20Kai%20%20Lee%20&page=3")).toEqual({
      status: "suspended",
      plan: "international",
      q: "Kai Lee",
      page: 3,
    });
    expect(filters("payments=arrears").payments).toBe("arrears");
    expect(filters("status=paused&plan=moon&payments=late&q=%20%20&page=-2")).toEqual({
      status: undefined,
      plan: undefined,
      payments: undefined,
      q: undefined,
      page: 1,
    });
    expect(filters("page=2.5").page).toBe(1);
    expect(filters("page=many").page).toBe(1);
  });
});

describe("listMembers", () => {
  it("lists every membership, newest first, with plan, status, dates and first issue", async () => {
    await fiveMembers();
    const page = await listMembers(db, filters());
    expect(page).toMatchObject({ total: 5, page: 1, pageCount: 1 });
    // The one waiting for PayPal has no start: it sorts by when it was made (just now).
    expect(emailsOf(page)).toEqual([
      "waiting@example.com",
      "gone@example.com",
      "paused@example.com",
      "kai@example.com",
      "ada@example.com",
    ]);
    expect(page.members.at(-1)).toMatchObject({
      name: "Ada Sato",
      plan: "usa",
      status: "active",
      memberSince: new Date(Date.UTC(2026, 5, 1, 14)),
      firstIssue: { year: 2026, month: 7 },
    });
    expect(page.members[0]).toMatchObject({
      status: "approval_pending",
      memberSince: null,
      firstIssue: null,
    });
  });

  it("lists the members in arrears, since their first unsettled failure, on their own when asked", async () => {
    const { ada, paused } = await fiveMembers();
    const failure = (subscriptionId: number, failedAt: string, settledAt?: string) => ({
      subscriptionId,
      failedAt: new Date(failedAt),
      settledAt: settledAt ? new Date(settledAt) : null,
    });
    await db
      .insert(subscriptionPaymentFailures)
      .values([
        failure(ada.subscriptionId, "2026-06-01T15:00:00Z", "2026-06-03T15:00:00Z"),
        failure(ada.subscriptionId, "2026-07-01T15:00:00Z"),
        failure(ada.subscriptionId, "2026-07-06T15:00:00Z"),
        failure(paused.subscriptionId, "2026-06-20T15:00:00Z"),
      ]);
    const inArrears = await listMembers(db, filters("payments=arrears"));
    expect(
      inArrears.members.map(({ email, inArrearsSince }) => ({ email, inArrearsSince })),
    ).toEqual([
      { email: "paused@example.com", inArrearsSince: new Date("2026-06-20T15:00:00Z") },
      { email: "ada@example.com", inArrearsSince: new Date("2026-07-01T15:00:00Z") },
    ]);
    const everyone = await listMembers(db, filters());
    expect(everyone.members.find((member) => member.email === "kai@example.com")).toMatchObject({
      inArrearsSince: null,
    });
  });

  it("filters by status and by plan, together", async () => {
    await fiveMembers();
    expect(emailsOf(await listMembers(db, filters("status=active")))).toEqual([
      "kai@example.com",
      "ada@example.com",
    ]);
    expect(emailsOf(await listMembers(db, filters("status=suspended")))).toEqual([
      "paused@example.com",
    ]);
    expect(emailsOf(await listMembers(db, filters("status=cancelled")))).toEqual([
      "gone@example.com",
    ]);
    expect(emailsOf(await listMembers(db, filters("status=approval_pending")))).toEqual([
      "waiting@example.com",
    ]);
    expect(emailsOf(await listMembers(db, filters("plan=international")))).toEqual([
      "kai@example.com",
    ]);
    expect(await listMembers(db, filters("status=expired&plan=usa"))).toMatchObject({
      members: [],
      total: 0,
      pageCount: 1,
    });
  });

  it("searches the name and the e-mail, case-insensitively, with wildcards taken literally", async () => {
    await fiveMembers();
    expect(emailsOf(await listMembers(db, filters("q=KAI")))).toEqual(["kai@example.com"]);
    // Ada's name is 'Ada Sato': a search across first and last name finds it.
    expect(emailsOf(await listMembers(db, filters("q=ada sato")))).toEqual(["ada@example.com"]);
    expect(emailsOf(await listMembers(db, filters("q=paused@")))).toEqual(["paused@example.com"]);
    expect((await listMembers(db, filters("q=%25"))).total).toBe(0);
    expect((await listMembers(db, filters("q=_"))).total).toBe(0);
  });

  it("pages, and shows the last page for a page past it", async () => {
    await fiveMembers();
    const first = await listMembers(db, filters("page=1"), { pageSize: 2 });
    const third = await listMembers(db, filters("page=3"), { pageSize: 2 });
    expect(first).toMatchObject({ total: 5, page: 1, pageCount: 3 });
    expect(first.members).toHaveLength(2);
    expect(emailsOf(third)).toEqual(["ada@example.com"]);
    expect(await listMembers(db, filters("page=99"), { pageSize: 2 })).toEqual(third);
    const seen = [first, await listMembers(db, filters("page=2"), { pageSize: 2 }), third];
    expect(new Set(seen.flatMap(emailsOf)).size).toBe(5);
  });

  it("gives the next payment of an active membership only", async () => {
    const { paused } = await fiveMembers();
    await db.execute(sql`update subscriptions set next_billing_at = '2027-03-01T14:00:00Z'`);
    const page = await listMembers(db, filters());
    const byEmail = new Map(page.members.map((member) => [member.email, member]));
    expect(byEmail.get("ada@example.com")?.nextPaymentAt).toEqual(new Date("2027-03-01T14:00:00Z"));
    expect(byEmail.get("paused@example.com")?.nextPaymentAt).toBeNull();
    expect(paused.subscriptionId).toBeGreaterThan(0);
  });
});

describe("getMemberDetail", () => {
  const january = issueMonth(2027, 1);
  const february = issueMonth(2027, 2);

  it("shows why a member cancelled, on their page and in the list; nothing when they did not say", async () => {
    const joinedAt = new Date("2026-06-01T14:00:00Z");
    const endedAt = new Date("2026-07-01T14:00:00Z");
    const priced = await insertTestMember(db, { joinedAt, endedAt, email: "priced@example.com" });
    const worded = await insertTestMember(db, { joinedAt, endedAt, email: "worded@example.com" });
    const silent = await insertTestMember(db, { joinedAt, endedAt, email: "silent@example.com" });
    const leftWith = (id: number, reason: CancelReason, text: string | null = null) =>
      db
        .update(subscriptions)
        .set({ cancelReason: reason, cancelReasonText: text })
        .where(eq(subscriptions.id, id));
    await leftWith(priced.subscriptionId, "too_expensive");
    await leftWith(worded.subscriptionId, "other", "The cat eats the envelopes");
    const now = new Date("2026-08-01T12:00:00Z");

    const detail = (id: number) => getMemberDetail(db, id, { now, timeZone });
    expect((await detail(priced.subscriptionId))?.cancelReason).toBe("Too expensive");
    expect((await detail(worded.subscriptionId))?.cancelReason).toBe(
      "Other: The cat eats the envelopes",
    );
    expect((await detail(silent.subscriptionId))?.cancelReason).toBeNull();

    const listed = await listMembers(db, filters("status=cancelled"));
    const reasonOf = (email: string) =>
      listed.members.find((member) => member.email === email)?.cancelReason;
    expect(reasonOf("priced@example.com")).toBe("Too expensive");
    expect(reasonOf("worded@example.com")).toBe("Other: The cat eats the envelopes");
    expect(reasonOf("silent@example.com")).toBeNull();
  });

  it("shows the membership, its payments newest first and its issues, fixed and coming", async () => {
    const { subscriptionId } = await insertTestMember(db, {
      joinedAt: new Date("2026-12-10T15:00:00Z"),
      email: "mika@example.com",
    });
    await db.insert(subscriptionPayments).values([
      {
        subscriptionId,
        paypalSaleId: "S-1",
        amountCents: 888,
        paidAt: new Date("2026-12-10T15:00:00Z"),
      },
      {
        subscriptionId,
        paypalSaleId: "S-2",
        amountCents: 888,
        paidAt: new Date("2027-01-10T15:00:00Z"),
      },
    ]);
    await createIssue(db, { month: january, title: "Winter Birds" });
    await freezeIssue(db, january, { now: new Date("2026-12-26T06:00:00Z"), timeZone });
    await db.execute(sql`update mail_club_issues set mailed_at = now() where month = '2027-01'`);
    await createIssue(db, { month: february, title: "Snow Letters" });

    // On 20 January: January went out, February's list is still open; the member will get it.
    const now = new Date("2027-01-20T12:00:00Z");
    const detail = await getMemberDetail(db, subscriptionId, { now, timeZone });
    expect(detail).toMatchObject({
      subscriptionId,
      name: "Mika Sato",
      email: "mika@example.com",
      plan: "usa",
      priceCents: 888,
      status: "active",
      cancellable: true,
      paypalSubscriptionId: expect.stringMatching(/^I-/),
      deliveryAddress: expect.objectContaining({ city: "Portland" }),
      firstIssue: january,
    });
    expect(detail?.payments.map((payment) => [payment.paypalSaleId, payment.amountCents])).toEqual([
      ["S-2", 888],
      ["S-1", 888],
    ]);
    expect(detail?.issues).toEqual([
      {
        issueId: expect.any(Number),
        month: february,
        title: "Snow Letters",
        state: "coming",
        cutoff: new Date("2027-01-26T05:00:00Z"),
      },
      { issueId: expect.any(Number), month: january, title: "Winter Birds", state: "mailed" },
    ]);
  });

  it("marks a coming issue held while a failed payment is owed, and coming again once paid", async () => {
    const { subscriptionId } = await insertTestMember(db, {
      joinedAt: new Date("2026-11-10T15:00:00Z"),
    });
    const [failure] = await db
      .insert(subscriptionPaymentFailures)
      .values({ subscriptionId, failedAt: new Date("2027-01-10T15:00:00Z") })
      .returning();
    const now = new Date("2027-01-20T12:00:00Z");
    const stateOfFebruary = async () =>
      (await getMemberDetail(db, subscriptionId, { now, timeZone }))?.issues.find(
        (issue) => issue.month.month === 2,
      )?.state;
    expect(await stateOfFebruary()).toBe("held");
    await db
      .update(subscriptionPaymentFailures)
      .set({ settledAt: new Date("2027-01-15T15:00:00Z") })
      .where(eq(subscriptionPaymentFailures.id, failure?.id ?? 0));
    expect(await stateOfFebruary()).toBe("coming");
  });

  it("shows no coming issue for a membership cancelled before the cutoff, and null for none", async () => {
    const { subscriptionId } = await insertTestMember(db, {
      joinedAt: new Date("2026-11-10T15:00:00Z"),
      endedAt: new Date("2026-12-20T15:00:00Z"),
    });
    const now = new Date("2027-01-20T12:00:00Z");
    const detail = await getMemberDetail(db, subscriptionId, { now, timeZone });
    expect(detail).toMatchObject({
      status: "cancelled",
      cancellable: false,
      firstIssue: { year: 2026, month: 12 },
      issues: [],
      payments: [],
    });
    expect(await getMemberDetail(db, subscriptionId + 1000, { now, timeZone })).toBeNull();
    expect(await getMemberDetail(db, 2 ** 31, { now, timeZone })).toBeNull();
    expect(await getMemberDetail(db, -1, { now, timeZone })).toBeNull();
  });
});
