import { z } from "zod";
import type { PostalAddress } from "#server/db/schema.ts";
import { fieldMessages, PLAIN_TEXT } from "#server/lib/text-fields.ts";
import { addressFormatOf } from "./address-format.ts";
import { addressProblems } from "./address-problems.ts";
import { regionCodeOf } from "./region-code.ts";

/**
 * Trimmed, not blank, one line of printable text. No `abort`: an explicitly aborted field
 * would stop the rules across fields (the country's post, a guest's password) from showing
 * with it. Only the first message of a field is shown.
 */
export function requiredLine(message: string, max = 200) {
  return z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .regex(PLAIN_TEXT, { error: fieldMessages.unusualCharacters })
    .max(max, { error: fieldMessages.tooLong });
}

/** An address part the country may not use: any printable line, blank when not typed. */
function part(max: number) {
  return z
    .string({ error: fieldMessages.unusualCharacters })
    .trim()
    .regex(PLAIN_TEXT, { error: fieldMessages.unusualCharacters })
    .max(max, { error: fieldMessages.tooLong })
    .nullish()
    .transform((text) => text ?? "");
}

const addressFields = z.object({
  firstName: requiredLine(fieldMessages.firstNameRequired),
  lastName: requiredLine(fieldMessages.lastNameRequired),
  addressLine1: part(200),
  addressLine2: part(200),
  city: part(200),
  stateProvince: part(100),
  postalCode: part(20),
  country: requiredLine(fieldMessages.countryRequired, 20).toUpperCase(),
  phone: part(40),
});

/**
 * Every address the shop takes — checkout, My Details, the Mail Club's delivery address, the
 * studio, the JSON API — checked against its country's post (Google's data, decision 021):
 * the parts it requires, its regions, its postal code's pattern. Run even when a name is
 * missing, so every field's message shows at once. What is kept is the post's: the region's
 * code, the postal code in capitals, and no part the country does not use.
 */
export const postalAddressSchema = addressFields
  .superRefine(
    (address, context) => {
      for (const problem of addressProblems(address)) {
        context.addIssue({ code: "custom", path: [problem.part], message: problem.message });
      }
    },
    { when: ({ value }) => typeof value === "object" && value !== null },
  )
  .transform(postalForm);

function postalForm(address: z.output<typeof addressFields>): PostalAddress {
  const format = addressFormatOf(address.country);
  const uses = new Set(format?.fields.map((field) => field.part));
  const kept = (part: "addressLine1" | "city" | "postalCode") =>
    uses.has(part) ? address[part] : "";
  return {
    firstName: address.firstName,
    lastName: address.lastName,
    addressLine1: kept("addressLine1"),
    ...(address.addressLine2 && uses.has("addressLine2")
      ? { addressLine2: address.addressLine2 }
      : {}),
    city: kept("city"),
    stateProvince:
      format && uses.has("stateProvince")
        ? (regionCodeOf(format, address.stateProvince) ?? address.stateProvince)
        : "",
    postalCode: kept("postalCode").toUpperCase(),
    country: address.country,
    ...(address.phone ? { phone: address.phone } : {}),
  };
}

export type AddressInput = z.input<typeof postalAddressSchema>;

/**
 * An order's address (the checkout's, a gift's) as a form or the JSON API sends it: the spec's
 * API names for its parts (address1, address2, state, zipCode) are read as the form's
 * (addressLine1, addressLine2, stateProvince, postalCode), the form's winning where both are
 * sent. The one place the two spellings meet, so neither the pages nor the API rename.
 */
export const orderAddressSchema = z.preprocess(withFormNames, postalAddressSchema);

function withFormNames(address: unknown) {
  if (!address || typeof address !== "object" || Array.isArray(address)) return address;
  const { address1, address2, state, zipCode, ...rest } = address as Record<string, unknown>;
  return {
    ...rest,
    addressLine1: rest.addressLine1 ?? address1,
    addressLine2: rest.addressLine2 ?? address2,
    stateProvince: rest.stateProvince ?? state,
    postalCode: rest.postalCode ?? zipCode,
  };
}
