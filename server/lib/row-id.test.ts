import { expect, it } from "vitest";
import { parseRowId } from "#server/lib/row-id.ts";

it("reads a row id from a path, a query or a form, and nothing else", () => {
  expect(parseRowId("42")).toBe(42);
  expect(parseRowId(42)).toBe(42);
  expect(parseRowId("2147483647")).toBe(2_147_483_647);
  for (const bad of ["0", "007", "-1", "1.5", "1e3", " 1", "2147483648", "", null, undefined]) {
    expect(parseRowId(bad), String(bad)).toBeNull();
  }
});
