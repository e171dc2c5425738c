import { eq, isNotNull, sql } from "drizzle-orm";
import { nextCredentialsVersion } from "#server/accounts/credentials-version.ts";
import { hashPassword, verifyPassword } from "#server/accounts/passwords.ts";
import { endCustomerSessions } from "#server/accounts/sessions.ts";
import { SIGN_IN_LIMITS, signInMessages } from "#server/accounts/sign-in.ts";
import type { Database } from "#server/db/client.ts";
import { customers } from "#server/db/schema.ts";
import { AppError } from "#server/lib/errors.ts";
import { releaseRateLimitSlots, reserveRateLimitSlots } from "#server/lib/rate-limit.ts";
import { queueMail } from "#server/mail/queue-mail.ts";
import { getShopSettings } from "#server/shop/get-shop-settings.ts";

export const changePasswordMessages = {
  wrongCurrent: "Invalid current password",
} as const;

/**
 * Replaces the password after checking the current one. Every other session and API token
 * ends; the one given as `keepSessionToken` (where the change was made) stays signed in.
 * A wrong current password counts as a failed sign-in of the account from that visitor, so a
 * stolen session cannot guess it faster than the sign-in form could, nor lock the owner out.
 */
export async function changePassword(
  db: Database,
  customerId: number,
  input: { currentPassword: string; newPassword: string },
  options: { publicUrl: string; clientAddress: string; keepSessionToken?: string; now?: Date },
): Promise<void> {
  await checkCurrentPassword(db, customerId, input.currentPassword, options);
  const passwordHash = await hashPassword(input.newPassword);
  const { shopName } = await getShopSettings(db);
  const resetUrl = `${options.publicUrl}/forgot-password`;
  await db.transaction(async (tx) => {
    const [customer] = await tx
      .update(customers)
      .set({ passwordHash, credentialsVersion: nextCredentialsVersion })
      .where(eq(customers.id, customerId))
      .returning({ email: customers.email, firstName: customers.firstName });
    if (!customer) throw new AppError("not_found", "Customer not found");
    await endCustomerSessions(tx, customerId, {
      exceptToken: options.keepSessionToken,
      now: options.now,
    });
    await queueMail(tx, {
      template: "password-changed",
      to: customer.email,
      props: { firstName: customer.firstName, resetUrl, shopName },
    });
  });
}

/**
 * Whether the account has a password: not one made for a guest who joined the Mail Club
 * without choosing one, until they set it with the mailed link (or "Forgot password").
 */
export async function hasPassword(db: Database, customerId: number): Promise<boolean> {
  const [row] = await db
    .select({ set: sql<boolean>`${isNotNull(customers.passwordHash)}` })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row?.set ?? false;
}

async function checkCurrentPassword(
  db: Database,
  customerId: number,
  currentPassword: string,
  { clientAddress, now = new Date() }: { clientAddress: string; now?: Date },
) {
  const [row] = await db
    .select({ email: customers.email, passwordHash: customers.passwordHash })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!row)
    throw new AppError("unauthorized", changePasswordMessages.wrongCurrent, {
      field: "currentPassword",
    });
  const slots = await reserveRateLimitSlots(
    db,
    [`change-password:${customerId}:${clientAddress}`],
    SIGN_IN_LIMITS.accountFromVisitor,
    now,
  );
  if (!slots) throw new AppError("rate_limited", signInMessages.tooMany);
  if (!(await verifyPassword(row.passwordHash, currentPassword))) {
    throw new AppError("unauthorized", changePasswordMessages.wrongCurrent, {
      field: "currentPassword",
    });
  }
  await releaseRateLimitSlots(db, slots);
}
