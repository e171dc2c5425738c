import { expireCookie, readCookie, serializeCookie } from "#server/lib/cookies.ts";

/** The studio's session cookie, apart from the customer's: being one never makes you the other. */
export const STUDIO_COOKIE = "washi_studio";

export function readStudioToken(request: Request) {
  return readCookie(request, STUDIO_COOKIE);
}

export function studioCookie(token: string, expiresAt: Date, options: { isHttps: boolean }) {
  const maxAge = Math.max(0, (expiresAt.getTime() - Date.now()) / 1000);
  return serializeCookie(STUDIO_COOKIE, token, { isHttps: options.isHttps, maxAge });
}

export function clearedStudioCookie(options: { isHttps: boolean }) {
  return expireCookie(STUDIO_COOKIE, options);
}
