/**
 * The studio's guard for loaders and actions. Every studio loader and action calls
 * `requireStudio` itself (a parent layout's loader runs beside its children's, not before
 * them, so it cannot guard them).
 */
import { type RouterContextProvider, redirect } from "react-router";
import { safeReturnPath } from "#server/cart/safe-return-path.ts";
import { appContext } from "#server/context.ts";
import { readCookie } from "#server/lib/cookies.ts";
import { knownDeviceCookieNames } from "#server/lib/sign-in-guard.ts";
import type { StudioAccount } from "#server/lib/studio-account.ts";
import {
  clearedStudioCookie,
  readStudioToken,
  studioCookie,
} from "#server/studio/auth/studio-cookie.ts";
import {
  endStudioSession,
  findStudioSession,
  startStudioSession,
} from "#server/studio/auth/studio-sessions.ts";
import { studioDeviceCookie } from "#server/studio/auth/studio-sign-in.ts";

type Context = Readonly<RouterContextProvider>;

export function currentStudioSession(request: Request, context: Context) {
  const { db } = context.get(appContext);
  return findStudioSession(db, readStudioToken(request));
}

/** Where the studio's sign-in sends the maker back to: a studio path, else the dashboard. */
export function studioReturnPath(value: unknown) {
  const path = safeReturnPath(typeof value === "string" ? value : undefined, "/studio");
  return path === "/studio" || path.startsWith("/studio/") ? path : "/studio";
}

/**
 * The signed-in studio account, or a redirect: to the sign-in (remembering the page) when
 * there is no studio session, to the code step when the authenticator code is still due.
 */
export async function requireStudio(request: Request, context: Context): Promise<StudioAccount> {
  const session = await currentStudioSession(request, context);
  if (session && !session.awaitingSecondFactor) return session.account;
  const url = new URL(request.url);
  const returnTo = `${url.pathname}${url.search}`;
  const step = session ? "/studio/login/verify" : "/studio/login";
  throw redirect(`${step}?${new URLSearchParams({ returnTo })}`);
}

/**
 * Signs in on this browser: any studio session it had ends, a new one starts, and the browser
 * is known to the account from now on (decision 036).
 */
export async function beginStudioSession(
  request: Request,
  context: Context,
  account: StudioAccount,
) {
  const { db, config } = context.get(appContext);
  await endStudioSession(db, readStudioToken(request));
  const session = await startStudioSession(db, account);
  const cookieOptions = { isHttps: config.isHttps };
  const headers = new Headers();
  headers.append("Set-Cookie", studioCookie(session.token, session.expiresAt, cookieOptions));
  const deviceCookie = await studioDeviceCookie(db, account.id, cookieOptions);
  if (deviceCookie) headers.append("Set-Cookie", deviceCookie);
  return { headers, awaitingSecondFactor: session.awaitingSecondFactor };
}

/** The browser's known-device cookie for the studio's sign-in, if it carries one. */
export function knownStudioDeviceOf(request: Request) {
  return readCookie(request, knownDeviceCookieNames["studio-sign-in"]);
}

export async function endStudioSignIn(request: Request, context: Context) {
  const { db, config } = context.get(appContext);
  await endStudioSession(db, readStudioToken(request));
  return new Headers({ "Set-Cookie": clearedStudioCookie({ isHttps: config.isHttps }) });
}
