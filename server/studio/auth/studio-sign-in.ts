import { eq } from "drizzle-orm";
import { verifyPassword } from "#server/accounts/passwords.ts";
import type { Database } from "#server/db/client.ts";
import { studioAccounts } from "#server/db/schema.ts";
import type { CookieOptions } from "#server/lib/cookies.ts";
import { AppError } from "#server/lib/errors.ts";
import {
  checkBehindGuard,
  knownDeviceCookie,
  knownDeviceKey,
  type SignInLimits,
} from "#server/lib/sign-in-guard.ts";
import type { StudioAccount } from "#server/lib/studio-account.ts";
import type { Logger } from "#server/logger.ts";
import { studioMessages } from "./studio-account-schemas.ts";
import { studioAccountColumns, toStudioAccount } from "./studio-accounts.ts";

const FIFTEEN_MINUTES = 15 * 60 * 1000;

/**
 * Failed studio sign-ins in 15 minutes (decision 036): 5 for one account from one visitor; 15
 * for one account from everywhere, past which only browsers that signed in to it before can
 * (so the maker's own computer always can); failures for 10 different accounts from one visitor.
 */
export const STUDIO_SIGN_IN_LIMITS: SignInLimits = {
  accountFromVisitor: { max: 5, windowMs: FIFTEEN_MINUTES },
  account: { max: 15, windowMs: FIFTEEN_MINUTES },
  visitor: { max: 10, windowMs: FIFTEEN_MINUTES },
};

/** Checks the e-mail and password of a studio account; the caller starts the session. */
export async function studioSignIn(
  db: Database,
  credentials: { email: string; password: string },
  meta: { clientAddress: string; logger: Logger; knownDevice?: string; now?: Date },
): Promise<StudioAccount> {
  const now = meta.now ?? new Date();
  const [row] = await db
    .select({ ...studioAccountColumns, passwordHash: studioAccounts.passwordHash })
    .from(studioAccounts)
    .where(eq(studioAccounts.email, credentials.email));
  const outcome = await checkBehindGuard(
    db,
    {
      realm: "studio-sign-in",
      account: credentials.email,
      visitor: meta.clientAddress,
      knownDevice: knownDeviceKey("studio-sign-in", meta.knownDevice, row, now),
    },
    STUDIO_SIGN_IN_LIMITS,
    () => verifyPassword(row?.passwordHash, credentials.password),
    now,
  );
  if (outcome === "locked") {
    meta.logger.warn({ clientAddress: meta.clientAddress }, "studio sign-in refused: too many");
    throw new AppError("rate_limited", studioMessages.tooMany);
  }
  if (!row || outcome === "wrong") {
    meta.logger.warn({ clientAddress: meta.clientAddress }, "studio sign-in failed");
    throw new AppError("unauthorized", studioMessages.invalid);
  }
  return toStudioAccount(row);
}

/** The known-device cookie for a browser the maker just signed in on. */
export async function studioDeviceCookie(
  db: Database,
  accountId: number,
  options: Pick<CookieOptions, "isHttps">,
) {
  const [row] = await db
    .select({ id: studioAccounts.id, passwordHash: studioAccounts.passwordHash })
    .from(studioAccounts)
    .where(eq(studioAccounts.id, accountId));
  return row ? knownDeviceCookie("studio-sign-in", row, options) : null;
}
