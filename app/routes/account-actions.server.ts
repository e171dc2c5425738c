/**
 * The account screen's forms, one function each: the operation's schema, one domain function
 * for the signed-in customer, and the screen's reply.
 */
import { type RouterContextProvider, redirect } from "react-router";
import { type AccountIntent, addressParts } from "#app/components/account/account-data.ts";
import type { FormReply } from "#app/forms/form-reply.ts";
import { doneReply, replyTo } from "#app/forms/reply.server.ts";
import { accountFormFailed } from "#app/routes/account-fallbacks.ts";
import { changePassword } from "#server/accounts/change-password.ts";
import { customerDetailsSchema } from "#server/accounts/customer-details-schema.ts";
import {
  updateCustomerDetails,
  updateEmailPreferences,
} from "#server/accounts/customer-profile.ts";
import { resendVerificationEmail } from "#server/accounts/email-verification.ts";
import { readSessionToken } from "#server/accounts/session-cookie.ts";
import type { Customer } from "#server/accounts/types.ts";
import { changePasswordSchema } from "#server/accounts/validation.ts";
import { appContext } from "#server/context.ts";
import { attempt } from "#server/lib/errors.ts";
import { parseInput } from "#server/validation/parse-input.ts";

export interface AccountForm {
  request: Request;
  context: Readonly<RouterContextProvider>;
  customer: Customer;
  form: Record<string, string>;
}

const INVALID_PROFILE = "Invalid profile data";
const typedParts = addressParts.filter((key) => key !== "country");

/** Scripts get the reply (for their toast); a page posted without them goes back to /account. */
export function accountSaved(
  intent: AccountIntent,
  form: Record<string, string>,
  message?: string,
) {
  const reply: FormReply = { ok: true, intent, message };
  return doneReply(form, `/account?saved=${intent}`, reply);
}

/**
 * For the forms with words of their own for a failure nobody foresaw (spec §8): it is logged
 * and the form says them.
 */
function whenFailed(context: AccountForm["context"], intent: keyof typeof accountFormFailed) {
  const { logger } = context.get(appContext);
  return {
    log: (err: unknown) => logger.error({ err, intent }, "account form failed"),
    message: accountFormFailed[intent],
  };
}

/** Name, phone and shipping address; the address is left out when all its fields are blank. */
export function saveDetails({ context, customer, form }: AccountForm) {
  const { db } = context.get(appContext);
  // The country select always holds one: an address is there once a part of it is typed.
  const hasAddress = typedParts.some((key) => form[`shippingAddress.${key}`]?.trim());
  const input = {
    firstName: form.firstName,
    lastName: form.lastName,
    phone: form.phone,
    shippingAddress: hasAddress
      ? {
          firstName: form.firstName,
          lastName: form.lastName,
          ...Object.fromEntries(
            addressParts.map((key) => [key, form[`shippingAddress.${key}`] ?? ""]),
          ),
        }
      : null,
  };
  return replyTo(
    { intent: "details", values: form, whenFailed: whenFailed(context, "details") },
    async () => {
      const details = parseInput(customerDetailsSchema, input, { message: INVALID_PROFILE });
      await updateCustomerDetails(db, customer.id, details);
      return accountSaved("details", form);
    },
  );
}

/** The three switches; a switch left out of the form (unticked box) is off. */
export function savePreferences({ context, customer, form }: AccountForm) {
  const { db } = context.get(appContext);
  const on = (key: string) => form[key] === "on" || form[key] === "true";
  return replyTo(
    { intent: "preferences", whenFailed: whenFailed(context, "preferences") },
    async () => {
      await updateEmailPreferences(db, customer.id, {
        marketing: on("marketing"),
        orderUpdates: on("orderUpdates"),
        newsletter: on("newsletter"),
      });
      return accountSaved("preferences", form);
    },
  );
}

/** A new password; this browser stays signed in, every other session ends. */
export function savePassword({ request, context, customer, form }: AccountForm) {
  const { db, config, clientAddress } = context.get(appContext);
  return replyTo({ intent: "password" }, async () => {
    const { currentPassword, newPassword } = parseInput(changePasswordSchema, form, {
      message: "Please fix the errors above.",
    });
    await changePassword(
      db,
      customer.id,
      { currentPassword, newPassword },
      { keepSessionToken: readSessionToken(request), publicUrl: config.publicUrl, clientAddress },
    );
    return accountSaved("password", form);
  });
}

/**
 * 'Send the confirmation e-mail again': a new link by mail, then back to /account, which says
 * it was sent, or that the hourly allowance is used up (?verification=sent|too-many).
 */
export async function resendVerification({ context, customer }: Omit<AccountForm, "form">) {
  const { db, config } = context.get(appContext);
  const { refused } = await attempt(() =>
    resendVerificationEmail(db, customer, { publicUrl: config.publicUrl }),
  );
  if (refused && refused.code !== "rate_limited") throw refused;
  throw redirect(`/account?verification=${refused ? "too-many" : "sent"}`, 303);
}
