import { z } from "zod";
import { postalAddressSchema } from "#server/addresses/address-schema.ts";
import { fieldMessages, phoneField, requiredText } from "#server/lib/text-fields.ts";

/** My Details and PATCH /api/customers/me: the name, the phone, the saved shipping address. */
export const customerDetailsSchema = z.object({
  firstName: requiredText(fieldMessages.firstNameRequired),
  lastName: requiredText(fieldMessages.lastNameRequired),
  phone: phoneField,
  shippingAddress: postalAddressSchema.nullish(),
});
export type CustomerDetailsInput = z.output<typeof customerDetailsSchema>;
