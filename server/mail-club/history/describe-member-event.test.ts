import { describe, expect, it } from "vitest";
import { describeMemberEvent } from "#server/mail-club/history/describe-member-event.ts";

describe("describeMemberEvent", () => {
  it("tells the maker each thing a member, PayPal or the shop did, in words", () => {
    expect(describeMemberEvent("mail-club.skip", { firstIssue: "2027-01", issueCount: 1 })).toBe(
      "Skipped the January 2027 issue",
    );
    expect(describeMemberEvent("mail-club.pause", { firstIssue: "2026-12", issueCount: 2 })).toBe(
      "Paused 2 issues from December 2026",
    );
    expect(
      describeMemberEvent("mail-club.payment-failed", {
        amountCents: 888,
        failuresInRow: 3,
        suspended: true,
      }),
    ).toBe("PayPal could not take $8.88 (try 3); PayPal suspended the membership");
    expect(
      describeMemberEvent("mail-club.payment-settled", { issuesPutBack: ["2026-12", "2027-01"] }),
    ).toBe("A payment went through; put back on the December 2026, January 2027 issues");
    expect(
      describeMemberEvent("mail-club.plan-change", {
        from: "usa",
        to: "international",
        priceCents: 988,
        country: "DE",
        appliesFrom: "2027-01",
      }),
    ).toBe(
      "Moved from the USA plan to the International plan (DE), $9.88 a month, from the January 2027 issue",
    );
    expect(describeMemberEvent("mail-club.cancel", { reason: "too_expensive", text: null })).toBe(
      "Cancelled: Too expensive",
    );
    expect(
      describeMemberEvent("mail-club.cancel", { reason: "other", text: "Moving to Mars" }),
    ).toBe("Cancelled: Other: Moving to Mars");
    expect(describeMemberEvent("mail-club.cancel", { reason: null, text: null })).toBe(
      "Cancelled, without saying why",
    );
  });

  it("shows an action it has no words for as it is, never nothing", () => {
    expect(describeMemberEvent("mail-club.something-new", {})).toBe("mail-club.something-new");
  });
});
