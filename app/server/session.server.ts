/**
 * The account screens' server side: who is signed in, the guard of signed-in-only screens,
 * and the cookies a fresh sign-in sets. Only loaders and actions import this file.
 */

import { type RouterContextProvider, redirect } from "react-router";
import { type LoginNoticeKey, loginHref } from "#app/components/account/login-notice.ts";
import type { CustomerCredentials } from "#server/accounts/credentials-version.ts";
import {
  clearedSessionCookie,
  readSessionToken,
  sessionCookie,
} from "#server/accounts/session-cookie.ts";
import { endSession, findSessionCustomer, startSession } from "#server/accounts/sessions.ts";
import { customerDeviceCookie } from "#server/accounts/sign-in.ts";
import {
  browserCartKey,
  CART_COOKIE,
  cartCookie,
  readCartToken,
} from "#server/cart/cart-cookie.ts";
import { claimCart } from "#server/cart/claim-cart.ts";
import { safeReturnPath } from "#server/cart/safe-return-path.ts";
import { appContext } from "#server/context.ts";
import { expireCookie, readCookie } from "#server/lib/cookies.ts";
import { knownDeviceCookieNames } from "#server/lib/sign-in-guard.ts";

type Context = Readonly<RouterContextProvider>;

/** The signed-in customer, or null. */
export function currentCustomer(request: Request, context: Context) {
  const { db } = context.get(appContext);
  return findSessionCustomer(db, readSessionToken(request));
}

/** The cart this browser's cookie names, as its signed-in customer (if any) may use it. */
export async function browserCart(request: Request, context: Context) {
  return browserCartKey(request, await currentCustomer(request, context));
}

/** Where the login screen should send someone back to: a path on this site, else /account. */
export function returnPath(value: unknown) {
  return safeReturnPath(typeof value === "string" ? value : undefined, "/account");
}

/**
 * The signed-in customer, or a redirect to /login that remembers where they were going
 * (spec §4 Route guard).
 */
export async function requireCustomer(request: Request, context: Context, notice?: LoginNoticeKey) {
  const customer = await currentCustomer(request, context);
  if (customer) return customer;
  throw redirect(signInFirst(request, notice));
}

/** /login with the note saying why, going back to this page once signed in. */
export function signInFirst(request: Request, notice?: LoginNoticeKey) {
  const url = new URL(request.url);
  return loginHref(`${url.pathname}${url.search}`, notice);
}

/**
 * Signs the customer in on this browser: the session the browser had ends (whoever it was
 * for), a new one starts, and the visitor's cart is handed to them (merged with an older cart
 * of theirs), and the browser is known to the account from now on (decision 036). Returns the
 * Set-Cookie headers to send. Throws AppError "unauthorized" when the
 * password changed since it was checked.
 */
export async function beginSession(
  request: Request,
  context: Context,
  customer: CustomerCredentials,
) {
  const { db, config } = context.get(appContext);
  const cookieOptions = { isHttps: config.isHttps };
  await endSession(db, readSessionToken(request));
  const session = await startSession(db, customer);
  const claimed = await claimCart(db, {
    customerId: customer.id,
    cartToken: readCartToken(request),
  });
  const headers = new Headers();
  headers.append("Set-Cookie", sessionCookie(session.token, session.expiresAt, cookieOptions));
  if (claimed.token) headers.append("Set-Cookie", cartCookie(claimed.token, cookieOptions));
  if (claimed.token === null)
    headers.append("Set-Cookie", expireCookie(CART_COOKIE, cookieOptions));
  const deviceCookie = await customerDeviceCookie(db, customer.id, cookieOptions);
  if (deviceCookie) headers.append("Set-Cookie", deviceCookie);
  return headers;
}

/**
 * The cookies of signing out: the session's, and the cart's, which now belongs to the
 * customer's account and comes back at their next sign-in.
 */
export function signedOutCookies(context: Context) {
  const { config } = context.get(appContext);
  const cookieOptions = { isHttps: config.isHttps };
  const headers = new Headers();
  headers.append("Set-Cookie", clearedSessionCookie(cookieOptions));
  headers.append("Set-Cookie", expireCookie(CART_COOKIE, cookieOptions));
  return headers;
}

/** The browser's known-device cookie for customer sign-in, if it carries one. */
export function knownDeviceOf(request: Request) {
  return readCookie(request, knownDeviceCookieNames["sign-in"]);
}
