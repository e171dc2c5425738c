import { expireCookie, readCookie, serializeCookie } from "#server/lib/cookies.ts";

/** The web session cookie. The page cache serves cached pages only without a washi_ cookie. */
export const SESSION_COOKIE = "washi_session";

export function readSessionToken(request: Request) {
  return readCookie(request, SESSION_COOKIE);
}

/** httpOnly, SameSite=Lax, Secure on https; lives as long as the session's absolute limit. */
export function sessionCookie(token: string, expiresAt: Date, options: { isHttps: boolean }) {
  const maxAge = Math.max(0, (expiresAt.getTime() - Date.now()) / 1000);
  return serializeCookie(SESSION_COOKIE, token, { isHttps: options.isHttps, maxAge });
}

export function clearedSessionCookie(options: { isHttps: boolean }) {
  return expireCookie(SESSION_COOKIE, options);
}
