import { describe, expect, it } from "vitest";
import { formatMoney } from "#app/components/cart/format-money.ts";

describe("formatMoney", () => {
  it("formats cents as US dollars, with '$0.00' as the fallback", () => {
    expect(formatMoney(888)).toBe("$8.88");
    expect(formatMoney(0)).toBe("$0.00");
    expect(formatMoney(123456)).toBe("$1,234.56");
    expect(formatMoney(Number.NaN)).toBe("$0.00");
    expect(formatMoney(undefined)).toBe("$0.00");
  });
});
