import { and, eq, gt, isNull } from "drizzle-orm";
import { nextCredentialsVersion } from "#server/accounts/credentials-version.ts";
import { normalizeEmail } from "#server/accounts/customer-row.ts";
import { hashPassword } from "#server/accounts/passwords.ts";
import { endCustomerSessions } from "#server/accounts/sessions.ts";
import type { Database } from "#server/db/client.ts";
import { customers, passwordResetTokens } from "#server/db/schema.ts";
import { AppError } from "#server/lib/errors.ts";
import { type RateLimit, reserveRateLimitSlots } from "#server/lib/rate-limit.ts";
import { createSecretToken, hashSecretToken, isPlausibleToken } from "#server/lib/secret-token.ts";
import { queueMail } from "#server/mail/queue-mail.ts";
import { renderMail } from "#server/mail/render-mail.tsx";
import { getShopSettings } from "#server/shop/get-shop-settings.ts";

export const RESET_TOKEN_MS = 60 * 60 * 1000;
/**
 * The link that lets someone whose account was made for them choose its first password: a
 * reset link (the same table, page and rules) that lasts a week, as the mail may wait unread.
 */
export const SET_PASSWORD_LINK_MS = 7 * 24 * 60 * 60 * 1000;
/** Per address and per email, an hour; past it requests are dropped without a word. */
export const RESET_REQUEST_LIMIT: RateLimit = { max: 5, windowMs: 60 * 60 * 1000 };

export const passwordResetMessages = {
  invalidLink: "This reset link is invalid or has expired. Please request a new password reset.",
} as const;

/**
 * Mails a single-use reset link when the address has an account. The caller always tells the
 * visitor the same thing, and both paths do the same work (a token, its hash, a rendered
 * message), so neither the answer nor its timing reveals whether the address is known.
 */
export async function requestPasswordReset(
  db: Database,
  rawEmail: string,
  meta: { clientAddress: string; publicUrl: string; now?: Date },
): Promise<void> {
  const now = meta.now ?? new Date();
  const email = normalizeEmail(rawEmail);
  const keys = [`reset:email:${email}`, `reset:ip:${meta.clientAddress}`];
  if (!(await reserveRateLimitSlots(db, keys, RESET_REQUEST_LIMIT, now))) return;

  const token = createSecretToken();
  const tokenHash = hashSecretToken(token);
  const resetUrl = `${meta.publicUrl}/reset-password?token=${token}`;
  const { shopName } = await getShopSettings(db);
  const [customer] = await db
    .select({ id: customers.id, firstName: customers.firstName })
    .from(customers)
    .where(eq(customers.email, email));
  if (!customer) {
    await renderMail({
      template: "password-reset",
      to: email,
      props: { firstName: "", resetUrl, shopName },
    });
    return;
  }
  await db.transaction(async (tx) => {
    await tx.insert(passwordResetTokens).values({
      tokenHash,
      customerId: customer.id,
      createdAt: now,
      expiresAt: new Date(now.getTime() + RESET_TOKEN_MS),
    });
    await queueMail(tx, {
      template: "password-reset",
      to: email,
      props: { firstName: customer.firstName, resetUrl, shopName },
    });
  });
}

/**
 * A single-use link to /reset-password for an account that has no password yet, valid for
 * SET_PASSWORD_LINK_MS: 32 random bytes in the link, only their SHA-256 stored. Call it inside
 * the transaction that mails it.
 */
export async function createSetPasswordLink(
  db: Database,
  customerId: number,
  options: { publicUrl: string; now?: Date },
): Promise<string> {
  const now = options.now ?? new Date();
  const token = createSecretToken();
  await db.insert(passwordResetTokens).values({
    tokenHash: hashSecretToken(token),
    customerId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + SET_PASSWORD_LINK_MS),
  });
  return `${options.publicUrl}/reset-password?token=${token}`;
}

const invalidLink = () => new AppError("bad_request", passwordResetMessages.invalidLink);

/** The link of this token hash, while unused and unexpired. */
function usableLink(tokenHash: string, now: Date) {
  return and(
    eq(passwordResetTokens.tokenHash, tokenHash),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, now),
  );
}

/**
 * Sets a new password with a reset link's token, once. Every session and API token of the
 * customer ends (whoever had the old password is out) and the password-changed mail goes.
 */
export async function resetPassword(
  db: Database,
  input: { token: string; password: string },
  options: { publicUrl: string; now?: Date },
): Promise<void> {
  const now = options.now ?? new Date();
  if (!isPlausibleToken(input.token)) throw invalidLink();
  const tokenHash = hashSecretToken(input.token);
  // The cheap lookup first: a made-up token must not cost an argon2 hash.
  const [link] = await db
    .select({ id: passwordResetTokens.id })
    .from(passwordResetTokens)
    .where(usableLink(tokenHash, now));
  if (!link) throw invalidLink();
  const passwordHash = await hashPassword(input.password);
  const { shopName } = await getShopSettings(db);
  const resetUrl = `${options.publicUrl}/forgot-password`;
  await db.transaction(async (tx) => {
    // Spent only if still usable: of two resets with one link at once, one wins.
    const [spent] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(usableLink(tokenHash, now))
      .returning({ customerId: passwordResetTokens.customerId });
    if (!spent) throw invalidLink();
    const [customer] = await tx
      .update(customers)
      .set({ passwordHash, credentialsVersion: nextCredentialsVersion })
      .where(eq(customers.id, spent.customerId))
      .returning({ id: customers.id, email: customers.email, firstName: customers.firstName });
    if (!customer) throw invalidLink();
    // Other links sent before this one must not work after it.
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(eq(passwordResetTokens.customerId, customer.id), isNull(passwordResetTokens.usedAt)),
      );
    await endCustomerSessions(tx, customer.id, { now });
    await queueMail(tx, {
      template: "password-changed",
      to: customer.email,
      props: { firstName: customer.firstName, resetUrl, shopName },
    });
  });
}
