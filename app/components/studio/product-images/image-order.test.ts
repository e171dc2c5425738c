import { describe, expect, it } from "vitest";
import { inOrder, movedOrder } from "./image-order.ts";

describe("movedOrder", () => {
  it("swaps a picture with its neighbour, and leaves the ends alone", () => {
    expect(movedOrder([1, 2, 3], 1, -1)).toEqual([2, 1, 3]);
    expect(movedOrder([1, 2, 3], 1, 1)).toEqual([1, 3, 2]);
    expect(movedOrder([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
    expect(movedOrder([1, 2, 3], 2, 1)).toEqual([1, 2, 3]);
  });
});

describe("inOrder", () => {
  const items = [{ id: 1 }, { id: 2 }, { id: 3 }];
  it("follows an order naming the same items, and ignores one that does not", () => {
    expect(inOrder(items, [3, 1, 2]).map((item) => item.id)).toEqual([3, 1, 2]);
    expect(inOrder(items, [3, 1])).toBe(items);
    expect(inOrder(items, [3, 1, 9])).toBe(items);
    expect(inOrder(items, undefined)).toBe(items);
  });
});
