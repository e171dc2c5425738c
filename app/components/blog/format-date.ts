const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * A post's date in the US long format (spec §9): 'March 5, 2025', on the calendar of the
 * shop's time zone (SHOP_TIMEZONE), so a post published late in the evening keeps its day.
 */
export function formatPostDate(date: Date, timeZone: string): string {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      month: "long",
      day: "numeric",
      year: "numeric",
      timeZone,
    });
    formats.set(timeZone, format);
  }
  return format.format(date);
}
