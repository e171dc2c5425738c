import { describe, expect, it } from "vitest";
import type { HoldSpan } from "#server/mail-club/holds/hold-span.ts";
import { issueMonth, issueMonthKey } from "#server/mail-club/issue-month.ts";
import {
  issueStatus,
  issuesOf as issuesOfMembership,
  type MembershipSpan,
  nextIssueFor,
  receivesIssue,
} from "#server/mail-club/receives-issue.ts";

const newYork = "America/New_York";
const january = issueMonth(2027, 1);
const february = issueMonth(2027, 2);
const march = issueMonth(2027, 3);

function span(firstIssue: string, joinedAt: string, endedAt: string | null = null) {
  const [year, month] = firstIssue.split("-").map(Number);
  return {
    firstIssue: issueMonth(year ?? 0, month ?? 0),
    joinedAt: new Date(joinedAt),
    endedAt: endedAt === null ? null : new Date(endedAt),
  } satisfies MembershipSpan;
}

/** The issues among January to March 2027 that go to the subscription, in New York. */
function issuesOf(subscription: MembershipSpan, timeZone = newYork) {
  return [january, february, march]
    .filter((issue) => receivesIssue(subscription, issue, timeZone))
    .map(issueMonthKey);
}

// The cutoff of February 2027 in New York is the end of 25 January 2027, EST.
describe("who receives an issue", () => {
  it("a member who joined before the cutoff, up to 23:59:59 on the 25th", () => {
    expect(issuesOf(span("2027-02", "2027-01-10T09:00:00-05:00"))).toEqual(["2027-02", "2027-03"]);
    expect(issuesOf(span("2027-02", "2027-01-25T23:59:59-05:00"))).toEqual(["2027-02", "2027-03"]);
  });

  it("not a member who joined after it, from 00:00:00 on the 26th", () => {
    expect(issuesOf(span("2027-03", "2027-01-26T00:00:00-05:00"))).toEqual(["2027-03"]);
    // Even were the first issue recorded wrongly, joining after the cutoff misses it.
    expect(issuesOf(span("2027-02", "2027-01-26T00:00:00-05:00"))).toEqual(["2027-03"]);
  });

  it("not a member who cancelled before the cutoff", () => {
    expect(
      issuesOf(span("2027-02", "2027-01-10T09:00:00-05:00", "2027-01-20T10:00:00-05:00")),
    ).toEqual([]);
    expect(
      issuesOf(span("2027-02", "2027-01-10T09:00:00-05:00", "2027-01-25T23:59:59-05:00")),
    ).toEqual([]);
  });

  it("still a member who cancelled after the cutoff, for that issue only", () => {
    expect(
      issuesOf(span("2027-02", "2027-01-10T09:00:00-05:00", "2027-01-26T00:00:00-05:00")),
    ).toEqual(["2027-02"]);
    expect(
      issuesOf(span("2026-06", "2025-05-02T12:00:00-04:00", "2027-02-10T08:00:00-05:00")),
    ).toEqual(["2027-01", "2027-02"]);
  });

  it("not a member whose first issue is later", () => {
    expect(issuesOf(span("2027-03", "2027-01-10T09:00:00-05:00"))).toEqual(["2027-03"]);
  });

  it("at the year end: joined on 25 December gets January, cancelling on the 26th keeps it", () => {
    expect(issuesOf(span("2027-01", "2026-12-25T23:59:59-05:00"))).toEqual([
      "2027-01",
      "2027-02",
      "2027-03",
    ]);
    expect(
      issuesOf(span("2027-01", "2026-12-25T23:59:59-05:00", "2026-12-26T00:00:00-05:00")),
    ).toEqual(["2027-01"]);
  });

  it("by the shop's clock: a cancellation at noon on the 25th in New York is the 26th in Tokyo", () => {
    const subscription = span("2027-02", "2027-01-10T09:00:00-05:00", "2027-01-25T12:00:00-05:00");
    expect(issuesOf(subscription, newYork)).toEqual([]);
    expect(issuesOf(subscription, "Asia/Tokyo")).toEqual(["2027-02"]);
  });
});

describe("the next issue of a member", () => {
  function nextAt(subscription: MembershipSpan, now: string) {
    const issue = nextIssueFor(subscription, new Date(now), newYork);
    return issue && issueMonthKey(issue);
  }

  it("is next month's, locked or not, until that month begins", () => {
    const member = span("2027-02", "2027-01-10T09:00:00-05:00");
    expect(nextAt(member, "2027-01-12T12:00:00-05:00")).toBe("2027-02");
    expect(nextAt(member, "2027-01-27T12:00:00-05:00")).toBe("2027-02");
    expect(nextAt(member, "2027-01-31T23:59:59-05:00")).toBe("2027-02");
    expect(nextAt(member, "2027-02-01T00:00:00-05:00")).toBe("2027-03");
    expect(nextAt(member, "2027-02-26T08:00:00-05:00")).toBe("2027-03");
  });

  it("is the first issue while that is still ahead", () => {
    expect(nextAt(span("2027-03", "2027-01-27T10:00:00-05:00"), "2027-01-27T10:00:00-05:00")).toBe(
      "2027-03",
    );
    expect(nextAt(span("2027-05", "2027-01-10T09:00:00-05:00"), "2027-01-12T12:00:00-05:00")).toBe(
      "2027-05",
    );
  });

  it("is the locked issue after a late cancellation, then none", () => {
    const cancelled = span("2027-02", "2027-01-10T09:00:00-05:00", "2027-01-28T10:00:00-05:00");
    expect(nextAt(cancelled, "2027-01-28T11:00:00-05:00")).toBe("2027-02");
    expect(nextAt(cancelled, "2027-02-02T11:00:00-05:00")).toBeNull();
  });

  it("is none after a cancellation before the cutoff", () => {
    const cancelled = span("2027-02", "2027-01-10T09:00:00-05:00", "2027-01-20T10:00:00-05:00");
    expect(nextAt(cancelled, "2027-01-21T10:00:00-05:00")).toBeNull();
  });

  it("crosses the year end", () => {
    const member = span("2027-01", "2026-12-20T09:00:00-05:00");
    expect(nextAt(member, "2026-12-27T12:00:00-05:00")).toBe("2027-01");
    expect(nextAt(member, "2027-01-01T00:00:00-05:00")).toBe("2027-02");
  });
});

describe("one model for a member and a gift", () => {
  const paidAt = "2027-01-10T09:00:00-05:00";
  const skipOf = (month: number, endedAt: string | null = null): HoldSpan => ({
    kind: "skip",
    firstIssue: issueMonth(2027, month),
    issueCount: 1,
    endedAt: endedAt === null ? null : new Date(endedAt),
  });
  // A gift is on its issues' lists once paid, whenever that was: no join of its own.
  const gift = (holds: HoldSpan[] = []) => ({
    ...span("2027-02", paidAt),
    joinedAt: null,
    issueCount: 3,
    holds,
  });
  const statuses = (membership: MembershipSpan) =>
    [1, 2, 3, 4, 5, 6].map((month) => issueStatus(membership, issueMonth(2027, month), newYork));

  it("a gift of three issues brings exactly three, then lies outside", () => {
    expect(statuses(gift())).toEqual([
      "outside",
      "receives",
      "receives",
      "receives",
      "outside",
      "outside",
    ]);
    expect(issuesOfMembership(gift(), newYork).map(issueMonthKey)).toEqual([
      "2027-02",
      "2027-03",
      "2027-04",
    ]);
  });

  it("a gift's skip is a hold like a member's: left out as skipped, its end one issue later", () => {
    expect(statuses(gift([skipOf(3)]))).toEqual([
      "outside",
      "receives",
      "skipped",
      "receives",
      "receives",
      "outside",
    ]);
    const member = { ...span("2027-02", paidAt), holds: [skipOf(3)] };
    expect(statuses(member)).toEqual([
      "outside",
      "receives",
      "skipped",
      "receives",
      "receives",
      "receives",
    ]);
  });

  it("a skip undone before its issue's cutoff counts for nothing; undone after, it stands", () => {
    const undoneInTime = skipOf(3, "2027-02-25T23:59:59-05:00");
    expect(issuesOfMembership(gift([undoneInTime]), newYork).map(issueMonthKey)).toEqual([
      "2027-02",
      "2027-03",
      "2027-04",
    ]);
    const undoneLate = skipOf(3, "2027-02-26T00:00:00-05:00");
    expect(issuesOfMembership(gift([undoneLate]), newYork).map(issueMonthKey)).toEqual([
      "2027-02",
      "2027-04",
      "2027-05",
    ]);
  });
});
