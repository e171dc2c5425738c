import { describe, expect, it } from "vitest";
import { joinPath, planBySlug, plans } from "#app/components/mail-club/plans.ts";

describe("the Mail Club plans", () => {
  it("are found by their address, and nothing else is", () => {
    expect(planBySlug("usa")?.sku).toBe("MC-USA-MONTHLY");
    expect(planBySlug("international")?.sku).toBe("MC-INTL-MONTHLY");
    for (const other of ["USA", "intl", "nonsense", "", undefined, "constructor", "__proto__"]) {
      expect(planBySlug(other)).toBeNull();
    }
  });

  it("each has six perks and joins at /subscribe/{slug}", () => {
    expect(plans.map(joinPath)).toEqual(["/subscribe/usa", "/subscribe/international"]);
    for (const plan of plans) expect(plan.perks).toHaveLength(6);
  });
});
