/**
 * The guard in front of every password check, customer's and studio's alike (decision 036).
 * Failures count three ways, and none of them lets a stranger keep an account's owner out:
 *
 * - per account **and** visitor: a visitor guessing one account is stopped, nobody else is;
 * - per account from everywhere, a higher bar: guesses spread over many visitors are stopped,
 *   but a browser that signed in to the account before (its known-device cookie) still can;
 * - per visitor, the distinct accounts it failed for: a visitor spraying many accounts is
 *   stopped, while people behind the same address sign in from their known browsers.
 *
 * A known browser's own failures count under its cookie, so a stolen cookie guesses no faster.
 */
import type { Database } from "#server/db/client.ts";
import { type CookieOptions, serializeCookie } from "#server/lib/cookies.ts";
import {
  type RateLimit,
  type RateLimitSlots,
  releaseRateLimitSlots,
  reserveRateLimitSlots,
} from "#server/lib/rate-limit.ts";
import { isSignedLink, linkExpiry, readLinkExpiry, signLink } from "#server/lib/signed-link.ts";

export type SignInRealm = "sign-in" | "studio-sign-in";

export interface SignInLimits {
  /** Failures for one account from one visitor (or from one known browser). */
  accountFromVisitor: RateLimit;
  /** Failures for one account from every visitor together; known browsers are not held back. */
  account: RateLimit;
  /** Distinct accounts one visitor failed for; known browsers are not held back. */
  visitor: RateLimit;
}

export interface SignInAttempt {
  realm: SignInRealm;
  /** The account's key: its normalised e-mail. */
  account: string;
  /** The visitor (server/http/client-address.ts). */
  visitor: string;
  /** The key of the browser's known-device cookie, when it is this account's. */
  knownDevice: string | null;
}

/**
 * The password check behind the guard: "locked" when the attempt is refused before any check,
 * else what `isRight` says. The attempt counts as a failure until the password proves right,
 * so concurrent guesses see each other; a right one takes its count back.
 */
export async function checkBehindGuard(
  db: Database,
  attempt: SignInAttempt,
  limits: SignInLimits,
  isRight: () => Promise<boolean>,
  now = new Date(),
): Promise<"locked" | "wrong" | "right"> {
  const slots = await reserveSignInSlots(db, attempt, limits, now);
  if (!slots) return "locked";
  if (!(await isRight())) return "wrong";
  await releaseRateLimitSlots(db, slots);
  return "right";
}

async function reserveSignInSlots(
  db: Database,
  attempt: SignInAttempt,
  limits: SignInLimits,
  now = new Date(),
): Promise<RateLimitSlots | null> {
  const { realm, account, visitor, knownDevice } = attempt;
  if (knownDevice) {
    return reserveRateLimitSlots(db, [knownDevice], limits.accountFromVisitor, now);
  }
  const taken: RateLimitSlots = [];
  const counts: [string, RateLimit, string?][] = [
    [`${realm}:account-visitor:${account}:${visitor}`, limits.accountFromVisitor],
    [`${realm}:account:${account}`, limits.account],
    [`${realm}:visitor:${visitor}`, { ...limits.visitor, countSubjects: true }, account],
  ];
  for (const [key, limit, subject] of counts) {
    const slots = await reserveRateLimitSlots(db, [key], limit, now, subject);
    if (!slots) {
      await releaseRateLimitSlots(db, taken);
      return null;
    }
    taken.push(...slots);
  }
  return taken;
}

/** How long a browser stays known to an account after it last signed in there. */
const KNOWN_DEVICE_DAYS = 365;

/** The cookie a browser that signed in keeps, per realm (one account each). */
export const knownDeviceCookieNames: Record<SignInRealm, string> = {
  "sign-in": "washi_device",
  "studio-sign-in": "washi_studio_device",
};

interface DeviceOwner {
  id: number;
  /** The account's password hash: the cookie's secret, so a new password forgets every browser. */
  passwordHash: string;
}

/** The Set-Cookie of a browser that just signed in to the account: it is known from now on. */
export function knownDeviceCookie(
  realm: SignInRealm,
  owner: DeviceOwner,
  options: Pick<CookieOptions, "isHttps">,
  now = new Date(),
) {
  const maxAge = KNOWN_DEVICE_DAYS * 24 * 60 * 60;
  const expires = linkExpiry(new Date(now.getTime() + maxAge * 1000));
  const claim = { kind: realm, subject: [owner.id], expires };
  const token = `${owner.id}.${expires}.${signLink(owner.passwordHash, claim)}`;
  return serializeCookie(knownDeviceCookieNames[realm], token, { ...options, maxAge });
}

/**
 * The rate-limit key of a browser's known-device cookie, or null unless the cookie is this
 * account's, unexpired and signed with its current password.
 */
export function knownDeviceKey(
  realm: SignInRealm,
  token: string | undefined,
  owner: DeviceOwner | undefined,
  now = new Date(),
) {
  if (!token || !owner?.passwordHash) return null;
  const [id, expiresText, signature] = token.split(".");
  const expires = readLinkExpiry(expiresText);
  if (id !== String(owner.id) || expires === null || !signature) return null;
  if (expires * 1000 <= now.getTime()) return null;
  const claim = { kind: realm, subject: [owner.id], expires };
  return isSignedLink(owner.passwordHash, claim, signature) ? `${realm}:device:${signature}` : null;
}
