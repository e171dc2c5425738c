import { createSetPasswordLink } from "#server/accounts/password-reset.ts";
import {
  type FirstMail,
  registerCustomer,
  registerMessages,
} from "#server/accounts/register-customer.ts";
import type { Database } from "#server/db/client.ts";
import { AppError } from "#server/lib/errors.ts";
import { queueMail } from "#server/mail/queue-mail.ts";
import { subscriptionMessages } from "#server/mail-club/subscriptions/subscription-messages.ts";

export interface MemberAccountInput {
  email: string;
  firstName: string;
  lastName: string;
  phone?: string | null;
  /**
   * Chosen on the checkout form or sent to the API. Without one (left empty) the account has
   * no password, and its first e-mail holds a link to choose one.
   */
  password?: string;
}

/**
 * The account a guest's Mail Club needs (spec §1: members sign up first; §2: it is made
 * automatically), made as they join. With a password it is an ordinary new account (the
 * welcome e-mail); without one, no password signs in to it, and the "choose your password"
 * e-mail goes instead of the welcome, with a single-use reset link that lasts a week. An
 * address that already has an account is sent to sign in: joining never signs anyone in to
 * an account that exists.
 */
export async function createMemberAccount(
  db: Database,
  input: MemberAccountInput,
  meta: { clientAddress: string; publicUrl: string; now?: Date },
) {
  const password = input.password || null;
  try {
    return await registerCustomer(
      db,
      { ...input, password },
      { ...meta, firstMail: password === null ? setPasswordMail(meta) : undefined },
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

/** The first e-mail of a member's account made without a password: choose one. */
function setPasswordMail(meta: { publicUrl: string; now?: Date }): FirstMail {
  return async (tx, { customer, verifyUrl, shopName }) => {
    const setPasswordUrl = await createSetPasswordLink(tx, customer.id, meta);
    await queueMail(tx, {
      template: "mail-club-set-password",
      to: customer.email,
      props: {
        firstName: customer.firstName,
        setPasswordUrl,
        verifyUrl,
        forgotPasswordUrl: `${meta.publicUrl}/forgot-password`,
        shopName,
      },
    });
  };
}
