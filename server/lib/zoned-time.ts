/** A date and time as a clock on the wall of some time zone shows it. */
export interface WallClock {
  year: number;
  /** 1 = January … 12 = December. */
  month: number;
  day: number;
  hour?: number;
  minute?: number;
  second?: number;
  millisecond?: number;
}

const dayMs = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string) {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // Throws a RangeError for a name that is not an IANA time zone.
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** What the clocks in `timeZone` show at `instant`. */
export function wallClockOf(instant: Date, timeZone: string): Required<WallClock> {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? Number.NaN,
    month: parts.month ?? Number.NaN,
    day: parts.day ?? Number.NaN,
    hour: parts.hour ?? Number.NaN,
    minute: parts.minute ?? Number.NaN,
    second: parts.second ?? Number.NaN,
    millisecond: ((instant.getTime() % 1000) + 1000) % 1000,
  };
}

/** The wall clock read as if it were UTC, in milliseconds. */
function asUtc(wall: WallClock) {
  const { year, month, day, hour = 0, minute = 0, second = 0, millisecond = 0 } = wall;
  return Date.UTC(year, month - 1, day, hour, minute, second, millisecond);
}

/** How far the zone's clocks are ahead of UTC at `ms`, in milliseconds. */
function offsetAt(ms: number, timeZone: string) {
  return asUtc(wallClockOf(new Date(ms), timeZone)) - ms;
}

/**
 * The instant at which the clocks in `timeZone` show `wall`. A time shown twice (clocks going
 * back) gives the earlier instant; a time the clocks skip (going forward) is read on the old
 * offset, which lands it that far past the jump, so a skipped midnight gives the jump itself:
 * the first instant of that day. Assumes at most one offset change within a day either side,
 * as in every real zone.
 */
export function instantOf(wall: WallClock, timeZone: string): Date {
  const local = asUtc(wall);
  const offsetBefore = offsetAt(local - dayMs, timeZone);
  const offsetAfter = offsetAt(local + dayMs, timeZone);
  const matches = [local - offsetBefore, local - offsetAfter].filter(
    (ms) => offsetAt(ms, timeZone) === local - ms,
  );
  return new Date(matches.length > 0 ? Math.min(...matches) : local - offsetBefore);
}

/** 'YYYY-MM-DD' of `instant` on the calendar of `timeZone` (the shop's day). */
export function shopDay(instant: Date, timeZone: string) {
  const { year, month, day } = wallClockOf(instant, timeZone);
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}
