/**
 * The account screen's forms, one function each: they parse the form with the
 * operation's schema, call one domain function, and answer for the screen.
 */
import { data, type RouterContextProvider, redirect } from "react-router";
import type { AccountActionData, AccountIntent } from "#app/components/account/account-data.ts";
import { changePassword } from "#server/accounts/change-password.ts";
import {
  updateCustomerDetails,
  updateEmailPreferences,
} from "#server/accounts/customer-profile.ts";
import { resendVerificationEmail } from "#server/accounts/email-verification.ts";
import { readSessionToken } from "#server/accounts/session-cookie.ts";
import type { Customer } from "#server/accounts/types.ts";
import {
  changePasswordSchema,
  customerDetailsSchema,
  fieldErrors,
} from "#server/accounts/validation.ts";
import { appContext } from "#server/context.ts";
import { AppError, statusOf } from "#server/errors.ts";

type Context = Readonly<RouterContextProvider>;
interface AccountForm {
  request: Request;
  context: Context;
  customer: Customer;
  form: Record<string, string>;
}

const DETAILS_FAILED = "Failed to save details. Please try again.";
const PREFERENCES_FAILED = "Failed to update preferences. Please try again.";
const INVALID_PROFILE = "Invalid profile data";
const addressKeys = [
  "addressLine1",
  "addressLine2",
  "city",
  "stateProvince",
  "postalCode",
  "country",
] as const;

function refuse(
  intent: AccountIntent,
  status: number,
  answer: { errors?: Record<string, string>; message: string; values?: Record<string, string> },
) {
  return data<AccountActionData>({ intent, ok: false, errors: {}, ...answer }, status);
}

/** Scripts get data (for their toast); a page posted without them goes back to /account. */
function done(intent: AccountIntent, form: Record<string, string>) {
  if (form.via !== "fetch") throw redirect(`/account?saved=${intent}`, 303);
  return data<AccountActionData>({ intent, ok: true });
}

/** Name, phone and shipping address; the address is left out when all its fields are blank. */
export async function saveDetails({ context, customer, form }: AccountForm) {
  const { db } = context.get(appContext);
  const hasAddress = addressKeys.some((key) => form[key]?.trim());
  const input = {
    firstName: form.firstName,
    lastName: form.lastName,
    phone: form.phone,
    shippingAddress: hasAddress
      ? {
          firstName: form.firstName,
          lastName: form.lastName,
          ...Object.fromEntries(addressKeys.map((key) => [key, form[key] ?? ""])),
        }
      : null,
  };
  const parsed = customerDetailsSchema.safeParse(input);
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    delete errors["shippingAddress.firstName"];
    delete errors["shippingAddress.lastName"];
    return refuse("details", 400, { errors, message: INVALID_PROFILE, values: form });
  }
  try {
    await updateCustomerDetails(db, customer.id, parsed.data);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return refuse("details", statusOf(error), { message: error.message || DETAILS_FAILED });
  }
  return done("details", form);
}

/** The three switches; a switch left out of the form (unticked box) is off. */
export async function savePreferences({ context, customer, form }: AccountForm) {
  const { db } = context.get(appContext);
  const on = (key: string) => form[key] === "on" || form[key] === "true";
  try {
    await updateEmailPreferences(db, customer.id, {
      marketing: on("marketing"),
      orderUpdates: on("orderUpdates"),
      newsletter: on("newsletter"),
    });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return refuse("preferences", statusOf(error), { message: PREFERENCES_FAILED });
  }
  return done("preferences", form);
}

/** A new password; this browser stays signed in, every other session ends. */
export async function savePassword({ request, context, customer, form }: AccountForm) {
  const { db, config } = context.get(appContext);
  const parsed = changePasswordSchema.safeParse(form);
  if (!parsed.success) {
    return refuse("password", 400, {
      errors: fieldErrors(parsed.error),
      message: "Please fix the errors above.",
    });
  }
  try {
    await changePassword(
      db,
      customer.id,
      { currentPassword: parsed.data.currentPassword, newPassword: parsed.data.newPassword },
      { keepSessionToken: readSessionToken(request), publicUrl: config.publicUrl },
    );
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.code === "unauthorized") {
      return refuse("password", 400, {
        errors: { currentPassword: error.message },
        message: error.message,
      });
    }
    return refuse("password", statusOf(error), { message: error.message });
  }
  return done("password", form);
}

/**
 * 'Send the confirmation e-mail again': a new link by mail, then back to /account, which says
 * it was sent, or that the hourly allowance is used up (?verification=sent|too-many).
 */
export async function resendVerification({ context, customer }: Omit<AccountForm, "form">) {
  const { db, config } = context.get(appContext);
  try {
    await resendVerificationEmail(db, customer, { publicUrl: config.publicUrl });
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== "rate_limited") throw error;
    throw redirect("/account?verification=too-many", 303);
  }
  throw redirect("/account?verification=sent", 303);
}
