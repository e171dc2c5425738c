import { describe, expect, it } from "vitest";
import { timeLeftText } from "#app/components/mail-club/time-left.ts";

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

describe("timeLeftText", () => {
  it("names the two largest units, rounded down", () => {
    expect(timeLeftText(4 * day + 6 * hour + 59 * minute)).toBe("4 days, 6 hours");
    expect(timeLeftText(1 * day + 1 * hour)).toBe("1 day, 1 hour");
    expect(timeLeftText(2 * hour + 5 * minute + 59_999)).toBe("2 hours, 5 minutes");
    expect(timeLeftText(1 * hour + 1 * minute)).toBe("1 hour, 1 minute");
    expect(timeLeftText(12 * minute + 30_000)).toBe("12 minutes");
    expect(timeLeftText(minute)).toBe("1 minute");
  });

  it("leaves out a zero second unit", () => {
    expect(timeLeftText(3 * day + 20 * minute)).toBe("3 days");
    expect(timeLeftText(5 * hour)).toBe("5 hours");
  });

  it("says 'less than a minute' at the very end, and for nonsense", () => {
    expect(timeLeftText(59_999)).toBe("less than a minute");
    expect(timeLeftText(0)).toBe("less than a minute");
    expect(timeLeftText(-5)).toBe("less than a minute");
    expect(timeLeftText(Number.NaN)).toBe("less than a minute");
  });
});
