import { readCookie, serializeCookie } from "#server/lib/cookies.ts";

/** The cart cookie: httpOnly, SameSite=Lax, Secure on https, renewed on every change. */
export const CART_COOKIE = "washi_cart";
export const CART_COOKIE_MAX_AGE = 90 * 24 * 60 * 60;

export function cartCookie(token: string, options: { isHttps: boolean }) {
  return serializeCookie(CART_COOKIE, token, {
    isHttps: options.isHttps,
    maxAge: CART_COOKIE_MAX_AGE,
  });
}

/** The cart token the browser sent, if any. */
export function readCartToken(request: Request) {
  return readCookie(request, CART_COOKIE);
}

/**
 * The cart this browser's cookie names, as `customer` (the session's, if any) may use it: a
 * customer's cart only with their own session (cart-key.ts).
 */
export function browserCartKey(request: Request, customer: { id: number } | null) {
  return { token: readCartToken(request), customerId: customer?.id ?? null };
}
