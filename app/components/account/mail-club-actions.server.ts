/**
 * The account's Mail Club forms: cancelling the membership and the delivery address. Each
 * calls one domain function for the signed-in customer only, and answers the screen.
 */
import { data, type RouterContextProvider, redirect } from "react-router";
import type { AccountActionData } from "#app/components/account/account-data.ts";
import { paymentServices } from "#app/components/checkout/payment-services.server.ts";
import type { Customer } from "#server/accounts/types.ts";
import { fieldErrors } from "#server/accounts/validation.ts";
import { AppError, statusOf } from "#server/errors.ts";
import { formatIssueMonth } from "#server/mail-club/issue-month.ts";
import { cancelSubscription } from "#server/mail-club/subscriptions/cancel-subscription.ts";
import { changeDeliveryAddress } from "#server/mail-club/subscriptions/change-delivery-address.ts";
import { subscriptionMessages } from "#server/mail-club/subscriptions/subscription-messages.ts";
import { checkoutAddressSchema } from "#server/orders/checkout-schema.ts";

interface MailClubForm {
  context: Readonly<RouterContextProvider>;
  customer: Customer;
  form: Record<string, string>;
}

/** Scripts get data (for their toast); a page posted without them goes back to /account. */
function done(intent: "subscription" | "delivery", form: Record<string, string>, message?: string) {
  if (form.via !== "fetch") throw redirect(`/account?saved=${intent}`, 303);
  return data<AccountActionData>({ intent, ok: true, message });
}

export async function cancelMembership({ context, customer, form }: MailClubForm) {
  try {
    await cancelSubscription(await paymentServices(context), {
      customerId: customer.id,
      reason: form.reason,
    });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return data<AccountActionData>(
      {
        intent: "subscription",
        ok: false,
        errors: {},
        message: error.message || subscriptionMessages.cancelFailed,
      },
      statusOf(error),
    );
  }
  return done("subscription", form);
}

const addressKeys = [
  "firstName",
  "lastName",
  "addressLine1",
  "addressLine2",
  "city",
  "stateProvince",
  "postalCode",
  "country",
] as const;

export async function saveDeliveryAddress({ context, customer, form }: MailClubForm) {
  const raw = Object.fromEntries(addressKeys.map((key) => [key, form[`shippingAddress.${key}`]]));
  const parsed = checkoutAddressSchema.safeParse(raw);
  const refuse = (status: number, message: string, errors: Record<string, string> = {}) =>
    data<AccountActionData>(
      { intent: "delivery", ok: false, errors, message, values: form },
      status,
    );
  if (!parsed.success) {
    const errors = Object.fromEntries(
      Object.entries(fieldErrors(parsed.error)).map(([key, text]) => [
        `shippingAddress.${key}`,
        text,
      ]),
    );
    return refuse(400, "Please fix the validation errors above", errors);
  }
  try {
    const { appliesFrom } = await changeDeliveryAddress(await paymentServices(context), {
      customerId: customer.id,
      address: parsed.data,
    });
    return done("delivery", form, `It applies from the ${formatIssueMonth(appliesFrom)} issue.`);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const field = error.details?.field;
    return refuse(
      statusOf(error),
      error.message,
      field ? { [`shippingAddress.${field}`]: error.message } : {},
    );
  }
}
