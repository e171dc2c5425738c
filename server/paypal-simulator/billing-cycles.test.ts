import { describe, expect, it } from "vitest";
import { nextBillingTime, passBillingPeriod } from "#server/paypal-simulator/billing-cycles.ts";
import type {
  SimulatedBillingCycle,
  SimulatedSubscription,
} from "#server/paypal-simulator/simulated-subscription.ts";

const cycle = (
  sequence: number,
  interval_unit: "WEEK" | "MONTH",
  total_cycles: number,
): SimulatedBillingCycle => ({
  frequency: { interval_unit, interval_count: 1 },
  tenure_type: sequence === 1 && interval_unit === "WEEK" ? "TRIAL" : "REGULAR",
  sequence,
  total_cycles,
});

/** A subscription as a record made before `elapsed` was kept: its paid cycles only. */
function storedSubscription(
  cycles: SimulatedBillingCycle[],
  cyclesPaid: number,
): SimulatedSubscription {
  return {
    id: "I-TEST00000000",
    status: "ACTIVE",
    status_update_time: "2026-01-31T10:00:00.000Z",
    plan_id: "P-TEST",
    start_time: "2026-01-31T10:00:00.000Z",
    approvalToken: "BA-TEST",
    plan: { name: "Test", billing_cycles: cycles, paymentFailureThreshold: 3 },
    cyclesPaid,
    failed_payments_count: 0,
    sales: [],
    create_time: "2026-01-31T10:00:00.000Z",
    update_time: "2026-01-31T10:00:00.000Z",
  };
}

const nextOf = (subscription: SimulatedSubscription) =>
  nextBillingTime(subscription)?.toISOString();

describe("the next billing time", () => {
  it("of a record without elapsed periods comes from its paid cycles, trial first", () => {
    const subscription = storedSubscription([cycle(1, "WEEK", 1), cycle(2, "MONTH", 0)], 3);
    // A week, then two months: Feb 7 → Apr 7.
    expect(nextOf(subscription)).toBe("2026-04-07T10:00:00.000Z");
    passBillingPeriod(subscription);
    subscription.cyclesPaid++;
    expect(subscription.elapsed).toEqual([
      { frequency: { interval_unit: "WEEK", interval_count: 1 }, cycles: 1 },
      { frequency: { interval_unit: "MONTH", interval_count: 1 }, cycles: 3 },
    ]);
    expect(nextOf(subscription)).toBe("2026-05-07T10:00:00.000Z");
  });

  it("moves on for a missed period as for a paid one, keeping to the month's end", () => {
    const subscription = storedSubscription([cycle(1, "MONTH", 0)], 1);
    expect(nextOf(subscription)).toBe("2026-02-28T10:00:00.000Z");
    // Missed (nothing paid), then paid: the 31st comes back whenever the month has one.
    passBillingPeriod(subscription);
    expect(subscription.cyclesPaid).toBe(1);
    expect(nextOf(subscription)).toBe("2026-03-31T10:00:00.000Z");
    passBillingPeriod(subscription);
    subscription.cyclesPaid++;
    expect(nextOf(subscription)).toBe("2026-04-30T10:00:00.000Z");
  });

  it("is none once every cycle of the plan is paid", () => {
    const subscription = storedSubscription([cycle(1, "MONTH", 2)], 2);
    expect(nextBillingTime(subscription)).toBeUndefined();
    passBillingPeriod(subscription);
    expect(subscription.elapsed).toBeUndefined();
  });
});
