import { describe, expect, it } from "vitest";
import { swipeDirection } from "#app/components/catalogue/swipe.ts";

describe("swipeDirection", () => {
  it("counts a slow swipe past 30 px", () => {
    expect(swipeDirection({ dx: -40, dy: 3, ms: 400, width: 390 })).toBe(-1);
    expect(swipeDirection({ dx: 40, dy: 3, ms: 400, width: 390 })).toBe(1);
  });
  it("ignores short slow moves and vertical scrolls", () => {
    expect(swipeDirection({ dx: -20, dy: 0, ms: 400, width: 390 })).toBe(0);
    expect(swipeDirection({ dx: -40, dy: 80, ms: 400, width: 390 })).toBe(0);
  });
  it("counts a quick flick past 5 px", () => {
    expect(swipeDirection({ dx: -12, dy: 0, ms: 10, width: 390 })).toBe(-1);
  });
  it("counts 30% of a narrow width", () => {
    expect(swipeDirection({ dx: 25, dy: 0, ms: 400, width: 60 })).toBe(1);
  });
});
