const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function count(value: number, unit: string) {
  return `${value} ${unit}${value === 1 ? "" : "s"}`;
}

/**
 * How long until the cutoff, in the two largest units that are not zero, rounded down so it
 * never promises more time than there is: '4 days, 6 hours', '1 hour, 5 minutes',
 * '12 minutes', 'less than a minute'.
 */
export function timeLeftText(ms: number): string {
  if (!(ms >= MINUTE)) return "less than a minute";
  const days = Math.floor(ms / DAY);
  const hours = Math.floor((ms % DAY) / HOUR);
  const minutes = Math.floor((ms % HOUR) / MINUTE);
  if (days > 0)
    return hours > 0 ? `${count(days, "day")}, ${count(hours, "hour")}` : count(days, "day");
  if (hours > 0) {
    return minutes > 0
      ? `${count(hours, "hour")}, ${count(minutes, "minute")}`
      : count(hours, "hour");
  }
  return count(minutes, "minute");
}
