import { knownDeviceCookieNames } from "#server/lib/sign-in-guard.ts";

/** Cookies that never change what a page shows: the known-device cookies only sign-in reads. */
const cookiesPagesIgnore = new Set(Object.values(knownDeviceCookieNames));

/**
 * Whether a request's Cookie header carries one of the shop's cookies that a page may show
 * the visitor's own data by (every cookie the shop sets starts with washi_): a session, a
 * cart, a studio session.
 */
export function carriesVisitorCookie(cookieHeader: string | undefined) {
  if (!cookieHeader?.includes("washi_")) return false;
  return cookieHeader
    .split(";")
    .map((pair) => pair.split("=", 1)[0]?.trim() ?? "")
    .some((name) => name.startsWith("washi_") && !cookiesPagesIgnore.has(name));
}
