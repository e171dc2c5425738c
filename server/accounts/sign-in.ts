import { eq } from "drizzle-orm";
import { customerColumns, normalizeEmail, toCustomer } from "#server/accounts/customer-row.ts";
import { verifyPassword } from "#server/accounts/passwords.ts";
import type { Customer } from "#server/accounts/types.ts";
import type { Database } from "#server/db/client.ts";
import { customers } from "#server/db/schema.ts";
import { AppError } from "#server/lib/errors.ts";
import {
  type RateLimit,
  releaseRateLimitSlots,
  reserveSignInSlots,
} from "#server/lib/rate-limit.ts";
import type { Logger } from "#server/logger.ts";

/** 10 failed sign-ins per account in 15 minutes; the 11th is refused. */
export const SIGN_IN_LIMIT: RateLimit = { max: 10, windowMs: 15 * 60 * 1000 };

/**
 * From one address, failed sign-ins for 20 different accounts in 15 minutes; a 21st account
 * is refused. Far above a household's typos, far below a list of stolen addresses.
 */
export const SIGN_IN_ADDRESS_LIMIT: RateLimit = { max: 20, windowMs: 15 * 60 * 1000 };

export const signInMessages = {
  invalid: "Invalid email or password",
  tooMany: "Too many sign-in attempts. Please wait 15 minutes and try again.",
} as const;

/** The per-account key: failed sign-ins and wrong current passwords count under it. */
export function signInLimitKey(normalizedEmail: string) {
  return `sign-in:email:${normalizedEmail}`;
}

/** Checks the email and password; the caller starts a session or issues tokens. */
export async function signIn(
  db: Database,
  credentials: { email: string; password: string },
  meta: { clientAddress: string; logger: Logger; now?: Date },
): Promise<Customer> {
  const email = normalizeEmail(credentials.email);
  const now = meta.now ?? new Date();
  // Counted as a failure until the password proves right, so concurrent guesses see each other.
  const slots = await reserveSignInSlots(
    db,
    {
      accountKey: signInLimitKey(email),
      addressKey: `sign-in:ip:${meta.clientAddress}`,
      account: email,
    },
    { account: SIGN_IN_LIMIT, address: SIGN_IN_ADDRESS_LIMIT },
    now,
  );
  if (!slots) {
    meta.logger.warn(
      { email, clientAddress: meta.clientAddress },
      "sign-in refused: too many failed attempts",
    );
    throw new AppError("rate_limited", signInMessages.tooMany);
  }
  const [row] = await db
    .select({ ...customerColumns, passwordHash: customers.passwordHash })
    .from(customers)
    .where(eq(customers.email, email));
  const valid = await verifyPassword(row?.passwordHash, credentials.password);
  if (!row || !valid) throw new AppError("unauthorized", signInMessages.invalid);
  await releaseRateLimitSlots(db, slots);
  const { passwordHash: _hash, ...customer } = row;
  return toCustomer(customer);
}
