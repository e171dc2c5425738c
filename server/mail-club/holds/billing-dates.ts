export const DAY_MS = 24 * 60 * 60 * 1000;

/** `date` moved `months` calendar months on, by UTC (PayPal's billing day is a UTC date). */
export function monthsAfter(date: Date, months: number) {
  const moved = new Date(date);
  moved.setUTCMonth(moved.getUTCMonth() + months);
  return moved;
}

/**
 * When billing may start again after skipping `charges` billing dates from `firstBilling`:
 * a day after the last one skipped, so PayPal's date has certainly passed.
 */
export function resumeAfter(firstBilling: Date, charges: number) {
  return new Date(monthsAfter(firstBilling, charges - 1).getTime() + DAY_MS);
}

/** The first billing date from now on: the membership's next one, else a month from now. */
export function nextBillingFrom(nextBillingAt: Date | null, now: Date) {
  return nextBillingAt && nextBillingAt > now ? nextBillingAt : monthsAfter(now, 1);
}
