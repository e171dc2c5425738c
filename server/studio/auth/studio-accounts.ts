import { eq } from "drizzle-orm";
import { hashPassword } from "#server/accounts/passwords.ts";
import { ConfigError } from "#server/config.ts";
import type { Database } from "#server/db/client.ts";
import { studioAccounts, studioSessions } from "#server/db/schema.ts";
import { AppError } from "#server/lib/errors.ts";
import type { StudioAccount } from "#server/lib/studio-account.ts";
import { parseInput } from "#server/validation/parse-input.ts";
import { type StudioAccountInput, studioAccountSchema } from "./studio-account-schemas.ts";

export const studioAccountColumns = {
  id: studioAccounts.id,
  email: studioAccounts.email,
  name: studioAccounts.name,
  totpEnabledAt: studioAccounts.totpEnabledAt,
};

export function toStudioAccount(row: {
  id: number;
  email: string;
  name: string;
  totpEnabledAt: Date | null;
}): StudioAccount {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    twoFactorEnabled: row.totpEnabledAt !== null,
  };
}

/**
 * Creates a studio account, or with `replacePassword` sets a new password on the existing
 * one of that e-mail: the recovery of a maker locked out, so it also ends its sessions and
 * turns two-factor sign-in off (a lost phone). Throws bad_request with field errors on bad input
 * and conflict when the account exists and nothing may be replaced.
 */
export async function saveStudioAccount(
  db: Database,
  input: StudioAccountInput,
  options: { replacePassword?: boolean } = {},
): Promise<{ account: StudioAccount; created: boolean }> {
  const { email, password, name } = parseInput(studioAccountSchema, input);
  const passwordHash = await hashPassword(password);
  const [created] = await db
    .insert(studioAccounts)
    .values({ email, passwordHash, name })
    .onConflictDoNothing({ target: studioAccounts.email })
    .returning(studioAccountColumns);
  if (created) return { account: toStudioAccount(created), created: true };
  if (!options.replacePassword) {
    throw new AppError("conflict", `A studio account for ${email} already exists.`);
  }
  const [existing] = await db.transaction(async (tx) => {
    const rows = await tx
      .update(studioAccounts)
      .set({
        passwordHash,
        totpSecret: null,
        totpEnabledAt: null,
        totpLastStep: null,
        ...(name ? { name } : {}),
      })
      .where(eq(studioAccounts.email, email))
      .returning(studioAccountColumns);
    // A new password signs the account out everywhere.
    if (rows[0]) await tx.delete(studioSessions).where(eq(studioSessions.accountId, rows[0].id));
    return rows;
  });
  if (!existing) throw new AppError("not_found", `No studio account for ${email}.`);
  return { account: toStudioAccount(existing), created: false };
}

/**
 * The first studio account from ADMIN_EMAIL and ADMIN_PASSWORD, made at start-up when it does
 * not exist yet. An existing account is left as it is: its password may have been changed
 * since, and the environment must not quietly set it back. A password too weak for the
 * studio stops the start with the reason.
 */
export async function ensureAdminAccount(
  db: Database,
  admin: { email?: string; password?: string },
) {
  if (!admin.email || !admin.password) return null;
  try {
    return await saveStudioAccount(db, { email: admin.email, password: admin.password });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.code === "conflict") return null;
    throw new ConfigError(`Invalid configuration: ADMIN_PASSWORD/ADMIN_EMAIL: ${error.message}`);
  }
}
