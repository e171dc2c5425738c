import { fieldMessages } from "#server/lib/text-fields.ts";
import { type AddressPart, addressFormatOf } from "./address-format.ts";
import { regionCodeOf } from "./region-code.ts";

/** An address as the forms send it: each part as typed, the country an ISO code. */
export type TypedAddress = Partial<Record<AddressPart | "country", string>>;

export interface AddressProblem {
  part: AddressPart | "country";
  message: string;
}

/** The spec's words for a missing part where it has them (spec §8), else the field's label. */
const missingMessages: Partial<Record<AddressPart, string>> = {
  addressLine1: fieldMessages.addressRequired,
  city: fieldMessages.cityRequired,
  stateProvince: fieldMessages.stateProvinceRequired,
  postalCode: fieldMessages.postalCodeRequired,
};

export const addressMessages = {
  countryUnknown: "Please choose a country from the list",
  missing: (part: AddressPart, label: string) => missingMessages[part] ?? `${label} is required`,
  regionUnknown: (label: string) => `Please choose a ${label.toLowerCase()} from the list`,
  postalCodeShape: (label: string, example: string) => `${label} should look like ${example}`,
} as const;

/** Without a country, the parts spec §5 requires of every address. */
const specFields = (["addressLine1", "city", "stateProvince", "postalCode"] as const).map(
  (part) => ({ part, label: "", required: true }),
);

/**
 * What is wrong with an address for its country's post: a part the country requires left
 * blank, a region the post does not know, a postal code not in the country's pattern. Parts
 * the country does not use are not looked at. Empty when the address can be posted.
 */
export function addressProblems(address: TypedAddress): AddressProblem[] {
  const country = typeof address.country === "string" ? address.country : "";
  const format = addressFormatOf(country.trim().toUpperCase());
  const problems: AddressProblem[] = [];
  if (!format) problems.push({ part: "country", message: addressMessages.countryUnknown });
  for (const field of format?.fields ?? specFields) {
    const typed = address[field.part];
    const value = typeof typed === "string" ? typed.trim() : "";
    if (value === "") {
      if (field.required) {
        problems.push({
          part: field.part,
          message: addressMessages.missing(field.part, field.label),
        });
      }
      continue;
    }
    if (!format) continue;
    if (field.part === "stateProvince" && format.regions.length > 0) {
      if (!regionCodeOf(format, value))
        problems.push({ part: field.part, message: addressMessages.regionUnknown(field.label) });
    }
    const postal = format.postalCode;
    if (field.part === "postalCode" && postal) {
      const shape = new RegExp(`^(?:${postal.pattern})$`, "i");
      if (!shape.test(value)) {
        const example = postal.examples[0] ?? "";
        problems.push({
          part: field.part,
          message: addressMessages.postalCodeShape(field.label, example),
        });
      }
    }
  }
  return problems;
}
