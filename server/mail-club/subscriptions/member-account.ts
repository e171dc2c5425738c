import { randomBytes } from "node:crypto";
import { registerCustomer, registerMessages } from "#server/accounts/register-customer.ts";
import type { Database } from "#server/db/client.ts";
import { AppError } from "#server/errors.ts";
import { subscriptionMessages } from "#server/mail-club/subscriptions/subscription-messages.ts";

export interface MemberAccountInput {
  email: string;
  firstName: string;
  lastName: string;
  phone?: string | null;
  /** Chosen on the checkout form; without one (a JSON API guest) the account gets a random one, and "Forgot password" sets it. */
  password?: string;
}

/**
 * The account a guest's Mail Club needs (spec §1: members sign up first), made as they join.
 * An address that already has an account is sent to sign in: joining never signs anyone in
 * to an account that exists.
 */
export async function createMemberAccount(
  db: Database,
  input: MemberAccountInput,
  meta: { clientAddress: string; publicUrl: string },
) {
  try {
    return await registerCustomer(
      db,
      { ...input, password: input.password || randomBytes(24).toString("base64url") },
      meta,
    );
  } catch (error) {
    if (error instanceof AppError && error.message === registerMessages.duplicate) {
      throw new AppError("conflict", subscriptionMessages.existingAccount, {
        field: "customerEmail",
      });
    }
    throw error;
  }
}
