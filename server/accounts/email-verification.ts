import { and, eq, gt, isNull } from "drizzle-orm";
import { attachGuestOrders } from "#server/accounts/attach-guest-orders.ts";
import { customerColumns, toCustomer } from "#server/accounts/customer-row.ts";
import type { Customer } from "#server/accounts/types.ts";
import type { Database } from "#server/db/client.ts";
import { customers, emailVerificationTokens } from "#server/db/schema.ts";
import { AppError } from "#server/lib/errors.ts";
import { type RateLimit, reserveRateLimitSlots } from "#server/lib/rate-limit.ts";
import { createSecretToken, hashSecretToken, isPlausibleToken } from "#server/lib/secret-token.ts";
import { queueMail } from "#server/mail/queue-mail.ts";
import { getShopSettings } from "#server/shop/get-shop-settings.ts";

/** A confirmation link works once, for a week. */
export const VERIFICATION_LINK_MS = 7 * 24 * 60 * 60 * 1000;
/** 'Send the confirmation e-mail again': 3 an hour per account. */
export const RESEND_VERIFICATION_LIMIT: RateLimit = { max: 3, windowMs: 60 * 60 * 1000 };

export const emailVerificationMessages = {
  /** On the account screen (sent with its data: the screen's script stays small). */
  whyConfirm:
    "Your e-mail address is not confirmed yet. Use the link we sent you, and orders you placed as a guest with it will appear in your Order History, their files under Downloads.",
  tooMany: "You asked for several confirmation e-mails already. Please try again in an hour.",
} as const;

/**
 * A new single-use confirmation link for the customer's e-mail address: 32 random bytes in
 * the link, only their SHA-256 in the database. Call it inside the transaction that sends it.
 */
export async function createVerificationLink(
  db: Database,
  customerId: number,
  options: { publicUrl: string; now?: Date },
): Promise<string> {
  const now = options.now ?? new Date();
  const token = createSecretToken();
  await db.insert(emailVerificationTokens).values({
    tokenHash: hashSecretToken(token),
    customerId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + VERIFICATION_LINK_MS),
  });
  return `${options.publicUrl}/verify-email?${new URLSearchParams({ token })}`;
}

/** The link of this token hash, while unused and unexpired. */
function usableLink(tokenHash: string, now: Date) {
  return and(
    eq(emailVerificationTokens.tokenHash, tokenHash),
    isNull(emailVerificationTokens.usedAt),
    gt(emailVerificationTokens.expiresAt, now),
  );
}

/** Whether the link would confirm an address now (read only: the page before the button). */
export async function isVerificationLinkUsable(
  db: Database,
  token: string | null | undefined,
  options: { now?: Date } = {},
): Promise<boolean> {
  if (!isPlausibleToken(token)) return false;
  const [link] = await db
    .select({ id: emailVerificationTokens.id })
    .from(emailVerificationTokens)
    .where(usableLink(hashSecretToken(token), options.now ?? new Date()));
  return Boolean(link);
}

export interface VerifiedEmail {
  customer: Customer;
  /** Earlier guest orders with this address that joined the account now. */
  attachedOrders: number;
}

/**
 * Confirms the address of a link, once: the link is spent with a conditional UPDATE (of two
 * clicks at once, one wins), the customer marked verified, and their earlier guest orders
 * with this address attached, all in one transaction. Null for a link that is unknown, used
 * or expired.
 */
export async function verifyEmail(
  db: Database,
  token: string | null | undefined,
  options: { now?: Date } = {},
): Promise<VerifiedEmail | null> {
  if (!isPlausibleToken(token)) return null;
  const now = options.now ?? new Date();
  const tokenHash = hashSecretToken(token);
  return db.transaction(async (tx) => {
    const [spent] = await tx
      .update(emailVerificationTokens)
      .set({ usedAt: now })
      .where(usableLink(tokenHash, now))
      .returning({ customerId: emailVerificationTokens.customerId });
    if (!spent) return null;
    const [row] = await tx
      .update(customers)
      .set({ emailVerified: true })
      .where(eq(customers.id, spent.customerId))
      .returning(customerColumns);
    if (!row) return null;
    const attachedOrders = await attachGuestOrders(tx, row.id);
    return { customer: toCustomer(row), attachedOrders };
  });
}

/**
 * 'Send the confirmation e-mail again': a new link in a new mail, at most 3 an hour per
 * account (AppError "rate_limited" past that). Nothing is sent once the address is confirmed.
 */
export async function resendVerificationEmail(
  db: Database,
  customer: Pick<Customer, "id" | "email" | "firstName" | "emailVerified">,
  options: { publicUrl: string; now?: Date },
): Promise<void> {
  if (customer.emailVerified) return;
  const now = options.now ?? new Date();
  const keys = [`verify-email:customer:${customer.id}`];
  if (!(await reserveRateLimitSlots(db, keys, RESEND_VERIFICATION_LIMIT, now))) {
    throw new AppError("rate_limited", emailVerificationMessages.tooMany);
  }
  const { shopName } = await getShopSettings(db);
  await db.transaction(async (tx) => {
    const verifyUrl = await createVerificationLink(tx, customer.id, { ...options, now });
    await queueMail(tx, {
      template: "welcome",
      to: customer.email,
      props: {
        firstName: customer.firstName,
        accountUrl: `${options.publicUrl}/account`,
        verifyUrl,
        shopName,
        resent: true,
      },
    });
  });
}
