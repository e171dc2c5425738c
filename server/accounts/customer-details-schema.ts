import { z } from "zod";
import { accountMessages, phoneField, requiredText } from "#server/accounts/validation.ts";
import { postalAddressSchema } from "#server/addresses/address-schema.ts";

/** My Details and PATCH /api/customers/me: the name, the phone, the saved shipping address. */
export const customerDetailsSchema = z.object({
  firstName: requiredText(accountMessages.firstNameRequired),
  lastName: requiredText(accountMessages.lastNameRequired),
  phone: phoneField,
  shippingAddress: postalAddressSchema.nullish(),
});
export type CustomerDetailsInput = z.output<typeof customerDetailsSchema>;
