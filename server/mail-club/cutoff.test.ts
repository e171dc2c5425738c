import { describe, expect, it } from "vitest";
import { cutoffOf, firstIssueFor, nextCutoff } from "#server/mail-club/cutoff.ts";
import { issueMonth, issueMonthKey } from "#server/mail-club/issue-month.ts";

const hour = 3_600_000;

/** The first issue, as a key, of someone joining at the instant of an ISO string. */
function firstIssueAt(iso: string, timeZone: string) {
  return issueMonthKey(firstIssueFor(new Date(iso), timeZone));
}

describe("the cutoff of an issue", () => {
  it("is the end of the 25th of the month before, in the shop's time zone", () => {
    expect(cutoffOf(issueMonth(2027, 2), "America/New_York")).toEqual(
      new Date("2027-01-26T05:00:00Z"),
    );
    expect(cutoffOf(issueMonth(2027, 7), "Asia/Tokyo")).toEqual(new Date("2027-06-25T15:00:00Z"));
  });

  it("falls in December of the year before for a January issue", () => {
    expect(cutoffOf(issueMonth(2027, 1), "America/New_York")).toEqual(
      new Date("2026-12-26T05:00:00Z"),
    );
    // New Zealand summer time, 13 hours ahead of UTC.
    expect(cutoffOf(issueMonth(2027, 1), "Pacific/Auckland")).toEqual(
      new Date("2026-12-25T11:00:00Z"),
    );
  });

  it("follows the clock changes of New York", () => {
    // 25 October is still daylight time (UTC−4), 25 November standard time (UTC−5).
    expect(cutoffOf(issueMonth(2026, 11), "America/New_York")).toEqual(
      new Date("2026-10-26T04:00:00Z"),
    );
    expect(cutoffOf(issueMonth(2026, 12), "America/New_York")).toEqual(
      new Date("2026-11-26T05:00:00Z"),
    );
    expect(cutoffOf(issueMonth(2027, 4), "America/New_York")).toEqual(
      new Date("2027-03-26T04:00:00Z"),
    );
  });

  it("follows London's clocks when they change on the 25th itself", () => {
    // Summer time starts at 01:00 GMT on 25 March 2029: that 25th ends at 23:00 UTC.
    expect(cutoffOf(issueMonth(2029, 4), "Europe/London")).toEqual(
      new Date("2029-03-25T23:00:00Z"),
    );
    // Summer time ends at 01:00 GMT on 25 October 2026: that 25th ends at midnight UTC.
    expect(cutoffOf(issueMonth(2026, 11), "Europe/London")).toEqual(
      new Date("2026-10-26T00:00:00Z"),
    );
  });

  it("is the first instant of the 26th when the clocks skip or repeat its midnight", () => {
    expect(cutoffOf(issueMonth(2024, 5), "Africa/Cairo")).toEqual(new Date("2024-04-25T22:00:00Z"));
    expect(cutoffOf(issueMonth(2025, 11), "Atlantic/Azores")).toEqual(
      new Date("2025-10-26T00:00:00Z"),
    );
  });
});

describe("the first issue of a new member", () => {
  it("in New York: the following month until 23:59:59 on the 25th, then the one after", () => {
    const zone = "America/New_York";
    expect(firstIssueAt("2027-01-01T00:00:00-05:00", zone)).toBe("2027-02");
    expect(firstIssueAt("2027-01-25T23:59:59-05:00", zone)).toBe("2027-02");
    expect(firstIssueAt("2027-01-25T23:59:59.999-05:00", zone)).toBe("2027-02");
    expect(firstIssueAt("2027-01-26T00:00:00-05:00", zone)).toBe("2027-03");
    expect(firstIssueAt("2027-01-31T23:59:59-05:00", zone)).toBe("2027-03");
  });

  it("in Tokyo and Auckland, by their own clocks", () => {
    expect(firstIssueAt("2027-06-25T23:59:59+09:00", "Asia/Tokyo")).toBe("2027-07");
    expect(firstIssueAt("2027-06-26T00:00:00+09:00", "Asia/Tokyo")).toBe("2027-08");
    expect(firstIssueAt("2027-07-25T23:59:59+12:00", "Pacific/Auckland")).toBe("2027-08");
    expect(firstIssueAt("2027-07-26T00:00:00+12:00", "Pacific/Auckland")).toBe("2027-09");
  });

  it("depends on the shop's zone, not on UTC", () => {
    // 22:00 on the 25th in New York, already the 26th in London and Tokyo.
    const instant = "2027-01-26T03:00:00Z";
    expect(firstIssueAt(instant, "America/New_York")).toBe("2027-02");
    expect(firstIssueAt(instant, "Europe/London")).toBe("2027-03");
    expect(firstIssueAt(instant, "Asia/Tokyo")).toBe("2027-03");
  });

  it("at the year end: 25 December gives January, 26 December February", () => {
    expect(firstIssueAt("2026-12-25T23:59:59-05:00", "America/New_York")).toBe("2027-01");
    expect(firstIssueAt("2026-12-26T00:00:00-05:00", "America/New_York")).toBe("2027-02");
    // Already 1 January in UTC, still 31 December in New York.
    expect(firstIssueAt("2026-12-31T23:59:59-05:00", "America/New_York")).toBe("2027-02");
    expect(firstIssueAt("2026-12-25T23:59:59+09:00", "Asia/Tokyo")).toBe("2027-01");
    expect(firstIssueAt("2026-12-26T00:00:00+09:00", "Asia/Tokyo")).toBe("2027-02");
    expect(firstIssueAt("2026-12-25T23:59:59+13:00", "Pacific/Auckland")).toBe("2027-01");
    expect(firstIssueAt("2026-12-26T00:00:00+13:00", "Pacific/Auckland")).toBe("2027-02");
  });

  it("in the months the clocks change", () => {
    expect(firstIssueAt("2029-03-25T23:59:59+01:00", "Europe/London")).toBe("2029-04");
    expect(firstIssueAt("2029-03-26T00:00:00+01:00", "Europe/London")).toBe("2029-05");
    expect(firstIssueAt("2026-10-25T23:59:59+00:00", "Europe/London")).toBe("2026-11");
    expect(firstIssueAt("2026-10-26T00:00:00+00:00", "Europe/London")).toBe("2026-12");
    expect(firstIssueAt("2026-10-25T23:59:59-04:00", "America/New_York")).toBe("2026-11");
    expect(firstIssueAt("2026-10-26T00:00:00-04:00", "America/New_York")).toBe("2026-12");
    expect(firstIssueAt("2026-11-25T23:59:59-05:00", "America/New_York")).toBe("2026-12");
    expect(firstIssueAt("2026-11-26T00:00:00-05:00", "America/New_York")).toBe("2027-01");
    expect(firstIssueAt("2024-04-25T23:59:59+02:00", "Africa/Cairo")).toBe("2024-05");
    expect(firstIssueAt("2024-04-26T01:00:00+03:00", "Africa/Cairo")).toBe("2024-06");
    // The first of the two 00:30s of 26 October 2025 in the Azores is already too late.
    expect(firstIssueAt("2025-10-25T23:59:59+00:00", "Atlantic/Azores")).toBe("2025-11");
    expect(firstIssueAt("2025-10-26T00:30:00+00:00", "Atlantic/Azores")).toBe("2025-12");
  });
});

describe("the next cutoff", () => {
  it("names the issue a person joining now gets and the time left to join for it", () => {
    expect(nextCutoff(new Date("2027-01-10T12:00:00-05:00"), "America/New_York")).toEqual({
      issue: { year: 2027, month: 2 },
      cutoff: new Date("2027-01-26T05:00:00Z"),
      msLeft: (15 * 24 + 12) * hour,
    });
  });

  it("is one second away at 23:59:59 on the 25th and a month away at midnight", () => {
    const zone = "America/New_York";
    expect(nextCutoff(new Date("2027-01-25T23:59:59-05:00"), zone)).toMatchObject({
      issue: { year: 2027, month: 2 },
      msLeft: 1000,
    });
    expect(nextCutoff(new Date("2027-01-26T00:00:00-05:00"), zone)).toEqual({
      issue: { year: 2027, month: 3 },
      cutoff: new Date("2027-02-26T05:00:00Z"),
      msLeft: 31 * 24 * hour,
    });
    expect(nextCutoff(new Date("2027-06-26T00:00:00+09:00"), "Asia/Tokyo")).toEqual({
      issue: { year: 2027, month: 8 },
      cutoff: new Date("2027-07-25T15:00:00Z"),
      msLeft: 30 * 24 * hour,
    });
  });

  it("counts the hour the clocks skip", () => {
    // From 1 March to 26 March 2027 in New York, across the change on 14 March.
    expect(nextCutoff(new Date("2027-03-01T00:00:00-05:00"), "America/New_York")).toMatchObject({
      issue: { year: 2027, month: 4 },
      msLeft: (25 * 24 - 1) * hour,
    });
  });
});
