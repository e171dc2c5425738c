import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { customerColumns, normalizeEmail, toCustomer } from "#server/accounts/customer-row.ts";
import { createVerificationLink } from "#server/accounts/email-verification.ts";
import { hashPassword } from "#server/accounts/passwords.ts";
import type { Customer } from "#server/accounts/types.ts";
import type { Database } from "#server/db/client.ts";
import { customers } from "#server/db/schema.ts";
import { isUniqueViolation } from "#server/db/unique-violation.ts";
import { AppError } from "#server/lib/errors.ts";
import { type RateLimit, reserveRateLimitSlots } from "#server/lib/rate-limit.ts";
import { queueMail } from "#server/mail/queue-mail.ts";
import { getShopSettings } from "#server/shop/get-shop-settings.ts";

/** 10 new accounts per address an hour: enough for a household, not for a script. */
export const REGISTER_LIMIT: RateLimit = { max: 10, windowMs: 60 * 60 * 1000 };

export const registerMessages = {
  duplicate: "An account with this email already exists.",
  tooMany: "Too many accounts were created from your network. Please try again later.",
} as const;

export interface RegisterCustomerInput {
  email: string;
  /** Null: an account without a password, which no password signs in to until one is set. */
  password: string | null;
  firstName: string;
  lastName: string;
  phone?: string | null;
}

/** Readable and stable: C-10001, C-10002, … from the row's id. */
function customerNumberOf(id: number) {
  return `C-${10000 + id}`;
}

/** The new account's first e-mail, given its address-confirmation link; queued in `tx`. */
export type FirstMail = (
  tx: Database,
  account: { customer: Customer; verifyUrl: string; shopName: string },
) => Promise<void>;

/**
 * Creates the account and queues the welcome e-mail, with the link that confirms the address,
 * in the same transaction. `firstMail` sends another first e-mail instead of the welcome (the
 * Mail Club's, to an account made without a password).
 */
export async function registerCustomer(
  db: Database,
  input: RegisterCustomerInput,
  meta: { clientAddress: string; publicUrl: string; now?: Date; firstMail?: FirstMail },
): Promise<Customer> {
  const now = meta.now ?? new Date();
  const limitKey = `register:ip:${meta.clientAddress}`;
  if (!(await reserveRateLimitSlots(db, [limitKey], REGISTER_LIMIT, now))) {
    throw new AppError("rate_limited", registerMessages.tooMany);
  }
  const email = normalizeEmail(input.email);
  const passwordHash = input.password === null ? null : await hashPassword(input.password);
  const { shopName } = await getShopSettings(db);
  const accountUrl = `${meta.publicUrl}/account`;
  try {
    return await db.transaction(async (tx) => {
      const [existing] = await tx
        .select({ id: customers.id })
        .from(customers)
        .where(eq(customers.email, email));
      if (existing) throw new AppError("conflict", registerMessages.duplicate);
      const [created] = await tx
        .insert(customers)
        .values({
          email,
          passwordHash,
          firstName: input.firstName.trim(),
          lastName: input.lastName.trim(),
          phone: input.phone?.trim() || null,
          customerNumber: `pending-${randomUUID()}`,
        })
        .returning({ id: customers.id });
      if (!created) throw new Error("The new customer row was not returned.");
      const [row] = await tx
        .update(customers)
        .set({ customerNumber: customerNumberOf(created.id) })
        .where(eq(customers.id, created.id))
        .returning(customerColumns);
      if (!row) throw new Error("The new customer row was not returned.");
      const verifyUrl = await createVerificationLink(tx, row.id, {
        publicUrl: meta.publicUrl,
        now,
      });
      const customer = toCustomer(row);
      if (meta.firstMail) {
        await meta.firstMail(tx, { customer, verifyUrl, shopName });
        return customer;
      }
      await queueMail(tx, {
        template: "welcome",
        to: email,
        props: { firstName: row.firstName, accountUrl, verifyUrl, shopName },
      });
      return customer;
    });
  } catch (error) {
    // Two registrations of one address at once: the unique index decides, same answer.
    if (isUniqueViolation(error)) throw new AppError("conflict", registerMessages.duplicate);
    throw error;
  }
}
