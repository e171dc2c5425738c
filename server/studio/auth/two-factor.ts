import { and, eq, isNull, lt, or } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { studioAccounts } from "#server/db/schema.ts";
import { AppError } from "#server/lib/errors.ts";
import { releaseRateLimitSlots, reserveRateLimitSlots } from "#server/lib/rate-limit.ts";
import { studioMessages } from "./studio-account-schemas.ts";
import { completeSecondFactor, type StudioSession } from "./studio-sessions.ts";
import { createTotpSecret, matchTotpCode } from "./totp.ts";

/** 5 wrong codes per account in 15 minutes; the 6th attempt is refused whatever it holds. */
const CODE_LIMIT = { max: 5, windowMs: 15 * 60 * 1000 };

async function readSecret(db: Database, accountId: number) {
  const [row] = await db
    .select({
      secret: studioAccounts.totpSecret,
      enabledAt: studioAccounts.totpEnabledAt,
      lastStep: studioAccounts.totpLastStep,
    })
    .from(studioAccounts)
    .where(eq(studioAccounts.id, accountId));
  return row;
}

/**
 * Takes a right code for the account: the step is stored in the same statement that checks
 * it is newer than the last one, so two requests with one code cannot both pass.
 */
async function acceptCode(db: Database, accountId: number, code: string, now: Date) {
  const slots = await reserveRateLimitSlots(db, [`studio-totp:${accountId}`], CODE_LIMIT, now);
  if (!slots) throw new AppError("rate_limited", studioMessages.tooManyCodes);
  const row = await readSecret(db, accountId);
  const step = row?.secret
    ? matchTotpCode(row.secret, code, { now, lastUsedStep: row.lastStep })
    : null;
  if (step === null) throw new AppError("bad_request", studioMessages.codeInvalid);
  const taken = await db
    .update(studioAccounts)
    .set({ totpLastStep: step })
    .where(
      and(
        eq(studioAccounts.id, accountId),
        or(isNull(studioAccounts.totpLastStep), lt(studioAccounts.totpLastStep, step)),
      ),
    )
    .returning({ id: studioAccounts.id });
  if (taken.length === 0) throw new AppError("bad_request", studioMessages.codeInvalid);
  await releaseRateLimitSlots(db, slots);
}

/** A fresh secret to show as a QR code; two-factor sign-in stays off until a code confirms it. */
export async function beginTwoFactorEnrolment(db: Database, accountId: number) {
  const row = await readSecret(db, accountId);
  if (row?.enabledAt) throw new AppError("conflict", "Two-factor sign-in is already on.");
  const secret = createTotpSecret();
  await db
    .update(studioAccounts)
    .set({ totpSecret: secret, totpLastStep: null })
    .where(eq(studioAccounts.id, accountId));
  return secret;
}

/** The secret being enrolled, to show again after a wrong code; null when none is. */
export async function pendingTwoFactorSecret(db: Database, accountId: number) {
  const row = await readSecret(db, accountId);
  return row?.secret && !row.enabledAt ? row.secret : null;
}

export async function enableTwoFactor(
  db: Database,
  accountId: number,
  code: string,
  now = new Date(),
) {
  const row = await readSecret(db, accountId);
  if (!row?.secret || row.enabledAt) {
    throw new AppError("conflict", "Start again: open the two-factor set-up once more.");
  }
  await acceptCode(db, accountId, code, now);
  await db
    .update(studioAccounts)
    .set({ totpEnabledAt: now })
    .where(eq(studioAccounts.id, accountId));
}

/** Turning it off asks for a current code, so a borrowed session alone cannot. */
export async function disableTwoFactor(
  db: Database,
  accountId: number,
  code: string,
  now = new Date(),
) {
  await acceptCode(db, accountId, code, now);
  await db
    .update(studioAccounts)
    .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null })
    .where(eq(studioAccounts.id, accountId));
}

/** The second step of signing in: a right code opens the half-open session. */
export async function verifySecondFactor(
  db: Database,
  session: StudioSession,
  code: string,
  now = new Date(),
) {
  await acceptCode(db, session.account.id, code, now);
  await completeSecondFactor(db, session.id, now);
}
