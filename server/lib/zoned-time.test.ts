import { describe, expect, it } from "vitest";
import { instantOf, wallClockOf } from "#server/lib/zoned-time.ts";

describe("wall clocks in a time zone", () => {
  it("show the local date and time of an instant", () => {
    const instant = new Date("2027-01-26T04:59:59.999Z");
    expect(wallClockOf(instant, "America/New_York")).toEqual({
      year: 2027,
      month: 1,
      day: 25,
      hour: 23,
      minute: 59,
      second: 59,
      millisecond: 999,
    });
    expect(wallClockOf(instant, "Asia/Tokyo")).toMatchObject({ day: 26, hour: 13 });
    expect(wallClockOf(new Date("2027-01-26T05:00:00Z"), "America/New_York")).toMatchObject({
      day: 26,
      hour: 0,
    });
  });

  it("turn into the instant they show", () => {
    const wall = { year: 2027, month: 1, day: 25, hour: 23, minute: 59, second: 59 };
    expect(instantOf(wall, "America/New_York")).toEqual(new Date("2027-01-26T04:59:59Z"));
    expect(instantOf(wall, "Asia/Tokyo")).toEqual(new Date("2027-01-25T14:59:59Z"));
    expect(instantOf({ year: 2027, month: 7, day: 26 }, "Pacific/Auckland")).toEqual(
      new Date("2027-07-25T12:00:00Z"),
    );
  });

  it("take the earlier instant of a time shown twice as the clocks go back", () => {
    const london = { year: 2027, month: 10, day: 31, hour: 1, minute: 30 };
    expect(instantOf(london, "Europe/London")).toEqual(new Date("2027-10-31T00:30:00Z"));
    const newYork = { year: 2027, month: 11, day: 7, hour: 1, minute: 30 };
    expect(instantOf(newYork, "America/New_York")).toEqual(new Date("2027-11-07T05:30:00Z"));
  });

  it("move a time the clocks skip forward by the gap", () => {
    const london = { year: 2027, month: 3, day: 28, hour: 1, minute: 30 };
    expect(instantOf(london, "Europe/London")).toEqual(new Date("2027-03-28T01:30:00Z"));
    const newYork = { year: 2027, month: 3, day: 14, hour: 2, minute: 30 };
    expect(instantOf(newYork, "America/New_York")).toEqual(new Date("2027-03-14T07:30:00Z"));
  });

  it("start a day whose midnight is skipped or shown twice at its first instant", () => {
    // Cairo went from 00:00 straight to 01:00 on 26 April 2024.
    const cairo = instantOf({ year: 2024, month: 4, day: 26 }, "Africa/Cairo");
    expect(cairo).toEqual(new Date("2024-04-25T22:00:00Z"));
    expect(wallClockOf(cairo, "Africa/Cairo")).toMatchObject({ day: 26, hour: 1, minute: 0 });
    // The Azores went from 01:00 back to 00:00 on 26 October 2025.
    const azores = instantOf({ year: 2025, month: 10, day: 26 }, "Atlantic/Azores");
    expect(azores).toEqual(new Date("2025-10-26T00:00:00Z"));
  });

  it("refuse a name that is not a time zone", () => {
    expect(() => wallClockOf(new Date(), "America/Atlantis")).toThrow(RangeError);
  });
});
