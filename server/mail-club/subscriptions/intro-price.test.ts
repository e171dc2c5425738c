import { describe, expect, it } from "vitest";
import { issueMonth } from "#server/mail-club/issue-month.ts";
import { memberIntro } from "#server/mail-club/subscriptions/intro-price.ts";

const ZONE = "America/New_York";
const offer = { introPriceCents: 400, introIssues: 1 };
const january = issueMonth(2027, 1);

describe("a member's intro offer", () => {
  it("ends with the intro issues: the plan's price from the issue after", () => {
    expect(memberIntro(offer, january, [], ZONE)).toEqual({
      priceCents: 400,
      issues: 1,
      fullPriceFrom: issueMonth(2027, 2),
    });
    expect(
      memberIntro({ introPriceCents: 300, introIssues: 2 }, january, [], ZONE)?.fullPriceFrom,
    ).toEqual(issueMonth(2027, 3));
  });

  it("is not used up by a skip or a pause: the intro moves on to the next issue that comes", () => {
    // The first issue skipped: February is the intro issue, March the first at full price.
    const skip = { kind: "skip" as const, firstIssue: january, issueCount: 1, endedAt: null };
    expect(memberIntro(offer, january, [skip], ZONE)?.fullPriceFrom).toEqual(issueMonth(2027, 3));
    // Paused for February and March after the January intro issue: April at full price.
    const pause = {
      kind: "pause" as const,
      firstIssue: issueMonth(2027, 2),
      issueCount: 2,
      endedAt: null,
    };
    expect(memberIntro(offer, january, [pause], ZONE)?.fullPriceFrom).toEqual(issueMonth(2027, 4));
  });

  it("is none without an offer, and unknown until the first issue is", () => {
    expect(memberIntro({ introPriceCents: null, introIssues: null }, january, [], ZONE)).toBeNull();
    expect(memberIntro(offer, null, [], ZONE)).toEqual({
      priceCents: 400,
      issues: 1,
      fullPriceFrom: null,
    });
  });
});
