import type { Money } from "#server/paypal-simulator/simulated-order.ts";
import type {
  ElapsedPeriods,
  IntervalUnit,
  SimulatedBillingCycle,
  SimulatedSubscription,
} from "#server/paypal-simulator/simulated-subscription.ts";

/**
 * `time` moved on by `count` units, in UTC. Months and years keep the day of the month when
 * they can and otherwise end on the month's last day (Jan 31 → Feb 28, then Mar 31).
 */
export function addInterval(time: Date, unit: IntervalUnit, count: number): Date {
  if (unit === "DAY" || unit === "WEEK") {
    return new Date(time.getTime() + count * (unit === "DAY" ? 1 : 7) * 86_400_000);
  }
  const months = unit === "YEAR" ? count * 12 : count;
  const year = time.getUTCFullYear();
  const month = time.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const moved = new Date(time);
  moved.setUTCFullYear(year, month, Math.min(time.getUTCDate(), lastDay));
  return moved;
}

/** The cycle the next payment belongs to, or undefined once every cycle is paid. */
export function cycleInEffect(subscription: SimulatedSubscription) {
  let paid = subscription.cyclesPaid;
  for (const cycle of subscription.plan.billing_cycles) {
    if (cycle.total_cycles === 0 || paid < cycle.total_cycles) return cycle;
    paid -= cycle.total_cycles;
  }
  return undefined;
}

export function priceOf(cycle: SimulatedBillingCycle | undefined, currency: string): Money {
  return cycle?.pricing_scheme?.fixed_price ?? { currency_code: currency, value: "0.00" };
}

/**
 * What a cycle charges: its price, plus the subscription's tax where the tax is not included
 * in it (the plan's `taxes`, or the create request's override), rounded to the cent.
 */
export function chargeOf(subscription: SimulatedSubscription): Money {
  const price = priceOf(cycleInEffect(subscription), currencyOf(subscription));
  const taxes = subscription.plan.taxes;
  if (!taxes || taxes.inclusive) return price;
  const cents = Math.round(Number(price.value) * 100);
  const withTax = cents + Math.round((cents * Number(taxes.percentage)) / 100);
  return { currency_code: price.currency_code, value: (withTax / 100).toFixed(2) };
}

/** The plan's currency: the one every price of it is in. */
export function currencyOf(subscription: SimulatedSubscription) {
  const priced = subscription.plan.billing_cycles.find(
    (cycle) => cycle.pricing_scheme?.fixed_price,
  );
  return priced?.pricing_scheme?.fixed_price?.currency_code ?? "USD";
}

/** Adds `cycles` periods of `frequency` to the runs, joining the last run of the same frequency. */
function addPeriods(
  runs: ElapsedPeriods[],
  frequency: SimulatedBillingCycle["frequency"],
  cycles: number,
) {
  const last = runs.at(-1);
  const same =
    last?.frequency.interval_unit === frequency.interval_unit &&
    last.frequency.interval_count === frequency.interval_count;
  if (last && same) last.cycles += cycles;
  else runs.push({ frequency: { ...frequency }, cycles });
}

/** The periods a record kept without `elapsed` has passed: one per paid cycle, in order. */
function paidPeriods(subscription: SimulatedSubscription) {
  const runs: ElapsedPeriods[] = [];
  let paid = subscription.cyclesPaid;
  for (const cycle of subscription.plan.billing_cycles) {
    const inCycle = cycle.total_cycles === 0 ? paid : Math.min(paid, cycle.total_cycles);
    if (inCycle > 0) addPeriods(runs, cycle.frequency, inCycle);
    paid -= inCycle;
  }
  return runs;
}

/**
 * The period of the cycle in effect has passed: it was paid (call this before counting the
 * payment), or missed while the merchant had the subscription suspended.
 */
export function passBillingPeriod(subscription: SimulatedSubscription) {
  const cycle = cycleInEffect(subscription);
  if (!cycle) return;
  subscription.elapsed ??= paidPeriods(subscription);
  addPeriods(subscription.elapsed, cycle.frequency, 1);
}

/**
 * When the next cycle is billed: the start moved on by every period passed, each run of one
 * frequency at once, so the day of the month never drifts (Jan 31 → Feb 28 → Mar 31).
 */
export function nextBillingTime(subscription: SimulatedSubscription): Date | undefined {
  if (!cycleInEffect(subscription)) return undefined;
  let time = new Date(subscription.start_time);
  for (const { frequency, cycles } of subscription.elapsed ?? paidPeriods(subscription)) {
    time = addInterval(time, frequency.interval_unit, cycles * frequency.interval_count);
  }
  return time;
}

/** billing_info.cycle_executions: how far each of the plan's cycles has run. */
export function cycleExecutions(subscription: SimulatedSubscription) {
  let paid = subscription.cyclesPaid;
  return subscription.plan.billing_cycles.map((cycle) => {
    const completed = cycle.total_cycles === 0 ? paid : Math.min(paid, cycle.total_cycles);
    paid -= completed;
    return {
      tenure_type: cycle.tenure_type,
      sequence: cycle.sequence,
      cycles_completed: completed,
      cycles_remaining: cycle.total_cycles === 0 ? 0 : cycle.total_cycles - completed,
      current_pricing_scheme_version: cycle.pricing_scheme?.version ?? 1,
      total_cycles: cycle.total_cycles,
    };
  });
}
