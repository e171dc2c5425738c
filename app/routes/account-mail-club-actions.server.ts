/**
 * The account's Mail Club forms: cancelling the membership and the delivery address. Each
 * calls one domain function for the signed-in customer only, and answers the screen.
 */
import { addressParts } from "#app/components/account/account-data.ts";
import { replyTo } from "#app/forms/reply.server.ts";
import { paymentServices } from "#app/server/payment-services.server.ts";
import { postalAddressSchema } from "#server/addresses/address-schema.ts";
import { formatIssueMonth } from "#server/mail-club/issue-month.ts";
import { cancelSubscription } from "#server/mail-club/subscriptions/cancel-subscription.ts";
import { changeDeliveryAddress } from "#server/mail-club/subscriptions/change-delivery-address.ts";
import { parseInput } from "#server/validation/parse-input.ts";
import { type AccountForm, accountSaved } from "./account-actions.server.ts";

export function cancelMembership({ context, customer, form }: Omit<AccountForm, "request">) {
  return replyTo({ intent: "subscription" }, async () => {
    await cancelSubscription(await paymentServices(context), {
      customerId: customer.id,
      reason: form.reason,
    });
    return accountSaved("subscription", form);
  });
}

const deliveryKeys = ["firstName", "lastName", ...addressParts] as const;

export function saveDeliveryAddress({ context, customer, form }: Omit<AccountForm, "request">) {
  const address = Object.fromEntries(
    deliveryKeys.map((key) => [key, form[`shippingAddress.${key}`]]),
  );
  return replyTo({ intent: "delivery", values: form, fieldsUnder: "shippingAddress" }, async () => {
    const shippingAddress = parseInput(postalAddressSchema, address, {
      message: "Please fix the validation errors above",
    });
    const { appliesFrom } = await changeDeliveryAddress(await paymentServices(context), {
      customerId: customer.id,
      address: shippingAddress,
    });
    return accountSaved(
      "delivery",
      form,
      `It applies from the ${formatIssueMonth(appliesFrom)} issue.`,
    );
  });
}
