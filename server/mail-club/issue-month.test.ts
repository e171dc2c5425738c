import { describe, expect, it } from "vitest";
import {
  addMonths,
  compareIssueMonths,
  formatIssueMonth,
  issueMonth,
  issueMonthKey,
  parseIssueMonthKey,
} from "#server/mail-club/issue-month.ts";

describe("issue months", () => {
  it("read as members read them", () => {
    expect(formatIssueMonth(issueMonth(2027, 1))).toBe("January 2027");
    expect(formatIssueMonth(issueMonth(2026, 12))).toBe("December 2026");
  });

  it("add and subtract months across year ends", () => {
    expect(addMonths(issueMonth(2026, 12), 1)).toEqual({ year: 2027, month: 1 });
    expect(addMonths(issueMonth(2026, 11), 2)).toEqual({ year: 2027, month: 1 });
    expect(addMonths(issueMonth(2027, 1), -1)).toEqual({ year: 2026, month: 12 });
    expect(addMonths(issueMonth(2027, 1), -13)).toEqual({ year: 2025, month: 12 });
    expect(addMonths(issueMonth(2027, 3), 24)).toEqual({ year: 2029, month: 3 });
    expect(addMonths(issueMonth(2027, 3), 0)).toEqual({ year: 2027, month: 3 });
  });

  it("compare by year, then month", () => {
    expect(compareIssueMonths(issueMonth(2026, 12), issueMonth(2027, 1))).toBeLessThan(0);
    expect(compareIssueMonths(issueMonth(2027, 2), issueMonth(2026, 11))).toBeGreaterThan(0);
    expect(compareIssueMonths(issueMonth(2027, 2), issueMonth(2027, 2))).toBe(0);
    const sorted = [issueMonth(2027, 2), issueMonth(2026, 12), issueMonth(2027, 1)].sort(
      compareIssueMonths,
    );
    expect(sorted.map(issueMonthKey)).toEqual(["2026-12", "2027-01", "2027-02"]);
  });

  it("round-trip through their key and refuse what is not one", () => {
    expect(issueMonthKey(issueMonth(2027, 1))).toBe("2027-01");
    expect(parseIssueMonthKey("2027-01")).toEqual({ year: 2027, month: 1 });
    expect(parseIssueMonthKey("2026-12")).toEqual({ year: 2026, month: 12 });
    for (const key of ["2027-13", "2027-00", "2027-1", "27-01", "2027-01-25", ""]) {
      expect(parseIssueMonthKey(key)).toBeNull();
    }
  });

  it("exist only for months 1 to 12 of whole years", () => {
    expect(() => issueMonth(2027, 0)).toThrow(RangeError);
    expect(() => issueMonth(2027, 13)).toThrow(RangeError);
    expect(() => issueMonth(2027.5, 1)).toThrow(RangeError);
  });
});
