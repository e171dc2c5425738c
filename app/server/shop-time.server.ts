import type { RouterContextProvider } from "react-router";
import type { ShownTime } from "#app/components/studio/content/shown-time.tsx";
import { shopContext } from "#app/server/shop-context.server.ts";

/** The shop's time zone for a request: the studio's setting, else SHOP_TIMEZONE. */
export async function shopTimeZone(context: Readonly<RouterContextProvider>) {
  return (await shopContext(context)).timeZone;
}

/** Now, and the shop's time zone, for a request. */
export async function shopClock(context: Readonly<RouterContextProvider>) {
  const { now, timeZone } = await shopContext(context);
  return { now, timeZone };
}

/**
 * Formats times for a screen on the server, in the shop's time zone, so the page reads the
 * same before and after its script runs ('Mar 5, 2026, 9:30 AM').
 */
export function studioTime(timeZone: string) {
  const format = new Intl.DateTimeFormat("en-US", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone,
  });
  return (date: Date | null): ShownTime | null =>
    date ? { text: format.format(date), iso: date.toISOString() } : null;
}
