import { describe, expect, it } from "vitest";
import { wrapIndex } from "#app/components/mail-club/carousel.tsx";

describe("wrapIndex", () => {
  it("steps forward and back, wrapping around at both ends", () => {
    expect(wrapIndex(0, 1, 3)).toBe(1);
    expect(wrapIndex(2, 1, 3)).toBe(0);
    expect(wrapIndex(0, -1, 3)).toBe(2);
    expect(wrapIndex(-1, 0, 3)).toBe(2);
    expect(wrapIndex(3, 0, 3)).toBe(0);
    expect(wrapIndex(1, -7, 3)).toBe(0);
  });

  it("is 0 when there are no slides", () => {
    expect(wrapIndex(4, 1, 0)).toBe(0);
  });
});
