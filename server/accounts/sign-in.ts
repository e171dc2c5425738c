import { eq } from "drizzle-orm";
import { customerColumns, normalizeEmail, toCustomer } from "#server/accounts/customer-row.ts";
import { verifyPassword } from "#server/accounts/passwords.ts";
import type { Customer } from "#server/accounts/types.ts";
import type { Database } from "#server/db/client.ts";
import { customers } from "#server/db/schema.ts";
import type { CookieOptions } from "#server/lib/cookies.ts";
import { AppError } from "#server/lib/errors.ts";
import {
  checkBehindGuard,
  knownDeviceCookie,
  knownDeviceKey,
  type SignInLimits,
} from "#server/lib/sign-in-guard.ts";
import type { Logger } from "#server/logger.ts";

const FIFTEEN_MINUTES = 15 * 60 * 1000;

/**
 * Failed customer sign-ins in 15 minutes (decision 036): 10 for one account from one visitor;
 * 30 for one account from everywhere, past which only browsers that signed in to it before
 * can; and from one visitor, failures for 20 different accounts, far above a household's typos
 * and far below a list of stolen addresses.
 */
export const SIGN_IN_LIMITS: SignInLimits = {
  accountFromVisitor: { max: 10, windowMs: FIFTEEN_MINUTES },
  account: { max: 30, windowMs: FIFTEEN_MINUTES },
  visitor: { max: 20, windowMs: FIFTEEN_MINUTES },
};

export const signInMessages = {
  invalid: "Invalid email or password",
  tooMany: "Too many sign-in attempts. Please wait 15 minutes and try again.",
} as const;

/**
 * Checks the email and password; the caller starts a session or issues tokens.
 * `knownDevice` is the browser's known-device cookie (sign-in-guard.ts), when it has one.
 */
export async function signIn(
  db: Database,
  credentials: { email: string; password: string },
  meta: { clientAddress: string; logger: Logger; knownDevice?: string; now?: Date },
): Promise<Customer> {
  const email = normalizeEmail(credentials.email);
  const now = meta.now ?? new Date();
  const [row] = await db
    .select({ ...customerColumns, passwordHash: customers.passwordHash })
    .from(customers)
    .where(eq(customers.email, email));
  const owner = row?.passwordHash ? { id: row.id, passwordHash: row.passwordHash } : undefined;
  const outcome = await checkBehindGuard(
    db,
    {
      realm: "sign-in",
      account: email,
      visitor: meta.clientAddress,
      knownDevice: knownDeviceKey("sign-in", meta.knownDevice, owner, now),
    },
    SIGN_IN_LIMITS,
    () => verifyPassword(row?.passwordHash, credentials.password),
    now,
  );
  if (outcome === "locked") {
    meta.logger.warn(
      { email, clientAddress: meta.clientAddress },
      "sign-in refused: too many failed attempts",
    );
    throw new AppError("rate_limited", signInMessages.tooMany);
  }
  if (!row || outcome === "wrong") throw new AppError("unauthorized", signInMessages.invalid);
  const { passwordHash: _hash, ...customer } = row;
  return toCustomer(customer);
}

/** The known-device cookie for a browser the customer just signed in on; none without a password. */
export async function customerDeviceCookie(
  db: Database,
  customerId: number,
  options: Pick<CookieOptions, "isHttps">,
) {
  const [row] = await db
    .select({ id: customers.id, passwordHash: customers.passwordHash })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!row?.passwordHash) return null;
  return knownDeviceCookie("sign-in", { id: row.id, passwordHash: row.passwordHash }, options);
}
