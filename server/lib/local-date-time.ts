import { instantOf, wallClockOf } from "#server/lib/zoned-time.ts";

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/;

/**
 * A `datetime-local` value ("2026-03-05T09:30") read on the clocks of the shop's time zone;
 * null when it is not a real date and time.
 */
export function parseLocalDateTime(value: string, timeZone: string): Date | null {
  const match = LOCAL_DATE_TIME.exec(value.trim());
  if (!match) return null;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0] = match.slice(1).map(Number);
  // Date.UTC rolls 31 February over to March: a date that comes back different is not real.
  const probe = new Date(Date.UTC(year, month - 1, day));
  const isReal =
    probe.getUTCFullYear() === year &&
    probe.getUTCMonth() === month - 1 &&
    probe.getUTCDate() === day &&
    hour < 24 &&
    minute < 60;
  if (!isReal || year < 1970) return null;
  return instantOf({ year, month, day, hour, minute }, timeZone);
}

/** An instant as the `datetime-local` value the shop's clocks show for it. */
export function formatLocalDateTime(instant: Date, timeZone: string): string {
  const wall = wallClockOf(instant, timeZone);
  const two = (n: number) => String(n).padStart(2, "0");
  return `${wall.year}-${two(wall.month)}-${two(wall.day)}T${two(wall.hour)}:${two(wall.minute)}`;
}
