import { eq } from "drizzle-orm";
import { verifyPassword } from "#server/accounts/passwords.ts";
import type { Database } from "#server/db/client.ts";
import { studioAccounts } from "#server/db/schema.ts";
import { AppError } from "#server/lib/errors.ts";
import {
  type RateLimit,
  releaseRateLimitSlots,
  reserveSignInSlots,
} from "#server/lib/rate-limit.ts";
import type { StudioAccount } from "#server/lib/studio-account.ts";
import type { Logger } from "#server/logger.ts";
import { studioMessages } from "./studio-account-schemas.ts";
import { studioAccountColumns, toStudioAccount } from "./studio-accounts.ts";

/** 5 failed studio sign-ins per account in 15 minutes; the 6th is refused. */
export const STUDIO_SIGN_IN_LIMIT: RateLimit = { max: 5, windowMs: 15 * 60 * 1000 };

/** From one address, failed studio sign-ins for 10 different accounts in 15 minutes. */
export const STUDIO_SIGN_IN_ADDRESS_LIMIT: RateLimit = { max: 10, windowMs: 15 * 60 * 1000 };

/** Checks the e-mail and password of a studio account; the caller starts the session. */
export async function studioSignIn(
  db: Database,
  credentials: { email: string; password: string },
  meta: { clientAddress: string; logger: Logger; now?: Date },
): Promise<StudioAccount> {
  const slots = await reserveSignInSlots(
    db,
    {
      accountKey: `studio-sign-in:email:${credentials.email}`,
      addressKey: `studio-sign-in:ip:${meta.clientAddress}`,
      account: credentials.email,
    },
    { account: STUDIO_SIGN_IN_LIMIT, address: STUDIO_SIGN_IN_ADDRESS_LIMIT },
    meta.now,
  );
  if (!slots) {
    meta.logger.warn({ clientAddress: meta.clientAddress }, "studio sign-in refused: too many");
    throw new AppError("rate_limited", studioMessages.tooMany);
  }
  const [row] = await db
    .select({ ...studioAccountColumns, passwordHash: studioAccounts.passwordHash })
    .from(studioAccounts)
    .where(eq(studioAccounts.email, credentials.email));
  const valid = await verifyPassword(row?.passwordHash, credentials.password);
  if (!row || !valid) {
    meta.logger.warn({ clientAddress: meta.clientAddress }, "studio sign-in failed");
    throw new AppError("unauthorized", studioMessages.invalid);
  }
  await releaseRateLimitSlots(db, slots);
  return toStudioAccount(row);
}
