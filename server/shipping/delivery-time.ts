/**
 * How long a method takes, as far as the shop knows it: a method keeps its delivery time only
 * in the line the buyer reads under its name ("2–5 days in the USA, 1–3 weeks abroad"), so
 * this reads that line. Browser-safe.
 */

const DAYS_PER_UNIT = { hour: 1 / 24, day: 1, week: 7 } as const;

// "3 days", "2–5 business days", "1 to 3 weeks", "48 hours".
const DURATION =
  /(\d+(?:\.\d+)?)(?:\s*(?:-|–|—|to)\s*(\d+(?:\.\d+)?))?\s*(?:business\s+|working\s+)?(hour|day|week)s?\b/gi;
const NEXT_DAY = /\b(?:next[\s-]day|overnight)\b/i;

/**
 * The longest delivery the description promises, in days: the slowest case it names (abroad,
 * say), so methods compare by what they promise at worst. Null when it names no time.
 */
export function promisedDays(description: string): number | null {
  const spans = [...description.matchAll(DURATION)].map(([, low, high, unit]) => {
    const perUnit = DAYS_PER_UNIT[(unit ?? "day").toLowerCase() as keyof typeof DAYS_PER_UNIT];
    return Number(high ?? low) * perUnit;
  });
  if (NEXT_DAY.test(description)) spans.push(1);
  return spans.length > 0 ? Math.max(...spans) : null;
}
