import { describe, expect, it } from "vitest";
import { joinDeadline } from "#server/mail-club/join-deadline.ts";

describe("joinDeadline", () => {
  it("on the 20th: the next month's issue, until the end of the 25th in the shop's zone", () => {
    // 2026-12-20 12:00 in New York (UTC−5).
    const deadline = joinDeadline(new Date("2026-12-20T17:00:00Z"), "America/New_York");
    expect(deadline).toEqual({
      issue: "January 2027",
      cutoffAt: "2026-12-26T05:00:00.000Z",
      msLeft: (5 * 24 + 12) * 3_600_000,
      lastDay: "December 25",
      zone: "New York",
    });
  });

  it("after the 25th: the issue after next, closing on the 25th of next month", () => {
    const deadline = joinDeadline(new Date("2026-12-26T05:00:00Z"), "America/New_York");
    expect(deadline).toMatchObject({ issue: "February 2027", lastDay: "January 25" });
    expect(deadline.msLeft).toBe(31 * 24 * 3_600_000);
  });

  it("names a zone without a city as it is", () => {
    expect(joinDeadline(new Date("2026-03-01T00:00:00Z"), "UTC")).toMatchObject({
      issue: "April 2026",
      lastDay: "March 25",
      zone: "UTC",
    });
  });
});
