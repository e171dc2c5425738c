import { z } from "zod";
import {
  DEFAULT_ISSUE_WEIGHT_KG,
  type SenderAddress,
} from "#server/mail-club/issues/customs-declaration.ts";

export const customsMessages = {
  nameRequired: "Please enter the sender's name.",
  addressRequired: "Please enter the sender's street address.",
  cityRequired: "Please enter the sender's city.",
  stateRequired: "Please enter the sender's state.",
  postalCodeRequired: "Please enter the sender's ZIP code.",
  tooLong: "This is too long",
  weight: "Please enter the weight of one envelope's contents in grams, from 1 to 2000.",
} as const;

const required = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(200, customsMessages.tooLong);

export const DEFAULT_WEIGHT_GRAMS = Math.round(DEFAULT_ISSUE_WEIGHT_KG * 1000);

/**
 * The return address and weight a CN22 needs. The shop settings hold no postal address, so the
 * maker gives it on the customs page (the form is a GET: the address stays in the link).
 */
export const customsFormSchema = z.object({
  name: required(customsMessages.nameRequired),
  addressLine1: required(customsMessages.addressRequired),
  addressLine2: z.string().trim().max(200, customsMessages.tooLong).optional(),
  city: required(customsMessages.cityRequired),
  stateProvince: required(customsMessages.stateRequired),
  postalCode: required(customsMessages.postalCodeRequired),
  weightGrams: z
    .string()
    .trim()
    .optional()
    .transform((value, ctx) => {
      if (!value) return DEFAULT_WEIGHT_GRAMS;
      const grams = Number(value);
      if (!Number.isInteger(grams) || grams < 1 || grams > 2000) {
        ctx.addIssue({ code: "custom", message: customsMessages.weight });
        return z.NEVER;
      }
      return grams;
    }),
});
export type CustomsForm = z.output<typeof customsFormSchema>;

export function senderOf(form: CustomsForm): SenderAddress {
  const { name, addressLine1, addressLine2, city, stateProvince, postalCode } = form;
  return {
    name,
    addressLine1,
    ...(addressLine2 ? { addressLine2 } : {}),
    city,
    stateProvince,
    postalCode,
    country: "US",
  };
}
