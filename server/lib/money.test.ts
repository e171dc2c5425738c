import { describe, expect, it } from "vitest";
import { centsToDollars, dollarsOf, formatMoney } from "#server/lib/money.ts";

describe("money", () => {
  it("shows cents as US dollars with grouping, and '$0.00' for a missing amount", () => {
    expect(formatMoney(888)).toBe("$8.88");
    expect(formatMoney(0)).toBe("$0.00");
    expect(formatMoney(120000)).toBe("$1,200.00");
    expect(formatMoney(123456)).toBe("$1,234.56");
    expect(formatMoney(Number.NaN)).toBe("$0.00");
    expect(formatMoney(undefined)).toBe("$0.00");
  });

  it("writes plain decimals for forms and CSV, and JSON numbers for the API", () => {
    expect(centsToDollars(450)).toBe("4.50");
    expect(centsToDollars(120000)).toBe("1200.00");
    expect(centsToDollars(7)).toBe("0.07");
    expect(dollarsOf(888)).toBe(8.88);
    expect(dollarsOf(129)).toBe(1.29);
    expect(dollarsOf(120000)).toBe(1200);
  });
});
